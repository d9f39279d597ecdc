import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATEMENT_FILE_RULES } from '../../src/domain/accounting/bankStatement';
import { UploadCard } from '../../src/ui/report/UploadCard';
import { clearPendingAnnouncement } from './pendingAnnouncement';

const meta = {
  title: 'Report/UploadCard',
  component: UploadCard,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 640 }}>{Story()}</div>],
  args: {
    title: 'Upload a bank statement',
    label: 'Bank statement',
    description: "The bank's BAI2 file (or its CSV export) of one account for the month.",
    rules: STATEMENT_FILE_RULES,
    onUpload: fn(async () => undefined),
    progress: null,
  },
} satisfies Meta<typeof UploadCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const file = () => new File(['01,061000227,PEACHTRUCK,261102,0600,1,,,2/\n'], 'statement-101-2026-10.bai', { type: '' });
const pick = (canvasElement: HTMLElement) => userEvent.upload(canvasElement.querySelector('input[type=file]')!, file(), { applyAccept: false });

/** Nothing picked: nothing to send. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upload and match' })).toBeDisabled();
  },
};

/** A file picked by its extension and sent; the pick is cleared once the server has read it. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and match' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'statement-101-2026-10.bai' })));
    await waitFor(() => expect(canvas.queryByText('statement-101-2026-10.bai')).toBeNull());
    await clearPendingAnnouncement();
  },
};

/** The server's refusal in its words; the pick stays. */
export const Refused: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('file: Line 2: The file needs its trailer (99).'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pick(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and match' }));
    await expect(await canvas.findByText('file: Line 2: The file needs its trailer (99).')).toBeVisible();
    await expect(canvas.getByText('statement-101-2026-10.bai')).toBeVisible();
    await clearPendingAnnouncement();
  },
};

/** Going up: its progress. */
export const Uploading: Story = {
  args: { progress: 0.6 },
  play: async ({ canvasElement }) => {
    await pick(canvasElement);
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
  },
};
