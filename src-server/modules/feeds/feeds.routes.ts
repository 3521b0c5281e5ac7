import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../plugins/site-origin.js';
import { atomFeed, FEED_PATHS } from './feeds.service.js';
import { robotsTxt, sitemap } from './sitemap.js';

/**
 * The feeds that are not JSON, as plain routes: the tRPC adapter answers only JSON. Each is a
 * public read (plugins/api-caching.ts): kept whole until the next write, with an ETag.
 */
export async function registerFeedRoutes(app: FastifyInstance): Promise<void> {
  app.get(FEED_PATHS.atom, async (req, reply) =>
    reply.type('application/atom+xml; charset=utf-8').send(await atomFeed(req.server.orm.em.fork(), siteOrigin(req))),
  );
  app.get(FEED_PATHS.sitemap, async (req, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemap(req.server.orm.em.fork(), siteOrigin(req))),
  );
  app.get('/robots.txt', async (req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(req))));
}
