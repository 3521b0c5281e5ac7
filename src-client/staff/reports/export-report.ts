import { toCsv } from '../../../src-shared/csv';
import { exportCsv, type TCsvFile } from '../components/csv-export';
import { ADOPTION_CSV, FINANCIAL_CSV, INTAKE_CSV, reportFileName } from './report-csv';
import { sacCsv, sacFileName } from './sac-csv';
import type { TReportData } from './use-report';

/**
 * The report as the CSV of docs/domain.md#csv, with its file name and how many rows it holds: the
 * records in range, or for the Shelter Animals Count report SAC's rows (never empty).
 */
export function reportFile(data: TReportData, today: string): TCsvFile {
  switch (data.type) {
    case 'intakes':
      return { fileName: reportFileName(data.type, today), csv: toCsv(INTAKE_CSV, data.report.rows), rows: data.report.rows.length };
    case 'adoptions':
      return { fileName: reportFileName(data.type, today), csv: toCsv(ADOPTION_CSV, data.report.rows), rows: data.report.rows.length };
    case 'financial':
      return { fileName: reportFileName(data.type, today), csv: toCsv(FINANCIAL_CSV, data.report.rows), rows: data.report.rows.length };
    case 'sac':
      return { fileName: sacFileName(data.report), csv: sacCsv(data.report), rows: data.report.months.length };
  }
}

/** Export CSV of the report shown: every row in range, or "Export Failed" when the period has none (docs/domain.md#csv). */
export function exportReport(loadAll: () => Promise<TReportData>, today: string): Promise<void> {
  return exportCsv(loadAll, (data) => reportFile(data, today), { empty: 'No data available to export' });
}
