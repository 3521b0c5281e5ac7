import pg from 'pg';

/**
 * Runs `work` while holding PostgreSQL's advisory lock named `name`, so that of several processes
 * doing it at once, one does it at a time: each waits for the one before. The lock is held by a
 * connection of its own, outside the pool (a session's lock, which `work`'s own transactions on
 * pooled connections cannot release by accident), and goes with it: a process that dies holding
 * it lets the next one in. `sessionUrl` must reach PostgreSQL itself (db/database.ts, sessionUrl()).
 */
export async function withAdvisoryLock<T>(sessionUrl: string, name: string, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: sessionUrl, application_name: `shelter-lock ${name}` });
  // Without a handler, a lost connection would end the process; the lock is lost with it, and the
  // migrations' one transaction still keeps the schema whole.
  holder.on('error', () => undefined);
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await holder.end();
  }
}
