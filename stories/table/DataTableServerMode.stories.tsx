import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { createInvoiceRows, type InvoiceRow } from '../../src/demo/tableRows';
import { formatMoney, formatMoney2 } from '../../src/domain/format';
import { listSearchParams, type ListAnswer } from '../../src/domain/listQuery';
import { DataTable, type DataTableView } from '../../src/ui/DataTable/DataTable';
import { listQueryOf } from '../../src/ui/DataTable/listQueryOf';
import { serverPageProps } from '../../src/ui/DataTable/serverGridProps';
import { normalizeView } from '../../src/ui/DataTable/useDataTableView';
import { answerList, type ListColumns } from './fakeListServer';

const invoices = createInvoiceRows(200);

/** The invoices list as its endpoint would declare it. */
const LIST_COLUMNS: ListColumns = {
  invoice: { sortable: true, filter: 'text' },
  customer: { sortable: true, filter: 'text' },
  branch: { sortable: true, filter: 'text' },
  invoiceDate: { sortable: true, filter: 'date' },
  dueDate: { sortable: true, filter: 'date' },
  total: { sortable: true, filter: 'number' },
  balance: { sortable: true, filter: 'number' },
};
const COLUMN_IDS = INVOICE_COLUMNS.map((c) => c.id);

/** How the fake server answers each request in turn (the last one for every later request): after so many ms, never, or with a failure. */
type Reply = number | 'never' | 'fail';

interface ServerInvoicesProps {
  /** What the fake server holds. */
  rows: readonly InvoiceRow[];
  replies: readonly Reply[];
  selectable?: boolean;
  /** Each list request the host sends: its query string. */
  onQuery: (query: string) => void;
  onViewChange: (view: DataTableView) => void;
  onPageIndexChange: (pageIndex: number) => void;
  onSelectedRowIdsChange: (ids: string[]) => void;
  /** The query string of the export the host downloads. */
  onExport: (query: string) => void;
}

/** A fake list endpoint behind a query string: the last good answer is kept while the next one loads. */
function useFakeList(rows: readonly InvoiceRow[], query: string, attempt: number, replies: readonly Reply[]) {
  const [answer, setAnswer] = useState<ListAnswer<InvoiceRow>>();
  const [settled, setSettled] = useState<{ key: string; error?: string }>();
  const sent = useRef(0);
  const key = `${query}#${attempt}`;
  useEffect(() => {
    const reply = replies[Math.min(sent.current, replies.length - 1)]!;
    sent.current += 1;
    if (reply === 'never') return;
    const timer = setTimeout(() => {
      if (reply === 'fail') {
        setSettled({ key, error: 'Could not load invoices. Please try again.' });
        return;
      }
      setAnswer(answerList(rows, LIST_COLUMNS, ['total', 'balance'], new URLSearchParams(query)));
      setSettled({ key });
    }, reply === 'fail' ? 0 : reply);
    return () => clearTimeout(timer);
  }, [key, query, rows, replies]);
  const current = settled?.key === key ? settled : undefined;
  return { answer, isLoading: !current, error: current?.error };
}

/** What a screen's container does with a server grid: keeps the view and page, asks the list for them, shows its answer. */
function ServerInvoices({ rows, replies, selectable, onQuery, onViewChange, onPageIndexChange, onSelectedRowIdsChange, onExport }: ServerInvoicesProps) {
  const [view, setView] = useState(() => normalizeView(undefined, COLUMN_IDS));
  const [pageIndex, setPageIndex] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const query = listSearchParams(listQueryOf(view, pageIndex)).toString();
  useEffect(() => onQuery(query), [query, onQuery]);
  const list = useFakeList(rows, query, attempt, replies);
  return (
    <DataTable<InvoiceRow>
      aria-label="Invoices"
      columns={INVOICE_COLUMNS}
      getRowId={(row) => row.id}
      emptyMessage="No open invoices for this branch."
      selectable={selectable ?? false}
      onSelectedRowIdsChange={onSelectedRowIdsChange}
      mode="server"
      {...serverPageProps(list.answer, {
        isLoading: list.isLoading,
        error: list.error,
        onRetry: () => setAttempt(attempt + 1),
        view,
        onViewChange: (next) => {
          setView(next);
          onViewChange(next);
        },
      })}
      pageIndex={pageIndex}
      onPageIndexChange={(next) => {
        setPageIndex(next);
        onPageIndexChange(next);
      }}
      onExport={async (format, shown) => {
        const { sort, search, filters } = listQueryOf(shown, 0);
        onExport(listSearchParams({ sort, search, filters, format }).toString());
        await new Promise((done) => setTimeout(done, 300));
      }}
    />
  );
}

const meta = {
  title: 'Table/DataTable/Server mode',
  component: ServerInvoices,
  args: {
    rows: invoices,
    replies: [150],
    onQuery: fn(),
    onViewChange: fn(),
    onPageIndexChange: fn(),
    onSelectedRowIdsChange: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof ServerInvoices>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- helpers -------------------------------------------------------------------------------

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Invoices' });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
const invoiceNumbers = (table: HTMLElement) =>
  bodyRows(table).map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').find((text) => text.startsWith('INV-')));
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const sortButton = (table: HTMLElement, name: string) => within(table).getByRole('button', { name: new RegExp(`^${name}\\s*(,|$)`) });
/** What the server holds, in the order it would answer for one sort key. */
const sortedBy = (key: 'total' | 'customer', desc = false) =>
  invoices
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row[key] === b.row[key] ? a.index - b.index : (a.row[key] > b.row[key] ? 1 : -1) * (desc ? -1 : 1)))
    .map(({ row }) => row.invoice);
const sum = (rows: readonly InvoiceRow[], key: 'total' | 'balance') => rows.reduce((s, r) => s + r[key], 0);
/** The grid has shown the server's answer (not the skeleton, not the previous page dimmed). */
const answered = (table: HTMLElement) => waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));

// ---- stories -------------------------------------------------------------------------------

export const SortAndPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await expect(args.onQuery).toHaveBeenLastCalledWith('');
    // the server's count of every row, and its totals over all of them, not the page's
    await expect(status(canvasElement)).toHaveTextContent('200 rows');
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    const foot = table.querySelector('tfoot')!;
    await expect(foot).toHaveTextContent(formatMoney(sum(invoices, 'total')));
    await expect(foot).toHaveTextContent(formatMoney2(sum(invoices, 'balance')));

    await userEvent.click(sortButton(table, 'Total'));
    await expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'total', desc: false }] }));
    await expect(args.onQuery).toHaveBeenLastCalledWith('sort=total');
    const byTotal = sortedBy('total');
    await waitFor(() => expect(invoiceNumbers(table)).toEqual(byTotal.slice(0, 50)));

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
    await expect(args.onQuery).toHaveBeenLastCalledWith('page=2&sort=total');
    await waitFor(() => expect(invoiceNumbers(table)).toEqual(byTotal.slice(50, 100)));
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();

    // a new sort goes back to the first page
    await userEvent.click(sortButton(table, 'Total'));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(0);
    await expect(args.onQuery).toHaveBeenLastCalledWith('sort=total.desc');
    await waitFor(() => expect(invoiceNumbers(table)).toEqual(sortedBy('total', true).slice(0, 50)));
    await expect(within(table).getAllByRole('columnheader')[5]).toHaveAttribute('aria-sort', 'descending');
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'dixie');
    await waitFor(() => expect(args.onQuery).toHaveBeenLastCalledWith('q=dixie'));
    await expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ globalFilter: 'dixie' }));
    const dixie = invoices.filter((r) => r.customer.includes('Dixie'));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`${dixie.length} rows`));

    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Total min' }), '10000');
    await waitFor(() => expect(args.onQuery).toHaveBeenLastCalledWith('q=dixie&f.total.min=10000'));
    // dates filter by a range of days on the server
    await userEvent.type(canvas.getByLabelText('Invoice date from'), '2026-01-01');
    await waitFor(() => expect(args.onQuery).toHaveBeenLastCalledWith('q=dixie&f.total.min=10000&f.invoiceDate.min=2026-01-01'));
    const both = dixie.filter((r) => r.total >= 10000 && r.invoiceDate >= '2026-01-01');
    await waitFor(() => expect(invoiceNumbers(table)).toEqual(both.map((r) => r.invoice)));
    await expect(table.querySelector('tfoot')).toHaveTextContent(formatMoney(sum(both, 'total')));
  },
};

/** The next page is on its way: the page shown stays, dimmed and marked busy, until it comes. */
export const LoadingNextPage: Story = {
  args: { replies: [0, 'never'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(status(canvasElement)).toHaveTextContent('Loading…');
    await expect(invoiceNumbers(table)).toEqual(invoices.slice(0, 50).map((r) => r.invoice));
    // muted like the status line
    await expect(getComputedStyle(table.querySelector('tbody')!).color).toBe(getComputedStyle(status(canvasElement)).color);
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
  },
};

/** Nothing has come yet: skeleton rows. */
export const FirstLoad: Story = {
  args: { replies: ['never'] },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(status(canvasElement)).toHaveTextContent('Loading…');
    await expect(bodyRows(table)).toHaveLength(0);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await answered(table);
    await expect(within(table).getByText('No open invoices for this branch.')).toBeVisible();
    await expect(status(canvasElement)).toHaveTextContent('0 rows');
    await expect(within(canvasElement).getByText('Page 1 of 1')).toBeVisible();
  },
};

/** The server found nothing for the search: the grid offers to clear it, and asks again for everything. */
export const NoMatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'no such customer');
    await expect(await within(table).findByText('No rows match the search and filters.')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

export const Failed: Story = {
  args: { replies: ['fail'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load invoices. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
};

export const FailedThenRetried: Story = {
  args: { replies: ['fail', 100] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load invoices.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(50));
    await expect(args.onQuery).toHaveBeenCalledTimes(1);
  },
};

/** Export asks the server for every matching row of the view, in the chosen format, not for the page loaded. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await userEvent.click(sortButton(table, 'Customer'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('sort=customer&format=xlsx');
    await expect(canvas.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('sort=customer&format=csv');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  },
};

/** Selected rows are kept by id across pages (the rows of other pages are not loaded). */
export const SelectionAcrossPages: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    await answered(table);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(invoiceNumbers(table)[0]).toBe(invoices[50]!.invoice));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith([invoices[0]!.id, invoices[51]!.id]);
    await expect(status(canvasElement)).toHaveTextContent('200 rows, 2 selected');
    // 'select all' selects the page shown
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await expect(status(canvasElement)).toHaveTextContent('51 selected');
  },
};
