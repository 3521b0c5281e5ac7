import type { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';

/** Unexpected failures go to the log with their cause; the client only ever sees a generic text. */
export function logProcedureError(log: FastifyBaseLogger, error: TRPCError, path: string | undefined): void {
  if (error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
  else if (error.code === 'SERVICE_UNAVAILABLE') log.warn({ err: error.cause ?? error, procedure: path }, 'database unavailable');
}
