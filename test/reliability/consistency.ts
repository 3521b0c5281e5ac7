import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The rules of docs/domain.md#statuses and #applications as queries: each answers the rows that break a rule, so an empty
 * answer everywhere means every animal's status agrees with its records and no application is
 * half-written. Used after crashes, outages and load.
 */
const RULES: Record<string, string> = {
  'an Adopted animal has a Completed adoption': `
    select a.id from animals a
     where a.status = 'Adopted'
       and not exists (select 1 from adoptions d where d.animal_id = a.id and d.status = 'Completed' and d.voided_at is null)`,
  'an animal with a Completed adoption is Adopted': `
    select d.id from adoptions d join animals a on a.id = d.animal_id
     where d.status = 'Completed' and d.voided_at is null and a.status <> 'Adopted'`,
  'a Completed adoption with a fee has exactly its Adoption Fee transaction': `
    select d.id from adoptions d
     where d.status = 'Completed' and d.voided_at is null and d.fee_amount > 0
       and (select count(*) from financial_transactions f
             where f.related_to = d.id and f.transaction_type = 'Adoption Fee' and f.voided_at is null and f.amount = d.fee_amount) <> 1`,
  'an Adoption Fee transaction belongs to a Completed adoption': `
    select f.id from financial_transactions f
     where f.transaction_type = 'Adoption Fee' and f.voided_at is null and f.related_to is not null
       and not exists (select 1 from adoptions d where d.id = f.related_to and d.status = 'Completed' and d.voided_at is null)`,
  // A scheduled placement (starting after today) is not current yet.
  'an In Foster animal has a current placement': `
    select a.id from animals a
     where a.status = 'In Foster'
       and not exists (select 1 from foster_care p
                        where p.animal_id = a.id and p.voided_at is null and p.start_date <= ? and (p.end_date is null or p.end_date >= ?))`,
  // An adoption ends the placement on its own date, which may still be ahead.
  'an animal with a current placement is In Foster (or Adopted from foster)': `
    select p.id from foster_care p join animals a on a.id = p.animal_id
     where p.voided_at is null and p.start_date <= ? and (p.end_date is null or p.end_date >= ?) and a.status not in ('In Foster', 'Adopted')`,
  'each application has its arrival note, and each arrival note its application': `
    select a.id from animals a
     where (select count(*) from adoption_applications x where x.animal_id = a.id)
        <> (select count(*) from behavior_notes n join adoption_applications x on x.id = n.application_id and x.animal_id = n.animal_id where n.animal_id = a.id)`,
  'an Approved application has its adoption': `
    select x.id from adoption_applications x
     where x.status = 'Approved' and not exists (select 1 from adoptions d where d.application_id = x.id)`,
};

/** The rules broken, each with the ids breaking it; empty when all hold. */
export async function brokenRules(em: EntityManager, today: string): Promise<Record<string, number[]>> {
  const broken: Record<string, number[]> = {};
  for (const [rule, query] of Object.entries(RULES)) {
    const params = query
      .split('?')
      .slice(1)
      .map(() => today);
    const rows = await em.execute<{ id: number }[]>(query, params);
    if (rows.length) broken[rule] = rows.map((row) => row.id);
  }
  return broken;
}
