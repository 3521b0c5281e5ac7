/**
 * `npm run user -- create <username> --role <role> --name "<name>" [--password <password>]`
 * `npm run user -- reset <username> [--password <password>]`
 * Without --password a strong one is generated and printed once.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ROLES } from '../src-shared/roles.js';
import { ZCreateUserInput, ZPassword } from '../src-shared/schemas/users.js';
import { loadConfig } from '../src-server/config.js';
import { migrate, openDatabase } from '../src-server/db/database.js';
import { DomainError } from '../src-server/domain-errors.js';
import { createUser, setPassword } from '../src-server/modules/users/users.service.js';

const USAGE = `Usage:
  npm run user -- create <username> --role <${ROLES.join('|')}> --name "<full name>" [--password <password>]
  npm run user -- reset <username> [--password <password>]`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const [command, username] = positionals;
if ((command !== 'create' && command !== 'reset') || !username) {
  console.error(USAGE);
  process.exit(2);
}
const generated = values.password ? undefined : randomBytes(12).toString('base64url');
const password = values.password ?? generated ?? '';

function fail(message: string | undefined): never {
  console.error(message ?? 'Invalid input');
  console.error(USAGE);
  process.exit(2);
}
const passwordCheck = ZPassword.safeParse(password);
if (!passwordCheck.success) fail(passwordCheck.error.issues[0]?.message);
const newUser = command === 'create' ? ZCreateUserInput.safeParse({ username, password, name: values.name, role: values.role }) : undefined;
if (newUser && !newUser.success) fail(newUser.error.issues[0]?.message);

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db.orm, config.databaseDirectUrl);
  const em = db.orm.em.fork();
  if (newUser?.success) {
    // A password made here is given to someone: theirs to replace at the first login (docs/domain.md#users).
    await createUser(em, newUser.data, { mustChangePassword: true });
    console.log(`Created ${newUser.data.role} "${username}".`);
  } else {
    await setPassword(em, username, password, { mustChangePassword: true });
    console.log(`Password of "${username}" reset; their sessions have ended.`);
  }
  if (generated) console.log(`Password (shown once): ${generated}`);
} catch (error) {
  if (error instanceof DomainError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await db.close();
}
