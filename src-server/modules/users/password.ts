import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): strong, and fast enough for a 2-core server.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a wrong username cannot be told from a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
