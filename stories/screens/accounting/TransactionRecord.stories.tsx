import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TransactionRecord } from '../../../src/screens/accounting/TransactionRecord';
import { invoiceRecord, openRepairOrder } from './transactionRecordData';

const meta = {
  title: 'Screens/Accounting/TransactionRecord',
  component: TransactionRecord,
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
  args: { record: invoiceRecord, isLoading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof TransactionRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On Transaction Detail: two columns of facts, a link to the documents. */
export const Populated: Story = {
  args: { documentsLink: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Parts invoice 3000123' })).toBeVisible();
    await expect(canvas.getByText('Journal entries')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Entry 9004410: Parts invoice' })).toHaveAttribute('href', '/ar/transactiondetail?jeId=9004410');
    await expect(canvas.getByRole('link', { name: 'View documents' })).toBeVisible();
  },
};

/** In the document viewer's side panel: one column, no link back to the documents. */
export const SidePanel: Story = {
  args: { columns: 1, level: 3 },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'View documents' })).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Parts invoice 3000123' })).toBeVisible();
  },
};

export const NotPosted: Story = {
  args: { record: openRepairOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Journal entry')).toBeVisible();
    await expect(within(canvasElement).getAllByText('Not posted')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { record: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the transaction');
  },
};

export const Failed: Story = {
  args: { record: undefined, error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
