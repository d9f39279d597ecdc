import { describe, expect, it } from 'vitest';
import { listSearchParams, readListQuery, type ListQuery } from '../../src/domain/listQuery';

const columns = {
  postedOn: { sortable: true, filter: 'date' as const },
  debit: { sortable: true, filter: 'number' as const },
  source: { sortable: true, filter: 'values' as const },
  description: { sortable: false, filter: 'text' as const },
};

describe('the list protocol', () => {
  it('reads back what the host writes', () => {
    const query: ListQuery = {
      page: 3,
      pageSize: 100,
      sort: [{ id: 'postedOn', desc: true }, { id: 'debit', desc: false }],
      filters: { source: { anyOf: ['CR', 'GJ'] }, debit: { min: '10', max: '99.5' }, description: { contains: 'fuel & oil' } },
      search: 'Norcross',
      branches: ['101', '104'],
      from: '2026-11-01',
      to: '2026-11-30',
      format: 'csv',
    };
    const params = listSearchParams(query);
    expect(params.toString()).toBe(
      'page=3&pageSize=100&sort=postedOn.desc%2Cdebit&q=Norcross&brnId=101&brnId=104&from=2026-11-01&to=2026-11-30' +
        '&f.source=CR&f.source=GJ&f.debit.min=10&f.debit.max=99.5&f.description=fuel+%26+oil&format=csv',
    );
    expect(readListQuery(params, columns)).toEqual({ ok: true, query });
  });

  it('leaves the defaults out, so links stay short', () => {
    expect(listSearchParams({ page: 1, pageSize: 50, sort: [], filters: { description: { contains: '' } } }).toString()).toBe('');
  });

  it('refuses a column the list does not sort or filter by, naming the field', () => {
    expect(readListQuery(new URLSearchParams('sort=description'), columns)).toEqual({ ok: false, message: "sort: The list cannot be sorted by 'description'." });
    expect(readListQuery(new URLSearchParams('f.source.min=1'), columns)).toEqual({ ok: false, message: "f.source.min: 'source' takes no range." });
    expect(readListQuery(new URLSearchParams('f.debit=1'), columns)).toEqual({ ok: false, message: 'f.debit: Give debit.min or debit.max.' });
    expect(readListQuery(new URLSearchParams('brnId=1%27%3B'), columns)).toEqual({ ok: false, message: "brnId: '1';' is not a branch id." });
  });
});
