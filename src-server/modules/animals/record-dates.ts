import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../domain-errors.js';

/**
 * The records that may not predate their animal's intake, as (what, date) rows: medical records
 * from an outside source may, and voided records no longer count. Read by table so the animals
 * module needs none of the modules above it.
 */
const EARLIEST_RECORDS = `
  select 'an adoption' as what, min(adoption_date)::text as date from adoptions where animal_id = ? and voided_at is null
  union all select 'a behaviour note', min(date)::text from behavior_notes where animal_id = ? and voided_at is null
  union all select 'a medical record', min(date)::text from medical_records where animal_id = ? and voided_at is null and not outside_source
  union all select 'an appointment', min(date)::text from appointments where animal_id = ? and voided_at is null`;

/**
 * A corrected intake date must not leave the animal's own records before it: refused with the
 * earliest such record, so staff know what to correct first.
 */
export async function assertIntakeKeepsRecords(tx: EntityManager, animalId: number, intakeDate: string): Promise<void> {
  const rows = await tx
    .getConnection()
    .execute<{ what: string; date: string | null }[]>(EARLIEST_RECORDS, [animalId, animalId, animalId, animalId], 'all', tx.getTransactionContext());
  const earliest = rows.filter((row): row is { what: string; date: string } => row.date !== null).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (earliest && earliest.date < intakeDate) {
    throw invalid(`Intake date cannot be after the animal's earliest record (${earliest.what} on ${earliest.date})`, 'intakeDate');
  }
}
