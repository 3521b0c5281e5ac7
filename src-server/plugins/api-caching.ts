import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { encodeFor } from './compression.js';
import { isApiPath } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL as the client asked for it. */
    requestedUrl: string;
  }
}

/** Smaller bodies gain less from compression than the work costs. */
const WORTH_COMPRESSING = 1024;

/** A read of the public portal's data: REST under /api/public, or tRPC calls all named public.*. */
function isPublicRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.requestedUrl.split('?')[0] ?? '';
  if (pathname.startsWith('/api/public/')) return true;
  const procedures = pathname.startsWith('/trpc/') ? pathname.slice('/trpc/'.length).split(',') : [];
  return procedures.length > 0 && procedures.every((name) => name.startsWith('public.'));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * How API answers may be kept and how they travel. The portal's data is the same for everyone:
 * caches may keep it, revalidating by ETag (a 304 costs the visitor no body). Everything else is
 * a signed-in person's view of private records and is never stored. Large bodies go compressed.
 */
export function registerApiCaching(app: FastifyInstance): void {
  // The REST adapter rewrites the request's URL without /api before onSend sees it.
  app.decorateRequest('requestedUrl', '');
  app.addHook('onRequest', async (req) => {
    req.requestedUrl = req.url;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isApiPath(req.requestedUrl)) return payload;
    if (!isPublicRead(req) || reply.statusCode !== 200 || typeof payload !== 'string') {
      reply.header('cache-control', 'no-store');
    } else {
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matches(req.headers['if-none-match'], etag)) {
        reply.code(304);
        return null;
      }
    }
    // Error bodies stay as they are: the REST layer rewrites them after this hook.
    if (typeof payload !== 'string' || reply.statusCode >= 300 || Buffer.byteLength(payload) < WORTH_COMPRESSING) return payload;
    reply.header('vary', 'accept-encoding');
    const { body, encoding } = await encodeFor(req.headers['accept-encoding'], payload);
    if (encoding) reply.header('content-encoding', encoding);
    return body;
  });
}
