/**
 * Exporting what the grid shows: the current view's rows (all filtered rows, in sorted order,
 * not just the page), its visible columns in their order, and the formatted values.
 * `buildExportRows` is pure; the rest touches the browser.
 */
import { toCsv } from '../../domain/csvText';
import { formatValue } from '../../domain/format';
import { accessorOf } from './columns';
import type { DataTableColumn, ExportFormat } from './types';

/** Header row first, then one row of formatted strings per data row. */
export function buildExportRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): string[][] {
  const readers = columns.map((c) => ({ read: accessorOf(c), format: c.format ?? 'text' }));
  const out: string[][] = [columns.map((c) => c.header)];
  for (const row of rows) {
    const line = new Array<string>(readers.length);
    for (let i = 0; i < readers.length; i++) {
      const r = readers[i]!;
      line[i] = formatValue(r.read(row), r.format);
    }
    out.push(line);
  }
  return out;
}

/** A CSV blob Excel opens as UTF-8 (byte-order mark first). */
export function csvBlob(rows: readonly (readonly string[])[]): Blob {
  return new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}

/** An .xlsx workbook; write-excel-file is loaded only now, when a user exports. */
export async function xlsxBlob(rows: string[][], sheet = 'Export'): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = rows;
  const data = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...body];
  return writeXlsxFile(data, { sheet }).toBlob();
}

export async function exportBlob(rows: string[][], format: ExportFormat): Promise<Blob> {
  return format === 'csv' ? csvBlob(rows) : xlsxBlob(rows);
}

/** Saves a blob through an object URL and a temporary <a download>. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
