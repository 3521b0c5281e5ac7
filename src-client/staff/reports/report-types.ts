import type { TReportRange } from '../../../src-shared/schemas/reports';

/** The reports that list records in range, page by page. */
export type TRowReportType = 'intakes' | 'adoptions' | 'financial';
export type TReportType = TRowReportType | 'sac';

/** The report type select. */
export const REPORT_TYPES: readonly { value: TReportType; label: string }[] = [
  { value: 'intakes', label: 'Animal Intake Report' },
  { value: 'adoptions', label: 'Adoption Report' },
  { value: 'financial', label: 'Financial Report' },
  { value: 'sac', label: 'Shelter Animals Count Report' },
];

/** A named range counted back from today, or dates of the user's choosing. */
export type TRangeChoice = TReportRange | 'custom';

/** The time range select; Past Month is the default. */
export const TIME_RANGES: readonly { value: TRangeChoice; label: string }[] = [
  { value: 'week', label: 'Past Week' },
  { value: 'month', label: 'Past Month' },
  { value: 'year', label: 'Past Year' },
  { value: 'custom', label: 'Custom Range' },
];

export const DEFAULT_REPORT_TYPE: TReportType = 'intakes';
export const DEFAULT_RANGE: TReportRange = 'month';

export const reportTypeOf = (value: string | null): TReportType => REPORT_TYPES.find((type) => type.value === value)?.value ?? DEFAULT_REPORT_TYPE;
export const rangeOf = (value: string | null): TRangeChoice => TIME_RANGES.find((range) => range.value === value)?.value ?? DEFAULT_RANGE;
