import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPersonEvent } from '../../../src-shared/schemas/people.js';
import type { TCalendar } from '../settings/calendar.js';
import type { TReader } from './person-rows.js';

/**
 * A person's history (docs/domain.md#people): every record that names them, newest first, in one
 * statement. Voided records and the records of a voided animal are left out, as every list leaves
 * them out. An application is dated by the shelter's day it arrived on; a document by the days it
 * was uploaded and, once removed, removed: its removal is something that happened with the person,
 * told with who did it (the audit trail's user: the row keeps no remover). Of two lines of one
 * record on one day (a return, a removal), the later comes first (`step`).
 */
const TIMELINE = `
with c as (select ?::int as person, ?::date as today, ?::text as zone)
select e.kind, to_char(e.day, 'YYYY-MM-DD') as date, e.record_id as "recordId", e.animal_id as "animalId",
       a.name as "animalName", a.animal_id as "animalCode", e.summary, e.amount
  from (
    select 'Application' as kind, (x.created_at at time zone c.zone)::date as day, x.id as record_id, x.animal_id,
           'Applied (' || x.status || ')' as summary, null::int as amount, 0 as step
      from adoption_applications x, c where x.person_id = c.person
    union all
    select 'Adoption', d.adoption_date, d.id, d.animal_id,
           case d.status when 'Pending' then 'Adoption pending' when 'Cancelled' then 'Adoption cancelled' else 'Adopted' end, null, 0
      from adoptions d, c where d.person_id = c.person and d.voided_at is null
    union all
    select 'Return', d.returned_on, d.id, d.animal_id, 'Returned' || coalesce(': ' || d.return_reason, ''), null, 1
      from adoptions d, c where d.person_id = c.person and d.voided_at is null and d.returned_on is not null
    union all
    select 'Foster', f.start_date, f.id, f.animal_id,
           case when f.start_date > c.today then 'Fostering from ' || to_char(f.start_date, 'YYYY-MM-DD')
                when f.end_date is null then 'Fostering since ' || to_char(f.start_date, 'YYYY-MM-DD')
                when f.end_date > c.today then 'Fostering until ' || to_char(f.end_date, 'YYYY-MM-DD')
                else 'Fostered until ' || to_char(f.end_date, 'YYYY-MM-DD') end, null, 0
      from foster_care f, c where f.person_id = c.person and f.voided_at is null
    union all
    select 'Intake', s.intake_date, s.id, s.animal_id, 'Brought in: ' || s.intake_type, null, 0 from stays s, c where s.owner_id = c.person
    union all
    select 'Intake', s.intake_date, s.id, s.animal_id, 'Found: ' || s.intake_type, null, 0 from stays s, c where s.finder_id = c.person
    union all
    select 'Outcome', s.outcome_date, s.id, s.animal_id, s.outcome_type, null, 0 from stays s, c where s.destination_person_id = c.person
    union all
    select 'Donation', t.date, t.id, null, 'Donation' || coalesce(': ' || t.description, ''), t.amount, 0
      from financial_transactions t, c
     where t.person_id = c.person and t.voided_at is null and t.transaction_type = 'Donation'
    union all
    select 'Document', (d.created_at at time zone c.zone)::date, d.id, null, d.title || coalesce(', uploaded by ' || u.name, ''), null, 0
      from c join documents d on d.person_id = c.person left join users u on u.id = d.uploaded_by_id
    union all
    select 'Document', (d.voided_at at time zone c.zone)::date, d.id, null,
           d.title || ' removed' || coalesce(' by ' || r.name, '') || coalesce(': ' || d.void_reason, ''), null, 1
      from c join documents d on d.person_id = c.person and d.voided_at is not null
      left join lateral (
        select u.name from audit_log l join users u on u.id = l.user_id
         where l.entity = 'Document' and l.entity_id = d.id::text and jsonb_exists(l.changes, 'voidedAt')
         order by l.at desc, l.id desc limit 1) r on true
  ) e
  left join animals a on a.id = e.animal_id
 where e.animal_id is null or a.voided_at is null
 order by e.day desc, e.record_id desc, e.step desc`;

/** What a volunteer reads elsewhere too: foster care and the journey, never adoptions, applications or money. */
const VOLUNTEER_KINDS: readonly TPersonEvent['kind'][] = ['Foster', 'Intake', 'Outcome'];

export async function timelineOf(
  em: EntityManager,
  personId: number,
  calendar: Pick<TCalendar, 'timeZone' | 'today'>,
  reader: TReader,
): Promise<TPersonEvent[]> {
  const events = await em.getConnection().execute<TPersonEvent[]>(TIMELINE, [personId, calendar.today, calendar.timeZone]);
  return reader.mayReadConsole ? events : events.filter((event) => VOLUNTEER_KINDS.includes(event.kind));
}
