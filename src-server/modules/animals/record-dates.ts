import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../domain-errors.js';

/**
 * The records that may not predate their animal's intake, as (what, date) rows: medical records
 * from an outside source may, and voided records no longer count. The stray hold the first intake
 * opened and the move on its day (the intake's kennel) are the intake's own and move with it
 * (firstStayFollows), but that hold's release stays on the day it was made. Read by table so the
 * animals module needs none of the modules above it. Every parameter is the animal's id.
 */
const EARLIEST_RECORDS = `
  with intake as (select id, intake_date from stays where animal_id = ? order by intake_date, id limit 1)
  select 'an adoption' as what, min(adoption_date)::text as date from adoptions where animal_id = ? and voided_at is null
  union all select 'a behaviour note', min(date)::text from behavior_notes where animal_id = ? and voided_at is null
  union all select 'a medical record', min(date)::text from medical_records where animal_id = ? and voided_at is null and not outside_source
  union all select 'an appointment', min(date)::text from appointments where animal_id = ? and voided_at is null
  union all select 'a hold', min(start_date)::text from holds where animal_id = ? and voided_at is null
    and not (hold_type = 'Stray hold' and (stay_id, start_date) in (select id, intake_date from intake))
  union all select 'a hold''s release', min(released_on)::text from holds where animal_id = ? and voided_at is null
  union all select 'a move', min(moved_on)::text from animal_moves where animal_id = ? and (stay_id, moved_on) not in (select id, intake_date from intake)
  union all select 'a foster placement', min(start_date)::text from foster_care where animal_id = ? and voided_at is null`;
const PARAMETERS = EARLIEST_RECORDS.split('?').length - 1;

/**
 * A corrected intake date must not leave the animal's own records before it: refused with the
 * earliest such record, so staff know what to correct first.
 */
export async function assertIntakeKeepsRecords(tx: EntityManager, animalId: number, intakeDate: string): Promise<void> {
  const rows = await tx
    .getConnection()
    .execute<{ what: string; date: string | null }[]>(EARLIEST_RECORDS, Array<number>(PARAMETERS).fill(animalId), 'all', tx.getTransactionContext());
  const earliest = rows.filter((row): row is { what: string; date: string } => row.date !== null).sort((a, b) => a.date.localeCompare(b.date))[0];
  if (earliest && earliest.date < intakeDate) {
    throw invalid(`Intake date cannot be after the animal's earliest record (${earliest.what} on ${earliest.date})`, 'intakeDate');
  }
}
