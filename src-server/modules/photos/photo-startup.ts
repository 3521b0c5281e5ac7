import type { FastifyInstance } from 'fastify';
import { requestMissingAvif } from './photos.service.js';

/**
 * Once the app is ready (its queue started): the AVIF sizes still missing are asked for (photos
 * imported before the queue ran, or restored from a backup). It may not stop the start: what is not
 * asked for now is asked for at the next one.
 */
export function registerPhotoStartup(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    await requestMissingAvif(app.orm.em.fork(), { files: app.files, queue: app.queue, log: app.log }).then(
      (asked) => asked && app.log.info({ photos: asked }, 'AVIF sizes asked for'),
      (error: unknown) => app.log.error({ err: error }, 'asking for missing AVIF sizes failed'),
    );
  });
}
