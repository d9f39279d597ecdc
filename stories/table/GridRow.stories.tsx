import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTable } from '@tanstack/react-table';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { createInvoiceRows, type InvoiceRow } from '../../src/demo/tableRows';
import { formatDate, formatMoney, formatMoney2 } from '../../src/domain/format';
import { buildColumns, features } from '../../src/ui/DataTable/columns';
import * as css from '../../src/ui/DataTable/DataTable.css';
import { gridTracks } from '../../src/ui/DataTable/gridTracks';
import { GridRow, SkeletonRows } from '../../src/ui/DataTable/GridRow';
import type { DataTableColumn } from '../../src/ui/DataTable/types';
import { GridFrame } from './gridFrame';

const invoices = createInvoiceRows(3);

interface RowsProps {
  columns?: readonly DataTableColumn<InvoiceRow>[];
  selectable?: boolean;
  /** Ids of the selected rows. */
  selected?: readonly string[];
  /** The first row's cell that holds the tab stop. */
  activeCol?: number;
  clickable?: boolean;
}

/** Three body rows as the DataTable draws them from its TanStack rows. */
function Rows({ columns = INVOICE_COLUMNS, selectable = false, selected = [], activeCol = -1, clickable = false }: RowsProps) {
  const built = useMemo(() => buildColumns(columns), [columns]);
  const table = useTable({ features, columns: built.defs, data: invoices, getRowId: (row) => row.id });
  const { template } = gridTracks(columns, selectable);
  return (
    <GridFrame>
      <tbody role="rowgroup" className={css.body}>
        {table.getRowModel().rows.map((row, index) => (
          <GridRow
            key={row.id}
            original={row.original}
            index={index}
            columns={table.getVisibleLeafColumns()}
            template={template}
            activeCol={index === 0 ? activeCol : -1}
            selectable={selectable}
            selected={selected.includes(row.id)}
            clickable={clickable}
          />
        ))}
      </tbody>
    </GridFrame>
  );
}

const meta = {
  title: 'Table/GridRow',
  component: Rows,
} satisfies Meta<typeof Rows>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row');
const texts = (row: HTMLElement) => within(row).getAllByRole('gridcell').map((cell) => cell.textContent);

export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    const invoice = invoices[0]!;
    await expect(first).toHaveAttribute('aria-rowindex', '2');
    await expect(texts(first!)).toEqual([invoice.invoice, invoice.customer, invoice.branch, formatDate(invoice.invoiceDate), formatDate(invoice.dueDate), formatMoney(invoice.total), formatMoney2(invoice.balance)]);
    // money is right-aligned
    await expect(getComputedStyle(within(first!).getAllByRole('gridcell')[5]!).justifyContent).toBe('flex-end');
  },
};

/** The cell with the grid's one tab stop; every other cell is reached with the arrow keys. */
export const TabStop: Story = {
  args: { activeCol: 2 },
  play: async ({ canvasElement }) => {
    const cells = within(rows(canvasElement)[0]!).getAllByRole('gridcell');
    await expect(cells.map((cell) => cell.tabIndex)).toEqual([-1, -1, 0, -1, -1, -1, -1]);
  },
};

export const Selectable: Story = {
  args: { selectable: true, selected: [invoices[1]!.id], activeCol: 0 },
  play: async ({ canvasElement }) => {
    const [first, second] = rows(canvasElement);
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(within(second!).getByRole('checkbox', { name: 'Select row 2' })).toBeChecked();
    // the checkbox is the first cell's focus target
    await expect(within(first!).getByRole('checkbox', { name: 'Select row 1' })).toHaveAttribute('tabindex', '0');
  },
};

const withBalanceBadge: DataTableColumn<InvoiceRow>[] = INVOICE_COLUMNS.map((column) =>
  column.id === 'balance' ? { ...column, render: (row, text) => (row.balance > 0 ? <strong>{text} due</strong> : text) } : column,
);

/** A column's own cell content (`render`), given the formatted value. */
export const CustomCell: Story = {
  args: { columns: withBalanceBadge },
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    await expect(within(first!).getByText(`${formatMoney2(invoices[0]!.balance)} due`).tagName).toBe('STRONG');
  },
};

export const Clickable: Story = {
  args: { clickable: true },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(rows(canvasElement)[0]!).cursor).toBe('pointer');
  },
};

export const Skeleton: Story = {
  render: () => (
    <GridFrame>
      <tbody role="rowgroup" className={css.body}>
        <SkeletonRows template={gridTracks(INVOICE_COLUMNS, false).template} colCount={INVOICE_COLUMNS.length} />
      </tbody>
    </GridFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(8);
    await expect(within(rows(canvasElement)[0]!).getAllByRole('gridcell')).toHaveLength(7);
  },
};
