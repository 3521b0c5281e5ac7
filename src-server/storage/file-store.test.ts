import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';
import type { TFileStore } from './file-store.js';
import { postgresStore } from './postgres-store.js';
import { objectUrl, s3Store } from './s3-store.js';

/**
 * The file store's contract (file-store.ts), the same cases against each implementation: the
 * PostgreSQL store on a database of this file's own, and the S3 store against s3rver, an
 * S3-compatible server run here on a free port with a temporary directory.
 */

const BUCKET = 'shelter-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let db: TTestDatabase;
let s3: S3rver;
let s3Directory: string;
let endpoint: string;

beforeAll(async () => {
  db = await createTestDatabase();
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 'shelter-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await db?.close();
  await s3?.close();
  if (s3Directory) await rm(s3Directory, { recursive: true, force: true });
});

const stores: [string, () => TFileStore][] = [
  ['postgres', () => postgresStore(db.orm)],
  ['s3', () => s3Store({ kind: 's3', endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, ...CREDENTIALS })],
];

/** A key of the test's own, shaped like the app's (`documents/<uuid>/<name>`), so no two tests share one. */
const freshKey = (name = 'file.bin') => `test/${randomUUID()}/${name}`;

describe.each(stores)('the %s file store', (kind, open) => {
  let store: TFileStore;
  beforeAll(() => {
    store = open();
  });

  it('names its kind', () => {
    expect(store.kind).toBe(kind);
  });

  it('gives back the bytes it was given, every one, with their content type', async () => {
    const key = freshKey('scan.pdf');
    // Every byte value, zeros and invalid UTF-8 included, then random bytes past a megabyte.
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024 + 7)]);
    await store.put(key, { body, contentType: 'application/pdf' });
    const file = await store.get(key);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.body.equals(body)).toBe(true);
  });

  it('keeps each key’s own content type', async () => {
    const [jpeg, webp] = [freshKey('480.jpg'), freshKey('480.webp')];
    await store.put(jpeg, { body: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    await store.put(webp, { body: Buffer.from('webp bytes'), contentType: 'image/webp' });
    expect(await store.get(jpeg)).toEqual({ body: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    expect(await store.get(webp)).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get(freshKey())).toBeNull();
  });

  it('takes a file name of any text in a key', async () => {
    const key = freshKey('Vet records – Mía (2024) #1 100%.pdf');
    await store.put(key, { body: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' });
    expect((await store.get(key))?.body.toString()).toBe('%PDF-1.7');
  });

  it('deletes the files that exist among the keys, and takes missing keys without complaint', async () => {
    const [kept, gone, alsoGone] = [freshKey(), freshKey(), freshKey()];
    for (const key of [kept, gone, alsoGone]) await store.put(key, { body: Buffer.from(key), contentType: 'application/octet-stream' });
    await store.delete([gone, freshKey('never-stored'), alsoGone]);
    expect(await store.get(gone)).toBeNull();
    expect(await store.get(alsoGone)).toBeNull();
    expect((await store.get(kept))?.body.toString()).toBe(kept);
    await store.delete([gone]);
    await store.delete([]);
    expect(await store.get(gone)).toBeNull();
  });

  it('takes the same key written twice (a key names its content) and keeps one file', async () => {
    const key = freshKey('160.webp');
    const file = { body: randomBytes(2048), contentType: 'image/webp' };
    await store.put(key, file);
    await store.put(key, file);
    expect(await store.get(key)).toEqual(file);
    await store.delete([key]);
    expect(await store.get(key)).toBeNull();
  });
});

describe('the S3 store', () => {
  it('addresses an object in path style, or on the bucket’s own host, each key segment encoded', () => {
    const config = { endpoint: 'https://s3.example.org', bucket: 'shelter', forcePathStyle: true };
    expect(objectUrl(config, 'documents/1f/Vet records #1.pdf')).toBe('https://s3.example.org/shelter/documents/1f/Vet%20records%20%231.pdf');
    expect(objectUrl({ ...config, forcePathStyle: false }, 'photos/ab/480.webp')).toBe('https://shelter.s3.example.org/photos/ab/480.webp');
    expect(objectUrl({ ...config, endpoint: 'http://minio.local:9000', forcePathStyle: false }, 'a/b')).toBe('http://shelter.minio.local:9000/a/b');
  });

  // s3rver checks the access key but not a V4 signature's arithmetic (which is aws4fetch's): an unknown key is its refusal.
  it('fails a read and a write with the store’s refusal when the credentials are wrong, instead of answering "no such file"', async () => {
    const wrong = s3Store({
      kind: 's3',
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'S3RVER',
    });
    await expect(wrong.get(freshKey())).rejects.toThrow(/S3 GET test\/.* answered 403: [\s\S]*InvalidAccessKeyId/);
    await expect(wrong.put(freshKey(), { body: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow(/S3 PUT .* answered 403/);
  });
});
