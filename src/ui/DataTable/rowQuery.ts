/**
 * Sorting, filtering, searching and totalling a grid's client rows over plain column arrays: the same code
 * answers on the main thread for short grids and in the row worker for long ones. What it works out from a
 * data set (each column's search text, its sort ranks) is kept for every later query, and can be built
 * ahead in small pieces (`prepare`) while nobody asks.
 *
 * It answers as the grid always has: filters and the search keep the rows whose values match (the search
 * looks at every column's text: text as is, numbers as plain digits, dates as shown), the sort is stable
 * (ties keep the data's order) and the totals add up the matching rows in the data's order.
 */
import { formatValue, isNumericFormat, type ValueFormat } from '../../domain/format';
import { dateAt, type DateValues } from './dateValues';
import { lowerCased, markValuesHolding, textAt, textRunOf, textsOf, type TextRun } from './textRun';
import type { DataTableView, RangeFilter } from './types';

/** One column of the rows, read once from the data (columnValues.ts). */
export interface ColumnValues {
  id: string;
  format: ValueFormat;
  /** Summed in the totals row. */
  total: boolean;
  /** Numeric formats and summed columns: each value as a number (`toNumber`), NaN when it has none. */
  numbers: Float64Array | null;
  /** Text columns: each value as text ('' when none). */
  texts: TextRun | null;
  /** Date columns: each value as ISO text, a time in ms, or none. */
  dates: DateValues | null;
}

export interface ColumnarRows {
  rowCount: number;
  columns: readonly ColumnValues[];
}

/** The part of the view that decides which rows show, in which order. */
export type RowQuery = Pick<DataTableView, 'sorting' | 'columnFilters' | 'globalFilter'>;

export interface RowAnswer {
  /** The matching rows' data indexes in display order; null: every row, in the data's order. */
  order: Uint32Array | null;
  count: number;
  /** The sum of each summed column over the matching rows. */
  totals: Record<string, number>;
}

/** Ranks of a column's sort keys: equal keys share a rank, and ranks ascend with the keys. */
interface SortRanks {
  ranks: Uint32Array;
  top: number;
}

/**
 * The characters a column's search text can hold when its format decides them: digits and a number's sign,
 * point and exponent; a date's MM/DD/YYYY and hh:mm AM. A search term with any other character cannot
 * match there, so the column is neither scanned nor built for it (typing a name never formats 100,000 dates).
 */
function searchAlphabet(format: ValueFormat): RegExp | null {
  if (isNumericFormat(format)) return /^[0-9.e+-]*$/;
  if (format === 'date') return /^[0-9/]*$/;
  if (format === 'datetime') return /^[0-9/ :apm]*$/;
  return null;
}

const searchTermOf = (globalFilter: string) => String(globalFilter ?? '').trim().toLowerCase();

/** Whether the search term can match a column's search text (a term holding the separator needs every column). */
const mayHold = (format: ValueFormat, term: string) => term.includes('\u0001') || searchAlphabet(format)?.test(term) !== false;

/** The columns a query reads: those it filters and sorts by, the summed ones, and those its search term may match. */
export function columnsRead(columns: readonly Pick<ColumnValues, 'id' | 'format' | 'total'>[], { sorting, columnFilters, globalFilter }: RowQuery): number[] {
  const ids = new Set([...sorting.map((sort) => sort.id), ...columnFilters.map((filter) => filter.id)]);
  const term = searchTermOf(globalFilter);
  return columns.flatMap((column, c) => (ids.has(column.id) || column.total || (term && mayHold(column.format, term)) ? [c] : []));
}

function timeOf(value: string | number | null): number {
  if (typeof value === 'number') return value;
  return value ? Date.parse(value) : Number.NaN;
}

/** Ranks of numeric keys (a missing value comes as -Infinity: first), by one typed sort and a binary search each. */
function numberRanks(keys: Float64Array): SortRanks {
  const sorted = keys.slice().sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i]!;
  const ranks = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return { ranks, top: Math.max(0, distinct - 1) };
}

/** Text sort keys, and each distinct one (for its rank). */
interface TextKeys {
  keys: string[];
  distinct: Map<string, number>;
}

function textKeysOf(keys: string[]): TextKeys {
  const distinct = new Map<string, number>();
  for (const key of keys) distinct.set(key, 0);
  return { keys, distinct };
}

/** Ranks of text keys in UTF-16 code unit order (what `<` compares). */
function textRanks({ keys, distinct: rankOf }: TextKeys): SortRanks {
  const distinct = [...rankOf.keys()].sort();
  distinct.forEach((key, rank) => rankOf.set(key, rank));
  const ranks = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) ranks[i] = rankOf.get(keys[i]!)!;
  return { ranks, top: Math.max(0, distinct.length - 1) };
}

/** Sorts row indexes by rank, stably (one counting pass): descending keeps ties in the incoming order too. */
function sortByRank(rows: Uint32Array, into: Uint32Array, { ranks, top }: SortRanks, desc: boolean) {
  const starts = new Uint32Array(top + 2);
  for (let i = 0; i < rows.length; i++) {
    const r = ranks[rows[i]!]!;
    starts[(desc ? top - r : r) + 1]!++;
  }
  for (let r = 1; r < starts.length; r++) starts[r]! += starts[r - 1]!;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const r = ranks[row]!;
    into[starts[desc ? top - r : r]!++] = row;
  }
}

/** Dates or numbers turned into search text per piece of `prepare`. */
const PREPARE_ROWS = 5_000;

/**
 * Text sort keys with more distinct values than this are ranked only when a sort asks for them: sorting
 * 100,000 distinct texts takes long and cannot be cut in pieces, and a query would wait behind it.
 */
const AHEAD_DISTINCT = 5_000;

export class RowIndex {
  private readonly byId = new Map<string, number>();
  /** Each column's lower-cased search text, once built. */
  private readonly searchTexts: (TextRun | undefined)[];
  /** The search text of the column being built ahead, piece by piece. */
  private building: { c: number; parts: string[] } | null = null;
  private readonly sortRanks: (SortRanks | undefined)[];
  /** The text sort keys of a column (text, or dates all written as text) until its ranks are built. */
  private readonly textKeys: (TextKeys | undefined)[];

  constructor(private readonly rows: ColumnarRows) {
    rows.columns.forEach((column, c) => this.byId.set(column.id, c));
    this.searchTexts = rows.columns.map(() => undefined);
    this.sortRanks = rows.columns.map(() => undefined);
    this.textKeys = rows.columns.map(() => undefined);
  }

  query({ sorting, columnFilters, globalFilter }: RowQuery): RowAnswer {
    const n = this.rows.rowCount;
    let keep: Uint8Array | null = null;
    const narrow = (marks: Uint8Array) => {
      if (keep) for (let row = 0; row < n; row++) keep[row]! &= marks[row]!;
      else keep = marks;
    };
    for (const filter of columnFilters) {
      const c = this.byId.get(filter.id);
      const marks = c === undefined ? null : this.filterMarks(c, filter.value);
      if (marks) narrow(marks);
    }
    const term = searchTermOf(globalFilter);
    if (term) narrow(this.searchMarks(term));

    let matches: Uint32Array | null = null;
    if (keep) {
      const kept = new Uint32Array(n);
      let count = 0;
      for (let row = 0; row < n; row++) if (keep[row]) kept[count++] = row;
      matches = kept.subarray(0, count);
    }
    const totals = this.totalsOf(matches);
    const sorts = sorting.flatMap(({ id, desc }) => {
      const c = this.byId.get(id);
      return c === undefined ? [] : [{ ranks: this.ranksOf(c), desc }];
    });
    if (!sorts.length) return { order: matches ? matches.slice() : null, count: matches ? matches.length : n, totals };
    let order = matches ? matches.slice() : new Uint32Array(n);
    if (!matches) for (let row = 0; row < n; row++) order[row] = row;
    let spare = new Uint32Array(order.length);
    // least significant key first: each stable pass keeps the order of the keys after it
    for (let k = sorts.length - 1; k >= 0; k--) {
      sortByRank(order, spare, sorts[k]!.ranks, sorts[k]!.desc);
      [order, spare] = [spare, order];
    }
    return { order, count: order.length, totals };
  }

  /**
   * Builds a piece of what later queries need; false when all is built. Cheapest first: text lower-cased, the
   * ranks of numbers, numbers and dates as text (a piece at a time), then the ranks of text with few distinct
   * values (AHEAD_DISTINCT).
   */
  prepare(): boolean {
    const columns = this.rows.columns.map((column, c) => ({ ...column, c }));
    const ahead = [
      ...columns.filter((column) => column.texts).map(({ c }) => ({ c, ranks: false })),
      ...columns.filter((column) => isNumericFormat(column.format)).flatMap(({ c }) => [{ c, ranks: true }, { c, ranks: false }]),
      ...columns.filter((column) => column.dates).map(({ c }) => ({ c, ranks: false })),
      ...columns.filter((column) => !isNumericFormat(column.format)).map(({ c }) => ({ c, ranks: true })),
    ];
    const manyDistinct = (c: number) => (this.textKeys[c]?.distinct.size ?? 0) > AHEAD_DISTINCT;
    const next = ahead.find(({ c, ranks }) => (ranks ? !this.sortRanks[c] && !manyDistinct(c) : !this.searchTexts[c]));
    if (!next) return false;
    if (!next.ranks) this.buildSearchText(next.c, PREPARE_ROWS);
    else if (this.textKeyed(next.c) && !this.textKeys[next.c]) this.textKeysOf(next.c);
    else this.ranksOf(next.c);
    return true;
  }

  /** The rows a column filter keeps: a number range, or text the column's shown value holds; null when it keeps every row. */
  private filterMarks(c: number, value: unknown): Uint8Array | null {
    const column = this.rows.columns[c]!;
    const n = this.rows.rowCount;
    if (isNumericFormat(column.format)) {
      const numbers = column.numbers!;
      const { min, max } = (value ?? {}) as RangeFilter;
      const marks = new Uint8Array(n);
      for (let row = 0; row < n; row++) {
        const x = numbers[row]!;
        marks[row] = !Number.isNaN(x) && (min === undefined || x >= min) && (max === undefined || x <= max) ? 1 : 0;
      }
      return marks;
    }
    const term = String(value ?? '').trim().toLowerCase();
    if (!term) return null;
    const marks = new Uint8Array(n);
    markValuesHolding(this.searchTextOf(c), term, marks);
    return marks;
  }

  /** The rows whose search text, in any column, holds the term. */
  private searchMarks(term: string): Uint8Array {
    const columns = this.rows.columns;
    const marks = new Uint8Array(this.rows.rowCount);
    // A term that holds the separator could only match across two columns: search each row's whole text.
    if (term.includes('\u0001')) {
      const all = columns.map((_, c) => this.searchTextOf(c));
      for (let row = 0; row < marks.length; row++) {
        if (all.map((texts) => `${textAt(texts, row)}\u0001`).join('').includes(term)) marks[row] = 1;
      }
      return marks;
    }
    columns.forEach((column, c) => {
      if (mayHold(column.format, term)) markValuesHolding(this.searchTextOf(c), term, marks);
    });
    return marks;
  }

  private totalsOf(matches: Uint32Array | null): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const column of this.rows.columns) {
      if (!column.total) continue;
      const numbers = column.numbers!;
      let sum = 0;
      const count = matches ? matches.length : this.rows.rowCount;
      for (let i = 0; i < count; i++) {
        const n = numbers[matches ? matches[i]! : i]!;
        if (!Number.isNaN(n)) sum += n;
      }
      totals[column.id] = sum;
    }
    return totals;
  }

  private searchTextOf(c: number): TextRun {
    this.buildSearchText(c, Infinity);
    return this.searchTexts[c]!;
  }

  /**
   * What the search box (and a column's text filter) matches, lower-cased: text as is, numbers as plain digits,
   * dates as shown. Dates and numbers are turned into text `rows` at a time.
   */
  private buildSearchText(c: number, rows: number) {
    if (this.searchTexts[c]) return;
    const { format, numbers, texts, dates } = this.rows.columns[c]!;
    if (texts) {
      this.searchTexts[c] = lowerCased(texts);
      return;
    }
    if (this.building?.c !== c) this.building = { c, parts: [] };
    const { parts } = this.building;
    const until = Math.min(this.rows.rowCount, parts.length + rows);
    for (let row = parts.length; row < until; row++) {
      if (numbers && !dates) {
        const n = numbers[row]!;
        parts.push(Number.isNaN(n) ? '' : String(n));
      } else parts.push(formatValue(dateAt(dates!, row), format));
    }
    if (parts.length < this.rows.rowCount) return;
    this.searchTexts[c] = lowerCased(textRunOf(parts.length, (row) => parts[row]!));
    this.building = null;
  }

  /** Sorted as text: a text column (lower-cased), or a date column whose every value is ISO text. */
  private textKeyed(c: number): boolean {
    const { texts, dates } = this.rows.columns[c]!;
    return !!texts || (!!dates && !dates.kinds);
  }

  private textKeysOf(c: number): TextKeys {
    const { texts, dates } = this.rows.columns[c]!;
    return (this.textKeys[c] ??= textKeysOf(textsOf(texts ? this.searchTextOf(c) : dates!.texts)));
  }

  /** Sort keys: numbers (a missing one first), text lower-cased, dates by time (or as ISO text when every value is text). */
  private ranksOf(c: number): SortRanks {
    const known = this.sortRanks[c];
    if (known) return known;
    const { format, numbers, dates } = this.rows.columns[c]!;
    let ranks: SortRanks;
    if (isNumericFormat(format)) ranks = numberRanks(numbers!.map((n) => (Number.isNaN(n) ? -Infinity : n)));
    else if (this.textKeyed(c)) {
      ranks = textRanks(this.textKeysOf(c));
      this.textKeys[c] = undefined;
    } else {
      const times = new Float64Array(this.rows.rowCount);
      for (let row = 0; row < times.length; row++) {
        const t = timeOf(dateAt(dates!, row));
        times[row] = Number.isNaN(t) ? -Infinity : t;
      }
      ranks = numberRanks(times);
    }
    this.sortRanks[c] = ranks;
    return ranks;
  }
}
