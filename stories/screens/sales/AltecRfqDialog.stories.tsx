import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { AltecRfqDialog } from '../../../src/screens/sales/AltecRfqDialog';
import { recordedDialog, rfqDetail, rfqRows } from './altecRfqsData';

const rows = rfqRows(8);
const pending = rfqDetail(rows[0]!);

const meta = {
  title: 'Screens/Sales/AltecRfqDialog',
  component: AltecRfqDialog,
  args: { rfq: pending, ...recordedDialog() },
} satisfies Meta<typeof AltecRfqDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** A Pending RFQ not yet quoted: what Altec asked for, the quote and outcome forms, its RFQ's PDF. */
export const Pending: Story = {
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByRole('form', { name: 'Record our quote' })).toBeInTheDocument();
    await expect(within(open).getByRole('button', { name: `Download ${pending.rfqNo}.pdf` })).toBeVisible();
  },
};

/** Someone else changed the RFQ first: the server's 409 in words above the forms. */
export const Conflict: Story = {
  args: { actionError: RECORD_CHANGED_MESSAGE },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(RECORD_CHANGED_MESSAGE);
  },
};

/** A quoted RFQ: its PDFs to download, and no quote form once it is decided. */
export const Decided: Story = {
  args: { rfq: rfqDetail(rows[6]!) },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open).toHaveTextContent('set it back to Pending to quote it again');
    await userEvent.click(within(open).getByRole('button', { name: `Download ${rows[6]!.quoteNo}.pdf` }));
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ kind: 'Quote' }));
  },
};

/** A PDF going up shows its progress. */
export const Uploading: Story = {
  args: { progress: 0.4 },
  play: async () => {
    await expect(within(await dialog()).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rfq: undefined },
  play: async () => {
    await expect(within(await dialog()).queryByRole('form')).toBeNull();
  },
};

export const Failed: Story = {
  args: { rfq: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
