import { MikroORM } from '@mikro-orm/postgresql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/database.js';
import { scheduleHourlyJobs } from './jobs.js';
import { ormConfig } from './orm-config.js';
import { createQueue, type TJobHandlers, type TQueue } from './queue.js';

const log = pino({ level: 'silent' });
const FAILING_MESSAGE = 666;

const jobsOf = (db: TTestDatabase, name: string) =>
  db.orm.em.fork().execute<{ id: string; state: string; data: { messageId: number } }[]>('select id, state, data from pgboss.job where name = ?', [name]);

/** Waits (bounded) until the job has finished, as the queue's own table says. */
async function finished(db: TTestDatabase, id: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = await db.orm.em.fork().execute<{ state: string }[]>('select state from pgboss.job where id = ?', [id]);
    if (row && ['completed', 'failed'].includes(row.state)) return row.state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not finish within 10 s`);
}

describe('the background queue', () => {
  let db: TTestDatabase;
  let secondOrm: MikroORM;
  const queues: TQueue[] = [];
  const ran: string[] = [];
  const handlers = (process: string): TJobHandlers => ({
    'hourly-upkeep': async () => {
      ran.push(`${process}: upkeep`);
    },
    'photo-avif': async ({ photoId }) => {
      ran.push(`${process}: photo ${photoId}`);
    },
    'deliver-message': async ({ messageId }) => {
      if (messageId === FAILING_MESSAGE) throw new Error('the SMTP server is down');
      ran.push(`${process}: message ${messageId}`);
    },
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    // Two server processes on one database: two ORMs, two queues.
    secondOrm = await MikroORM.init(ormConfig(db.url));
    queues.push(createQueue(db.orm, log), createQueue(secondOrm, log));
    await Promise.all(queues.map((queue, i) => queue.start(handlers(`process ${i + 1}`))));
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await secondOrm.close();
    await db.close();
  });

  test('a job sent once runs once, though two processes work on the queue', async () => {
    const id = await queues[0]?.send('photo-avif', { photoId: 7 });
    expect(id).toEqual(expect.any(String));
    expect(await finished(db, id ?? '')).toBe('completed');
    expect(ran.filter((line) => line.endsWith('photo 7'))).toHaveLength(1);
  });

  test('the hourly upkeep is scheduled at every hour’s start once, whichever processes start', async () => {
    await Promise.all(queues.map((queue) => scheduleHourlyJobs(queue, { timeZone: 'America/Chicago' })));
    const schedules = await db.orm.em.fork().execute<{ name: string; cron: string; timezone: string }[]>('select name, cron, timezone from pgboss.schedule');
    expect(schedules).toEqual([{ name: 'hourly-upkeep', cron: '0 * * * *', timezone: 'America/Chicago' }]);
    const jobs = await db.orm.em.fork().execute<{ id: string }[]>("select id from pgboss.job where name = 'hourly-upkeep'");
    // Both processes sent it at start, which adds one job an hour (queue.ts); the hour's schedule may add its own.
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    for (const job of jobs) expect(await finished(db, job.id)).toBe('completed');
    expect(ran.filter((line) => line.endsWith('upkeep')).length).toBe(jobs.length);
  });

  test('a job sent in a transaction exists if and only if the transaction commits', async () => {
    const queue = queues[0]!;
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await queue.send('deliver-message', { messageId: 1 }, { transaction: tx });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    const id = await db.orm.em.fork().transactional((tx) => queue.send('deliver-message', { messageId: 2 }, { transaction: tx }));
    expect(await finished(db, id ?? '')).toBe('completed');
    expect((await jobsOf(db, 'deliver-message')).map((job) => job.data.messageId)).toEqual([2]);
    expect(ran.filter((line) => / message \d+$/.test(line))).toEqual([expect.stringMatching(/: message 2$/)]);
  });

  test('a message’s job that fails is retried alone: the others of its batch complete', async () => {
    const queue = queues[0]!;
    const ids = await db.orm.em.fork().transactional(async (tx) => {
      const sent: (string | null)[] = [];
      for (const messageId of [10, FAILING_MESSAGE, 11, 12]) sent.push(await queue.send('deliver-message', { messageId }, { transaction: tx }));
      return sent;
    });
    for (const [i, id] of ids.entries()) if (i !== 1) expect(await finished(db, id ?? '')).toBe('completed');
    await vi.waitFor(async () => {
      const [failing] = await db.orm.em
        .fork()
        .execute<{ state: string; retry_limit: number; error: string }[]>(
          "select state, retry_limit, output->>'message' as error from pgboss.job where id = ?",
          [ids[1]],
        );
      expect(failing).toEqual({ state: 'retry', retry_limit: 12, error: 'the SMTP server is down' });
    });
    expect(ran.filter((line) => / message 1\d$/.test(line)).map((line) => line.split(': ')[1])).toEqual(
      expect.arrayContaining(['message 10', 'message 11', 'message 12']),
    );
  });
});
