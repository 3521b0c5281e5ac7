import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers for every response, HTML and API alike. Scripts come only from our own origin; styles
 * also inline, because Chakra (Emotion) writes its styles at run time; images may be linked
 * from any HTTPS host (staff link photos hosted elsewhere, docs/architecture.md#security).
 * helmet works the headers' values out once, here; a response only sets them (the Fastify plugin
 * built them again for every response: 3 % of a small call, bench/README.md, issue 26).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8 throws a failure rather than passing it on, so `next` only goes on.
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, () => done()));
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * The header a write from outside a browser page of ours sends (docs/decisions/0006-csrf.md). A
 * page on another site cannot add it without a CORS preflight, which this server never grants.
 */
export const CSRF_HEADER = 'X-Shelter-CSRF';
const CSRF_HEADER_KEY = CSRF_HEADER.toLowerCase();

function refuse(reply: FastifyReply, status: 403 | 415, message: string) {
  return reply.code(status).send({ message, code: status === 403 ? 'FORBIDDEN' : 'UNSUPPORTED_MEDIA_TYPE' });
}

/**
 * The uploads, the one place a body may be a form (multipart/form-data) rather than JSON: an
 * animal's photos, an animal's or a person's documents. A form from another site is refused all
 * the same, by its Origin or Sec-Fetch-Site, or for want of the header.
 */
const UPLOAD_PATHS = [/^\/api\/animals\/[^/?]+\/(photos|documents)$/, /^\/api\/people\/[^/?]+\/documents$/];

const isUpload = (req: FastifyRequest) =>
  req.method === 'POST' &&
  /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') &&
  UPLOAD_PATHS.some((path) => path.test(req.url.split('?')[0] ?? ''));
/** A restore may send a backup archive (a tar), which no form can post and a page on another site could only send after a CORS preflight. */
const isArchiveRestore = (req: FastifyRequest) =>
  req.method === 'POST' && req.routeOptions.url === '/api/restore' && /^application\/x-tar\b/i.test(req.headers['content-type'] ?? '');

const hasBody = (req: FastifyRequest) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * Cross-site request forgery. A browser names where a request comes from (Origin, and
 * Sec-Fetch-Site, which no page can set): a write from another site is refused. A write from our
 * own pages passes; any other (curl, scripts, generated clients) must send the X-Shelter-CSRF
 * header. A body must be JSON (other sites' forms post text/plain or form data), but an upload's
 * form or a restore's tar archive.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(req.method) || !isApiPath(req.url)) return;
    const origin = req.headers.origin;
    const ourOrigin = origin === `${req.protocol}://${req.host}`;
    const site = req.headers['sec-fetch-site'];
    if ((origin !== undefined && !ourOrigin) || site === 'cross-site' || (site === 'same-site' && !ourOrigin)) {
      return refuse(reply, 403, 'Requests from other sites are refused');
    }
    if (hasBody(req) && !/^application\/json\b/i.test(req.headers['content-type'] ?? '') && !isUpload(req) && !isArchiveRestore(req)) {
      return refuse(reply, 415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    if (site !== 'same-origin' && !ourOrigin && !req.headers[CSRF_HEADER_KEY]) {
      return refuse(reply, 403, `Send the header ${CSRF_HEADER}: 1 with every call that changes data`);
    }
  });
}

/**
 * Clients that set Content-Type: application/json on every call send it with a bodyless DELETE
 * too, which Fastify would refuse as an empty JSON body; a DELETE carries its input in the query.
 */
export function acceptEmptyJsonDeletes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.method === 'DELETE' && body === '') return done(null, undefined);
    return parseJson(req, String(body), done);
  });
}
