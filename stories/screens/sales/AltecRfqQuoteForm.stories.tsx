import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AltecRfqQuoteForm } from '../../../src/screens/sales/AltecRfqQuoteForm';
import { rfqDetail, rfqRows } from './altecRfqsData';

const meta = {
  title: 'Screens/Sales/AltecRfqQuoteForm',
  component: AltecRfqQuoteForm,
  args: { rfq: rfqDetail(rfqRows(1)[0]!), isPending: false, onQuote: fn() },
} satisfies Meta<typeof AltecRfqQuoteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Pending RFQ not yet quoted: our quote recorded with its number, day and unit price. */
export const RecordQuote: Story = {
  play: async ({ canvasElement, args }) => {
    const quote = within(within(canvasElement).getByRole('form', { name: 'Record our quote' }));
    await userEvent.type(quote.getByRole('textbox', { name: 'Quote no.' }), 'Q-201-0200');
    await userEvent.type(quote.getByLabelText('Quoted on'), '2026-11-17');
    await userEvent.type(quote.getByRole('textbox', { name: 'Unit price' }), '64,250.00');
    await userEvent.click(quote.getByRole('button', { name: 'Record quote' }));
    await expect(args.onQuote).toHaveBeenCalledWith(expect.objectContaining({ version: 2, quoteNo: 'Q-201-0200', quotedOn: '2026-11-17', unitPrice: '64,250.00' }));
  },
};

/** A quote with no unit price is refused on its field before anything is sent. */
export const QuoteRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const quote = within(within(canvasElement).getByRole('form', { name: 'Record our quote' }));
    await userEvent.type(quote.getByRole('textbox', { name: 'Quote no.' }), 'Q-201-0200');
    await userEvent.click(quote.getByRole('button', { name: 'Record quote' }));
    await expect(await quote.findByText('Enter the unit price.')).toBeVisible();
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};
