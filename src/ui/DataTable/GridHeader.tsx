import * as css from './DataTable.css';

export interface HeaderColumn {
  id: string;
  header: string;
  /** Numbers are right-aligned. */
  numeric: boolean;
  canSort: boolean;
  sorted: false | 'asc' | 'desc';
  /** The column's place among the sort keys, from 0 (-1 when not sorted). */
  sortIndex: number;
}

/** The 'select all' checkbox of a grid with a checkbox column. */
export interface SelectAll {
  checked: boolean;
  /** Some rows, not all, are selected. */
  indeterminate: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export interface GridHeaderProps {
  /** The visible columns, in order. */
  columns: readonly HeaderColumn[];
  /** How many columns the rows are sorted by (each one's place shows when there are several). */
  sortCount: number;
  /** A press on a header: sort by it, or with Shift add it as the next sort key. */
  onSort: (id: string, addToSort: boolean) => void;
  /** The grid's CSS grid template (see gridTracks). */
  template: string;
  /** The cell that holds the grid's one tab stop, when it is in the header; -1 otherwise. */
  tabbableCell: number;
  /** Shown as the first cell when the grid selects rows. */
  selectAll?: SelectAll | undefined;
}

const direction = (sorted: 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : 'descending');

/** The grid's header row: a sort button per sortable column, the sort keys shown and announced, and 'select all'. */
export function GridHeader({ columns, sortCount, onSort, template, tabbableCell, selectAll }: GridHeaderProps) {
  const offset = selectAll ? 1 : 0;
  const tabIndexOf = (c: number) => (tabbableCell === c ? 0 : -1);
  return (
    <thead role="rowgroup" className={css.head}>
      <tr role="row" aria-rowindex={1} className={css.headerRow} style={{ gridTemplateColumns: template }}>
        {selectAll ? (
          <th role="columnheader" data-r={-1} data-c={0} className={`${css.headerCell} ${css.selectCell}`}>
            <input
              type="checkbox"
              data-focus-target=""
              tabIndex={tabIndexOf(0)}
              aria-label="Select all rows"
              checked={selectAll.checked}
              disabled={selectAll.disabled}
              ref={(el) => {
                if (el) el.indeterminate = selectAll.indeterminate;
              }}
              onChange={selectAll.onToggle}
            />
          </th>
        ) : null}
        {columns.map((column, i) => {
          const c = i + offset;
          const { sorted, sortIndex } = column;
          const ariaSort = sortIndex === 0 && sorted ? direction(sorted) : undefined;
          return (
            <th
              key={column.id}
              role="columnheader"
              aria-sort={ariaSort}
              data-r={-1}
              data-c={c}
              tabIndex={column.canSort ? undefined : tabIndexOf(c)}
              className={`${css.headerCell} ${column.numeric ? css.numeric : ''}`}
            >
              {column.canSort ? (
                <button
                  type="button"
                  data-focus-target=""
                  tabIndex={tabIndexOf(c)}
                  className={css.sortButton}
                  style={column.numeric ? { justifyContent: 'flex-end' } : undefined}
                  onClick={(event) => onSort(column.id, event.shiftKey)}
                >
                  <span className={css.cellText}>{column.header}</span>
                  {sorted ? (
                    <span className={css.sortIndicator} aria-hidden="true">
                      {sorted === 'asc' ? '▲' : '▼'}
                      {sortCount > 1 ? sortIndex + 1 : ''}
                    </span>
                  ) : null}
                  {sorted ? <span className={css.srOnly}>{`, sorted ${direction(sorted)}${sortCount > 1 ? `, sort ${sortIndex + 1}` : ''}`}</span> : null}
                </button>
              ) : (
                <span className={`${css.cellText} ${css.headerLabel}`}>{column.header}</span>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
