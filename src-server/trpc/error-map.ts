import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodRealError } from 'zod';
import { isDatabaseUnavailable, isRedisUnavailable, isUnstorableText } from '../db/driver-errors.js';
import { changedBySomeoneElse, DomainError, type TDomainErrorKind } from '../domain-errors.js';

const CODES: Record<TDomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_type: 'UNSUPPORTED_MEDIA_TYPE',
  too_many: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';

/** The one place where a failure becomes an HTTP status. */
export function toTRPCError(error: unknown): TRPCError | undefined {
  if (error instanceof TRPCError) return error;
  if (error instanceof DomainError) {
    // A field-level rule checked by a service reads like the schema's own problems (`issues`).
    const cause = error.path ? new ZodRealError([{ code: 'custom', path: error.path.split('.'), message: error.message, input: undefined }]) : error;
    return new TRPCError({ code: CODES[error.kind], message: error.message, cause });
  }
  if (error instanceof OptimisticLockError) {
    return new TRPCError({ code: 'CONFLICT', message: changedBySomeoneElse('record'), cause: error });
  }
  if (error instanceof UniqueConstraintViolationException) {
    return new TRPCError({ code: 'CONFLICT', message: 'A record with these details already exists', cause: error });
  }
  if (isUnstorableText(error)) {
    return new TRPCError({ code: 'BAD_REQUEST', message: 'Text contains a character that cannot be stored (NUL or an unpaired surrogate)', cause: error });
  }
  // Redis holds only the abuse limits; to the user it is the database they could not reach.
  if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause: error });
  }
  return undefined;
}
