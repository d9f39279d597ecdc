import { describe, expect, it } from 'vitest';
import { drillHref } from '../../src/domain/drill';
import { readReportSearch, reportSearchParams, withReportSearch, type ListColumns, type ReportDefaults } from '../../src/domain/drillQuery';
import { EMPTY_LIST_QUERY, type ListQuery } from '../../src/domain/listQuery';

describe('drill links', () => {
  it('carry the branches, the period and the target’s own parameters', () => {
    expect(drillHref('/ar/transactiondetail', { brnId: ['101', '104'], from: '2026-11-01', to: '2026-11-30', xref: 'X 4471&2' })).toBe(
      '/ar/transactiondetail?brnId=101&brnId=104&from=2026-11-01&to=2026-11-30&xref=X+4471%262',
    );
    expect(drillHref('/customer-history', { brnId: '101', cusId: 4471, tab: ['a', 'b'] })).toBe('/customer-history?brnId=101&cusId=4471&tab=a&tab=b');
  });

  it('say "all my branches" for an empty list, and leave blanks out', () => {
    expect(drillHref('/ar/cashclearing', { brnId: [], from: null, to: undefined, xref: '' })).toBe('/ar/cashclearing?brnId=all');
    expect(drillHref('/ar/cashclearing', { brnId: '' })).toBe('/ar/cashclearing');
    expect(drillHref('/ar/cashclearing/detail?date=2026-11-02', { brnId: '101' })).toBe('/ar/cashclearing/detail?date=2026-11-02&brnId=101');
  });
});

const columns: ListColumns = {
  postedOn: { sortable: true, filter: 'date' },
  debit: { sortable: true, filter: 'number' },
  source: { sortable: true, filter: 'values' },
  description: { sortable: true, filter: 'text' },
};
const defaults: ReportDefaults = { branches: ['101'], from: '2026-11-01', to: '2026-11-30', sort: [{ id: 'postedOn', desc: true }] };
const read = (search: string) => {
  const result = readReportSearch(search, columns, defaults);
  if (!result.ok) throw new Error(result.message);
  return result.query;
};

describe("a report page's address", () => {
  it('gives the defaults where it is silent, and ignores the page’s other parameters', () => {
    expect(read('?via=Quick+Link&jeId=JE1')).toEqual({ ...EMPTY_LIST_QUERY, branches: ['101'], from: '2026-11-01', to: '2026-11-30', sort: [{ id: 'postedOn', desc: true }] });
  });

  it('reads back every choice it writes, "none" included', () => {
    const choices: ListQuery[] = [
      { ...EMPTY_LIST_QUERY, page: 3, pageSize: 100, sort: [{ id: 'debit', desc: false }], search: 'fuel', branches: ['101', '104'], from: '2026-10-01', to: '2026-10-31', filters: { debit: { min: '10' }, description: { contains: 'oil' } } },
      { ...EMPTY_LIST_QUERY, branches: [], sort: [], from: null, to: null },
      { ...EMPTY_LIST_QUERY, branches: ['101'], sort: [{ id: 'postedOn', desc: true }], from: '2026-11-01', to: '2026-11-30' },
    ];
    for (const query of choices) expect(read(`?${reportSearchParams(query, defaults).toString()}`)).toEqual(query);
    expect(reportSearchParams(choices[1]!, defaults).toString()).toBe('brnId=all&sort=&from=&to=');
  });

  it('passes a branch the user may lack to the server (which answers 403), and names a wrong parameter', () => {
    expect(read('?brnId=201').branches).toEqual(['201']);
    expect(readReportSearch('?sort=password', columns, defaults)).toEqual({ ok: false, message: "sort: The list cannot be sorted by 'password'." });
  });

  it('takes a default search (a quick link’s SearchValue) until the user clears it', () => {
    const withSearch = { ...defaults, search: 'X4471' };
    const opened = readReportSearch('', columns, withSearch);
    expect(opened.ok && opened.query.search).toBe('X4471');
    const cleared = reportSearchParams({ ...EMPTY_LIST_QUERY, branches: ['101'] }, withSearch);
    const again = readReportSearch(cleared, columns, withSearch);
    expect(again.ok && again.query.search).toBe('');
  });

  it('takes a default filter (the record Transaction Detail opens on) until the user clears or changes it', () => {
    const withFilter: ReportDefaults = { ...defaults, filters: { source: { anyOf: ['JE1', 'JE2'] } } };
    const opened = readReportSearch('?jeId=JE1', columns, withFilter);
    expect(opened.ok && opened.query.filters).toEqual({ source: { anyOf: ['JE1', 'JE2'] } });
    const cleared = reportSearchParams({ ...EMPTY_LIST_QUERY, branches: ['101'] }, withFilter);
    expect(cleared.get('f.source')).toBe('');
    const again = readReportSearch(cleared, columns, withFilter);
    expect(again.ok && again.query.filters).toEqual({});
    const changed = readReportSearch('?f.source=JE3', columns, withFilter);
    expect(changed.ok && changed.query.filters).toEqual({ source: { anyOf: ['JE3'] } });
  });

  it("replaces the list's parameters and keeps the page's own", () => {
    const query: ListQuery = { ...EMPTY_LIST_QUERY, page: 2, branches: ['104'], from: '2026-11-01', to: '2026-11-30', sort: [{ id: 'postedOn', desc: true }] };
    expect(withReportSearch('?via=Quick+Link&brnId=101&f.debit.min=5&page=9&jeId=JE1', query, defaults)).toBe(
      'via=Quick+Link&jeId=JE1&page=2&sort=postedOn.desc&brnId=104&from=2026-11-01&to=2026-11-30',
    );
  });
});
