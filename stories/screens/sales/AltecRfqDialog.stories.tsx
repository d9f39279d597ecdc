import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { ORDER_NEEDED, REASON_NEEDED } from '../../../src/domain/sales/altecRfqs';
import { AltecRfqDialog } from '../../../src/screens/sales/AltecRfqDialog';
import { recordedDialog, rfqDetail, rfqRows } from './altecRfqsData';

const rows = rfqRows(8);
const pending = rfqDetail(rows[0]!);
const quoted = rfqDetail(rows[5]!);

const meta = {
  title: 'Screens/Sales/AltecRfqDialog',
  component: AltecRfqDialog,
  args: { rfq: pending, ...recordedDialog() },
} satisfies Meta<typeof AltecRfqDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** A Pending RFQ not yet quoted: our quote recorded with its number, day and unit price. */
export const RecordQuote: Story = {
  play: async ({ args }) => {
    const quote = within(await dialog()).getByRole('form', { name: 'Record our quote' });
    await userEvent.type(within(quote).getByRole('textbox', { name: 'Quote no.' }), 'Q-201-0200');
    await userEvent.type(within(quote).getByLabelText('Quoted on'), '2026-11-17');
    await userEvent.type(within(quote).getByRole('textbox', { name: 'Unit price' }), '64,250.00');
    await userEvent.click(within(quote).getByRole('button', { name: 'Record quote' }));
    await expect(args.onQuote).toHaveBeenCalledWith(expect.objectContaining({ version: 2, quoteNo: 'Q-201-0200', quotedOn: '2026-11-17', unitPrice: '64,250.00' }));
  },
};

/** A quote with no unit price is refused on its field before anything is sent. */
export const QuoteRefused: Story = {
  play: async ({ args }) => {
    const quote = within(await dialog()).getByRole('form', { name: 'Record our quote' });
    await userEvent.type(within(quote).getByRole('textbox', { name: 'Quote no.' }), 'Q-201-0200');
    await userEvent.click(within(quote).getByRole('button', { name: 'Record quote' }));
    await expect(await within(quote).findByText('Enter the unit price.')).toBeVisible();
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/** Lost needs its reason: refused on the field, nothing sent. */
export const LostNeedsReason: Story = {
  play: async ({ args }) => {
    const outcome = within(await dialog()).getByRole('form', { name: 'Set the outcome' });
    await userEvent.selectOptions(within(outcome).getByRole('combobox', { name: 'Outcome' }), 'Lost');
    await userEvent.click(within(outcome).getByRole('button', { name: 'Save outcome' }));
    await expect(await within(outcome).findByText(REASON_NEEDED)).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** Won needs its order: refused without one, then sent with the deal. */
export const WonWithDeal: Story = {
  args: { rfq: quoted },
  play: async ({ args }) => {
    const outcome = within(await dialog()).getByRole('form', { name: 'Set the outcome' });
    await userEvent.selectOptions(within(outcome).getByRole('combobox', { name: 'Outcome' }), 'Won');
    await userEvent.clear(within(outcome).getByRole('textbox', { name: 'Deal' }));
    await userEvent.click(within(outcome).getByRole('button', { name: 'Save outcome' }));
    await expect(await within(outcome).findByText(ORDER_NEEDED)).toBeVisible();
    await userEvent.type(within(outcome).getByRole('textbox', { name: 'Deal' }), 'D201-0412');
    await userEvent.click(within(outcome).getByRole('button', { name: 'Save outcome' }));
    await expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'Won', dealId: 'D201-0412' }));
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
