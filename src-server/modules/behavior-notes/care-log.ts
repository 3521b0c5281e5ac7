import type { EntityManager } from '@mikro-orm/postgresql';
import { IN_CARE_STATUSES } from '../../../src-shared/journey.js';

/** In care at the shelter itself: the stored, derived status (docs/domain.md#statuses) of an animal in care, but not in a foster home. */
const AT_THE_SHELTER = IN_CARE_STATUSES.filter((status) => status !== 'In Foster');

/**
 * How many animals at the shelter nobody has walked today (docs/domain.md#notifications): no live
 * note of kind Walk dated the shelter's today. The animals come from animals_live_status_intake_idx,
 * their walks from behavior_notes_care_day_idx.
 */
export async function notWalkedCount(em: EntityManager, today: string): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: string }[]>(
    `select count(*) as n from animals a
      where a.voided_at is null and a.status in (?)
        and not exists (select 1 from behavior_notes n
                         where n.date = ? and n.kind = 'Walk' and n.animal_id = a.id and n.voided_at is null)`,
    [[...AT_THE_SHELTER], today],
  );
  return Number(row?.n ?? 0);
}
