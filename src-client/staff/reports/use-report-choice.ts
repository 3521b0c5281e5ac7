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
  /** One end of a custom range; a start after the end moves the end with it (and the other way round). */
  setCustomDate(end: keyof TDates, value: string, showing: TDates): void;
}

interface TChoice {
  type: TReportType;
  range: TRangeChoice;
  custom: TDates | undefined;
}

/** The choice an address holds; custom dates only when both are calendar dates in order. */
function choiceOf(params: URLSearchParams): TChoice {
  const range = rangeOf(params.get('range'));
  const from = params.get('from');
  const to = params.get('to');
  const custom = range === 'custom' && from && to && isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : undefined;
  return { type: reportTypeOf(params.get('type')), range, custom };
}

const paramsOf = (choice: TChoice): Record<string, string> => ({
  ...(choice.type !== DEFAULT_REPORT_TYPE ? { type: choice.type } : {}),
  ...(choice.range !== DEFAULT_RANGE ? { range: choice.range } : {}),
  ...(choice.range === 'custom' && choice.custom ? choice.custom : {}),
});

/**
 * The report type and range live in the address (`?type=adoptions&range=year`,
 * `?type=sac&range=custom&from=2026-01-01&to=2026-03-31`), so a report can be shared. Choosing
 * either drops the Table View's `page`: the new report starts at its first page. A custom range
 * without usable dates covers the default range.
 *
 * A change builds on the address as it is at that moment, not as this render saw it: the screen
 * re-renders a little after the address changes, and a second choice made before then (a type,
 * then a range) must keep the first.
 */
export function useReportChoice(): TReportChoice {
  const [params, setParams] = useSearchParams();
  const shown = choiceOf(params);
  const change = (next: (current: TChoice) => TChoice) => setParams(paramsOf(next(choiceOf(new URLSearchParams(window.location.search)))), { replace: true });
  return {
    ...shown,
    dates: shown.custom ?? (shown.range === 'custom' ? DEFAULT_RANGE : shown.range),
    setType: (type) => change((current) => ({ ...current, type })),
    setRange: (range, showing) => change((current) => ({ ...current, range, custom: current.custom ?? showing })),
    setCustomDate: (end, value, showing) =>
      change((current) => {
        const dates = current.custom ?? showing;
        const custom = end === 'from' ? { from: value, to: value > dates.to ? value : dates.to } : { from: value < dates.from ? value : dates.from, to: value };
        return { ...current, range: 'custom', custom };
      }),
  };
}
