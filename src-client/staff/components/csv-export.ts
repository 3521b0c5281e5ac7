import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';

/** A CSV file as an Export CSV button hands it over (docs/domain.md#csv), with how many rows it holds. */
export interface TCsvFile {
  fileName: string;
  csv: string;
  rows: number;
}

/** Hands the browser a file to save, made here: nothing goes back to the server; then says so. */
export function saveCsv(fileName: string, text: string, what = 'Report'): void {
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
  notify('success', { title: 'Export Successful', description: `${what} has been exported as ${fileName}` });
}

/**
 * Export CSV: the file, or "Export Failed" when it cannot be loaded or has no rows (`empty` says
 * so). A screen holds only a page of rows, so every row is loaded here, when asked for.
 */
export async function exportCsv<T>(loadAll: () => Promise<T>, toFile: (data: T) => TCsvFile, messages: { empty: string; what?: string }): Promise<void> {
  let data: T;
  try {
    data = await loadAll();
  } catch (error) {
    notify('error', { title: 'Export Failed', description: errorMessage(error) });
    return;
  }
  const { fileName, csv, rows } = toFile(data);
  if (rows === 0) {
    notify('error', { title: 'Export Failed', description: messages.empty });
    return;
  }
  saveCsv(fileName, csv, messages.what);
}
