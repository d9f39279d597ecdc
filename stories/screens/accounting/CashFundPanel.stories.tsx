import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CashFundPanel } from '../../../src/screens/accounting/CashFundPanel';
import { FUND_DETAIL, NOW, PETTY_CASH } from './cashOnHandData';

const meta = {
  title: 'Screens/Accounting/CashFundPanel',
  component: CashFundPanel,
  args: { isOpen: true, detail: FUND_DETAIL, error: null, now: NOW, onCount: fn(), onPaidOut: fn(), onEdit: fn(), onReplenish: fn(), onPrintCountSheet: fn(), onClose: fn() },
} satisfies Meta<typeof CashFundPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = async (name = '101 · Parts counter drawer') => within(await screen.findByRole('dialog', { name }));

/** Float + receipts − paid-outs − deposits since the last count, the last counts and the period's paid-outs with their receipts. */
export const Populated: Story = {
  play: async ({ args }) => {
    const p = await panel();
    const expected = within(p.getByRole('region', { name: 'Expected now' }));
    await expect(expected.getByRole('row', { name: 'Cash receipts at drawer 101-P1 + $412.80' })).toBeVisible();
    await expect(expected.getByRole('row', { name: 'Deposits − $250.00' })).toBeVisible();
    await expect(expected.getByRole('row', { name: 'Expected now $444.35' })).toBeVisible();
    await expect(within(p.getByRole('table', { name: 'Last counts' })).getByText('Alex Admin: Change given twice on a ticket.')).toBeVisible();
    await expect(within(p.getByRole('table', { name: 'Paid-outs since the last count' })).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/api/files/cash-receipts/r5.png?sig=demo');
    await userEvent.click(p.getByRole('button', { name: 'Record count' }));
    await expect(args.onCount).toHaveBeenCalledWith(FUND_DETAIL.fund);
    await userEvent.click(p.getByRole('button', { name: 'Record paid-out' }));
    await expect(args.onPaidOut).toHaveBeenCalledWith(FUND_DETAIL.fund);
    await userEvent.click(p.getByRole('button', { name: 'Edit fund' }));
    await expect(args.onEdit).toHaveBeenCalledWith(FUND_DETAIL.fund);
    await expect(p.queryByRole('button', { name: 'Replenish' })).toBeNull();
    await userEvent.click(p.getByRole('button', { name: 'Print count sheet' }));
    await expect(args.onPrintCountSheet).toHaveBeenCalledWith(FUND_DETAIL.fund, false);
    await userEvent.click(p.getByRole('button', { name: 'Print last count' }));
    await expect(args.onPrintCountSheet).toHaveBeenCalledWith(FUND_DETAIL.fund, true);
  },
};

/** Petty cash: what was paid out since its last replenishment, and the replenishment that brings it back to its float. */
export const PettyCash: Story = {
  args: { detail: PETTY_CASH },
  play: async ({ args }) => {
    const p = await panel('101 · Petty cash');
    await expect(p.getByText('Paid out since the last replenishment')).toBeVisible();
    await expect(p.getByText('11/13/2026 04:00 PM by Linda Anderson, check 4471')).toBeVisible();
    await userEvent.click(p.getByRole('button', { name: 'Replenish' }));
    await expect(args.onReplenish).toHaveBeenCalledWith(PETTY_CASH);
  },
};

/** Nothing paid out since the last replenishment: nothing to replenish. */
export const PettyCashReplenished: Story = {
  args: { detail: { ...PETTY_CASH, unreplenished: '0.00' } },
  play: async () => {
    await expect((await panel('101 · Petty cash')).getByRole('button', { name: 'Replenish' })).toBeDisabled();
  },
};

/** A fund never counted, with nothing paid out: it counts from its set-up. */
export const NeverCounted: Story = {
  args: { detail: { ...FUND_DETAIL, counts: [], paidOuts: [], period: { ...FUND_DETAIL.period, undepositedSince: null } } },
  play: async () => {
    const p = await panel();
    await expect(p.getByText('Not counted yet.')).toBeVisible();
    await expect(p.getByText('No paid-outs since the last count.')).toBeVisible();
    await expect(p.getByText(/none yet: since it was set up/)).toBeVisible();
  },
};

/** A closed fund is not counted or paid out of; it can be opened again. */
export const Closed: Story = {
  args: { detail: { ...FUND_DETAIL, fund: { ...FUND_DETAIL.fund, active: false } } },
  play: async () => {
    const p = await panel();
    await expect(p.getByText(/This fund is closed/)).toBeVisible();
    await expect(p.getByRole('button', { name: 'Record count' })).toBeDisabled();
    await expect(p.getByRole('button', { name: 'Edit fund' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async () => {
    await expect((await panel('Cash fund')).getByText('Loading the fund')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { detail: undefined, error: 'You do not have access to branch 201.' },
  play: async () => {
    await expect((await panel('Cash fund')).getByRole('alert')).toHaveTextContent('You do not have access to branch 201.');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const p = await panel();
    await expect(p.getByRole('button', { name: 'Edit fund' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
