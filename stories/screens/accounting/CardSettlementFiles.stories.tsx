import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CARD_FILE_FIELDS, type CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { CardSettlementFiles } from '../../../src/screens/accounting/CardSettlementFiles';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { cardFiles, NORCROSS_CSV } from './cardSettlementData';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';

interface StoryArgs extends ServedReportArgs {
  files: CardFileRow[];
  onUpload: (file: File) => Promise<void>;
}

function Served({ files, onUpload, ...args }: StoryArgs) {
  const report = useServedReport(files, CARD_FILE_FIELDS, ['lines', 'gross', 'fees', 'chargebacks', 'net'], args, { branches: ['101', '102'], sort: [{ id: 'id', desc: true }] });
  return <CardSettlementFiles {...report} onUpload={onUpload} progress={null} />;
}

const meta = {
  title: 'Screens/Accounting/CardSettlementFiles',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), files: cardFiles(12), onUpload: fn(async () => undefined) },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Settlement files' });
const csvFile = (text = NORCROSS_CSV) => new File([text], 'settlement-101-20261116.csv', { type: 'text/csv' });

/** Two branches' files with their figures and status; each opens its lines. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement));
    await expect(table.getAllByText('Reconciled').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Errors').length).toBeGreaterThan(0);
    await expect(table.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/ar/creditcardcollections/filebyid/12');
    await expect(within(canvasElement).getByRole('link', { name: 'Receipts, batches and deposits by day' })).toHaveAttribute('href', '/ar/creditcardcollections/gridview/details');
  },
};

/** A CSV picked and uploaded: the host reads and matches it (and opens it); the pick is cleared. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload and match' });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, csvFile());
    await expect(canvas.getByText('settlement-101-20261116.csv')).toBeVisible();
    await userEvent.click(upload);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'settlement-101-20261116.csv' })));
    await waitFor(() => expect(canvas.queryByText('settlement-101-20261116.csv')).toBeNull());
    await clearPendingAnnouncement();
  },
};

/** A malformed file: the server's 400 names the line, and the pick stays to try another. */
export const UploadRefused: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error("file: Line 3: Amount '87.1x' is not an amount."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, csvFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and match' }));
    await expect(await canvas.findByText("file: Line 3: Amount '87.1x' is not an amount.")).toBeVisible();
    await expect(canvas.getByText('settlement-101-20261116.csv')).toBeVisible();
    await clearPendingAnnouncement();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '#12' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No settlement files uploaded for these branches yet.')).toBeVisible();
  },
};

/** A branch the user does not hold, from the address: the server's 403 in words. */
export const Forbidden: Story = {
  args: { state: 'failed', error: 'You do not have access to branch 201.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A year of files at six branches: the server pages them. */
export const Large: Story = {
  args: { files: cardFiles(300, ['101', '102', '103', '104', '105', '106']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page 1 of 6/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Report filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};
