import { z } from 'zod';
import { ZAnimal } from './animals.js';
import { ZAppointment } from './appointments.js';

export const DASHBOARD_PERIODS = ['week', 'month', 'year'] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const ZDashboardQuery = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'period must be week, month or year' }).default('week'),
});

export const ZAdoptionBucket = z.object({
  /** The label under the bar: "Mon", "Nov 3" or "Nov". */
  day: z.string(),
  /** The bucket's first day. */
  date: z.string(),
  count: z.number().int(),
  isToday: z.boolean(),
});
export type TAdoptionBucket = z.infer<typeof ZAdoptionBucket>;

/** One month of the intake and outcome trend: stays opened and closed in it, of every species. */
export const ZMonthlyFlow = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  intakes: z.number().int(),
  outcomes: z.number().int(),
  liveOutcomes: z.number().int(),
});
export type TMonthlyFlow = z.infer<typeof ZMonthlyFlow>;

/** The dashboard statistics (docs/domain.md#dashboard). */
export const ZDashboardStats = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** Animals in the shelter's care today, from their intake and adoption dates. */
  totalAnimals: z.number().int(),
  /** Animals in care at the end of the day 7 days ago, by the same rule. */
  inCareWeekAgo: z.number().int(),
  /** Completed adoptions from the 1st of this month through today. */
  adoptionsThisMonth: z.number().int(),
  /** Completed adoptions from the 1st of last month through the same day of the month. */
  adoptionsSameDaysLastMonth: z.number().int(),
  appointmentsToday: z.number().int(),
  inFosterCare: z.number().int(),
  recentIntakes: z.array(ZAnimal),
  todayAppointments: z.array(ZAppointment),
  dailyAdoptions: z.array(ZAdoptionBucket),
  totalAdoptionsThisWeek: z.number().int(),
  adoptionRate: z.number().int(),
  /** The Asilomar live release rate of the outcomes of the last 30 days, percent to one decimal; null without any. */
  liveReleaseRate: z.number().nullable(),
  /** Mean days in care of the stays that ended in the last 30 days, to one decimal; null without any. */
  averageLengthOfStayDays: z.number().nullable(),
  /** Intakes and outcomes per month, the last 12 months up to this one, oldest first. */
  monthlyFlow: z.array(ZMonthlyFlow),
  adoptableAnimals: z.array(ZAnimal),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;
