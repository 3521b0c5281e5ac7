import { toCsv } from '../../../src-shared/csv';
import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';
import { ADOPTION_CSV, FINANCIAL_CSV, INTAKE_CSV, reportFileName } from './report-csv';
import { sacCsv, sacFileName } from './sac-csv';
import type { TReportData } from './use-report';

/**
 * The report as the CSV of docs/domain.md#csv, with its file name and how many rows it holds: the
 * records in range, or for the Shelter Animals Count report SAC's rows (never empty).
 */
export function reportFile(data: TReportData, today: string): { fileName: string; csv: string; rows: number } {
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

/** Hands the browser a file to save, made here: nothing goes back to the server; then says so. */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  notify('success', { title: 'Export Successful', description: `Report has been exported as ${fileName}` });
}

/**
 * Export CSV: the file, or "Export Failed" when the period has no rows (docs/domain.md#csv). The
 * screen holds only a page of rows, so every row in range is loaded here, when asked for.
 */
export async function exportReport(loadAll: () => Promise<TReportData>, today: string): Promise<void> {
  let data: TReportData;
  try {
    data = await loadAll();
  } catch (error) {
    notify('error', { title: 'Export Failed', description: errorMessage(error) });
    return;
  }
  const { fileName, csv, rows } = reportFile(data, today);
  if (rows === 0) {
    notify('error', { title: 'Export Failed', description: 'No data available to export' });
    return;
  }
  saveCsv(fileName, csv);
}
