import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBuildDir } from '../src-server/paths.js';

/** Every file of the built client, as text. */
function builtFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtFiles(full);
    return /\.(js|css|html|json|txt|map)$/.test(name) ? [{ file: path.relative(dir, full), text: readFileSync(full, 'utf8') }] : [];
  });
}

const CREDENTIAL_PATTERNS: [string, RegExp][] = [
  ['a password literal', /password["']?\s*[:=]\s*["'`][^"'`\s]{3,}["'`]/i],
  ['a Basic or Bearer authorization value', /\b(Basic|Bearer)\s+[A-Za-z0-9+/=._-]{16,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a connection string with a password', /postgres(ql)?:\/\/[^:\s/]+:[^@\s]+@/],
  ['a session secret', /SESSION_SECRET\s*[:=]\s*["'`][^"'`]+["'`]/],
];

describe('the built client', () => {
  const dir = clientBuildDir();
  it('exists (npm test builds it first; run `npm run build`)', () => {
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it('carries no credential of any kind', () => {
    const files = existsSync(dir) ? builtFiles(dir) : [];
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap(({ file, text }) => CREDENTIAL_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}: ${what}`));
    expect(found).toEqual([]);
  });

  it('the scan itself catches a credential', () => {
    const sample = 'login({username:"admin",password:"hunter22"})';
    expect(CREDENTIAL_PATTERNS.some(([, pattern]) => pattern.test(sample))).toBe(true);
  });
});
