import type { TReportRange } from '../../../src-shared/schemas/reports';

export type TReportType = 'intakes' | 'adoptions' | 'financial';

/** The report type select. */
export const REPORT_TYPES: readonly { value: TReportType; label: string }[] = [
  { value: 'intakes', label: 'Animal Intake Report' },
  { value: 'adoptions', label: 'Adoption Report' },
  { value: 'financial', label: 'Financial Report' },
];

/** The time range select; Past Month is the default. */
export const TIME_RANGES: readonly { value: TReportRange; label: string }[] = [
  { value: 'week', label: 'Past Week' },
  { value: 'month', label: 'Past Month' },
  { value: 'year', label: 'Past Year' },
];

export const DEFAULT_REPORT_TYPE: TReportType = 'intakes';
export const DEFAULT_RANGE: TReportRange = 'month';

export const reportTypeOf = (value: string | null): TReportType => REPORT_TYPES.find((type) => type.value === value)?.value ?? DEFAULT_REPORT_TYPE;
export const rangeOf = (value: string | null): TReportRange => TIME_RANGES.find((range) => range.value === value)?.value ?? DEFAULT_RANGE;
