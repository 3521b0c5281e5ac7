import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Why a person's record outlives the retention period (docs/domain.md#people), one rule each: the
 * person page lists the ones that hold, the retention job erases only people none holds, and an
 * erasure on request waits while one marked `open` holds. Each is a condition on the person `p`
 * in a statement whose `from` is KEEP_FROM, where `c.today` is the shelter's today.
 */
interface TKeepReason {
  text: string;
  /** Business still open with the person: the shelter needs their details until it is over. */
  open: boolean;
  sql: string;
}

export const KEEP_REASONS: readonly TKeepReason[] = [
  // Legitimate interest outweighs the request: the flag protects animals only while it names someone.
  { text: 'Flagged Do not adopt', open: true, sql: 'p.do_not_adopt' },
  {
    text: 'Pending adoption',
    open: true,
    sql: `exists (select 1 from adoptions d where d.person_id = p.id and d.voided_at is null and d.status = 'Pending')`,
  },
  {
    text: 'Open foster placement',
    open: true,
    sql: 'exists (select 1 from foster_care f where f.person_id = p.id and f.voided_at is null and (f.end_date is null or f.end_date > c.today))',
  },
  {
    text: 'Application awaiting a decision',
    open: true,
    sql: `exists (select 1 from adoption_applications x where x.person_id = p.id and x.status = 'Received')`,
  },
  // An animal in care: the owner may reclaim it, the finder be asked about it (its holds belong to that stay).
  {
    text: 'Owner or finder of an animal in care',
    open: true,
    sql: `(exists (select 1 from stays s where s.owner_id = p.id and s.outcome_date is null)
           or exists (select 1 from stays s where s.finder_id = p.id and s.outcome_date is null))`,
  },
  {
    text: 'Adopted an animal (adoption records are kept)',
    open: false,
    sql: `exists (select 1 from adoptions d where d.person_id = p.id and d.voided_at is null and d.status in ('Completed', 'Returned'))`,
  },
  {
    text: 'Donor (tax records are kept)',
    open: false,
    sql: `exists (select 1 from financial_transactions t where t.person_id = p.id and t.voided_at is null and t.transaction_type = 'Donation')`,
  },
  { text: 'Approved foster home', open: false, sql: 'p.foster_approved_on is not null' },
  { text: 'Active volunteer', open: false, sql: 'p.volunteer_active' },
  { text: 'Contact of an organization', open: false, sql: 'p.organization_id is not null' },
];

/** The people `p` and the shelter's today `c.today` (one parameter, the day). */
export const KEEP_FROM = 'people p cross join (select ?::date as today) c';

/** None of the reasons holds for `p`. */
export const NOTHING_KEEPS = `not (${KEEP_REASONS.map((reason) => reason.sql).join(' or ')})`;

/** The reasons that hold for a person today, in the order above. */
export async function keepReasonsOf(em: EntityManager, personId: number, today: string): Promise<TKeepReason[]> {
  const columns = KEEP_REASONS.map((reason, index) => `(${reason.sql}) as "${index}"`).join(', ');
  const [row] = await em.getConnection().execute<Record<string, boolean>[]>(`select ${columns} from ${KEEP_FROM} where p.id = ?`, [today, personId]);
  return KEEP_REASONS.filter((_, index) => row?.[String(index)]);
}
