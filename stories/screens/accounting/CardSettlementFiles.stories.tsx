import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CARD_FILE_FIELDS, type CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { CardSettlementFiles } from '../../../src/screens/accounting/CardSettlementFiles';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { cardFiles, NORCROSS_CSV } from './cardSettlementData';
import { emptyReport, loadingRows, narrowReport, pagedReport } from '../../report/reportStories';
import { uploadStories } from '../../report/uploadStories';

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
const uploads = uploadStories(() => new File([NORCROSS_CSV], 'settlement-101-20261116.csv', { type: 'text/csv' }), "file: Line 3: Amount '87.1x' is not an amount.");

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
export const Upload: Story = uploads.Upload;

/** A malformed file: the server's 400 names the line, and the pick stays to try another. */
export const UploadRefused: Story = uploads.UploadRefused;

export const Loading: Story = loadingRows('#12');

export const Empty: Story = emptyReport({ files: [] }, 'No settlement files uploaded for these branches yet.');

export const Forbidden: Story = forbiddenReport;

/** A year of files at six branches: the server pages them. */
export const Large: Story = pagedReport({ files: cardFiles(300, ['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = narrowReport;
