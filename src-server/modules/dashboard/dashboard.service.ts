import type { EntityManager } from '@mikro-orm/postgresql';
import { EUTHANASIA_OUTCOMES, IN_CARE_STATUSES, OUTCOME_TYPES, type TCondition, type TOutcomeType } from '../../../src-shared/journey.js';
import { asilomarLiveReleaseRate, SAC_LIVE_OUTCOME_ROWS, sacOutcomeRow } from '../../../src-shared/shelter-reports.js';
import { adoptionBuckets, adoptionRate, periodStart, sameDaysLastMonth } from '../../../src-shared/statistics.js';
import { addDays, addMonths } from '../../../src-shared/dates.js';
import type { TDashboardPeriod, TDashboardStats, TMonthlyFlow } from '../../../src-shared/schemas/dashboard.js';
import type { ReadCache } from '../../db/read-cache.js';
import { sqlList } from '../../db/sql-list.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { toAnimal } from '../animals/animal-answer.js';
import { primaryPhotos } from '../photos/primary-photo.js';
import { listAppointments } from '../appointments/appointments.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

interface TFigures {
  in_care_now: string;
  in_care_week_ago: string;
  adoptions_this_month: string;
  adoptions_same_days_last_month: string;
  appointments_today: string;
  in_foster: string;
  adoptions_week: string;
  adoptions_30: string;
  intakes_30: string;
  live_outcomes_30: string;
  euthanasia_30: string;
  owner_requested_unhealthy_untreatable_30: string;
  /** Numeric text to one decimal; null without outcomes. */
  average_stay_days_30: string | null;
  monthly_flow: TMonthlyFlow[];
}

const COMPLETED = `status = 'Completed' and voided_at is null`;

/**
 * Animals in care at the end of a day (docs/domain.md#dashboard): the stays whose span holds it,
 * answered from stays_span_idx. One parameter: the day.
 */
const IN_CARE_ON = `select count(*) from stays s join animals a on a.id = s.animal_id
  where a.voided_at is null and daterange(s.intake_date, s.outcome_date, '[)') @> ?::date`;

/** SAC's live outcomes (docs/domain.md#dashboard): the outcome types whose SAC row is a live one. */
const LIVE_OUTCOMES = sqlList(OUTCOME_TYPES.filter((type) => SAC_LIVE_OUTCOME_ROWS.includes(sacOutcomeRow(type, null))));
const OWNER_INTENDED_EUTHANASIA: TOutcomeType = 'Owner-intended euthanasia';
const UNHEALTHY_UNTREATABLE: TCondition = 'Unhealthy-Untreatable';

/** Stays of animals not voided whose `column` date falls in a range (two parameters), from that date's index. */
const STAYS_BY = (column: 'intake_date' | 'outcome_date') =>
  `stays s join animals a on a.id = s.animal_id where a.voided_at is null and s.${column} between ? and ?`;

/**
 * Intakes, outcomes and live outcomes per month, the months from the first parameter through
 * the second's, oldest first, a month without any listed with zeros; then two parameters for the
 * intakes' range and two for the outcomes'.
 */
const MONTHLY_FLOW = `select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), 'intakes', coalesce(i.n, 0),
         'outcomes', coalesce(o.n, 0), 'liveOutcomes', coalesce(o.live, 0)) order by m.month)
    from generate_series(?::timestamp, ?::timestamp, interval '1 month') as m(month)
    left join (select date_trunc('month', s.intake_date)::date as month, count(*) as n from ${STAYS_BY('intake_date')} group by 1) i
      on i.month = m.month::date
    left join (select date_trunc('month', s.outcome_date)::date as month, count(*) as n,
                      count(*) filter (where s.outcome_type in (${LIVE_OUTCOMES})) as live
                 from ${STAYS_BY('outcome_date')} group by 1) o
      on o.month = m.month::date`;

/**
 * Every count in one round trip (docs/domain.md#dashboard), each answered from an index; `ended`
 * is the stays that ended in the last 30 days: the live release rate's counts and the average stay.
 */
async function figures(em: EntityManager, today: string): Promise<TFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const weekAgo = addDays(today, -7);
  const weekStart = addDays(today, -6);
  const thirtyStart = addDays(today, -29);
  const flowStart = addMonths(monthStart, -11);
  const [row] = await em.getConnection().execute<TFigures[]>(
    `select
       (${IN_CARE_ON}) as in_care_now,
       (${IN_CARE_ON}) as in_care_week_ago,
       (select count(*) from adoptions where ${COMPLETED} and adoption_date between ? and ?) as adoptions_this_month,
       (select count(*) from adoptions where ${COMPLETED} and adoption_date between ? and ?) as adoptions_same_days_last_month,
       (select count(*) from appointments where date = ? and status <> 'Cancelled' and voided_at is null) as appointments_today,
       (select count(distinct f.animal_id) from foster_care f join animals a on a.id = f.animal_id
         where a.voided_at is null and f.voided_at is null and f.start_date <= ? and (f.end_date is null or f.end_date > ?)) as in_foster,
       (select count(*) from adoptions where ${COMPLETED} and adoption_date between ? and ?) as adoptions_week,
       (select count(*) from adoptions where ${COMPLETED} and adoption_date between ? and ?) as adoptions_30,
       (select count(*) from ${STAYS_BY('intake_date')}) as intakes_30,
       (${MONTHLY_FLOW}) as monthly_flow,
       ended.*
     from (select count(*) filter (where s.outcome_type in (${LIVE_OUTCOMES})) as live_outcomes_30,
                  count(*) filter (where s.outcome_type in (${sqlList(EUTHANASIA_OUTCOMES)})) as euthanasia_30,
                  count(*) filter (where s.outcome_type = ${sqlList([OWNER_INTENDED_EUTHANASIA])}
                                     and coalesce(s.outcome_condition, s.intake_condition) = ${sqlList([UNHEALTHY_UNTREATABLE])}) as owner_requested_unhealthy_untreatable_30,
                  round(avg(s.outcome_date - s.intake_date), 1) as average_stay_days_30
             from ${STAYS_BY('outcome_date')}) as ended`,
    [
      ...[today, weekAgo, monthStart, today, ...sameDaysLastMonth(today), today, today, today, weekStart, today, thirtyStart, today, thirtyStart, today],
      // monthly_flow: its months, then the intakes' and the outcomes' range; ended: the last 30 days.
      ...[flowStart, monthStart, flowStart, today, flowStart, today, thirtyStart, today],
    ],
  );
  if (!row) throw new Error('The dashboard query returned no row');
  return row;
}

async function adoptionCounts(em: EntityManager, period: TDashboardPeriod, today: string): Promise<Map<string, number>> {
  const bucket = period === 'year' ? `date_trunc('month', adoption_date)::date` : 'adoption_date';
  const rows = await em.getConnection().execute<{ bucket: string; count: string }[]>(
    `select to_char(${bucket}, 'YYYY-MM-DD') as bucket, count(*) as count
       from adoptions where ${COMPLETED} and adoption_date between ? and ? group by 1`,
    [periodStart(period, today), today],
  );
  return new Map(rows.map((row) => [row.bucket, Number(row.count)]));
}

/**
 * Every figure of the dashboard for a period. The answer is cached for the shelter's day until the
 * next write (db/read-cache.ts): each screen of the console asks for it, and its counts read a decade of records.
 */
export async function dashboardStats(
  em: EntityManager,
  calendar: TLazyCalendar,
  cache: ReadCache<TDashboardStats>,
  period: TDashboardPeriod,
): Promise<TDashboardStats> {
  const { today } = await calendar();
  return cache.get(`${period} ${today}`, () => computeStats(em, period, today));
}

async function computeStats(em: EntityManager, period: TDashboardPeriod, today: string): Promise<TDashboardStats> {
  const [counts, buckets, recent, adoptable, appointments] = await Promise.all([
    figures(em, today),
    adoptionCounts(em, period, today),
    em.find(AnimalSchema, {}, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }], limit: 5 }),
    em.find(AnimalSchema, { status: { $in: [...IN_CARE_STATUSES] } }, { orderBy: [{ intakeDate: 'desc' }, { id: 'desc' }], limit: 4 }),
    listAppointments(em, { from: today, to: today }),
  ]);
  const photos = await primaryPhotos(
    em,
    [...recent, ...adoptable].map((animal) => animal.id),
  );
  return {
    period,
    totalAnimals: Number(counts.in_care_now),
    inCareWeekAgo: Number(counts.in_care_week_ago),
    adoptionsThisMonth: Number(counts.adoptions_this_month),
    adoptionsSameDaysLastMonth: Number(counts.adoptions_same_days_last_month),
    appointmentsToday: Number(counts.appointments_today),
    inFosterCare: Number(counts.in_foster),
    recentIntakes: recent.map((animal) => toAnimal(animal, today, photos.get(animal.id))),
    todayAppointments: appointments.items.filter((appointment) => appointment.status !== 'Cancelled'),
    dailyAdoptions: adoptionBuckets(period, today, buckets),
    totalAdoptionsThisWeek: Number(counts.adoptions_week),
    adoptionRate: adoptionRate(Number(counts.adoptions_30), Number(counts.intakes_30)),
    liveReleaseRate: asilomarLiveReleaseRate(
      Number(counts.live_outcomes_30),
      Number(counts.euthanasia_30),
      Number(counts.owner_requested_unhealthy_untreatable_30),
    ),
    averageLengthOfStayDays: counts.average_stay_days_30 === null ? null : Number(counts.average_stay_days_30),
    monthlyFlow: counts.monthly_flow,
    adoptableAnimals: adoptable.map((animal) => toAnimal(animal, today, photos.get(animal.id))),
  };
}
