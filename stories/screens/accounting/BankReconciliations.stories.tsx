import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANK_STATEMENT_FIELDS, type BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { BankReconciliations } from '../../../src/screens/accounting/BankReconciliations';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { bankStatements, NORCROSS_BAI2 } from './bankReconciliationData';
import { clearPendingAnnouncement } from '../../report/pendingAnnouncement';

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
const baiFile = () => new File([NORCROSS_BAI2], 'statement-101-2026-10.bai', { type: '' });

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
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload and match' });
    await expect(upload).toBeDisabled();
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, baiFile(), { applyAccept: false });
    await expect(canvas.getByText('statement-101-2026-10.bai')).toBeVisible();
    await userEvent.click(upload);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'statement-101-2026-10.bai' })));
    await waitFor(() => expect(canvas.queryByText('statement-101-2026-10.bai')).toBeNull());
    await clearPendingAnnouncement();
  },
};

/** A statement going up: its progress. */
export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, baiFile(), { applyAccept: false });
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};

/** A malformed file: the server's 400 names the line and field, and the pick stays to try another. */
export const UploadRefused: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error("file: Line 4: Amount '83x40' is not an amount in cents."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector('input[type=file]')!, baiFile(), { applyAccept: false });
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and match' }));
    await expect(await canvas.findByText("file: Line 4: Amount '83x40' is not an amount in cents.")).toBeVisible();
    await expect(canvas.getByText('statement-101-2026-10.bai')).toBeVisible();
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
  args: { statements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bank statements uploaded for these branches and dates yet.')).toBeVisible();
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

/** Years of statements of six accounts: the server pages them. */
export const Large: Story = {
  args: { statements: bankStatements(300, ['101', '102', '103', '104', '105', '106']) },
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
