import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.js';

// CI runs the suite against a system PostgreSQL; this keeps the default, embedded path proven.
it('starts an embedded PostgreSQL 17 in a folder of its own, costed for solid-state storage, and stops it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-embedded-'));
  const server = await startEmbeddedPostgres(dir);
  try {
    const client = new pg.Client({ connectionString: server.serverUrl });
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    const { rows: costs } = await client.query<{ random_page_cost: string }>('show random_page_cost');
    await client.end();
    expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(170000);
    expect(costs[0]?.random_page_cost).toBe('1.1');
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

it('takes over a folder whose postmaster was left running by a process that died', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shelter-embedded-'));
  // The first cluster is never stopped: as if its process had been killed.
  await startEmbeddedPostgres(dir);
  const second = await startEmbeddedPostgres(dir);
  try {
    const client = new pg.Client({ connectionString: second.serverUrl });
    await client.connect();
    const { rows } = await client.query<{ ok: number }>('select 1 as ok');
    await client.end();
    expect(rows).toEqual([{ ok: 1 }]);
  } finally {
    await second.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
