import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createCaches, type TCaches } from './caches.js';
import type { TConfig } from './config.js';
import { listenForCommits, type TCommitListener } from './db/commit-listener.js';
import { sessionUrl } from './db/database.js';
import { jobHandlers } from './jobs.js';
import { registerLimits, type TLimits } from './limits.js';
import { registerBackupRoutes } from './modules/backup/backup.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { registerListingRoutes } from './modules/listings/listings.routes.js';
import type { TOutbox } from './modules/messages/outbox.js';
import { createMailTransport, messageIdDomain, type TMailTransport } from './modules/messages/transport.js';
import { registerUnsubscribeRoutes } from './modules/messages/unsubscribe.routes.js';
import { registerEmbedding } from './modules/website/embedding.js';
import { registerFeedRoutes } from './modules/feeds/feeds.routes.js';
import { withPhotoCache } from './modules/photos/media-cache.js';
import { registerPhotoMedia } from './modules/photos/photo-media.routes.js';
import { registerPhotoStartup } from './modules/photos/photo-startup.js';
import { registerPhotoUpload } from './modules/photos/photo-upload.routes.js';
import { registerApiCaching } from './plugins/api-caching.js';
import { registerCompression } from './plugins/compression.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerRest } from './plugins/rest.js';
import { acceptEmptyJsonDeletes, registerCsrfGuard, registerSecurityHeaders } from './plugins/security.js';
import { derivedKey, registerSession } from './plugins/session.js';
import { registerShutdownGuard } from './plugins/shutdown.js';
import { registerSpa } from './plugins/spa.js';
import { registerTrpc } from './plugins/trpc.js';
import { createQueue, type TQueue } from './queue.js';
import { createFileStore } from './storage/create-store.js';
import type { TFileStore } from './storage/file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    config: TConfig;
    limits: TLimits;
    caches: TCaches;
    /** Where file bytes live (storage/file-store.ts). */
    files: TFileStore;
    /** The background queue (queue.ts), started when the app is ready. */
    queue: TQueue;
    /** Where messages are written (modules/messages/outbox.ts); services that send mail take it. */
    outbox: TOutbox;
    /** The SMTP server messages leave by (SMTP_URL); none, and they are kept in the outbox. */
    mailTransport: TMailTransport | undefined;
  }
}

export interface TBuildAppOptions {
  config: TConfig;
  orm: MikroORM;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string;
  /** The process's logger; without it the app makes its own at config.logLevel. */
  logger?: FastifyBaseLogger;
}

/** Logs never carry passwords, cookies or session ids. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.sid'];

/** Builds the whole app; it never listens (src/server.ts does, tests use app.inject()). */
export async function buildApp({ config, orm, clientDir, logger }: TBuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel, redact: LOG_REDACT } }),
    genReqId: () => randomUUID(),
    // Behind a reverse proxy on the same machine or a private network, trust its X-Forwarded-*.
    trustProxy: 'loopback,linklocal,uniquelocal',
    bodyLimit: 1024 * 1024,
    // The client batches the calls a screen makes together into one /trpc/{a,b,c…} path parameter,
    // far longer than the router's default limit of 100 characters (which answers 414).
    routerOptions: { maxParamLength: 5000 },
    // Requests arriving while the app closes get our own 503 body (plugins/shutdown.ts).
    return503OnClosing: false,
  });
  app.decorate('orm', orm);
  app.decorate('config', config);
  app.decorate('caches', createCaches(orm));
  // Photos' sizes recently served stay in memory (modules/photos/media-cache.ts).
  app.decorate('files', withPhotoCache(createFileStore(config.fileStore, orm)));
  app.decorate('queue', createQueue(orm, app.log));
  app.decorate('outbox', {
    queue: app.queue,
    smtpConfigured: Boolean(config.mail.smtpUrl),
    messageIdDomain: messageIdDomain(config.mail.from),
    unsubscribeKey: await derivedKey(config, 'unsubscribe-link'),
  });
  app.decorate('mailTransport', config.mail.smtpUrl ? createMailTransport(config.mail.smtpUrl) : undefined);
  // Other processes' writes clear this one's caches (db/cache-coherence.ts); until it listens, they keep nothing.
  let commits: TCommitListener | undefined;
  app.addHook('onReady', async () => {
    commits = await listenForCommits(orm, sessionUrl(orm, config.databaseDirectUrl), app.log);
  });
  app.addHook('onReady', () =>
    app.queue.start(jobHandlers({ orm, config, log: app.log, files: app.files, mailTransport: app.mailTransport, outbox: app.outbox })),
  );
  // The queue first: a delivery under way finishes before its transport closes.
  app.addHook('onClose', async () => {
    await app.queue.stop();
    app.mailTransport?.close();
    await commits?.stop();
  });
  await registerLimits(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandler(app);
  registerApiCaching(app);
  registerSecurityHeaders(app);
  // After the read cache's hooks: the embedding site's headers are per request, never kept.
  registerEmbedding(app);
  // After the security headers, so a 503 while closing carries them too.
  registerShutdownGuard(app);
  registerCsrfGuard(app);
  acceptEmptyJsonDeletes(app);
  await registerSession(app);
  // Before every route: the plugin adds its hook to each route as it is declared.
  await registerCompression(app);
  await app.register(registerTrpc);
  await app.register(registerRest);
  await app.register(registerBackupRoutes);
  await app.register(registerDocumentRoutes);
  await app.register(registerListingRoutes);
  await app.register(registerPhotoUpload);
  await app.register(registerPhotoMedia);
  await app.register(registerUnsubscribeRoutes);
  await app.register(registerFeedRoutes);
  registerPhotoStartup(app);
  await registerSpa(app, clientDir);
  return app;
}
