import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { toTRPCError } from '../trpc/error-map.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

export function isApiPath(url: string): boolean {
  return /^\/(api|trpc)(\/|$|\?)/.test(url);
}

/**
 * Errors Fastify raises itself (bad JSON, too large, wrong type) in the error body of docs/architecture.md#errors; and
 * for the plain routes (backup, restore) the same mapping the procedures use: a DomainError or an
 * unreachable database gets its own status, not a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const mapped = toTRPCError(error);
    if (mapped) {
      if (mapped.code === 'SERVICE_UNAVAILABLE') req.log.warn({ err: error }, 'database unavailable');
      return reply.code(getHTTPStatusCodeFromError(mapped)).send({ message: mapped.message, code: mapped.code });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : (MESSAGE_BY_FASTIFY_CODE[error.code] ?? error.message ?? 'The request was refused');
    return reply.code(status).send({ message, code: CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR' });
  });
}

export function notFoundBody() {
  return { message: 'Not found', code: 'NOT_FOUND' };
}
