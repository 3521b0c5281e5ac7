import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src-server/app-router';

/** The text to show for a failed call: the server's own message (DESIGN.md, Errors). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The session is missing or has ended. */
export function isUnauthorized(error: unknown): boolean {
  return isTRPCClientError<AppRouter>(error) && error.data?.httpStatus === 401;
}
