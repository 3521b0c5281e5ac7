import type { EntityManager } from '@mikro-orm/postgresql';
import type { TFosterHome } from '../../../src-shared/schemas/people.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { PERSON_COLUMNS, toPerson, type TPersonRow, type TReader } from './person-rows.js';

type TFosterHomeRow = TPersonRow & { current: TFosterHome['current'] };

/**
 * The approved foster homes by name (erased people are no one's home), each with the animals it
 * has today (placements started and not ended, not voided, of a live animal) and the room left:
 * its capacity less those, below 0 when it holds more than its capacity; null without a capacity.
 */
export async function listFosterHomes(em: EntityManager, calendar: TLazyCalendar, reader: TReader): Promise<TFosterHome[]> {
  const { today } = await calendar();
  const rows = await em.getConnection().execute<TFosterHomeRow[]>(
    `select ${PERSON_COLUMNS},
            coalesce((select json_agg(json_build_object('placementId', f.id, 'animalId', a.id, 'animalName', a.name, 'animalCode', a.animal_id,
                                                        'startDate', to_char(f.start_date, 'YYYY-MM-DD')) order by f.start_date, f.id)
                        from foster_care f join animals a on a.id = f.animal_id and a.voided_at is null
                       where f.person_id = p.id and f.voided_at is null and f.start_date <= ? and (f.end_date is null or f.end_date > ?)), '[]') as current
       from people p
      where p.foster_approved_on is not null and p.anonymized_at is null
      order by p.name, p.id`,
    [today, today],
  );
  return rows.map(({ current, ...row }) => ({
    person: toPerson(row, reader),
    current,
    capacityLeft: row.fosterCapacity === null ? null : row.fosterCapacity - current.length,
  }));
}
