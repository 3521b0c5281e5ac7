import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers for every response, HTML and API alike. Scripts come only from our own origin; styles
 * also inline, because Chakra (Emotion) writes its styles at run time; images may be linked
 * from any HTTPS host (staff link photos hosted elsewhere, DESIGN.md decision 10).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

function refuse(reply: FastifyReply, status: 403 | 415, message: string) {
  return reply.code(status).send({ message, code: status === 403 ? 'FORBIDDEN' : 'UNSUPPORTED_MEDIA_TYPE' });
}

/**
 * Cross-site request forgery: a form on another site can post text/plain or form data but not
 * JSON without a preflight, and a browser names the page's origin. So a state-changing call
 * must be JSON and, when an Origin is sent, come from our own.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(req.method) || !isApiPath(req.url)) return;
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(type)) return refuse(reply, 415, 'Send the request body as JSON (Content-Type: application/json)');
    const origin = req.headers.origin;
    if (origin && origin !== `${req.protocol}://${req.host}`) return refuse(reply, 403, 'Requests from other sites are refused');
  });
}

/**
 * The guard above asks every DELETE for a JSON content type, though a DELETE carries its
 * input in the query: an empty JSON body is accepted there, and only there.
 */
export function acceptEmptyJsonDeletes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (req.method === 'DELETE' && body === '') return done(null, undefined);
    return parseJson(req, String(body), done);
  });
}

