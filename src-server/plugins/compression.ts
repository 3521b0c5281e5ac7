import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type TEncoding = 'br' | 'gzip';

/** In order of preference: Brotli saves a fifth more than gzip at about the same cost. */
const ENCODINGS: TEncoding[] = ['br', 'gzip'];

/** Smaller bodies gain less from compression than the work costs. */
export const WORTH_COMPRESSING = 1024;

/** A middle quality costs about what gzip does. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Every reply of a route, API and pages, is compressed by @fastify/compress as the client's
 * Accept-Encoding allows (q=0 refuses, identity gets none). Request bodies are not decompressed:
 * no client sends them compressed, and the body limit stays a limit on what is read.
 * Registered before any route, which it reaches through onRoute.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ENCODINGS, threshold: WORTH_COMPRESSING, brotliOptions: BROTLI_OPTIONS, globalDecompression: false });
}

/**
 * The best encoding the client accepts, negotiated as the plugin does it (its own negotiator is not
 * exported), for bodies compressed ahead: the read cache's kept forms (plugins/api-caching.ts).
 */
export function preferredEncoding(acceptEncoding: string | undefined): TEncoding | undefined {
  // The plugin reads `*` and x-gzip as gzip too.
  const header = acceptEncoding?.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return (header && negotiate(header, ENCODINGS)) || undefined;
}

/** One body compressed, on the thread pool, with the plugin's settings. */
export function encode(body: string, encoding: TEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipAsync(body);
}
