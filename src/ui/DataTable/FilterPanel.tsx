import type { ColumnFiltersState } from '@tanstack/react-table';
import { Button } from '../Button/Button';
import { DebouncedTextField } from './DebouncedTextField';
import type { RangeFilter } from './types';
import * as css from './FilterPanel.css';

export interface FilterColumn {
  id: string;
  header: string;
  /** Numbers filter by a range (min and max), text by what it contains. */
  numeric: boolean;
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
  value === undefined || value === '' || (typeof value === 'object' && value !== null && (value as RangeFilter).min === undefined && (value as RangeFilter).max === undefined);

const parseBound = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

const boundText = (bound: number | undefined) => (bound === undefined ? '' : String(bound));

/** The grid's column filters: a text field per text column, a min and max per number column. */
export function FilterPanel({ columns, filters, onChange, onClear }: FilterPanelProps) {
  const valueOf = (id: string) => filters.find((f) => f.id === id)?.value;
  const set = (id: string, value: unknown) => {
    const rest = filters.filter((f) => f.id !== id);
    onChange(isEmpty(value) ? rest : [...rest, { id, value }]);
  };
  return (
    <div role="group" aria-label="Column filters" className={css.filters}>
      {columns.map((column) => {
        if (column.numeric) {
          const range = (valueOf(column.id) as RangeFilter | undefined) ?? {};
          return (
            <div key={column.id} className={css.range}>
              <DebouncedTextField
                label={`${column.header} min`}
                type="number"
                value={boundText(range.min)}
                onCommit={(text) => set(column.id, { ...range, min: parseBound(text) })}
              />
              <DebouncedTextField
                label={`${column.header} max`}
                type="number"
                value={boundText(range.max)}
                onCommit={(text) => set(column.id, { ...range, max: parseBound(text) })}
              />
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
