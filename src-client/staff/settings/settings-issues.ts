import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverIssues } from '../../shared/form/field-errors';

/**
 * Puts the server's problems with one settings group under their fields: the server names them
 * within the group (`organization.email`), the form by the field alone. Answers whether any found
 * a place.
 */
export function applyGroupIssues<T extends FieldValues>(error: unknown, group: string, fields: readonly string[], setError: UseFormSetError<T>): boolean {
  let placed = false;
  for (const issue of serverIssues(error)) {
    const field = issue.path.startsWith(`${group}.`) ? issue.path.slice(group.length + 1).split('.')[0] : undefined;
    if (!field || !fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}
