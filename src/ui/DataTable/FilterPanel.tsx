import type { ColumnFiltersState } from '@tanstack/react-table';
import { Button } from '../Button/Button';
import { DebouncedTextField } from './DebouncedTextField';
import type { RangeFilter } from './types';
import * as css from './FilterPanel.css';

/** How a column filters: text by what it contains, numbers by a range, dates (server mode) by a range of days. */
export type FilterKind = 'text' | 'number' | 'date';

export interface FilterColumn {
  id: string;
  header: string;
  kind: FilterKind;
}

export interface FilterPanelProps {
  /** Every filterable column in the grid's order, hidden ones too (their filters still apply). */
  columns: readonly FilterColumn[];
  filters: ColumnFiltersState;
  onChange: (filters: ColumnFiltersState) => void;
  /** Clears the filters and the search. */
  onClear: () => void;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'object' && value !== null && (value as RangeFilter<number | string>).min === undefined && (value as RangeFilter<number | string>).max === undefined);

const parseBound = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** How a range's two fields are named after the column's header. */
const ENDS = { number: { min: 'min', max: 'max' }, date: { min: 'from', max: 'to' } } as const;

const boundText = (bound: number | string | undefined) => (bound === undefined ? '' : String(bound));

/** The grid's column filters: a text field per text column, a min and max per number column, from and to per date column. */
export function FilterPanel({ columns, filters, onChange, onClear }: FilterPanelProps) {
  const valueOf = (id: string) => filters.find((f) => f.id === id)?.value;
  const set = (id: string, value: unknown) => {
    const rest = filters.filter((f) => f.id !== id);
    onChange(isEmpty(value) ? rest : [...rest, { id, value }]);
  };
  return (
    <div role="group" aria-label="Column filters" className={css.filters}>
      {columns.map((column) => {
        if (column.kind !== 'text') {
          const kind = column.kind;
          const range = (valueOf(column.id) as RangeFilter<number | string> | undefined) ?? {};
          const bound = (text: string) => (kind === 'date' ? text || undefined : parseBound(text));
          return (
            <div key={column.id} className={`${css.range} ${kind === 'date' ? css.dateRange : ''}`}>
              {(['min', 'max'] as const).map((end) => (
                <DebouncedTextField
                  key={end}
                  label={`${column.header} ${ENDS[kind][end]}`}
                  type={kind}
                  value={boundText(range[end])}
                  onCommit={(text) => set(column.id, { ...range, [end]: bound(text) })}
                />
              ))}
            </div>
          );
        }
        return (
          <DebouncedTextField
            key={column.id}
            label={column.header}
            value={String(valueOf(column.id) ?? '')}
            onCommit={(text) => set(column.id, text.trim() === '' ? undefined : text)}
          />
        );
      })}
      <Button tone="ghost" size="small" onPress={onClear}>
        Clear filters
      </Button>
    </div>
  );
}
