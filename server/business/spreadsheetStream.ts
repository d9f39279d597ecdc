import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvLine } from '../../src/domain/csvText';
import { formatValue, isNumericFormat, type ValueFormat } from '../../src/domain/format';

export interface SpreadsheetColumn {
  header: string;
  format: ValueFormat;
}

export interface SpreadsheetStream {
  format: 'csv' | 'xlsx';
  fileName: string;
  columns: readonly SpreadsheetColumn[];
  /** Calls `write` with each batch of rows (values in column order) and resolves when there are no more. */
  produce: (write: (rows: unknown[][]) => Promise<void>) => Promise<void>;
}

const CONTENT_TYPE = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** A CSV field as the grid's own export writes it (formatted); a spreadsheet cell keeps numbers as numbers. */
const csvCell = (value: unknown, format: ValueFormat) => (value === null || value === undefined ? '' : formatValue(value, format));
const xlsxCell = (value: unknown, format: ValueFormat) =>
  value === null || value === undefined ? null : isNumericFormat(format) && format !== 'percent' ? Number(value) : formatValue(value, format);

/**
 * A download that is written while it is read: CSV (UTF-8 with a byte-order mark, CRLF, formatted like the
 * grid's export) or an Excel workbook written row by row. A batch is produced only when the last one has
 * gone out, so a million rows cost no more memory than one batch.
 */
export function streamSpreadsheet({ format, fileName, columns, produce }: SpreadsheetStream): Response {
  const headers = {
    'content-type': CONTENT_TYPE[format],
    'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
  if (format === 'xlsx') {
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Export');
    sheet.addRow(columns.map((c) => c.header)).commit();
    produce(async (rows) => {
      for (const row of rows) sheet.addRow(row.map((v, i) => xlsxCell(v, columns[i]!.format))).commit();
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    })
      .then(async () => {
        sheet.commit();
        await workbook.commit();
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return new Response(Readable.toWeb(out) as ReadableStream, { headers });
  }

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>(undefined, { highWaterMark: 4 }, { highWaterMark: 4 });
  const writer = writable.getWriter();
  const send = async (text: string) => {
    await writer.ready;
    await writer.write(encoder.encode(text));
  };
  (async () => {
    await send(`\uFEFF${csvLine(columns.map((c) => c.header))}\r\n`);
    await produce((rows) => send(rows.map((row) => `${csvLine(row.map((v, i) => csvCell(v, columns[i]!.format)))}\r\n`).join('')));
    await writer.close();
  })().catch((error: unknown) => writer.abort(error).catch(() => {}));
  return new Response(readable, { headers });
}
