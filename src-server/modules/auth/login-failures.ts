import { TooManyRequests } from '../../too-many-requests.js';

/**
 * Where failed logins are counted, shared by every server process: postgres-login-attempt-store.ts,
 * or redis-login-attempt-store.ts with REDIS_URL. It holds times only; the rule (how many, how
 * long) is below.
 */
export interface TLoginAttemptStore {
  /** Notes one failure at `at` (epoch milliseconds) under each key. */
  record(keys: readonly string[], at: number): Promise<void>;
  /** The failures under each key later than `after`, oldest first; a key without any is absent. */
  failuresAfter(keys: readonly string[], after: number): Promise<Map<string, number[]>>;
  /** Forgets every failure under the key. */
  clear(key: string): Promise<void>;
}

/** Guessing is slowed per address and per account: this many failures in the window, then a wait. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The keys one attempt counts under: its address and its account (usernames match case-blind). */
export function attemptKeys(username: string, address: string): { address: string; account: string } {
  return { address: `ip:${address}`, account: `user:${username.toLowerCase()}` };
}

/**
 * Throws TooManyRequests while any key has LOGIN_FAILURE_LIMIT failures in the sliding window;
 * the wait ends when the oldest of those leaves it.
 */
export async function assertMayTryLogin(store: TLoginAttemptStore, keys: readonly string[], now: number): Promise<void> {
  const failures = await store.failuresAfter(keys, now - LOGIN_FAILURE_WINDOW_MS);
  const waitMs = Math.max(
    0,
    ...[...failures.values()].map((times) =>
      times.length >= LOGIN_FAILURE_LIMIT ? (times[times.length - LOGIN_FAILURE_LIMIT] ?? 0) + LOGIN_FAILURE_WINDOW_MS - now : 0,
    ),
  );
  if (waitMs > 0) throw new TooManyRequests('Too many failed logins.', Math.ceil(waitMs / 1000));
}
