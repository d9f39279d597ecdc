import { formatValue, type ValueFormat } from '../../domain/format';
import type { ColumnTotals } from './types';
import * as css from './DataTable.css';

export interface TotalsColumn {
  id: string;
  format: ValueFormat;
  numeric: boolean;
}

export interface TotalsRowProps {
  /** The visible columns, in order. */
  columns: readonly TotalsColumn[];
  totals: ColumnTotals;
  /** The grid's CSS grid template (see gridTracks). */
  template: string;
  /** The row's place in the grid (after the header and the body rows). */
  rowIndex: number;
  /** The grid has a checkbox column (an empty cell here). */
  selectable: boolean;
}

/** The grid's sticky last row: each summed column's total, formatted like its cells, and 'Total' in the first column when it has none. */
export function TotalsRow({ columns, totals, template, rowIndex, selectable }: TotalsRowProps) {
  return (
    <tfoot role="rowgroup" className={css.foot}>
      <tr role="row" aria-rowindex={rowIndex} className={css.row} style={{ gridTemplateColumns: template }}>
        {selectable ? <td role="gridcell" className={css.cell} /> : null}
        {columns.map((column, i) => {
          const sum = totals[column.id];
          return (
            <td key={column.id} role="gridcell" className={`${css.cell} ${column.numeric ? css.numeric : ''}`}>
              {sum !== undefined && sum !== null ? formatValue(sum, column.format) : i === 0 ? 'Total' : ''}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
