import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ColumnsMenu, type ColumnsMenuItem } from './ColumnsMenu';
import { DebouncedTextField } from './DebouncedTextField';
import type { ExportFormat } from './types';
import * as css from './GridToolbar.css';

export interface GridToolbarProps {
  /** The applied search text. */
  search: string;
  onSearch: (text: string) => void;
  /** How many column filters apply (shown on the Filters button). */
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** Every column, in the current order, for the Columns menu. */
  columns: readonly ColumnsMenuItem[];
  onShowColumn: (id: string, visible: boolean) => void;
  onMoveColumn: (id: string, by: -1 | 1) => void;
  onResetColumns: () => void;
  /** Exports in one format; the button says 'Exporting…' until the promise settles. */
  onExport: (format: ExportFormat) => Promise<void> | void;
  /** While the rows load there is nothing to export. */
  canExport: boolean;
  /** The screen's own buttons, after the grid's. */
  children?: ReactNode;
}

const EXPORTS: readonly [ExportFormat, string][] = [
  ['csv', 'Export CSV'],
  ['xlsx', 'Export Excel'],
];

/** Above a grid: the search box, the Filters toggle, the Columns menu, the exports and the screen's own buttons. */
export function GridToolbar(props: GridToolbarProps) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await props.onExport(format);
    } finally {
      setExporting(null);
    }
  };
  return (
    <div className={css.toolbar}>
      <div className={css.search}>
        <DebouncedTextField label="Search" type="search" value={props.search} onCommit={props.onSearch} />
      </div>
      <Button tone="secondary" size="small" aria-expanded={props.filtersOpen} onPress={props.onToggleFilters}>
        Filters{props.filterCount ? ` (${props.filterCount})` : ''}
      </Button>
      <ColumnsMenu items={props.columns} onToggle={props.onShowColumn} onMove={props.onMoveColumn} onReset={props.onResetColumns} />
      {EXPORTS.map(([format, label]) => (
        <Button
          key={format}
          tone="secondary"
          size="small"
          isDisabled={!props.canExport || exporting !== null}
          onPress={() => void runExport(format)}
        >
          {exporting === format ? 'Exporting…' : label}
        </Button>
      ))}
      {props.children}
    </div>
  );
}
