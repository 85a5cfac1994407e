import { fromPaise, toPaise, type Language } from '@lendline/core';
import { newPdfDocument } from '../../../pdf/pdf-document.ts';
import { sheetTexts, type CollectionSheet, type SheetRow } from './collection-sheet.ts';

/** Column widths in points on a landscape A4 page (842 − 2 × 36 margin = 770). */
const WIDTHS = [90, 135, 80, 195, 85, 65, 65, 55];
const MARGIN = 36;
const ROW_HEIGHT = 16;
const FONT_SIZE = 8;

/**
 * The daily collection sheet as a printable PDF: a title with the day, then each collector's
 * stops as a table with its totals, a collector to a page, in the request's language.
 */
export async function sheetPdf(
  sheet: CollectionSheet,
  language: Language | null | undefined,
): Promise<Buffer> {
  const texts = sheetTexts(language);
  const document = newPdfDocument(MARGIN);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => document.on('end', () => resolve()));
  const bottom = () => document.page.height - MARGIN;
  let y = MARGIN;

  const line = (cells: readonly (string | null)[], bold = false) => {
    if (y + ROW_HEIGHT > bottom()) {
      document.addPage();
      y = MARGIN;
    }
    document.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index]!;
      const numeric = index === 5 || index === 6;
      document.text(cell ?? '', x + 2, y + 4, {
        width: width - 4,
        height: ROW_HEIGHT - 4,
        ellipsis: true,
        lineBreak: false,
        align: numeric ? 'right' : 'left',
      });
      x += width;
    });
    y += ROW_HEIGHT;
    document
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTHS.reduce((sum, width) => sum + width, 0), y)
      .lineWidth(0.3)
      .stroke('#999999');
  };

  const title = (text: string) => {
    document.font('bold').fontSize(14).text(text, MARGIN, y);
    y = document.y + 8;
  };

  const groups = new Map<string, SheetRow[]>();
  for (const row of sheet.rows) {
    const key = row.collector_id ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  if (groups.size === 0) {
    title(`${texts.title} ${sheet.date}`);
    document.font('regular').fontSize(10).text(texts.empty, MARGIN, y);
  }
  let first = true;
  for (const rows of groups.values()) {
    if (!first) {
      document.addPage();
      y = MARGIN;
    }
    first = false;
    title(`${texts.title} ${sheet.date}: ${texts.cells(rows[0]!)[0]}`);
    line(texts.headings, true);
    for (const row of rows) line(texts.cells(row));
    // Money summed in paise, never in floating point.
    const paise = (key: 'due_amount' | 'collected_amount') =>
      rows.reduce((sum, row) => sum + toPaise(Number(row[key])), 0);
    const money = (value: number) => fromPaise(value).toFixed(2);
    line(
      [
        texts.totals,
        null,
        null,
        null,
        null,
        money(paise('due_amount')),
        money(paise('collected_amount')),
        null,
      ],
      true,
    );
  }
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
