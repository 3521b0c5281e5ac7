import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { TLoginAttemptStore } from './login-failures.js';

/**
 * Failed logins in Redis (REDIS_URL), shared by every server process as the PostgreSQL store's
 * are: a sorted set per key, each failure a member scored by its time. Each record drops the
 * failures no window reaches any more and sets the set to expire with its newest, so Redis holds
 * recent traffic only.
 */
export class RedisLoginAttemptStore implements TLoginAttemptStore {
  constructor(
    private readonly redis: Redis,
    /** How long a failure counts (LOGIN_FAILURE_WINDOW_MS). */
    private readonly keepMs: number,
  ) {}

  async record(keys: readonly string[], at: number): Promise<void> {
    const transaction = this.redis.multi();
    for (const key of keys) {
      // Two failures in one millisecond are two members: the random part keeps them apart.
      transaction
        .zadd(setOf(key), at, `${at}:${randomBytes(6).toString('base64url')}`)
        .zremrangebyscore(setOf(key), '-inf', at - this.keepMs)
        .pexpire(setOf(key), this.keepMs);
    }
    replies(await transaction.exec());
  }

  async failuresAfter(keys: readonly string[], after: number): Promise<Map<string, number[]>> {
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.zrangebyscore(setOf(key), `(${after}`, '+inf');
    const found = new Map<string, number[]>();
    replies(await pipeline.exec()).forEach((members, i) => {
      const key = keys[i];
      const times = (members as string[]).map((member) => Number(member.slice(0, member.indexOf(':'))));
      if (key !== undefined && times.length > 0) found.set(key, times);
    });
    return found;
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(setOf(key));
  }
}

const setOf = (key: string) => `login-failures:${key}`;

/** The replies of a transaction or pipeline, or the first command's error (exec answers each command's apart). */
function replies(results: [error: Error | null, reply: unknown][] | null): unknown[] {
  if (!results) throw new Error('The Redis transaction was aborted');
  for (const [error] of results) if (error) throw error;
  return results.map(([, reply]) => reply);
}
