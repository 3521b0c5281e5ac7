import { invalid } from '../../domain-errors.js';

/**
 * Migrations that only added the tables named, so a backup made before them still restores: it
 * lacks those tables, which stay empty. A migration that changes an existing table or its rows is
 * never listed: a backup made before it is restored with the version that made it, then upgraded.
 */
const TABLES_ADDED_BY: Record<string, readonly string[]> = {
  // Photos and documents (issue 22), and the queue's own schema, which a backup never holds.
  Migration20261128000000: ['stored_files', 'photos', 'documents'],
};

/**
 * The tables a backup made with `backup`'s migrations may lack in an installation with
 * `installed`'s: none when they are the same, those that later migrations only added when the
 * backup is older; any other difference is refused before anything is touched.
 */
export function tablesAddedSince(backup: readonly string[], installed: readonly string[]): Set<string> {
  const older = backup.length <= installed.length && backup.every((name, index) => installed[index] === name);
  const later = installed.slice(backup.length);
  if (!older || later.some((name) => !TABLES_ADDED_BY[name])) {
    throw invalid(
      'This backup was made by another version of Shelter (its database migrations differ from this installation’s). Restore it with the version that made it.',
    );
  }
  return new Set(later.flatMap((name) => TABLES_ADDED_BY[name] ?? []));
}
