import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CashCount } from '../../../src/domain/accounting/cashOnHandData';
import { CashCountDialog } from '../../../src/screens/accounting/CashCountDialog';
import { FUND_DETAIL } from './cashOnHandData';

const recorded = (over: Partial<CashCount>): CashCount => ({ ...FUND_DETAIL.counts[0]!, id: 50, ...over });

const meta = {
  title: 'Screens/Accounting/CashCountDialog',
  component: CashCountDialog,
  args: {
    fund: FUND_DETAIL.fund,
    onRecord: fn(async (): Promise<CashCount | null> => recorded({ expected: '287.50', counted: '280.50', overShort: '-7.00', status: 'Awaiting sign-off' })),
    isPending: false,
    error: null,
    onClose: fn(),
  },
} satisfies Meta<typeof CashCountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Count 101 · Parts counter drawer' }));

/** Pieces by denomination, the total exact to the cent as each is entered; $7 short, it waits for a manager. */
export const ShortWaitsForSignOff: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: '$100 bills' }), '2');
    await userEvent.type(d.getByRole('textbox', { name: '$20 bills' }), '3');
    await userEvent.type(d.getByRole('textbox', { name: '$10 bills' }), '2');
    await userEvent.type(d.getByRole('textbox', { name: 'Quarters' }), '2');
    // A field's figure counts once the user moves on from it.
    await userEvent.tab();
    await expect(d.getByText('Counted: $280.50')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Record count' }));
    await expect(args.onRecord).toHaveBeenCalledWith(2, { fundVersion: 7, denominations: { b100: 2, b20: 3, b10: 2, c25: 2 }, note: '' });
    await expect(await d.findByText("The count is short by $7.00: it waits for a manager's sign-off.")).toBeVisible();
    await expect(d.getByText('Awaiting sign-off')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** To the cent: the count stands. */
export const Matches: Story = {
  args: { onRecord: fn(async () => recorded({ expected: '300.00', counted: '300.00', overShort: '0.00', status: 'Accepted' })) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: 'Rolls of quarters ($10)' }), '30');
    await userEvent.tab();
    await expect(d.getByText('Counted: $300.00')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Record count' }));
    await expect(await d.findByText('The count matches what was expected.')).toBeVisible();
  },
};

/** Someone counted the fund meanwhile: the server's 409 in words, the count kept to try again. */
export const Refused: Story = {
  args: { error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.', onRecord: fn(async () => null) },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('Someone else changed this record');
    await userEvent.type(d.getByRole('textbox', { name: 'Pennies' }), '7');
    await userEvent.click(d.getByRole('button', { name: 'Record count' }));
    await expect(args.onRecord).toHaveBeenCalled();
    await expect(d.getByText('Counted: $0.07')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('textbox', { name: 'Pennies' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
