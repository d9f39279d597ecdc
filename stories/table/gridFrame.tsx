import type { ReactNode } from 'react';
import * as css from '../../src/ui/DataTable/DataTable.css';

/** A part of the grid (its header row, its totals row) inside the grid table the DataTable draws around it. */
export function GridFrame({ children }: { children: ReactNode }) {
  return (
    <table role="grid" aria-label="Invoices" className={css.table}>
      {children}
    </table>
  );
}
