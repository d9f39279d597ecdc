import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ORDER_NEEDED, REASON_NEEDED } from '../../../src/domain/sales/altecRfqs';
import { AltecRfqOutcomeForm } from '../../../src/screens/sales/AltecRfqOutcomeForm';
import { rfqDetail, rfqRows } from './altecRfqsData';

const meta = {
  title: 'Screens/Sales/AltecRfqOutcomeForm',
  component: AltecRfqOutcomeForm,
  args: { rfq: rfqDetail(rfqRows(6)[5]!), isPending: false, onOutcome: fn() },
} satisfies Meta<typeof AltecRfqOutcomeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const outcomeForm = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('form', { name: 'Set the outcome' }));

/** Lost needs its reason: refused on the field, nothing sent. */
export const LostNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    const form = outcomeForm(canvasElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Outcome' }), 'Lost');
    await userEvent.click(form.getByRole('button', { name: 'Save outcome' }));
    await expect(await form.findByText(REASON_NEEDED)).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** Won needs its order: refused without one, then sent with the deal. */
export const WonWithDeal: Story = {
  play: async ({ canvasElement, args }) => {
    const form = outcomeForm(canvasElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Outcome' }), 'Won');
    await userEvent.clear(form.getByRole('textbox', { name: 'Deal' }));
    await userEvent.click(form.getByRole('button', { name: 'Save outcome' }));
    await expect(await form.findByText(ORDER_NEEDED)).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Deal' }), 'D201-0412');
    await userEvent.click(form.getByRole('button', { name: 'Save outcome' }));
    await expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ outcome: 'Won', dealId: 'D201-0412' }));
  },
};
