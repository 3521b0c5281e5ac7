/**
 * Passwords people pick first, and the shapes they take at 12 characters and more: a common
 * word or name repeated or padded with digits and symbols ("Password1234!", "shelter2026shelter"),
 * keyboard rows, and digit runs. Checked on the server and, through the same schema, in forms.
 */
const COMMON_WORDS = [
  'password',
  'passw0rd',
  'p@ssword',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'basketball',
  'soccer',
  'hockey',
  'sunshine',
  'princess',
  'shadow',
  'master',
  'superman',
  'batman',
  'trustno1',
  'starwars',
  'whatever',
  'freedom',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'ranger',
  'buster',
  'charlie',
  'thomas',
  'robert',
  'daniel',
  'shelter',
  'animal',
  'animals',
  'rescue',
  'puppy',
  'kitten',
  'doggy',
  'kitty',
  'adopt',
  'adoption',
  'changeme',
  'secret',
  'default',
  'login',
  'access',
  'computer',
  'internet',
  'summer',
  'winter',
  'spring',
  'autumn',
  'abc',
  'abcdef',
  'abcdefgh',
  'test',
  'testing',
  'guest',
  'user',
  'hello',
  'love',
  'god',
];

const COMMON_LONG = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '1q2w3e4r5t6y',
  'qwertyuiop123',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'qazwsxedcrfv',
  'q1w2e3r4t5y6',
  'aaaaaaaaaaaa',
  'correcthorsebatterystaple',
  'iloveyou1234',
  'password1234',
]);

const normalize = (text: string) => text.toLowerCase().replace(/[@4]/g, 'a').replace(/3/g, 'e').replace(/[1!|]/g, 'i').replace(/0/g, 'o').replace(/[$5]/g, 's');

/** True when the password is one of the common ones or built from them. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_LONG.has(lower)) return true;
  if (/^(.)\1+$/.test(lower) || /^(.{1,4})\1+$/.test(lower)) return true;
  if ('01234567890123456789'.includes(lower) || '98765432109876543210'.includes(lower)) return true;
  // Strip the digits and symbols people add around a word, and read look-alike characters as letters.
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (!core) return true;
  const words = [core, normalize(core)];
  return words.some((word) => COMMON_WORDS.some((common) => word === common || new RegExp(`^(${common})+$`).test(word)));
}
