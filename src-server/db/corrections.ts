import { changedBySomeoneElse, conflict, notFound } from '../domain-errors.js';
import { p } from '@mikro-orm/core';

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
