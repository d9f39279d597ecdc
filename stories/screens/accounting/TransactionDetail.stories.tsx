import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GL_LINE_FIELDS, type GlLine } from '../../../src/domain/accounting/glLines';
import { TransactionDetail } from '../../../src/screens/accounting/TransactionDetail';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { glLines } from './glLines';

interface StoryArgs extends ServedReportArgs {
  lines: GlLine[];
}

/** Stands in for the host and the list endpoint: keeps the filters, the view and the page, and answers a page of the lines. */
function Served({ lines, ...args }: StoryArgs) {
  return <TransactionDetail {...useServedReport(lines, GL_LINE_FIELDS, ['debit', 'credit'], args, { branches: ['101'], sort: [{ id: 'postedOn', desc: true }] })} />;
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
    await expect(entry).toHaveAttribute('href', '/ar/transactiondetail?brnId=101&from=2026-11-18&to=2026-11-18&f.jeId=JE0884000');
  },
};

/** Sorting by a column and paging go to the host, which asks the server again. */
export const SortAndPage: Story = {
  play: async ({ canvasElement, args }) => {
    const table = grid(canvasElement);
    await userEvent.click(within(table).getByRole('button', { name: /^Debit/ }));
    await waitFor(() => expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ sorting: [{ id: 'debit', desc: false }] })));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageIndexChange).toHaveBeenLastCalledWith(1);
  },
};

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
export const Export: Story = {
  args: { lines: glLines(12) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Debits')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No GL lines match these filters.')).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Lines' })).toHaveTextContent('0');
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words, the filters still there. */
export const Forbidden: Story = {
  args: { state: 'failed', error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

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
