import { isNumericFormat, type ValueFormat } from './format';
import type { ListFilterKind } from './listQuery';
import type { ListColumns } from './drillQuery';

/**
 * What a business list's column is, said once for both ends: its endpoint adds the SQL of each value
 * (server/business/listEndpoint.ts `listColumns`), its screen adds widths and links (src/ui/report/fieldColumns.ts).
 */
export interface ListField {
  header: string;
  format: ValueFormat;
  /** How it may be filtered; by default text contains, numbers and dates by range. `null`: not at all. */
  filter?: ListFilterKind | null;
  sortable?: boolean;
  /** Summed over every matching row into the answer's totals. */
  total?: 'sum';
}

export type ListFields = Readonly<Record<string, ListField>>;

/** The branch of a business row, as every list shows it (its BrnId) and filters it (one or more branches). */
export const BRANCH_FIELD = { header: 'Branch', format: 'text', filter: 'values' } as const satisfies ListField;

export const filterKindOf = (field: ListField): ListFilterKind | null =>
  field.filter !== undefined ? field.filter : field.format === 'date' || field.format === 'datetime' ? 'date' : isNumericFormat(field.format) ? 'number' : 'text';

/** How each field may be sorted and filtered, as the list protocol reads a query. */
export const listColumnsOfFields = (fields: ListFields): ListColumns =>
  Object.fromEntries(Object.entries(fields).map(([id, field]) => [id, { sortable: field.sortable !== false, filter: filterKindOf(field) }]));
