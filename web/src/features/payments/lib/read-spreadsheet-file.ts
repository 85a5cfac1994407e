import { parseDelimitedText } from './bulk-entry';

/** What the Upload button accepts: CSV text or an Excel workbook (its first sheet). */
export const SPREADSHEET_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function isWorkbook(file: File): boolean {
  return (
    file.name.toLowerCase().endsWith('.xlsx') ||
    file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  );
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

/** A file's text. FileReader rather than Blob.text(): jsdom, which the tests run in, lacks the latter. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * A chosen file's cells. The Excel reader (docs/decisions/0053) loads only when a workbook is
 * chosen, so the screen's own chunk stays small.
 */
export async function readSpreadsheetFile(file: File): Promise<string[][]> {
  if (!isWorkbook(file)) return parseDelimitedText(await textOf(file));
  const { readSheet } = await import('read-excel-file/browser');
  const sheet = await readSheet(file);
  return sheet
    .map((row) => row.map(cellText).map((value) => value.trim()))
    .filter((cells) => cells.some((value) => value !== ''));
}
