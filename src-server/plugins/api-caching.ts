import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TCachedResponse } from '../caches.js';
import { calendar } from '../modules/settings/calendar.js';
import { encode, preferredEncoding, WORTH_COMPRESSING } from './compression.js';
import { isApiPath } from './errors.js';
import { siteOrigin } from './site-origin.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The URL as the client asked for it. */
    requestedUrl: string;
    /** A public read: the cached answer it was given, or its key and the cache's generation when it arrived. */
    publicRead: { cached: TCachedResponse } | { key: string; since: number } | null;
  }
}

/** What crawlers read outside /api (modules/feeds/feeds.routes.ts): as public, and read as hard. */
const CRAWLER_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/** A read of the public portal's data: REST under /api/public, tRPC calls all named public.*, or a crawler's file. */
function isPublicRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.requestedUrl.split('?')[0] ?? '';
  if (pathname.startsWith('/api/public/') || CRAWLER_FILES.has(pathname)) return true;
  const procedures = pathname.startsWith('/trpc/') ? pathname.slice('/trpc/'.length).split(',') : [];
  return procedures.length > 0 && procedures.every((name) => name.startsWith('public.'));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

function toCached(reply: FastifyReply, payload: string): TCachedResponse {
  return {
    payload,
    contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"`,
    encoded: new Map(),
  };
}

/**
 * How API answers may be kept and how they travel. The portal's data is the same for everyone:
 * caches may keep it, revalidating by ETag (a 304 costs the visitor no body), and the app keeps
 * each answer until the next write (caches.ts), so a burst of visitors costs one query. Everything
 * else is a signed-in person's view of private records and is never stored, and @fastify/compress
 * compresses it per reply. A kept answer keeps its compressed forms too and its ETag, each made once
 * (docs/decisions/0005-http-plugins.md measures why the plugins do not make them per reply).
 */
export function registerApiCaching(app: FastifyInstance): void {
  const cache = app.caches.publicResponses;
  // The REST adapter rewrites the request's URL without /api before onSend sees it.
  app.decorateRequest('requestedUrl', '');
  app.decorateRequest('publicRead', null);
  app.addHook('onRequest', async (req) => {
    req.requestedUrl = req.url;
  });
  // After every onRequest hook, so a kept answer gets the security headers like any other.
  app.addHook('preHandler', async (req, reply) => {
    if (!isPublicRead(req)) return;
    // An answer holds for the shelter's day: the animals' vaccination statuses are judged on it.
    const { today } = await calendar(app.orm.em.fork(), app.config);
    // By origin too: without PUBLIC_URL, the feeds' absolute links name the host the visitor used.
    const key = `${today} ${siteOrigin(req)}${req.requestedUrl}`;
    const cached = req.method === 'GET' ? await cache.peek(key) : undefined;
    if (!cached) {
      req.publicRead = { key, since: cache.generation };
      return;
    }
    req.publicRead = { cached };
    return reply.type(cached.contentType).send(cached.payload);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const read = req.publicRead;
    if (!isApiPath(req.requestedUrl) && !read) return payload;
    if (!read || reply.statusCode !== 200 || typeof payload !== 'string') {
      // A route that says how its answer is kept (a document's download: private, no-store) keeps its word.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    const answer = 'cached' in read ? read.cached : toCached(reply, payload);
    if ('since' in read && req.method === 'GET') cache.set(read.key, answer, read.since);
    reply.header('etag', answer.etag).header('cache-control', 'public, no-cache');
    if (matches(req.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      return null;
    }
    return keptForm(req, reply, payload, answer.encoded);
  });
}

/**
 * The kept answer in the best encoding the client accepts, compressed once per encoding; the
 * plugin leaves a body that already has its Content-Encoding as it is.
 */
async function keptForm(req: FastifyRequest, reply: FastifyReply, payload: string, forms: TCachedResponse['encoded']): Promise<string | Buffer> {
  if (Buffer.byteLength(payload) < WORTH_COMPRESSING) return payload;
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  let body = forms.get(encoding);
  if (!body) {
    body = encode(payload, encoding);
    forms.set(encoding, body);
  }
  return body;
}
