import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './passwords.js';

describe('common passwords', () => {
  it.each([
    'password1234',
    'Password1234!',
    'P@ssw0rd2026!',
    'shelter2026!!',
    'qwertyuiop123',
    '123456789012',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    'adoptadoptadopt',
    '!!!!2026!!!!',
  ])('refuses %s', (password) => expect(isCommonPassword(password)).toBe(true));
  it.each(['correct horse battery', 'tabby-on-the-windowsill', 'Rex walks at 7 each morning'])('accepts %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});
