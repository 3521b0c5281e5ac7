import type { EntityManager } from '@mikro-orm/postgresql';
import { IN_CARE_STATUSES } from '../../../src-shared/journey.js';
import { adoptionBuckets, adoptionRate, periodStart, sameDaysLastMonth } from '../../../src-shared/statistics.js';
import { addDays } from '../../../src-shared/dates.js';
import type { TDashboardPeriod, TDashboardStats } from '../../../src-shared/schemas/dashboard.js';
import type { ReadCache } from '../../db/read-cache.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { toAnimal } from '../animals/animals.service.js';
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
}

const COMPLETED = `status = 'Completed' and voided_at is null`;

/**
 * Animals in care at the end of a day (docs/domain.md#dashboard): the stays whose span holds it,
 * answered from stays_span_idx. One parameter: the day.
 */
const IN_CARE_ON = `select count(*) from stays s join animals a on a.id = s.animal_id
  where a.voided_at is null and daterange(s.intake_date, s.outcome_date, '[)') @> ?::date`;

/**
 * Every count in one round trip (docs/domain.md#dashboard), each answered from an index.
 */
async function figures(em: EntityManager, today: string): Promise<TFigures> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const weekAgo = addDays(today, -7);
  const weekStart = addDays(today, -6);
  const thirtyStart = addDays(today, -29);
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
       (select count(*) from stays s join animals a on a.id = s.animal_id where a.voided_at is null and s.intake_date between ? and ?) as intakes_30`,
    [today, weekAgo, monthStart, today, ...sameDaysLastMonth(today), today, today, today, weekStart, today, thirtyStart, today, thirtyStart, today],
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
  return {
    period,
    totalAnimals: Number(counts.in_care_now),
    inCareWeekAgo: Number(counts.in_care_week_ago),
    adoptionsThisMonth: Number(counts.adoptions_this_month),
    adoptionsSameDaysLastMonth: Number(counts.adoptions_same_days_last_month),
    appointmentsToday: Number(counts.appointments_today),
    inFosterCare: Number(counts.in_foster),
    recentIntakes: recent.map(toAnimal),
    todayAppointments: appointments.items.filter((appointment) => appointment.status !== 'Cancelled'),
    dailyAdoptions: adoptionBuckets(period, today, buckets),
    totalAdoptionsThisWeek: Number(counts.adoptions_week),
    adoptionRate: adoptionRate(Number(counts.adoptions_30), Number(counts.intakes_30)),
    adoptableAnimals: adoptable.map(toAnimal),
  };
}
