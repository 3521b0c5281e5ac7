/**
 * A bench's dataset of one size, kept between runs in bench/.data/<size> (an embedded PostgreSQL)
 * and made again when its generator or the migrations change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ensureDatabase, migrate } from '../src-server/db/database.js';
import { startEmbeddedPostgres } from '../src-server/db/embedded.js';
import { ormConfig } from '../src-server/orm-config.js';
import { writeDataset } from './dataset.js';

const root = path.resolve(import.meta.dirname, '..');

/** The name of every application a bench submits, so that the next run can take them out. */
export const APPLICANT = 'Bench Applicant';

export const datasetDir = (size: number) => path.join(root, 'bench', '.data', String(size));

/**
 * A kept dataset must measure the same on every run: the applications an earlier run submitted,
 * with the notes they left on their animal, are taken out (thousands of notes on one animal would
 * slow its detail and its public page run after run).
 */
async function forgetEarlierRuns(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  for (const table of ['behavior_notes', 'messages']) {
    await connection.execute(`delete from ${table} where application_id in (select id from adoption_applications where applicant_name = ?)`, [APPLICANT]);
  }
  await connection.execute('delete from adoption_applications where applicant_name = ?', [APPLICANT]);
  await connection.execute('vacuum analyze behavior_notes, messages, adoption_applications');
}

/** The generator's sources and the migrations: a kept dataset that either has changed since is made again. */
async function generatorFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(path.join(root, 'migrations'))).sort().map((file) => path.join('migrations', file));
  for (const file of [
    'bench/dataset.ts',
    'bench/plan.ts',
    'bench/journeys.ts',
    'bench/sql.ts',
    'bench/people.ts',
    'bench/care-plans.ts',
    'bench/messages.ts',
    'bench/photos.ts',
    'src-server/demo/people-data.ts',
    ...migrations,
  ])
    hash.update(await readFile(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

export interface TKeptDatabase {
  url: string;
  /** The embedded cluster's postmaster: its backends are its children. */
  postmasterPid: number;
  stop: () => Promise<void>;
}

/** Starts the size's kept dataset, writing it first (as of `today`) when there is none or it is stale. */
export async function prepareDatabase(size: number, today: string): Promise<TKeptDatabase> {
  const dir = datasetDir(size);
  const generator = await generatorFingerprint();
  const kept = path.join(dir, 'dataset.json');
  const fresh = !existsSync(kept) || (JSON.parse(readFileSync(kept, 'utf8')) as { generator?: string }).generator !== generator;
  await mkdir(dir, { recursive: true });
  const server = await startEmbeddedPostgres(dir);
  const url = await ensureDatabase(server.serverUrl, 'shelter');
  const orm = await MikroORM.init(ormConfig(url));
  if (fresh) {
    await migrate(orm);
    const started = Date.now();
    const rows = await writeDataset(orm, { animals: size, today });
    console.log(`dataset of ${size} animals written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await writeFile(kept, JSON.stringify({ size, today, generator, rows }));
  } else {
    await forgetEarlierRuns(orm);
  }
  await orm.close();
  // startEmbeddedPostgres keeps the cluster in dir/postgres; the pid file's first line is the postmaster's.
  const postmasterPid = Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url, postmasterPid, stop: server.stop };
}
