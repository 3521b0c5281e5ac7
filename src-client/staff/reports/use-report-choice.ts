import { useSearchParams } from 'react-router';
import { isIsoDate } from '../../../src-shared/dates';
import { DEFAULT_RANGE, DEFAULT_REPORT_TYPE, rangeOf, reportTypeOf, type TRangeChoice, type TReportType } from './report-types';
import type { TReportDates } from './use-report';

export interface TDates {
  from: string;
  to: string;
}

export interface TReportChoice {
  type: TReportType;
  range: TRangeChoice;
  /** What the chosen range covers: a named range, or the custom dates. */
  dates: TReportDates;
  setType(next: TReportType): void;
  /** Custom starts from the dates on show, so the first choice of it changes nothing. */
  setRange(next: TRangeChoice, showing: TDates | undefined): void;
  setCustomDates(dates: TDates): void;
}

/** Custom dates from the address, when both are calendar dates in order. */
function customDates(from: string | null, to: string | null): TDates | undefined {
  return from && to && isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : undefined;
}

/**
 * The report type and range live in the address (`?type=adoptions&range=year`,
 * `?type=sac&range=custom&from=2026-01-01&to=2026-03-31`), so a report can be shared. Choosing
 * either drops the Table View's `page`: the new report starts at its first page. A custom range
 * without usable dates covers the default range.
 */
export function useReportChoice(): TReportChoice {
  const [params, setParams] = useSearchParams();
  const type = reportTypeOf(params.get('type'));
  const range = rangeOf(params.get('range'));
  const custom = range === 'custom' ? customDates(params.get('from'), params.get('to')) : undefined;
  const choose = (next: { type: TReportType; range: TRangeChoice; custom?: TDates | undefined }) =>
    setParams(
      {
        ...(next.type !== DEFAULT_REPORT_TYPE ? { type: next.type } : {}),
        ...(next.range !== DEFAULT_RANGE ? { range: next.range } : {}),
        ...(next.range === 'custom' && next.custom ? next.custom : {}),
      },
      { replace: true },
    );
  return {
    type,
    range,
    dates: custom ?? (range === 'custom' ? DEFAULT_RANGE : range),
    setType: (next) => choose({ type: next, range, custom }),
    setRange: (next, showing) => choose({ type, range: next, custom: custom ?? showing }),
    setCustomDates: (dates) => choose({ type, range: 'custom', custom: dates }),
  };
}
