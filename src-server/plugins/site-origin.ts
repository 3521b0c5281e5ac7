import type { FastifyRequest } from 'fastify';

/** A hostname or IP with an optional port: anything else in Host is not put into a page. */
const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The site's origin as the visitor reached it (X-Forwarded-* count only from a trusted proxy). */
export function originOf(req: FastifyRequest): string {
  const host = HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol}://${host}`;
}

/** Where absolute links point: PUBLIC_URL when set, else the address the visitor used. */
export function siteOrigin(req: FastifyRequest): string {
  return req.server.config.publicUrl ?? originOf(req);
}
