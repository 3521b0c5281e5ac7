import type { FastifyInstance } from 'fastify';
import { importStoredImageUrls } from './import-image-url.js';
import { requestMissingAvif, type TPhotoDeps } from './photos.service.js';

/**
 * Once the app is ready (its queue started): the AVIF sizes still missing are asked for, and the
 * local image addresses stored before photos existed are imported as photos, in the background so
 * the start does not wait for them (decision 0012). Closing the app stops the import after the
 * animal at hand.
 */
export function registerPhotoStartup(app: FastifyInstance): void {
  let closing = false;
  let importing: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    const deps: TPhotoDeps = { files: app.files, queue: app.queue, log: app.log };
    // Neither may stop the start: what is not done now is done at the next one.
    await requestMissingAvif(app.orm.em.fork(), deps).then(
      (asked) => asked && app.log.info({ photos: asked }, 'AVIF sizes asked for'),
      (error: unknown) => app.log.error({ err: error }, 'asking for missing AVIF sizes failed'),
    );
    importing = importStoredImageUrls(app.orm.em.fork(), deps, () => closing).then(
      (imported) => imported && app.log.info({ imported }, 'image addresses imported as photos'),
      (error: unknown) => app.log.error({ err: error }, 'importing image addresses as photos failed'),
    );
  });
  app.addHook('onClose', async () => {
    closing = true;
    await importing;
  });
}
