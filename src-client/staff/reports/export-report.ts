import { toCsv } from '../../../src-shared/csv';
import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';
import { ADOPTION_CSV, FINANCIAL_CSV, INTAKE_CSV, reportFileName } from './report-csv';
import type { TReportData } from './use-report';

/** The report's rows as the CSV of docs/domain.md#csv. */
export function reportCsv(data: TReportData): { csv: string; rows: number } {
  switch (data.type) {
    case 'intakes':
      return { csv: toCsv(INTAKE_CSV, data.report.rows), rows: data.report.rows.length };
    case 'adoptions':
      return { csv: toCsv(ADOPTION_CSV, data.report.rows), rows: data.report.rows.length };
    case 'financial':
      return { csv: toCsv(FINANCIAL_CSV, data.report.rows), rows: data.report.rows.length };
  }
}

/** Hands the browser a file to save, made here: nothing goes back to the server. */
function download(fileName: string, text: string): void {
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
  const { csv, rows } = reportCsv(data);
  if (rows === 0) {
    notify('error', { title: 'Export Failed', description: 'No data available to export' });
    return;
  }
  const fileName = reportFileName(data.type, today);
  download(fileName, csv);
  notify('success', { title: 'Export Successful', description: `Report has been exported as ${fileName}` });
}
