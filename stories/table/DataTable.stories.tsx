import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, type DataTableView, type ExportedFile } from '../../src/ui/DataTable/DataTable';
import { INVOICE_COLUMNS, PARTS_TICKET_COLUMNS } from '../../src/demo/tableColumns';
import { createInvoiceRows, createPartsTicketRows, type InvoiceRow, type PartsTicketRow } from '../../src/demo/tableRows';
import { formatMoney, formatMoney2 } from '../../src/domain/format';

const invoices = createInvoiceRows(200);

const invoiceColumns = INVOICE_COLUMNS;
const ticketColumns = PARTS_TICKET_COLUMNS;

const invoiceRowId = (row: InvoiceRow) => row.id;
const ticketRowId = (row: PartsTicketRow) => row.id;

const meta = {
  title: 'Table/DataTable',
  component: DataTable<InvoiceRow>,
  args: {
    'aria-label': 'Invoices',
    columns: invoiceColumns,
    data: invoices,
    getRowId: invoiceRowId,
    mode: 'paged',
    exportFileName: 'invoices',
  },
} satisfies Meta<typeof DataTable<InvoiceRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- helpers -------------------------------------------------------------------------------

const grid = (canvasElement: HTMLElement, name = 'Invoices') => within(canvasElement).getByRole('grid', { name });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
/** A page draws its first 20 rows at once and the rest a frame later: waits until all `count` are there. */
const allRowsDrawn = (table: HTMLElement, count: number) => waitFor(() => expect(bodyRows(table)).toHaveLength(count));
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]\d*|,.*$/g, '').trim());
/** The texts of one column, by its header, in display order. */
function columnTexts(table: HTMLElement, header: string): string[] {
  const index = headers(table).indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return bodyRows(table).map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? '');
}
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const sortButton = (table: HTMLElement, name: string) =>
  within(table).getByRole('button', { name: new RegExp(`^${name}\\s*(,|$)`) });
const textCompare = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

// ---- stories -------------------------------------------------------------------------------

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await allRowsDrawn(table, 50);
    await expect(status(canvasElement)).toHaveTextContent('200 rows');
    await expect(headers(table)).toEqual(['Invoice', 'Customer', 'Branch', 'Invoice date', 'Due date', 'Total', 'Balance']);
    const first = invoices[0]!;
    await expect(columnTexts(table, 'Invoice')[0]).toBe(first.invoice);
    await expect(columnTexts(table, 'Total')[0]).toBe(formatMoney(first.total));
    await expect(within(canvasElement).getByText('Page 1 of 4')).toBeVisible();
    // money is right-aligned
    const totalCell = bodyRows(table)[0]!.querySelectorAll('td')[5]!;
    await expect(getComputedStyle(totalCell).justifyContent).toBe('flex-end');
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await userEvent.click(sortButton(table, 'Customer'));
    const customerHeader = within(table).getAllByRole('columnheader')[1]!;
    await expect(customerHeader).toHaveAttribute('aria-sort', 'ascending');
    const asc = columnTexts(table, 'Customer');
    await expect([...asc].sort(textCompare)).toEqual(asc);

    await userEvent.click(sortButton(table, 'Customer'));
    await expect(customerHeader).toHaveAttribute('aria-sort', 'descending');

    // shift-click adds Total as the second sort key
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(sortButton(table, 'Total'));
    await user.keyboard('{/Shift}');
    const expected = invoices
      .map((row, index) => ({ row, index }))
      .sort((a, b) => -textCompare(a.row.customer, b.row.customer) || a.row.total - b.row.total || a.index - b.index)
      .slice(0, 50)
      .map(({ row }) => row.invoice);
    await waitFor(() => expect(columnTexts(table, 'Invoice')).toEqual(expected));
    await expect(sortButton(table, 'Total')).toHaveTextContent('▲2');
  },
};

export const SearchAndColumnFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'dixie');
    const dixie = invoices.filter((r) => r.customer.includes('Dixie'));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${dixie.length} rows (of 200)`));
    for (const text of columnTexts(table, 'Customer')) await expect(text).toContain('Dixie');

    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Branch' }), 'norcross');
    const both = dixie.filter((r) => r.branch.includes('Norcross'));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${both.length} ${both.length === 1 ? 'row' : 'rows'} (of 200)`));
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    // a number range filter on Total
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Total min' }), '10000');
    const big = both.filter((r) => r.total >= 10000);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(big.length));
  },
};

export const ColumnVisibilityAndOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const table = grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const dialog = await page.findByRole('dialog', { name: 'Columns' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Due date' }));
    await waitFor(() => expect(headers(table)).not.toContain('Due date'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Balance up' }));
    await waitFor(() => expect(headers(table)).toEqual(['Invoice', 'Customer', 'Branch', 'Invoice date', 'Balance', 'Total']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headers(table)).toHaveLength(7));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await allRowsDrawn(table, 100);
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(columnTexts(table, 'Invoice')[0]).toBe(invoices[100]!.invoice);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '30');
    await allRowsDrawn(table, 30);
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
  },
};

const tickets5k = createPartsTicketRows(5000);

export const Virtual: Story = {
  render: () => (
    <DataTable<PartsTicketRow> aria-label="Parts tickets" columns={ticketColumns} data={tickets5k} getRowId={ticketRowId} mode="virtual" height={420} />
  ),
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Parts tickets');
    await expect(status(canvasElement)).toHaveTextContent('5,000 rows');
    await expect(table).toHaveAttribute('aria-rowcount', '5002');
    // The virtual body's code loads on first use (skeleton rows until then).
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    const rendered = bodyRows(table).length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(60);
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    const scroller = table.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="5001"]')).not.toBeNull());
    await expect(table.querySelector('tr[aria-rowindex="5001"]')).toHaveTextContent(tickets5k[4999]!.ticket);
  },
};

export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    const foot = table.querySelector('tfoot')!;
    const sum = (rows: InvoiceRow[], key: 'total' | 'balance') => rows.reduce((s, r) => s + r[key], 0);
    await expect(foot).toHaveTextContent('Total');
    await expect(foot).toHaveTextContent(formatMoney(sum(invoices, 'total')));
    await expect(foot).toHaveTextContent(formatMoney2(sum(invoices, 'balance')));
    // totals follow the filter, over every filtered row (not just the page)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Savannah');
    const filtered = invoices.filter((r) => `${r.customer} ${r.branch}`.includes('Savannah'));
    await waitFor(() => expect(foot).toHaveTextContent(formatMoney2(sum(filtered, 'balance'))));
  },
};

export const RowSelection: Story = {
  args: { selectable: true, onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([invoices[1]]);
    await expect(bodyRows(table)[1]).toHaveAttribute('aria-selected', 'true');
    await expect(status(canvasElement)).toHaveTextContent('1 selected');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Macon');
    const macon = invoices.filter((r) => `${r.customer} ${r.branch}`.includes('Macon'));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${macon.length} rows`));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    const selectedNow = new Set([invoices[1]!.id, ...macon.map((r) => r.id)]);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${selectedNow.size} selected`));
    await expect(within(table).getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
  },
};

export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await userEvent.click(within(bodyRows(table)[3]!).getByText(invoices[3]!.customer));
    await expect(args.onRowClick).toHaveBeenCalledWith(invoices[3]);
  },
};

export const KeyboardNavigation: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await allRowsDrawn(table, 50);
    const tabbable = table.querySelectorAll('[tabindex="0"]');
    await expect(tabbable).toHaveLength(1);
    (tabbable[0] as HTMLElement).focus();
    await expect(document.activeElement).toBe(sortButton(table, 'Invoice'));
    const focusedCell = () => document.activeElement!.closest('[data-c]')!;
    const at = () => [Number(focusedCell().getAttribute('data-r')), Number(focusedCell().getAttribute('data-c'))];

    await userEvent.keyboard('{ArrowDown}');
    await expect(at()).toEqual([0, 0]);
    await expect(document.activeElement).toHaveTextContent(invoices[0]!.invoice);
    await userEvent.keyboard('{ArrowRight}');
    await expect(at()).toEqual([0, 1]);
    await userEvent.keyboard('{End}');
    await expect(at()).toEqual([0, 6]);
    await userEvent.keyboard('{Home}');
    await expect(at()).toEqual([0, 0]);
    await userEvent.keyboard('{PageDown}');
    await expect(at()).toEqual([10, 0]);
    await userEvent.keyboard('{PageUp}');
    await expect(at()).toEqual([0, 0]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(at()).toEqual([49, 6]);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onRowClick).toHaveBeenCalledWith(invoices[48]);
    // one tab stop: the active cell
    await expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    // Enter on a header sorts
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp}');
    await expect(at()).toEqual([-1, 0]);
    await userEvent.keyboard('{Enter}');
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(status(canvasElement)).toHaveTextContent('Loading…');
    await expect(bodyRows(table)).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getByText('No records found.')).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('0 rows');
  },
};

export const EmptyWithMessage: Story = {
  args: { data: [], emptyMessage: 'No open invoices for this branch.' },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getByText('No open invoices for this branch.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'Could not load invoices. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load invoices.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FilteredToNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'no such customer');
    await expect(await within(table).findByText('No rows match the search and filters.')).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('0 rows (of 200)');
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await allRowsDrawn(table, 50);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const ExportCsv: Story = {
  args: {
    onExport: fn<(file: ExportedFile) => boolean>(() => false),
    defaultView: {
      sorting: [{ id: 'total', desc: true }],
      globalFilter: 'Magnolia',
      columnVisibility: { dueDate: false },
      columnOrder: ['customer', 'invoice'],
      pageSize: 30,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const file = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as ExportedFile;
    await expect(file.fileName).toBe('invoices.csv');
    const text = (await file.blob.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    const expected = invoices
      .filter((r) => r.customer.includes('Magnolia'))
      .map((row, index) => ({ row, index }))
      .sort((a, b) => b.row.total - a.row.total || a.index - b.index);
    // every filtered row, not only the 30 on the page; visible columns in their order
    await expect(lines).toHaveLength(expected.length + 1);
    await expect(lines[0]).toBe('Customer,Invoice,Branch,Invoice date,Total,Balance');
    const top = expected[0]!.row;
    await expect(lines[1]).toContain(`${top.customer},${top.invoice},${top.branch},`);
    await expect(lines[1]).toContain(`"${formatMoney(top.total)}"`);
  },
};

export const ExportExcel: Story = {
  args: { onExport: fn<(file: ExportedFile) => boolean>(() => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const file = (args.onExport as ReturnType<typeof fn>).mock.calls[0]![0] as ExportedFile;
    await expect(file.fileName).toBe('invoices.xlsx');
    await expect(file.rows).toHaveLength(201);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    await expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK'); // a zip container
  },
};

export const ControlledView: Story = {
  args: { onViewChange: fn() },
  render: function ControlledViewStory(args) {
    const [view, setView] = useState<Partial<DataTableView>>({ pageSize: 30 });
    return (
      <DataTable<InvoiceRow>
        {...args}
        view={view}
        onViewChange={(next) => {
          setView(next);
          args.onViewChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await allRowsDrawn(table, 30);
    await userEvent.click(sortButton(table, 'Balance'));
    await expect(args.onViewChange).toHaveBeenLastCalledWith({
      sorting: [{ id: 'balance', desc: false }],
      columnFilters: [],
      globalFilter: '',
      columnVisibility: {},
      columnOrder: ['invoice', 'customer', 'branch', 'invoiceDate', 'dueDate', 'total', 'balance'],
      pageSize: 30,
    });
    await expect(within(table).getAllByRole('columnheader')[6]).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const ControlledPageAndSelection: Story = {
  args: { selectable: true, onPageIndexChange: fn(), onSelectedRowIdsChange: fn() },
  render: function ControlledPageAndSelectionStory(args) {
    const [pageIndex, setPageIndex] = useState(2);
    const [selected, setSelected] = useState<string[]>([invoices[100]!.id]);
    return (
      <DataTable<InvoiceRow>
        {...args}
        pageIndex={pageIndex}
        onPageIndexChange={(next) => {
          setPageIndex(next);
          args.onPageIndexChange?.(next);
        }}
        selectedRowIds={selected}
        onSelectedRowIdsChange={(ids) => {
          setSelected(ids);
          args.onSelectedRowIdsChange?.(ids);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    // the host's page and selection are shown
    await expect(canvas.getByText('Page 3 of 4')).toBeVisible();
    await expect(columnTexts(table, 'Invoice')[0]).toBe(invoices[100]!.invoice);
    await expect(bodyRows(table)[0]).toHaveAttribute('aria-selected', 'true');
    await expect(status(canvasElement)).toHaveTextContent('200 rows, 1 selected');

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(columnTexts(table, 'Invoice')[0]).toBe(invoices[50]!.invoice));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([invoices[100]!.id, invoices[50]!.id]);
    await expect(status(canvasElement)).toHaveTextContent('2 selected');

    // a new sort starts again from the first page
    await userEvent.click(sortButton(table, 'Customer'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    // columns keep a readable width (at most a quarter narrower than they ask) and the grid scrolls sideways instead
    await expect(table.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth);
    for (const header of within(table).getAllByRole('columnheader')) await expect(header.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
  },
};

export const Stress: Story = {
  render: function StressStory() {
    const [rows] = useState(() => createPartsTicketRows(100_000));
    return <DataTable<PartsTicketRow> aria-label="Parts tickets" columns={ticketColumns} data={rows} getRowId={ticketRowId} mode="virtual" height={480} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement, 'Parts tickets');
    await expect(status(canvasElement)).toHaveTextContent('100,000 rows');
    const data = createPartsTicketRows(100_000);

    await userEvent.click(sortButton(table, 'Amount'));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')[6]).toHaveAttribute('aria-sort', 'ascending'));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'norcross');
    const expected = data
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => row.branch.includes('Norcross'))
      .sort((a, b) => a.row.amount - b.row.amount || a.index - b.index);
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${expected.length.toLocaleString('en-US')} rows (of 100,000)`), {
      timeout: 10_000,
    });
    await expect(columnTexts(table, 'Ticket')[0]).toBe(expected[0]!.row.ticket);

    const scroller = table.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    const lastIndex = String(expected.length + 1);
    await waitFor(() => expect(table.querySelector(`tr[aria-rowindex="${lastIndex}"]`)).not.toBeNull());
    const last = expected[expected.length - 1]!.row;
    const lastRow = table.querySelector(`tr[aria-rowindex="${lastIndex}"]`)!;
    await expect(lastRow).toHaveTextContent(last.ticket);
    await expect(lastRow).toHaveTextContent(formatMoney2(last.amount));
  },
};

// ---- long grids: the row worker -----------------------------------------------------------

const tickets20k = createPartsTicketRows(20_000);

/** How many columns of rows the row worker has been handed. */
let columnsHandedOver = 0;

/** A row worker still at work: it takes the rows and the queries and has not answered yet. */
class RowWorkerAtWork {
  onmessage = null;
  onerror = null;
  postMessage(message: { type: string }) {
    if (message.type === 'column') columnsHandedOver++;
  }
  terminate() {}
}

/** Holds the long grid's row worker at work for the story (the real one answers in tens of milliseconds). */
function holdTheRowWorker() {
  const real = globalThis.Worker;
  columnsHandedOver = 0;
  globalThis.Worker = RowWorkerAtWork as unknown as typeof Worker;
  return () => {
    globalThis.Worker = real;
  };
}

const LongGrid = ({ defaultView }: { defaultView?: Partial<DataTableView> }) => (
  <DataTable<PartsTicketRow> aria-label="Parts tickets" columns={ticketColumns} data={tickets20k} getRowId={ticketRowId} mode="virtual" height={420} defaultView={defaultView} />
);

/** A long grid sorts in its row worker: until the answer comes, the rows shown stay, muted, and the grid says it is busy. */
export const SortingInTheBackground: Story = {
  beforeEach: holdTheRowWorker,
  render: () => <LongGrid />,
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Parts tickets');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    await expect(table).not.toHaveAttribute('aria-busy');
    // the rows' columns go to the worker just after the first paint (a query before that is answered at once)
    await waitFor(() => expect(columnsHandedOver).toBe(ticketColumns.length));
    const colour = getComputedStyle(bodyRows(table)[0]!).color;
    await userEvent.click(sortButton(table, 'Amount'));
    await expect(within(table).getAllByRole('columnheader')[6]).toHaveAttribute('aria-sort', 'ascending');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    // the rows in the data's order, and their count, until the sorted ones come
    await expect(columnTexts(table, 'Ticket')[0]).toBe(tickets20k[0]!.ticket);
    await expect(status(canvasElement)).toHaveTextContent('20,000 rows');
    // muted once the wait passes 150 ms (a quick answer does not flash the rows)
    await waitFor(() => expect(getComputedStyle(bodyRows(table)[0]!).color).not.toBe(colour));
  },
};

/** A long grid whose saved view sorts it shows its rows sorted in the first paint, without waiting for its row worker. */
export const LongGridWithASavedSort: Story = {
  beforeEach: holdTheRowWorker,
  render: () => <LongGrid defaultView={{ sorting: [{ id: 'amount', desc: true }] }} />,
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Parts tickets');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(within(table).getAllByRole('columnheader')[6]).toHaveAttribute('aria-sort', 'descending');
    const largest = tickets20k.reduce((top, row) => (row.amount > top.amount ? row : top));
    await expect(columnTexts(table, 'Ticket')[0]).toBe(largest.ticket);
    await expect(status(canvasElement)).toHaveTextContent('20,000 rows');
  },
};

/** In a long grid the keyboard's focus stays with its cell while the view scrolls under it, and goes when its row is scrolled away. */
export const VirtualKeyboardNavigation: Story = {
  render: () => <DataTable<PartsTicketRow> aria-label="Parts tickets" columns={ticketColumns} data={tickets5k} getRowId={ticketRowId} mode="virtual" height={420} />,
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Parts tickets');
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    const focusedRow = () => document.activeElement?.closest('tr');
    (table.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{PageDown}{PageDown}{PageDown}{ArrowRight}');
    // row 31 of 5,000, well below the first view
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '32');
    await expect(document.activeElement).toHaveTextContent(tickets5k[30]!.branch);
    await userEvent.keyboard('{Control>}{End}{/Control}{Home}');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '5001');
    await expect(document.activeElement).toHaveTextContent(tickets5k[4999]!.ticket);
    // scrolled back to the top, the last row is not drawn: the focus goes, and the header holds the tab stop
    table.parentElement!.scrollTop = 0;
    await waitFor(() => expect(table.querySelector('tr[aria-rowindex="2"]')).not.toBeNull());
    await waitFor(() => expect(table.contains(document.activeElement)).toBe(false));
    await waitFor(() => expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1));
  },
};
