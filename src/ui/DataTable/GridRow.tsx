import { memo } from 'react';
import type { Column } from '@tanstack/react-table';
import type { Features, RowData } from './columns';
import type { DataTableColumn } from './types';
import * as css from './DataTable.css';

export interface GridRowProps<T extends RowData> {
  /** The row's data. */
  original: T;
  index: number;
  columns: readonly Column<Features, T, unknown>[];
  template: string;
  activeCol: number;
  selectable: boolean;
  selected: boolean;
  clickable: boolean;
}

function GridRowInner<T extends RowData>({ original, index, columns, template, activeCol, selectable, selected, clickable }: GridRowProps<T>) {
  const offset = selectable ? 1 : 0;
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      data-row-index={index}
      className={`${css.row} ${clickable ? css.clickable : ''}`}
      style={{ gridTemplateColumns: template }}
    >
      {selectable ? (
        <td role="gridcell" data-r={index} data-c={0} className={`${css.cell} ${css.selectCell}`}>
          <input
            type="checkbox"
            data-focus-target=""
            data-select-row=""
            tabIndex={activeCol === 0 ? 0 : -1}
            checked={selected}
            aria-label={`Select row ${index + 1}`}
            readOnly
          />
        </td>
      ) : null}
      {columns.map((column, i) => {
        const meta = column.columnDef.meta!;
        const text = meta.display(original);
        const spec = meta.spec as unknown as DataTableColumn<T>;
        return (
          <td
            key={column.id}
            role="gridcell"
            data-r={index}
            data-c={i + offset}
            tabIndex={activeCol === i + offset ? 0 : -1}
            className={`${css.cell} ${meta.numeric ? css.numeric : ''}`}
          >
            {spec.render ? spec.render(original, text) : <span className={css.cellText}>{text}</span>}
          </td>
        );
      })}
    </tr>
  );
}

/** One body row: its cells formatted (or drawn by the column's `render`), its checkbox, the roving tab stop. */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;

/** Placeholder rows while a grid's rows load. */
export function SkeletonRows({ template, colCount }: { template: string; colCount: number }) {
  return Array.from({ length: 8 }, (_, r) => (
    <tr key={r} role="row" className={css.row} style={{ gridTemplateColumns: template }}>
      {Array.from({ length: colCount }, (_, c) => (
        <td key={c} role="gridcell" className={css.cell}>
          <span className={css.skeleton} aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}
