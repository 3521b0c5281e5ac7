import { changedBySomeoneElse, conflict, notFound } from '../domain-errors.js';
import { p } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The columns every correctable record carries, for its entity's properties: voided rows stay
 * for the audit trail, `version` refuses a stale edit. Fresh builders on each call, so no two
 * entities share one.
 */
export const correctionProperties = () => ({
  voidedAt: p.datetime().nullable(),
  voidReason: p.text().nullable(),
  version: p.integer().version(),
  createdAt: p.datetime().onCreate(() => new Date()),
});

interface TCorrectable {
  version: number;
  voidedAt?: Date | null;
  voidReason?: string | null;
}

/**
 * A correction applies to a live record at the version the editor saw (docs/domain.md#corrections:
 * records carry `version`; a stale one is a 409, none applies as is). Voided records are gone.
 */
export function assertCorrectable<T extends TCorrectable>(record: T | null, what: string, version?: number): T {
  if (!record || record.voidedAt) throw notFound(what);
  if (version !== undefined && version !== record.version) throw conflict(changedBySomeoneElse(what.toLowerCase()));
  return record;
}

/** Voided rows leave lists and figures and stay in the table for the audit trail. */
export function markVoided(record: TCorrectable, reason: string): void {
  record.voidedAt = new Date();
  record.voidReason = reason;
}

/** The fields actually sent: `undefined` means "leave as is". */
export function sentFields<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A correction that changes what a record's readers see but not its row (the details of the person
 * it names) moves its version all the same, so a stale edit of it is refused as any other.
 */
export async function bumpVersion(tx: EntityManager, table: string, record: TCorrectable & { id: number }, what: string): Promise<void> {
  const [row] = await tx.execute<{ version: number }[]>(`update "${table}" set version = version + 1 where id = ? and version = ? returning version`, [
    record.id,
    record.version,
  ]);
  if (!row) throw conflict(changedBySomeoneElse(what));
  await tx.refresh(record);
}
