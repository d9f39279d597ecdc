// The DataTable's client rows are sorted, filtered, searched and totalled on the main thread for short grids
// and in a row worker for long ones: both must answer what the grid always answered. Each query below is
// answered three ways and compared: by plain array code written the way the grid used to work (TanStack's
// filtered and sorted row models with the grid's filter, search and sort functions), by the main thread's
// RowIndex, and through the row worker (its real module, its messages cloned and transferred as postMessage
// does).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../src/demo/random';
import { formatValue, isNumericFormat, toNumber, type NumberInput } from '../../src/domain/format';
import { accessorOf } from '../../src/ui/DataTable/columns';
import { columnarRowsOf, totalsOfEveryRow } from '../../src/ui/DataTable/columnValues';
import { RowIndex, type RowAnswer, type RowQuery } from '../../src/ui/DataTable/rowQuery';
import type { RowWorker as RowWorkerClass } from '../../src/ui/DataTable/rowWorker';
import type { CellValue, DataTableColumn, RangeFilter } from '../../src/ui/DataTable/types';

interface Line {
  id: string;
  ticket: string;
  customer: string | null;
  qty: number | null;
  amount: number | string | null;
  margin: number;
  invoiced: string;
  created: Date | number | null;
}

const random = createRandom(20261124);
const CUSTOMERS = ['Peach State Freight', 'dixie logistics', 'DIXIE LOGISTICS', 'Ñandú Haulers', 'Straße Transport', 'ΑΣ Carriers', 'İstanbul Lojistik', '', null];
const DATES = ['2025-03-07', '2025-11-30', '1900-01-01', '', '2026-01-02', '2025-03-07'];

const lineAt = (i: number): Line => {
  const when = Date.UTC(2025, random.int(0, 11), random.int(1, 28), random.int(0, 23), random.int(0, 59));
  const kind = random.int(0, 9);
  return {
    id: `L${i}`,
    ticket: `PT-${String(random.int(0, 60)).padStart(4, '0')}`,
    customer: random.pick(CUSTOMERS),
    qty: kind === 0 ? null : random.int(-3, 12),
    // numeric text as PostgreSQL sends it, blanks, negative zero, exponents
    amount: kind === 1 ? String(random.int(-500, 5000) / 4) : kind === 2 ? null : kind === 3 ? -0 : kind === 4 ? '' : random.int(-100_000, 2_000_000) / 100,
    margin: random.int(-2000, 4000) / 100,
    invoiced: random.pick(DATES),
    created: kind === 5 ? null : kind < 5 ? new Date(when) : when,
  };
};
const lines: Line[] = Array.from({ length: 400 }, (_, i) => lineAt(i));

const columns: DataTableColumn<Line>[] = [
  { id: 'ticket', header: 'Ticket', accessor: 'ticket' },
  { id: 'customer', header: 'Customer', accessor: (row) => row.customer },
  { id: 'qty', header: 'Qty', accessor: 'qty', format: 'number', total: 'sum' },
  { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', total: 'sum' },
  { id: 'margin', header: 'Margin', accessor: 'margin', format: 'percent' },
  { id: 'invoiced', header: 'Invoiced', accessor: 'invoiced', format: 'date' },
  { id: 'created', header: 'Created', accessor: 'created', format: 'datetime', enableSorting: false },
];

/** What the grid answered before its rows moved to column arrays, written out with plain array code. */
function answeredBefore(data: readonly Line[], query: RowQuery) {
  const specs = new Map(columns.map((c) => [c.id, c]));
  const read = (column: DataTableColumn<Line>, row: Line): CellValue => accessorOf(column)(row);
  const searchText = (row: Line) =>
    columns
      .map((c) => {
        const format = c.format ?? 'text';
        const v = read(c, row);
        if (format === 'date' || format === 'datetime') return formatValue(v, format);
        if (isNumericFormat(format)) return String(toNumber(v as NumberInput) ?? '');
        return v === null || v === undefined ? '' : String(v);
      })
      .map((text) => `${text}\u0001`)
      .join('')
      .toLowerCase();
  let rows = data.map((row, index) => ({ row, index }));
  for (const { id, value } of query.columnFilters) {
    const column = specs.get(id);
    if (!column) continue;
    if (isNumericFormat(column.format ?? 'text')) {
      const { min, max } = value as RangeFilter;
      rows = rows.filter(({ row }) => {
        const n = toNumber(read(column, row) as NumberInput);
        return n !== null && !(min !== undefined && n < min) && !(max !== undefined && n > max);
      });
    } else {
      const term = String(value ?? '').trim().toLowerCase();
      rows = rows.filter(({ row }) => formatValue(read(column, row), column.format).toLowerCase().includes(term));
    }
  }
  if (query.globalFilter !== '') {
    const term = query.globalFilter.trim().toLowerCase();
    rows = rows.filter(({ row }) => searchText(row).includes(term));
  }
  const totals: Record<string, number> = {};
  for (const column of columns.filter((c) => c.total === 'sum')) {
    let sum = 0;
    for (const { row } of rows) {
      const v = read(column, row);
      const n = typeof v === 'number' ? v : Number(v);
      if (Number.isFinite(n)) sum += n;
    }
    totals[column.id] = sum;
  }
  const keyOf = (column: DataTableColumn<Line>, row: Line): string | number => {
    const format = column.format ?? 'text';
    const v = read(column, row);
    if (isNumericFormat(format)) return toNumber(v as NumberInput) ?? -Infinity;
    if (format === 'date' || format === 'datetime') {
      if (rows.every(({ row: r }) => typeof read(column, r) === 'string')) return v as string;
      const t = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : v ? Date.parse(v) : NaN;
      return Number.isNaN(t) ? -Infinity : t;
    }
    return v === null || v === undefined ? '' : String(v).toLowerCase();
  };
  const sorts = query.sorting.flatMap(({ id, desc }) => (specs.has(id) ? [{ column: specs.get(id)!, desc }] : []));
  const positioned = rows.map((entry, position) => ({ ...entry, position, keys: sorts.map((s) => keyOf(s.column, entry.row)) }));
  positioned.sort((a, b) => {
    for (let k = 0; k < sorts.length; k++) {
      const x = a.keys[k]!;
      const y = b.keys[k]!;
      if (x !== y) return (x > y ? 1 : -1) * (sorts[k]!.desc ? -1 : 1);
    }
    return a.position - b.position;
  });
  return { order: positioned.map(({ index }) => index), totals };
}

const orderOf = (answer: RowAnswer, rowCount: number) => (answer.order ? Array.from(answer.order) : Array.from({ length: rowCount }, (_, i) => i));

const q = (query: Partial<RowQuery>): RowQuery => ({ sorting: [], columnFilters: [], globalFilter: '', ...query });
const QUERIES: RowQuery[] = [
  q({}),
  ...columns.flatMap((c) => [q({ sorting: [{ id: c.id, desc: false }] }), q({ sorting: [{ id: c.id, desc: true }] })]),
  q({ sorting: [{ id: 'customer', desc: true }, { id: 'amount', desc: false }] }),
  q({ sorting: [{ id: 'invoiced', desc: false }, { id: 'qty', desc: true }, { id: 'ticket', desc: false }] }),
  q({ sorting: [{ id: 'no such column', desc: false }, { id: 'margin', desc: false }] }),
  ...['dixie', '  DIXIE ', 'ñandú', 'strasse', 'straße', 'ας', '12', '0', '-', '.5', '/2025', '03/07', 'pm', '12:0', '1e', 'x\u0001', 'logistics\u00012', 'istanbul', 'i̇stanbul', '1pt-', 'freightdixie'].map((term) =>
    q({ globalFilter: term, sorting: [{ id: 'amount', desc: false }] }),
  ),
  q({ globalFilter: '   ' }),
  q({ columnFilters: [{ id: 'customer', value: 'LOGISTICS' }] }),
  q({ columnFilters: [{ id: 'invoiced', value: '2025' }], sorting: [{ id: 'invoiced', desc: true }] }),
  q({ columnFilters: [{ id: 'created', value: 'am' }] }),
  q({ columnFilters: [{ id: 'amount', value: { min: 0 } }], sorting: [{ id: 'amount', desc: true }] }),
  q({ columnFilters: [{ id: 'amount', value: { max: 100 } }] }),
  q({ columnFilters: [{ id: 'qty', value: { min: 2, max: 5 } }, { id: 'customer', value: 'd' }], globalFilter: 'pt-00' }),
  q({ columnFilters: [{ id: 'qty', value: {} }] }),
  q({ columnFilters: [{ id: 'no such column', value: 'x' }] }),
  q({ columnFilters: [{ id: 'customer', value: 'nobody by this name' }] }),
];

describe('a grid\'s client rows', () => {
  const index = new RowIndex(columnarRowsOf(lines, columns));

  it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))('the main thread answers %s as the grid always has', (_, query) => {
    const answer = index.query(query);
    const before = answeredBefore(lines, query);
    expect(orderOf(answer, lines.length)).toEqual(before.order);
    expect(answer.count).toBe(before.order.length);
    expect(answer.totals).toEqual(before.totals);
  });

  it('answers alike before and after building its search text and sort ranks ahead', () => {
    const ahead = new RowIndex(columnarRowsOf(lines, columns));
    while (ahead.prepare());
    for (const query of QUERIES) expect(ahead.query(query)).toEqual(index.query(query));
  });

  it('sorts by text with many distinct values, which it does not rank ahead, as the grid always has', () => {
    const many = Array.from({ length: 6_000 }, (_, i) => ({ ...lineAt(i), ticket: `PT-${String((i * 7919) % 6_000).padStart(5, '0')}` }));
    const ahead = new RowIndex(columnarRowsOf(many, columns));
    while (ahead.prepare());
    for (const desc of [false, true]) {
      const query = q({ sorting: [{ id: 'ticket', desc }], globalFilter: 'pt-01' });
      expect(orderOf(ahead.query(query), many.length)).toEqual(answeredBefore(many, query).order);
    }
  });

  it('totals every row straight from the data as the query with neither filter nor sort does', () => {
    expect(totalsOfEveryRow(lines, columns)).toEqual(index.query(q({})).totals);
  });

  describe('through the row worker', () => {
    let RowWorker: typeof RowWorkerClass;
    let worker: RowWorkerClass;
    const scope: { onmessage?: (event: { data: unknown }) => void; postMessage?: (message: unknown, options: StructuredSerializeOptions) => void } = {};
    /** The queries the worker was asked. */
    const asked: unknown[] = [];
    const handedOver = () => new Promise((resolve) => setTimeout(resolve, 300));

    beforeAll(async () => {
      // The worker's module runs here, in its own scope; messages cross as postMessage clones and transfers them.
      class InProcessWorker {
        onmessage: ((event: { data: unknown }) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        constructor() {
          scope.postMessage = (message, options) => {
            const copy = structuredClone(message, options);
            setTimeout(() => this.onmessage?.({ data: copy }));
          };
        }
        postMessage(message: { type: string }, transfer: Transferable[] = []) {
          if (message.type === 'query') asked.push(message);
          const copy = structuredClone(message, { transfer });
          setTimeout(() => scope.onmessage?.({ data: copy }));
        }
        terminate() {}
      }
      vi.stubGlobal('self', scope);
      vi.stubGlobal('Worker', InProcessWorker);
      await import('../../src/ui/DataTable/rowQuery.worker');
      ({ RowWorker } = await import('../../src/ui/DataTable/rowWorker'));
      worker = new RowWorker();
      worker.setRows(lines, columns);
      await handedOver();
    });

    afterAll(() => {
      worker.terminate();
      vi.unstubAllGlobals();
    });

    it.each(QUERIES.map((query) => [JSON.stringify(query), query] as const))('answers %s as the main thread does', async (_, query) => {
      const before = asked.length;
      const answer = (await worker.ask(query))!;
      expect(asked).toHaveLength(before + 1);
      const here = index.query(query);
      expect(orderOf(answer, lines.length)).toEqual(orderOf(here, lines.length));
      expect(answer.count).toBe(here.count);
      expect(answer.totals).toEqual(here.totals);
    });

    it('answers a query that comes before the worker has every column itself, from the columns read for it', async () => {
      const fewer = lines.slice(0, 100);
      worker.setRows(fewer, columns);
      const query = q({ sorting: [{ id: 'amount', desc: true }], globalFilter: 'dixie' });
      const before = asked.length;
      const answer = (await worker.ask(query))!;
      expect(asked).toHaveLength(before);
      expect(orderOf(answer, fewer.length)).toEqual(answeredBefore(fewer, query).order);
    });

    it('answers for the newest rows it was given', async () => {
      const fewer = lines.slice(100, 250);
      worker.setRows(fewer, columns);
      await handedOver();
      const query = q({ sorting: [{ id: 'customer', desc: false }], columnFilters: [{ id: 'qty', value: { min: 3 } }] });
      const answer = (await worker.ask(query))!;
      expect(orderOf(answer, fewer.length)).toEqual(answeredBefore(fewer, query).order);
      expect(answer.totals).toEqual(answeredBefore(fewer, query).totals);
    });
  });
});
