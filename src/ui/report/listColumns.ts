import type { ListColumns } from '../../domain/drillQuery';
import { isNumericFormat } from '../../domain/format';
import type { DataTableColumn } from '../DataTable/types';

/** How a report grid's columns may be sorted and filtered, in the list protocol's words (as its endpoint declares them). */
export function listColumnsOf<T>(columns: readonly DataTableColumn<T>[]): ListColumns {
  return Object.fromEntries(
    columns.map((c) => {
      const format = c.format ?? 'text';
      const filter = c.enableFilter === false ? null : format === 'date' || format === 'datetime' ? 'date' : isNumericFormat(format) ? 'number' : 'text';
      return [c.id, { sortable: c.enableSorting !== false, filter }];
    }),
  );
}
