import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalAssets, readManifest, type TPortalRoute, type TRouteAssets } from '../modules/public/page-assets.js';
import { withHead } from '../modules/public/page-head.js';
import { publicPage } from '../modules/public/public-page.js';
import { lazyCalendar } from '../modules/settings/calendar.js';
import { isApiPath, notFoundBody } from './errors.js';
import { originOf } from './site-origin.js';

/** The chunks and stylesheets each portal route needs, from the build manifest; none if it cannot be read. */
function routeAssets(app: FastifyInstance, clientDir: string | undefined): Record<TPortalRoute, TRouteAssets> {
  try {
    return portalAssets(clientDir ? readManifest(clientDir) : undefined);
  } catch (error) {
    app.log.warn({ err: error }, 'the build manifest does not name the portal routes: no preloads or stylesheets');
    return portalAssets(undefined);
  }
}

/**
 * Serves the built client. Hashed assets are cached for a year; any other GET that is not a file
 * and not an API path gets index.html, so client routes survive a reload. Portal pages get their
 * own title and link-preview tags, and the portal's missing pages answer 404.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      // Our own Cache-Control below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // A cache between us and the browser keeps one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const assets = routeAssets(app, clientDir);

  /** index.html, with the portal page's tags, data and status when the address is one. */
  async function page(req: FastifyRequest, html: string): Promise<{ status: number; html: string }> {
    try {
      // Joined, not resolved: a path such as //elsewhere.example must not become the host.
      const em = app.orm.em.fork();
      const portal = await publicPage(em, lazyCalendar(em, app.config), new URL(`${originOf(req)}${req.url}`), app.config.publicUrl);
      if (!portal) return { status: 200, html };
      return { status: portal.status, html: withHead(html, portal, portal.route ? assets[portal.route] : undefined) };
    } catch (error) {
      // Without the database the app still loads and shows its own error state.
      req.log.error({ err: error }, 'portal page tags failed');
      return { status: 200, html };
    }
  }

  app.setNotFoundHandler(async (_req, reply) => reply.code(404).send(notFoundBody()));
  if (!indexHtml) return;
  await app.register(async (pages) => {
    // Pages are revalidated on every visit (no-cache): one the browser holds costs a 304 and no
    // body. Weak, as the tag is made before compression and names every encoding of the page.
    await pages.register(etag, { weak: true });
    pages.get('/*', async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      // Nor the photos' addresses (modules/photos/photo-media.routes.ts): a missing one is a 404, not a page.
      if (isApiPath(pathname) || path.extname(pathname) || /^\/media(\/|$)/.test(pathname)) return reply.callNotFound();
      const { status, html } = await page(req, indexHtml);
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(html);
    });
  });
}
