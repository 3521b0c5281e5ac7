import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once app.close() has begun, requests already running finish, and a new one
 * that still arrives on an open keep-alive connection is refused with a 503 in the error
 * body of docs/architecture.md#errors (Fastify's own 503 has another shape). Every response from then on closes its connection,
 * so the server's close is not held up by idle keep-alive sockets.
 */
export function registerShutdownGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ message: 'The server is restarting. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' });
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
