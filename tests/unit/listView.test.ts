import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_QUERY, type ListQuery } from '../../src/domain/listQuery';
import { listColumnsOfFields, type ListFields } from '../../src/domain/listFields';
import type { DataTableView } from '../../src/ui/DataTable/types';
import { fieldColumns } from '../../src/ui/report/fieldColumns';
import { gridOfQuery, queryOfPage, queryOfView } from '../../host/report/listView';

type Line = { postedOn: string; lineNo: number; source: string; brnId: string; debit: string };
const fields = {
  postedOn: { header: 'Date', format: 'date', filter: null },
  lineNo: { header: 'Line', format: 'number', sortable: false, filter: null },
  source: { header: 'Source', format: 'text' },
  brnId: { header: 'Branch', format: 'text', filter: 'values' },
  debit: { header: 'Debit', format: 'money2', total: 'sum' },
} as const satisfies ListFields;
const list = listColumnsOfFields(fields);

const query: ListQuery = {
  ...EMPTY_LIST_QUERY,
  page: 3,
  sort: [{ id: 'debit', desc: true }],
  filters: { source: { contains: 'CR' }, debit: { min: '10', max: '99.5' } },
  search: 'fuel',
  branches: ['101', '104'],
  from: '2026-11-01',
  to: '2026-11-30',
};

const viewOf = (q: ListQuery): DataTableView => ({ ...gridOfQuery(q, list).view, columnVisibility: {}, columnOrder: [] });

describe("a server grid's view and the list query", () => {
  it('says how each column may be sorted and filtered', () => {
    expect(list).toEqual({
      postedOn: { sortable: true, filter: null },
      lineNo: { sortable: false, filter: null },
      source: { sortable: true, filter: 'text' },
      brnId: { sortable: true, filter: 'values' },
      debit: { sortable: true, filter: 'number' },
    });
  });

  it("makes the grid's columns of the same fields, in their order, with the screen's look", () => {
    const render = () => null;
    expect(fieldColumns<Line, typeof fields>(fields, { source: { width: '90px', render } })).toEqual([
      { id: 'postedOn', header: 'Date', accessor: 'postedOn', format: 'date', enableFilter: false },
      { id: 'lineNo', header: 'Line', accessor: 'lineNo', format: 'number', enableFilter: false, enableSorting: false },
      { id: 'source', header: 'Source', accessor: 'source', format: 'text', width: '90px', render },
      { id: 'brnId', header: 'Branch', accessor: 'brnId', format: 'text' },
      { id: 'debit', header: 'Debit', accessor: 'debit', format: 'money2', total: 'sum' },
    ]);
  });

  it('shows the query: sort, filters (numbers as numbers), search, page size and page', () => {
    expect(gridOfQuery(query, list)).toEqual({
      view: {
        sorting: [{ id: 'debit', desc: true }],
        columnFilters: [
          { id: 'source', value: 'CR' },
          { id: 'debit', value: { min: 10, max: 99.5 } },
        ],
        globalFilter: 'fuel',
        pageSize: 50,
      },
      pageIndex: 2,
    });
  });

  it('turns the grid back into the same query, and a change of it into a new one from page 1', () => {
    expect(queryOfView(query, viewOf(query))).toEqual(query);
    // Hiding a column asks for the same rows: the page stays.
    expect(queryOfView(query, { ...viewOf(query), columnVisibility: { source: false } })).toEqual(query);
    const resorted = queryOfView(query, { ...viewOf(query), sorting: [{ id: 'postedOn', desc: false }] });
    expect(resorted).toEqual({ ...query, page: 1, sort: [{ id: 'postedOn', desc: false }] });
    const searched = queryOfView(query, { ...viewOf(query), globalFilter: ' oil ' });
    expect(searched).toMatchObject({ page: 1, search: 'oil', branches: ['101', '104'], from: '2026-11-01', to: '2026-11-30' });
    expect(queryOfPage(query, 0)).toEqual({ ...query, page: 1 });
  });
});
