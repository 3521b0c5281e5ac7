import { invalid } from '../../domain-errors.js';

/** What a migration added that a backup made before it lacks: whole tables, and columns of existing ones. */
interface TAdded {
  tables?: readonly string[];
  /** Columns with a default or nullable: the rows of an older backup take the default. */
  columns?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Migrations that only added tables or columns (each with a default, or nullable), so a backup
 * made before them still restores: it lacks those tables, which stay empty, and those columns,
 * which take their defaults. A migration that changes what existing rows hold is never listed: a
 * backup made before it is restored with the version that made it, then upgraded.
 */
const ADDED_BY: Record<string, TAdded> = {
  // Photos and documents (issue 22), and the queue's own schema, which a backup never holds.
  Migration20261128000000: { tables: ['stored_files', 'photos', 'documents'] },
  // Messages (issue 24): the outbox, users' addresses and choices, people's refused addresses.
  Migration20261129000000: {
    tables: ['messages'],
    columns: {
      users: ['email', 'notify_new_applications', 'digest_hour', 'notify_appointment_reminders', 'notify_foster_ending'],
      people: ['email_refused_at', 'email_refused_reason'],
    },
  },
  // The website and listing sites (issue 25): the exports' runs, and each animal's public listing switch (on).
  Migration20261130000000: { tables: ['listing_exports'], columns: { animals: ['public_listing'] } },
  // The abuse limits' counts (unlogged tables, which no backup holds: backup-catalog.ts).
  Migration20261201000000: {},
  // Staff calls (issue 26): an index, and the listing runs' column types; no data a backup holds changes.
  Migration20261202000000: {},
  // The microchip's start and end indexes (issue 26): no data a backup holds changes.
  Migration20261203000000: {},
};

/** The tables, and the columns of each table, that a backup may lack. */
export interface TAddedSince {
  tables: Set<string>;
  columns: Map<string, Set<string>>;
}

/**
 * What a backup made with `backup`'s migrations may lack in an installation with `installed`'s:
 * nothing when they are the same, what later migrations only added when the backup is older; any
 * other difference is refused before anything is touched.
 */
export function addedSince(backup: readonly string[], installed: readonly string[]): TAddedSince {
  const older = backup.length <= installed.length && backup.every((name, index) => installed[index] === name);
  const later = installed.slice(backup.length);
  if (!older || later.some((name) => !ADDED_BY[name])) {
    throw invalid(
      'This backup was made by another version of Shelter (its database migrations differ from this installation’s). Restore it with the version that made it.',
    );
  }
  const added: TAddedSince = { tables: new Set(), columns: new Map() };
  for (const { tables = [], columns = {} } of later.map((name) => ADDED_BY[name] ?? {})) {
    for (const table of tables) added.tables.add(table);
    for (const [table, names] of Object.entries(columns)) added.columns.set(table, new Set([...(added.columns.get(table) ?? []), ...names]));
  }
  return added;
}
