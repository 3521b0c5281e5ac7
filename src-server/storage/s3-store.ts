import { AwsClient } from 'aws4fetch';
import pLimit from 'p-limit';
import type { TFileStoreConfig } from '../config.js';
import type { TFileStore, TStoredFile } from './file-store.js';

type TS3Config = Extract<TFileStoreConfig, { kind: 's3' }>;

/** Deletes sent at once: a photo has a dozen sizes, and a store's rate limits are per connection burst. */
const DELETES_AT_ONCE = 8;

/**
 * Signed requests retried on 5xx and 429 this many times: a request waits on them, so a store
 * that is down fails it within about a second instead of aws4fetch's default of ten retries.
 */
const RETRIES = 3;

/**
 * An object's address: `${endpoint}/${bucket}/${key}` in path style (MinIO, Garage, s3rver and
 * most self-hosted stores), else `${bucket}.${host}/${key}` (AWS, and stores that ask for it).
 * Each segment of the key is encoded; its slashes stay.
 */
export function objectUrl(config: Pick<TS3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (config.forcePathStyle) return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${path}`;
  const url = new URL(config.endpoint);
  return `${url.protocol}//${config.bucket}.${url.host}${url.pathname.replace(/\/+$/, '')}/${path}`;
}

/** What an unexpected answer of the store said, for the log (its body is a short XML error). */
async function storeError(response: Response, method: string, key: string): Promise<Error> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
}

/**
 * The file store in an S3-compatible object store (FILE_STORE=s3, README "Configuration"): each
 * file one object under its key, with its content type. Requests are signed (AWS Signature V4)
 * by aws4fetch over the built-in fetch.
 */
export function s3Store(config: TS3Config): TFileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: RETRIES,
  });
  const limit = pLimit(DELETES_AT_ONCE);
  return {
    kind: 's3',
    async put(key, file) {
      const response = await client.fetch(objectUrl(config, key), {
        method: 'PUT',
        // A Buffer is a Uint8Array over an ArrayBuffer (never a shared one), which fetch takes as it is.
        body: file.body as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': file.contentType, 'content-length': String(file.body.length) },
      });
      if (!response.ok) throw await storeError(response, 'PUT', key);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(config, key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw await storeError(response, 'GET', key);
      const body = Buffer.from(await response.arrayBuffer());
      return { body, contentType: response.headers.get('content-type') ?? 'application/octet-stream' } satisfies TStoredFile;
    },
    async delete(keys) {
      // One DELETE per key: every S3-compatible store has it, and a missing key answers 204 as well.
      await Promise.all(
        keys.map((key) =>
          limit(async () => {
            const response = await client.fetch(objectUrl(config, key), { method: 'DELETE' });
            if (!response.ok && response.status !== 404) throw await storeError(response, 'DELETE', key);
          }),
        ),
      );
    },
  };
}
