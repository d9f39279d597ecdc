import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BANK_STATEMENT_FIELDS, type BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { BankReconciliations } from '../../../src/screens/accounting/BankReconciliations';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { bankStatements, NORCROSS_BAI2 } from './bankReconciliationData';
import { emptyReport, loadingRows, narrowReport, pagedReport } from '../../report/reportStories';
import { uploadStories } from '../../report/uploadStories';

interface StoryArgs extends ServedReportArgs {
  statements: BankStatementRow[];
  onUpload: (file: File) => Promise<void>;
  progress: number | null;
}

function Served({ statements, onUpload, progress, ...args }: StoryArgs) {
  const report = useServedReport(statements, BANK_STATEMENT_FIELDS, ['statementBalance', 'bookBalance', 'outstandingChecks', 'depositsInTransit', 'needsEntry', 'difference'], args, {
    branches: ['101', '102'],
    sort: [{ id: 'periodTo', desc: true }],
  });
  return <BankReconciliations {...report} onUpload={onUpload} progress={progress} />;
}

const meta = {
  title: 'Screens/Accounting/BankReconciliations',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), statements: bankStatements(12), onUpload: fn(async () => undefined), progress: null },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Bank statements' });
const uploads = uploadStories(() => new File([NORCROSS_BAI2], 'statement-101-2026-10.bai', { type: '' }), "file: Line 4: Amount '83x40' is not an amount in cents.", { applyAccept: false });

/** Two accounts' statements by month, masked, with their reconciliation and status; each opens its workspace. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(grid(canvasElement));
    await expect(table.getAllByText('Approved').length).toBeGreaterThan(0);
    await expect(table.getAllByText('Open').length).toBeGreaterThan(0);
    await expect(table.getAllByText(/^••••\d{4}$/).length).toBeGreaterThan(0);
    await expect(table.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/bankreconcillation/filebyid/12');
  },
};

/** A BAI2 file picked (browsers give .bai no type) and uploaded: the host reads and matches it; the pick is cleared. */
export const Upload: Story = uploads.Upload;

/** A statement going up: its progress. */
export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async ({ canvasElement }) => {
    await uploads.choose(canvasElement);
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

/** A malformed file: the server's 400 names the line and field, and the pick stays to try another. */
export const UploadRefused: Story = uploads.UploadRefused;

export const Loading: Story = loadingRows('#12');

export const Empty: Story = emptyReport({ statements: [] }, 'No bank statements uploaded for these branches and dates yet.');

export const Forbidden: Story = forbiddenReport;

/** Years of statements of six accounts: the server pages them. */
export const Large: Story = pagedReport({ statements: bankStatements(300, ['101', '102', '103', '104', '105', '106']) });

export const Narrow: Story = narrowReport;
