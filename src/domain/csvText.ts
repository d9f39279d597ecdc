/** CSV as spreadsheets read it (RFC 4180), shared by the grid's own export and the server's streamed one. */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** Text a spreadsheet would run as a formula (CSV injection); prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds a comma, quote, line break or edge space; quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, without its line break. */
export const csvLine = (row: readonly string[]) => row.map(csvField).join(',');

/** RFC 4180 CSV: CRLF between records, no trailing line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(csvLine).join('\r\n');
}
