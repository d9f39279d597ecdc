import { toCsv } from '../csvText';
import { ONE_CSV_FILE_RULES } from '../files';
import type { MarketFigure } from './marketFigures';
import type { UploadShape } from './marketReports';

/** The columns of a report's upload: the month (MM/YYYY), the branch, the report's keys and its figure. */
export const uploadHeader = (shape: UploadShape): string[] => ['month', 'brn_id', ...shape.keys.map((k) => k.field), shape.valueField];

/** A line of the file that is wrong: 'line 7' and 'level must be one of …'. */
export interface UploadLineError {
  line: number;
  message: string;
}

const MONTH = /^(0[1-9]|1[0-2])\/(\d{4})$/;
const WHOLE = /^\d{1,9}$/;

/**
 * The figures of an uploaded CSV (a parser's records, header first), every line checked before any is taken: the
 * month as MM/YYYY, the branch one of `branches` (the report's), each key one of its list, the figure a whole number;
 * the same month, branch and keys twice is an error of the later line. The server checks the user holds each branch.
 */
export function readMarketUpload(
  shape: UploadShape,
  records: readonly (readonly string[])[],
  branches: readonly string[],
): { ok: true; figures: MarketFigure[] } | { ok: false; errors: UploadLineError[] } {
  const header = uploadHeader(shape);
  const [first, ...body] = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  if ((first ?? []).map((cell) => cell.trim().toLowerCase()).join(',') !== header.join(','))
    return { ok: false, errors: [{ line: 1, message: `the header must be ${header.join(',')}.` }] };
  if (!body.length) return { ok: false, errors: [{ line: 2, message: 'the file has no figures.' }] };
  const errors: UploadLineError[] = [];
  const figures: MarketFigure[] = [];
  const seen = new Map<string, number>();
  body.forEach((raw, at) => {
    const line = at + 2;
    const cells = header.map((_, i) => (raw[i] ?? '').trim());
    const [monthText, brnId, ...rest] = cells as [string, string, ...string[]];
    const keys = rest.slice(0, -1);
    const valueText = rest.at(-1)!;
    const month = MONTH.exec(monthText);
    const wrong = !month
      ? 'month must be MM/YYYY, such as 10/2026.'
      : !branches.includes(brnId)
        ? `brn_id must be one of ${branches.join(', ')}.`
        : (shape.keys.map((k, i) => (k.values.includes(keys[i]!) ? null : `${k.field} must be one of ${k.values.join(', ')}.`)).find(Boolean) ??
          (WHOLE.test(valueText) ? null : `${shape.valueField} must be a whole number of 0 or more.`));
    if (wrong) {
      errors.push({ line, message: wrong });
      return;
    }
    const key = [monthText, brnId, ...keys].join('|');
    if (seen.has(key)) {
      errors.push({ line, message: `${header.slice(0, -2).join(', ')} and ${header.at(-2)} are those of line ${seen.get(key)}.` });
      return;
    }
    seen.set(key, line);
    figures.push({ ...shape.figureOf(keys), brnId, month: `${month![2]}-${month![1]}`, value: Number(valueText) });
  });
  return errors.length ? { ok: false, errors } : { ok: true, figures };
}

/** A template to fill in: the header and a line for each key of one branch and month, its figure 0. */
export function uploadTemplate(shape: UploadShape, brnId: string, month: string): string {
  const combos = shape.keys.reduce<string[][]>((acc, k) => acc.flatMap((combo) => k.values.map((v) => [...combo, v])), [[]]);
  const monthText = `${month.slice(5, 7)}/${month.slice(0, 4)}`;
  return `${toCsv([uploadHeader(shape), ...combos.map((combo) => [monthText, brnId, ...combo, '0'])])}\r\n`;
}

/** An upload: one CSV of 1 MB at most. */
export const MARKET_UPLOAD_FILE_RULES = ONE_CSV_FILE_RULES;
export const MARKET_UPLOAD_TOO_LARGE = 'file: A figures file may be 1 MB at most.';
