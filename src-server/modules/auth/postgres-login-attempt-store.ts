import type { MikroORM } from '@mikro-orm/postgresql';
import type { TLoginAttemptStore } from './login-failures.js';

/**
 * Failed logins in the `login_failures` table (unlogged: counts, not records), so every server
 * process counts the same failures. Each failure is a row; those no window reaches any more are
 * deleted as the next is written, so the table holds recent traffic only.
 */
export class PostgresLoginAttemptStore implements TLoginAttemptStore {
  constructor(
    private readonly orm: MikroORM,
    /** How long a failure counts (LOGIN_FAILURE_WINDOW_MS). */
    private readonly keepMs: number,
  ) {}

  async record(keys: readonly string[], at: number): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(
        'with expired as (delete from login_failures where at <= ?) insert into login_failures (key, at) select key, ? from unnest(array[?]::text[]) key',
        [at - this.keepMs, at, keys],
      );
  }

  async failuresAfter(keys: readonly string[], after: number): Promise<Map<string, number[]>> {
    const rows = await this.orm.em
      .getConnection()
      .execute<{ key: string; at: string }[]>('select key, at from login_failures where key in (?) and at > ? order by at, id', [keys, after]);
    const found = new Map<string, number[]>();
    for (const { key, at } of rows) found.set(key, [...(found.get(key) ?? []), Number(at)]);
    return found;
  }

  async clear(key: string): Promise<void> {
    await this.orm.em.getConnection().execute('delete from login_failures where key = ?', [key]);
  }
}
