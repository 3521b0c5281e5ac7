import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src-server/app-router';

/** The text to show for a failed call: the server's own message (docs/architecture.md#errors). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The session is missing or has ended. */
export function isUnauthorized(error: unknown): boolean {
  return isTRPCClientError<AppRouter>(error) && error.data?.httpStatus === 401;
}

/**
 * The server answered and refused (a 4xx other than a missing session): a conflict with a newer
 * version, a broken rule or invalid input. Not an unreachable server or a failure of its own.
 */
export function isRefusal(error: unknown): boolean {
  const status = isTRPCClientError<AppRouter>(error) ? error.data?.httpStatus : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 401;
}

/** The server's own message in a refused REST answer (`{ message }`, docs/architecture.md#errors), else a plain one. */
export async function responseMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (typeof body?.message === 'string') return body.message;
  return `The server answered ${response.status}. Please try again.`;
}
