import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { GL_LINE_FIELDS, type GlLine } from '../../../src/domain/accounting/glLines';
import { TransactionDetail, type TransactionDetailProps } from '../../../src/screens/accounting/TransactionDetail';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { glLines } from './glLines';
import { invoiceDistribution, invoiceRecord, openRepairOrder } from './transactionRecordData';
import { exportReport, loadingReport, sortAndPageReport } from '../../report/reportStories';

interface StoryArgs extends ServedReportArgs {
  lines: GlLine[];
  /** The one transaction the address names; `grid: false` while its entries are not known (or there are none). */
  record?: TransactionDetailProps['record'];
  grid?: boolean;
}

/** Stands in for the host and the list endpoint: keeps the filters, the view and the page, and answers a page of the lines. */
function Served({ lines, record, grid = true, ...args }: StoryArgs) {
  const served = useServedReport(lines, GL_LINE_FIELDS, ['debit', 'credit'], args, { branches: ['101'], sort: [{ id: 'postedOn', desc: true }] });
  return grid ? <TransactionDetail {...served} record={record} /> : <TransactionDetail record={record} freshness={undefined} />;
}

const meta = {
  title: 'Screens/Accounting/TransactionDetail',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    lines: glLines(120),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'GL lines' });

/** A month of Norcross's lines: the count and the sums of every matching line, the first page of 50. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Lines' })).toHaveTextContent('120');
    await expect(canvas.getByRole('group', { name: 'Debits' })).toHaveTextContent('$284,462');
    await expect(canvas.getByRole('group', { name: 'Debits less credits' })).toHaveTextContent('$0');
    // The totals row has the cents.
    await expect(within(grid(canvasElement)).getAllByText('$284,462.46')).toHaveLength(2);
    await expect(canvas.getByText('Excede data as of 11/18/2026 09:15 AM')).toBeVisible();
    await expect(within(grid(canvasElement)).getAllByRole('row').length).toBeGreaterThan(50);
    // An entry opens all of its lines; a cross-reference opens its document, both with the branch.
    const [entry] = within(grid(canvasElement)).getAllByRole('link', { name: 'JE0884000' });
    await expect(entry).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&jeId=JE0884000');
  },
};

/** Sorting by a column and paging go to the host, which asks the server again. */
export const SortAndPage: Story = sortAndPageReport('GL lines', { header: /^Debit/, id: 'debit' });

/** The period and the branches are the report's: a change goes to the host. */
export const ChangeFilters: Story = {
  args: { lines: glLines(12) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Period' }), 'Last month');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: ['101'], from: '2026-10-01', to: '2026-10-31' });
    await userEvent.click(canvas.getByRole('button', { name: /^Branches/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All my branches' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ branches: [], from: '2026-10-01', to: '2026-10-31' });
    await userEvent.keyboard('{Escape}');
  },
};

/** Export asks the host for every matching line as a file. */
export const Export: Story = exportReport({ lines: glLines(12) });

export const Loading: Story = loadingReport('Loading Debits');

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No GL lines match these filters.')).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Lines' })).toHaveTextContent('0');
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Forbidden: Story = forbiddenReport;

export const Stale: Story = {
  args: { stale: true, lines: glLines(12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Excede data as of 11\/16\/2026 02:05 AM\. The scheduled imports have not succeeded since/)).toBeVisible();
  },
};

/** Thousands of lines: the server pages them; the grid shows 50 and counts them all. */
export const Large: Story = {
  args: { lines: glLines(5000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Lines' })).toHaveTextContent('5,000');
    await expect(within(canvasElement).getByText(/Page 1 of 100/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { lines: glLines(12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('group', { name: 'Debits' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const loadedRecord = { record: invoiceRecord, isLoading: false, error: null, onRetry: fn() };

/** ?xref=3000123: the invoice's header (type, day, branch, customer, total, posted, entries) above its GL distribution. */
export const Record: Story = {
  args: { lines: invoiceDistribution, record: loadedRecord },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Parts invoice 3000123' });
    const facts = within(header);
    await expect(facts.getAllByText('11/16/2026')).toHaveLength(2);
    await expect(facts.getByText('101 - Norcross')).toBeVisible();
    await expect(facts.getByText('$1,284.60')).toBeVisible();
    await expect(facts.getByRole('link', { name: 'Peachtree Freight Lines (40112)' })).toHaveAttribute('href', '/customer-history?cusId=40112');
    await expect(facts.getByRole('link', { name: 'Entry 9004415: AR receipt' })).toHaveAttribute('href', '/ar/transactiondetail?jeId=9004415');
    await expect(facts.getByRole('link', { name: 'View documents' })).toHaveAttribute('href', '/ar/documentviewer?brnId=101&xref=3000123');
    // Its distribution balances: debits and credits alike in the totals row.
    const distribution = canvas.getByRole('grid', { name: 'GL distribution' });
    await expect(within(distribution).getAllByText('$3,390.95')).toHaveLength(2);
    await expect(canvas.queryByRole('group', { name: 'Lines' })).toBeNull();
  },
};

/** The record's header is on its way; its lines wait for its entries. */
export const RecordLoading: Story = {
  args: { grid: false, record: { record: undefined, isLoading: true, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the transaction');
    await expect(within(canvasElement).queryByRole('grid')).toBeNull();
  },
};

/** An open repair order: nothing is posted, so no lines. */
export const RecordNotPosted: Story = {
  args: { grid: false, record: { ...loadedRecord, record: openRepairOrder } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('region', { name: 'Repair order 2000456' }));
    await expect(header.getAllByText('Not posted')).toHaveLength(2);
  },
};

/** ?jeId= of no entry, or of a branch the user lacks: the server's words, and a retry. */
export const RecordNotFound: Story = {
  args: { grid: false, record: { record: undefined, isLoading: false, error: 'No journal entry 9999999 was found.', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No journal entry 9999999 was found.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.record!.onRetry).toHaveBeenCalledOnce();
  },
};

export const RecordNarrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { lines: invoiceDistribution, record: loadedRecord },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('region', { name: 'Parts invoice 3000123' });
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
