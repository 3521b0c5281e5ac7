import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListingExport, TListingSiteStatus } from '../../../src-shared/schemas/listings.js';
import { createTestApp, type TTestApp } from '../../../test/app.js';
import { call, createAnimal, getJson, loginAll, type TSessions } from '../../../test/fixtures.js';
import { ftpTarget } from '../../config.js';
import { NO_PUBLIC_URL } from './listings.service.js';

const USER = 'AB123';
const PASSWORD = 'pa:ss w/rd-9f3k';

/** ftp-srv's logger, silenced. */
const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

let t: TTestApp;
let s: TSessions;
let server: FtpSrv;
let root: string;
let port: number;

/** A real FTP server on 127.0.0.1 serving a temporary folder, which accepts USER with PASSWORD only, as a site's server answers. */
async function startFtp(): Promise<void> {
  root = await mkdtemp(path.join(os.tmpdir(), 'shelter-ftp-'));
  await mkdir(path.join(root, 'import'));
  server = new FtpSrv({ url: 'ftp://127.0.0.1:0', pasv_url: '127.0.0.1', pasv_min: 41000, pasv_max: 41999, anonymous: false, log: quiet });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === USER && password === PASSWORD) resolve({ root });
    else reject(new Error('Login incorrect'));
  });
  await server.listen();
  port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
}

const ftpUrl = (password: string, folder: string) => `ftp://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${folder}`;

beforeAll(async () => {
  await startFtp();
  t = await createTestApp({
    config: {
      listings: { petfinder: ftpTarget(ftpUrl(PASSWORD, 'import')), adoptapet: ftpTarget(ftpUrl('wrong password', '')), petfinderShelterId: USER },
    },
  });
  s = await loginAll(t);
  await createAnimal(t, s.staff, { name: 'Juniper' });
});
afterAll(async () => {
  await t.close();
  server.close();
});

const run = (site: string) => call(t, 'POST', `/api/listings/${site}/run`, s.admin, {});

describe('the FTP upload', () => {
  it('puts Petfinder’s file, named after the shelter ID, in the import folder and records the server’s answer', async () => {
    const made = (await run('petfinder')).json<TListingExport>();
    expect(made).toMatchObject({ state: 'uploaded', uploadTarget: `127.0.0.1:${port}/import`, animals: 1 });
    expect(made.message).toMatch(/^The server answered: 2\d\d /);
    // This server has no PUBLIC_URL: the sites could fetch no photo, and the run says so.
    expect(made.message).toContain(NO_PUBLIC_URL);
    expect(await readdir(path.join(root, 'import'))).toEqual(['AB123.csv']);
    const uploaded = await readFile(path.join(root, 'import', 'AB123.csv'), 'utf8');
    const downloaded = await call(t, 'GET', '/api/listings/petfinder/files/AB123.csv', s.admin);
    expect(uploaded).toBe(downloaded.body);
    expect(uploaded).toContain('Juniper');
  });

  it('records a refused login as failed with the server’s answer, and keeps the files downloadable', async () => {
    const response = await run('adoptapet');
    expect(response.statusCode).toBe(200);
    const made = response.json<TListingExport>();
    expect(made).toMatchObject({ state: 'failed', uploadTarget: `127.0.0.1:${port}/`, animals: 1 });
    expect(made.message).toMatch(/^The upload failed: 530 /);
    expect(await readdir(root)).toEqual(['import']);
    const pets = await call(t, 'GET', '/api/listings/adoptapet/files/pets.csv', s.admin);
    expect(pets.statusCode).toBe(200);
    expect(pets.body).toContain('Juniper');
  });

  it('never shows the login: not in a run, nor in the status', async () => {
    const statuses = await getJson<TListingSiteStatus[]>(t, '/api/listings', s.admin);
    expect(statuses.map((status) => status.uploadConfigured)).toEqual([true, true]);
    const answers = JSON.stringify(statuses);
    for (const secret of [PASSWORD, encodeURIComponent(PASSWORD), 'wrong password', `${USER}:`]) expect(answers).not.toContain(secret);
  });
});
