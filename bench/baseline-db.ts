import type { FastifyReply } from 'fastify';
import pg from 'pg';
import { dateInZone } from '../src-shared/dates.js';
import { DEFAULT_SETTINGS, type TSettings } from '../src-shared/schemas/settings.js';

/** What the baseline's routes share (bench/baseline.ts): the database and the shelter's today. */

// Dates stay `YYYY-MM-DD` strings, as our server answers them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** The pool, or a client holding a transaction. */
export type TDb = pg.Pool | pg.PoolClient;

export interface TBaseline {
  db: pg.Pool;
  /** Today in the shelter's zone, read from its settings once at start (ours keeps them until a write). */
  today: () => string;
}

export async function rows<R extends pg.QueryResultRow>(db: TDb, sql: string, params: unknown[] = []): Promise<R[]> {
  return (await db.query<R>(sql, params)).rows;
}

export const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ error: `${what} not found` });

const SETTINGS_GROUPS = ['organization', 'system', 'notifications', 'printing', 'website'] as const;

/** The stored settings over the defaults, as ours reads them, without checking each field (no validation here). */
export async function readSettings(db: TDb): Promise<TSettings> {
  const stored = await rows<{ key: (typeof SETTINGS_GROUPS)[number]; value: object }>(db, 'select key, value from settings where key = any($1)', [
    SETTINGS_GROUPS,
  ]);
  const settings = structuredClone(DEFAULT_SETTINGS);
  for (const { key, value } of stored) Object.assign(settings[key], value);
  return settings;
}

/** The organization's zone, else the server's, as ours picks it (SHELTER_TIMEZONE, else the machine's). */
export const shelterZone = (settings: TSettings) =>
  settings.organization.timeZone || (process.env.SHELTER_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

export const todayIn = (zone: string) => dateInZone(new Date(), zone);

/** People named by records, by id, in one statement (the columns the answers use). */
export async function peopleById(db: TDb, ids: readonly (number | null)[]): Promise<Map<number, { name: string; email: string | null; phone: string | null }>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (!wanted.length) return new Map();
  const people = await rows<{ id: number; name: string; email: string | null; phone: string | null }>(
    db,
    'select id, name, email, phone from people where id = any($1)',
    [wanted],
  );
  return new Map(people.map((person) => [person.id, person]));
}

/** Users' names by id, in one statement. */
export async function userNames(db: TDb, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (!wanted.length) return new Map();
  const users = await rows<{ id: number; name: string }>(db, 'select id, name from users where id = any($1)', [wanted]);
  return new Map(users.map((user) => [user.id, user.name]));
}
