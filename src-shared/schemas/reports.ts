import { z } from 'zod';
import { ZAdoption } from './adoptions.js';
import { ZAnimal } from './animals.js';
import { INTAKE_TYPES } from '../journey.js';
import { orderedRange, RANGE_ORDER, ZIsoDate } from './fields.js';
import { ZAsilomarTable } from './shelter-reports.js';
import { ZTransaction } from './transactions.js';

export const REPORT_RANGES = ['week', 'month', 'year'] as const;
export type TReportRange = (typeof REPORT_RANGES)[number];

const ZRangeQuery = z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() });

/** Inclusive dates; without them the report covers the past month. */
export const ZReportQuery = ZRangeQuery.refine(orderedRange, RANGE_ORDER);
export type TReportQuery = z.infer<typeof ZReportQuery>;

/**
 * A report with rows: with `limit` (and `offset`) `rows` is that page of the range, so a year at
 * shelter scale is not sent whole to show one screen of a table; without `limit`, every row.
 */
export const ZReportRowsQuery = ZRangeQuery.extend({
  limit: z.number().int().min(1).max(100).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
}).refine(orderedRange, RANGE_ORDER);
export type TReportRowsQuery = z.infer<typeof ZReportRowsQuery>;

const ZCount = z.object({ label: z.string(), count: z.number().int() });

/**
 * The intake report's row: one intake (a stay's start), so an animal taken in twice in the range is
 * two rows; `intakeDate` is that stay's, `status` the animal's now.
 */
export const ZIntakeRow = ZAnimal.pick({
  id: true,
  animalId: true,
  name: true,
  species: true,
  breed: true,
  sex: true,
  age: true,
  intakeDate: true,
  status: true,
}).extend({ intakeType: z.enum(INTAKE_TYPES) });
export type TIntakeRow = z.infer<typeof ZIntakeRow>;

const ZRange = { from: z.string(), to: z.string() };
/** Every row in range, whichever page `rows` is. */
const ZRowCount = { rowCount: z.number().int() };

export const ZIntakeReport = z.object({
  ...ZRange,
  ...ZRowCount,
  rows: z.array(ZIntakeRow),
  summary: z.object({
    total: z.number().int(),
    byStatus: z.array(ZCount),
    /** Dog, Cat and Other. */
    bySpecies: z.array(ZCount),
  }),
});
export type TIntakeReport = z.infer<typeof ZIntakeReport>;

export const ZAdoptionReport = z.object({
  ...ZRange,
  ...ZRowCount,
  rows: z.array(ZAdoption),
  summary: z.object({
    /** Completed adoptions in range. */
    total: z.number().int(),
    byStatus: z.array(ZCount),
    totalFees: z.number().int(),
    averageFee: z.number().int(),
    intakes: z.number().int(),
    adoptionRate: z.number().int(),
  }),
});
export type TAdoptionReport = z.infer<typeof ZAdoptionReport>;

export const ZFinancialReport = z.object({
  ...ZRange,
  ...ZRowCount,
  rows: z.array(ZTransaction),
  summary: z.object({
    income: z.number().int(),
    expenses: z.number().int(),
    balance: z.number().int(),
    /** Sum of absolute amounts per type (the financial chart). */
    byType: z.array(z.object({ type: z.string(), total: z.number().int(), count: z.number().int() })),
  }),
});
export type TFinancialReport = z.infer<typeof ZFinancialReport>;

export const ZAsilomarReport = z.object({
  ...ZRange,
  /** Dogs and cats in care at the start of the range (the table's total column). */
  beginningShelterCount: z.number().int(),
  /** Dogs and cats that left alive in range. */
  liveOutcomes: z.number().int(),
  /** The Asilomar live release rate of dogs and cats, rounded to a whole percent; 0 when nothing left. */
  liveReleaseRate: z.number().int(),
  table: ZAsilomarTable,
});
export type TAsilomarReport = z.infer<typeof ZAsilomarReport>;
