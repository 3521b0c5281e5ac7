import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSettings } from '../settings/settings.service.js';

/** The portal's pages: the only HTML other sites may frame (the widget's overlay shows an animal's page). */
const PORTAL_PAGE = /^\/public(\/|$)/;
/** The public reads the widget makes from the embedding site's page. */
const PUBLIC_READ = /^\/api\/public\//;
const WIDGET_SCRIPT = '/widget.js';
/** The demo's drawings, which an animal's typed image address may name: shown on the embedding site's cards. */
const DRAWINGS = /^\/images\//;

const pathOf = (req: FastifyRequest) => (req.requestedUrl || req.url).split('?')[0] ?? '';

function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) reply.header('vary', [...values, name].join(', '));
}

/**
 * What lets the websites the shelter lists (Settings → Website, `allowedOrigins`) embed it
 * (docs/domain.md#website-widget): CORS on the public reads for exactly those origins, and the
 * portal's pages framed by exactly those; anything else stays as security.ts sets it (no CORS,
 * frame-ancestors 'none'). Decided per request from the cached settings, so a change applies to
 * the next request, and after the read cache (api-caching.ts), whose kept answers are shared by
 * every origin and so never hold these headers.
 */
export function registerEmbedding(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const pathname = pathOf(req);
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (!isRead) return payload;
    if (pathname === WIDGET_SCRIPT) {
      // Loaded by a <script> on any site: helmet's same-origin resource policy would block it there.
      // Its name is not hashed, so a new release reaches embedding sites within minutes.
      reply.header('cross-origin-resource-policy', 'cross-origin').header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
      return payload;
    }
    if (DRAWINGS.test(pathname)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return payload;
    }
    if (PUBLIC_READ.test(pathname)) {
      // A shared cache must not hand one origin's answer (with or without the grant) to another.
      addVary(reply, 'Origin');
      const origin = req.headers.origin;
      if (origin && (await allowedOrigins(app, req)).includes(origin)) reply.header('access-control-allow-origin', origin);
      return payload;
    }
    if (PORTAL_PAGE.test(pathname) && /^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) {
      const ancestors = ["'self'", ...(await allowedOrigins(app, req))].join(' ');
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
      // Superseded by frame-ancestors, and its SAMEORIGIN would refuse the listed sites in older browsers' reading.
      reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}

/** None when the settings cannot be read (the database is down): the portal's pages still load, framed by no other site. */
async function allowedOrigins(app: FastifyInstance, req: FastifyRequest): Promise<string[]> {
  try {
    return (await getSettings(app.orm.em.fork())).website.allowedOrigins;
  } catch (error) {
    req.log.warn({ err: error }, 'the allowed websites could not be read: none allowed');
    return [];
  }
}
