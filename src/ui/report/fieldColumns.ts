import type { ListFields } from '../../domain/listFields';
import { filterKindOf } from '../../domain/listFields';
import type { DataTableColumn } from '../DataTable/types';

/** What a screen adds to a list's field: its width, a link or chip in its cells; no filter in the grid where the screen filters it otherwise. */
export type ColumnLook<Row> = Partial<Pick<DataTableColumn<Row>, 'width' | 'render' | 'enableHiding' | 'enableFilter'>>;

/**
 * A report grid's columns from its list's fields (header, format, filter, sort, total: what the endpoint
 * declares too), in their order, each with the look the screen gives it. Each column reads the row's value of its id.
 */
export function fieldColumns<Row, F extends ListFields>(fields: F, looks: { [K in keyof F]?: ColumnLook<Row> } = {}): DataTableColumn<Row>[] {
  return Object.entries(fields).map(([id, field]) => ({
    id,
    header: field.header,
    accessor: id as keyof Row,
    format: field.format,
    ...(field.total ? { total: field.total } : {}),
    ...(filterKindOf(field) === null ? { enableFilter: false } : {}),
    ...(field.sortable === false ? { enableSorting: false } : {}),
    ...looks[id as keyof F],
  }));
}
