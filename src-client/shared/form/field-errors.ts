import { isTRPCClientError } from '@trpc/client';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import type { AppRouter } from '../../../src-server/app-router';

/**
 * The message to show under a field. A list field's problem may sit on one of its items
 * (`traits.3`), so the first message found anywhere below the field is the one shown.
 */
export function fieldErrorMessage(errors: FieldErrors, name: string): string | undefined {
  return firstMessage(get(errors, name));
}

function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}

export interface TServerIssue {
  path: string;
  message: string;
}

/** The field problems a refused call lists (`error.data.issues`, docs/architecture.md#errors). */
export function serverIssues(error: unknown): TServerIssue[] {
  if (!isTRPCClientError<AppRouter>(error)) return [];
  return error.data?.issues ?? [];
}

/**
 * Puts each of the server's field problems under the form's own field: a problem belongs to the
 * form when the first segment of its path is one of its fields, and is set at its whole path, so
 * `intake.ownerName` shows under that field of a group and `traits.0` under the traits. Answers
 * whether any found a place, so the caller shows the rest in one message.
 */
export function applyServerIssues<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): boolean {
  let placed = false;
  for (const issue of serverIssues(error)) {
    if (!fields.includes(issue.path.split('.')[0] ?? '')) continue;
    setError(issue.path as Path<T>, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}
