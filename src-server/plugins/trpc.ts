import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { appRouter, type AppRouter } from '../app-router.js';
import { createContext } from '../trpc/context.js';
import { logProcedureError } from './log-errors.js';

/** The React client's endpoint. */
export async function registerTrpc(app: FastifyInstance): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path, req }) => logProcedureError(req.log, error, path),
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
