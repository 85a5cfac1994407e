import {
  REPORT_NAME_KEYS,
  reportColumnLabelKey,
  reportValueLabelKey,
  type Language,
  type ReportColumn,
  type ReportKey,
  toCsvLine,
} from '@lendline/core';
import ExcelJS from 'exceljs';
import { newPdfDocument } from '../../pdf/pdf-document.ts';
import type { Writable } from 'node:stream';
import { translate } from '../../i18n/translate.ts';
import type { ReportOrganization, ReportRow, ReportSink } from './report-data.ts';

export interface ReportFileHeading {
  key: ReportKey;
  columns: readonly ReportColumn[];
  language: Language | undefined;
  /** 'From 2026-01-01, Collector: Ravi' in the reader's language; '' without filters. */
  filters: string;
  generatedAt: Date;
}

export const REPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

const headingOf = (column: ReportColumn, language: Language | undefined) => {
  const key = reportColumnLabelKey(column.key);
  return key ? translate(language, key) : column.key;
};

/** A cell as the file shows it: a coded value in words, anything else as it is. */
function cellText(column: ReportColumn, value: ReportRow[string], language: Language | undefined) {
  if (value === null) return null;
  if (column.coded && typeof value === 'string') {
    const key = reportValueLabelKey(value);
    return key ? translate(language, key) : value;
  }
  return value;
}

/** The generation time in the organization's timezone, 'YYYY-MM-DD HH:MM'. */
function localTime(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The lines above the table: organization, report, filters, generation time, currency. */
function titleLines(heading: ReportFileHeading, organization: ReportOrganization): string[] {
  const { language } = heading;
  return [
    organization.name,
    translate(language, REPORT_NAME_KEYS[heading.key]),
    translate(language, 'reports.file.filters', {
      filters: heading.filters || translate(language, 'reports.filter.none'),
    }),
    translate(language, 'reports.file.generated', {
      time: localTime(heading.generatedAt, organization.timezone),
    }),
    translate(language, 'reports.file.currency', { currency: organization.currency }),
  ];
}

/** Waits for room in `out`; throws when the reader went away, which ends the export. */
async function write(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed) throw new Error('The export’s reader went away');
  if (out.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new Error('The export’s reader went away');
}

/** CSV: one heading row, then the rows (RFC 4180, formula cells neutralised). */
export function csvSink(out: Writable, heading: ReportFileHeading): ReportSink {
  const { columns, language } = heading;
  return {
    start: () =>
      write(out, `\uFEFF${toCsvLine(columns.map((column) => headingOf(column, language)))}`),
    rows: (batch) =>
      write(
        out,
        batch
          .map((row) =>
            toCsvLine(columns.map((column) => cellText(column, row[column.key] ?? null, language))),
          )
          .join(''),
      ),
    end: async () => {
      out.end();
    },
  };
}

const EXCEL_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  money: '#,##0.00',
  percent: '0.00',
  integer: '0',
};

/** XLSX through exceljs's streaming writer: the title lines, then the table, row by row. */
export function xlsxSink(out: Writable, heading: ReportFileHeading): ReportSink {
  const { columns, language } = heading;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(
    translate(language, REPORT_NAME_KEYS[heading.key]).slice(0, 31),
  );
  return {
    start: (organization) => {
      for (const line of titleLines(heading, organization)) sheet.addRow([line]).commit();
      sheet.addRow([]).commit();
      const head = sheet.addRow(columns.map((column) => headingOf(column, language)));
      head.font = { bold: true };
      head.commit();
      columns.forEach((column, index) => {
        const format = EXCEL_FORMATS[column.type];
        sheet.getColumn(index + 1).width = column.type === 'text' ? 22 : 14;
        if (format) sheet.getColumn(index + 1).numFmt = format;
      });
    },
    rows: async (batch) => {
      for (const row of batch) {
        sheet
          .addRow(columns.map((column) => cellText(column, row[column.key] ?? null, language)))
          .commit();
      }
      if (out.destroyed) throw new Error('The export’s reader went away');
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const MARGIN = 36;
const ROW_HEIGHT = 14;
const FONT_SIZE = 7;

/**
 * PDF (pdfkit, Noto Sans Devanagari: docs/decisions/0079), in the user's language: the title lines, the
 * table with its headings repeated on each page, a page number at each page's foot; at most
 * `rowLimit` rows, saying so when there were more.
 */
export function pdfSink(out: Writable, heading: ReportFileHeading, rowLimit: number): ReportSink {
  const { language } = heading;
  const { columns } = heading;
  const document = newPdfDocument(MARGIN);
  const ended = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('close', resolve);
    out.on('error', reject);
  });
  document.pipe(out);
  const usable = document.page.width - 2 * MARGIN;
  const weights = columns.map((column) => (column.type === 'text' ? 2 : 1));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (usable * weight) / totalWeight);
  const headings = columns.map((column) => headingOf(column, language));
  let y = MARGIN;
  let page = 1;
  let written = 0;
  let truncated = false;

  const footer = () => {
    const bottom = document.page.margins.bottom;
    document.page.margins.bottom = 0;
    document
      .font('regular')
      .fontSize(8)
      .text(
        translate(language, 'reports.file.page', { page }),
        MARGIN,
        document.page.height - MARGIN / 2 - 4,
        { width: usable, align: 'right', lineBreak: false },
      );
    document.page.margins.bottom = bottom;
  };

  const line = (cells: readonly (string | number | null)[], bold = false) => {
    if (y + ROW_HEIGHT > document.page.height - MARGIN) {
      footer();
      document.addPage();
      page += 1;
      y = MARGIN;
      line(headings, true);
    }
    document.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const text =
        typeof cell === 'number' && column.type === 'money' ? cell.toFixed(2) : String(cell ?? '');
      document.text(text, x + 2, y + 3, {
        width: widths[index]! - 4,
        height: ROW_HEIGHT - 3,
        ellipsis: true,
        lineBreak: false,
        align: column.type === 'text' || column.type === 'date' || bold ? 'left' : 'right',
      });
      x += widths[index]!;
    });
    y += ROW_HEIGHT;
    document
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + usable, y)
      .lineWidth(0.3)
      .stroke('#999999');
  };

  return {
    start: (organization) => {
      const [name, ...rest] = titleLines({ ...heading, language }, organization);
      document.font('bold').fontSize(14).text(name!, MARGIN, y);
      document.font('regular').fontSize(9);
      for (const text of rest) document.text(text);
      y = document.y + 8;
      line(headings, true);
    },
    rows: async (batch) => {
      for (const row of batch) {
        if (written >= rowLimit) {
          truncated = true;
          return;
        }
        line(columns.map((column) => cellText(column, row[column.key] ?? null, language)));
        written += 1;
      }
      if (out.destroyed) throw new Error('The export’s reader went away');
    },
    end: async () => {
      if (truncated) {
        y += 6;
        document
          .font('regular')
          .fontSize(8)
          .text(translate(language, 'reports.file.truncated', { count: rowLimit }), MARGIN, y);
      }
      footer();
      document.end();
      await ended;
    },
  };
}
