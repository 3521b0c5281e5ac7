import { expect } from 'vitest';
import { assertMayTryLogin, LOGIN_FAILURE_WINDOW_MS, type TLoginAttemptStore } from '../src-server/modules/auth/login-failures.js';

/**
 * What every TLoginAttemptStore must keep (PostgreSQL's, Redis's): the window slides, so the wait
 * ends when the oldest of the last five failures is 15 minutes old. `key` must be the caller's alone.
 */
export async function expectSlidingWindow(store: TLoginAttemptStore, key: string): Promise<void> {
  const minute = 60_000;
  for (let i = 0; i < 5; i++) await store.record([key], i * minute);
  let now = 5 * minute;
  await expect(assertMayTryLogin(store, [key], now)).rejects.toMatchObject({
    retryAfterSeconds: 10 * 60,
    message: 'Too many failed logins. Try again in 10 minutes.',
  });
  now = 15 * minute + 1;
  await expect(assertMayTryLogin(store, [key], now)).resolves.toBeUndefined();
  expect((await store.failuresAfter([key], now - LOGIN_FAILURE_WINDOW_MS)).get(key)).toHaveLength(4);
}
