import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Refreshes the summary an animal's derived statuses read (animal.entity.ts; docs/domain.md#care-plans):
 * its live vaccination records, the earliest vaccination of its plan still due, its latest spay or
 * neuter on record and its latest live weight. Every write to those records and plans calls it in
 * its transaction, after its flush; it does not move the animal's version, as nothing staff edit on
 * the animal changed.
 */
export async function refreshCareSummary(tx: EntityManager, animalId: number): Promise<void> {
  await tx.execute(
    `update animals a set
        vaccinations_given = (select count(*) from medical_records m where m.animal_id = a.id and m.record_type = 'Vaccination' and m.voided_at is null),
        next_vaccination_due = (select min(i.due_date) from care_plan_items i where i.animal_id = a.id and i.item_type = 'Vaccination' and i.status = 'Due'),
        altered_procedure = (select m.procedure from medical_records m
                              where m.animal_id = a.id and m.procedure in ('Spay', 'Neuter') and m.voided_at is null
                              order by m.date desc, m.id desc limit 1),
        weight_grams = (select w.grams from animal_weights w where w.animal_id = a.id and w.voided_at is null order by w.date desc, w.id desc limit 1)
      where a.id = ?`,
    [animalId],
  );
}
