// What the grid must show after each benchmark step, worked out from the data with plain array code
// (never with the DataTable), so a step only counts once the right rows are on screen.
import type { PartsTicketRow } from '../../src/demo/tableRows';

/** The status line and the tickets of the first and last rows, as the grid should show them. */
export interface Expected {
  status: string;
  first: string;
  last: string;
}

const count = new Intl.NumberFormat('en-US');
const rowsLabel = (n: number) => `${count.format(n)} ${n === 1 ? 'row' : 'rows'}`;

type Compare = (a: PartsTicketRow, b: PartsTicketRow) => number;
export const byAmount: Compare = (a, b) => a.amount - b.amount;
export const byBranchDescThenAmount: Compare = (a, b) => {
  const x = a.branch.toLowerCase();
  const y = b.branch.toLowerCase();
  return x === y ? byAmount(a, b) : x < y ? 1 : -1;
};

/**
 * The search terms the benchmark types are letters only, so only the text columns can match them
 * (the grid searches numbers as digits and dates as MM/DD/YYYY hh:mm A).
 */
export const searchMatches = (term: string) => (row: PartsTicketRow) =>
  `${row.ticket}\u0001${row.branch}\u0001${row.partNumber}\u0001${row.description}`.toLowerCase().includes(term.toLowerCase());

/** The grid's rows after filtering and a stable sort (ties keep the data's order, as the grid does). */
export function expected(data: readonly PartsTicketRow[], keep: ((row: PartsTicketRow) => boolean) | null, compare: Compare | null): Expected {
  const rows = keep ? data.filter(keep) : data.slice();
  if (compare) rows.sort(compare);
  if (rows.length === 0) throw new Error('a benchmark step must leave rows to show');
  return {
    status: keep ? `${rowsLabel(rows.length)} (of ${count.format(data.length)})` : rowsLabel(data.length),
    first: rows[0]!.ticket,
    last: rows[rows.length - 1]!.ticket,
  };
}
