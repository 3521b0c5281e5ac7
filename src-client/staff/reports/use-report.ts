import { reportRange } from '../../../src-shared/report-ranges';
import type { TAdoptionReport, TAsilomarReport, TFinancialReport, TIntakeReport, TReportRange } from '../../../src-shared/schemas/reports';
import type { TSacMatrix } from '../../../src-shared/schemas/shelter-reports';
import { trpc } from '../../shared/trpc';
import type { TReportType } from './report-types';

/** A report that lists records in range (the Table View pages through them). */
export type TRowReportData =
  { type: 'intakes'; report: TIntakeReport } | { type: 'adoptions'; report: TAdoptionReport } | { type: 'financial'; report: TFinancialReport };
export type TReportData = TRowReportData | { type: 'sac'; report: TSacMatrix };

/** The dates a report covers: a named range counted back from the shelter's today, or dates chosen. */
export type TReportDates = TReportRange | { from: string; to: string };

/** The Table View's page of rows: `limit` rows from `offset`. */
export interface TRowsPage {
  limit: number;
  offset: number;
}

export interface TReportState {
  /** The shelter's today, once known. */
  today: string | undefined;
  range: { from: string; to: string } | undefined;
  /** The summary and one page of rows (`rowCount` is every row in range); for SAC, the matrix. */
  data: TReportData | undefined;
  /** `data` is still the previous page of the same report while the asked-for page loads. */
  turningPage: boolean;
  /** The Asilomar card's figures for the same range. */
  asilomar: TAsilomarReport | undefined;
  error: unknown;
  retry(): void;
  /** The report with every row in range, for the export; fetched when asked for. */
  fetchAll(): Promise<TReportData>;
}

/**
 * While another page of the same range loads, the page on screen stays (and the summary and
 * charts with it); another range or type starts from the skeleton, so no figure of the old
 * range is ever shown under the new range's dates.
 */
function sameRange<T extends { from: string; to: string }>(range: { from: string; to: string }) {
  return (previous: T | undefined) => (previous && previous.from === range.from && previous.to === range.to ? previous : undefined);
}

/**
 * The chosen report over the chosen range (custom dates are taken as they are). "Today" is the shelter's (docs/domain.md#dates: the
 * organization's time zone), which the browser cannot know: a report asked for without dates
 * covers the past month up to the server's today, and that answer's `to` is today. The Asilomar
 * figures of that default call serve as the probe.
 *
 * Only a page of rows is asked for: a year at shelter scale is far more than one screen of a
 * table, and the summary and charts come from the server's aggregates.
 */
export function useReport(type: TReportType, chosen: TReportDates, rows: TRowsPage): TReportState {
  const utils = trpc.useUtils();
  const probe = trpc.reports.asilomar.useQuery({});
  const today = probe.data?.to;
  const range = typeof chosen !== 'string' ? chosen : today ? reportRange(chosen, today) : undefined;
  const dates = range ?? { from: '', to: '' };
  const input = { ...dates, limit: rows.limit, offset: rows.offset };
  const enabled = (wanted: TReportType) => Boolean(range) && type === wanted;
  const intakes = trpc.reports.intakes.useQuery(input, { enabled: enabled('intakes'), placeholderData: sameRange<TIntakeReport>(dates) });
  const adoptions = trpc.reports.adoptions.useQuery(input, { enabled: enabled('adoptions'), placeholderData: sameRange<TAdoptionReport>(dates) });
  const financial = trpc.reports.financial.useQuery(input, { enabled: enabled('financial'), placeholderData: sameRange<TFinancialReport>(dates) });
  const sac = trpc.reports.sacMatrix.useQuery(dates, { enabled: enabled('sac') });
  const asilomar = trpc.reports.asilomar.useQuery(dates, { enabled: Boolean(range) });

  const data: TReportData | undefined =
    type === 'intakes' && intakes.data
      ? { type, report: intakes.data }
      : type === 'adoptions' && adoptions.data
        ? { type, report: adoptions.data }
        : type === 'financial' && financial.data
          ? { type, report: financial.data }
          : type === 'sac' && sac.data
            ? { type, report: sac.data }
            : undefined;
  const current = { intakes, adoptions, financial, sac }[type];
  const failed = [probe, current, asilomar].find((query) => query.isError);
  return {
    today,
    range,
    data,
    turningPage: current.isPlaceholderData,
    asilomar: asilomar.data,
    error: failed?.error,
    retry: () => {
      for (const query of [probe, current, asilomar]) if (query.isError) void query.refetch();
    },
    fetchAll: async () => {
      switch (type) {
        case 'intakes':
          return { type, report: await utils.reports.intakes.fetch(dates) };
        case 'adoptions':
          return { type, report: await utils.reports.adoptions.fetch(dates) };
        case 'financial':
          return { type, report: await utils.reports.financial.fetch(dates) };
        case 'sac':
          return { type, report: await utils.reports.sacMatrix.fetch(dates) };
      }
    },
  };
}
