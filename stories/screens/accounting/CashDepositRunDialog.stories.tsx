import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BRANCH_LABELS } from '../../../src/demo/branches';
import { CashDepositRunDialog } from '../../../src/screens/accounting/CashDepositRunDialog';
import { SUMMARY } from './cashOnHandData';

const meta = {
  title: 'Screens/Accounting/CashDepositRunDialog',
  component: CashDepositRunDialog,
  args: { branches: SUMMARY.branches, labels: DEMO_BRANCH_LABELS, onRecord: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof CashDepositRunDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Record deposit run' }));

/** Norcross's undeposited cash in bag B-20418, as of its last run. */
export const Record: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByText(/Undeposited cash: \$612.40/)).toBeVisible();
    await expect(d.getByText(/Last run: \$1,840.15 in bag B-20417/)).toBeVisible();
    await expect(d.getByRole('textbox', { name: /Amount in the bag/ })).toHaveValue('612.40');
    await userEvent.type(d.getByRole('textbox', { name: /Bag number/ }), 'B-20418');
    await userEvent.click(d.getByRole('button', { name: 'Record deposit run' }));
    await expect(args.onRecord).toHaveBeenCalledWith({ brnId: '101', lastRunId: 8, amount: '612.40', bagNumber: 'B-20418' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Another branch: its own undeposited cash; less than all of it is not a deposit run. */
export const NotAllOfIt: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.selectOptions(d.getByRole('combobox', { name: /Branch/ }), '102 - Forest Park');
    await expect(d.getByRole('textbox', { name: /Amount in the bag/ })).toHaveValue('92.75');
    await userEvent.clear(d.getByRole('textbox', { name: /Amount in the bag/ }));
    await userEvent.type(d.getByRole('textbox', { name: /Amount in the bag/ }), '90.00');
    await userEvent.type(d.getByRole('textbox', { name: /Bag number/ }), 'F-118');
    await userEvent.click(d.getByRole('button', { name: 'Record deposit run' }));
    await expect(await d.findByText("The bag must hold the branch's undeposited cash, $92.75.")).toBeVisible();
    await expect(args.onRecord).not.toHaveBeenCalled();
  },
};

/** Someone recorded a run meanwhile: the server's 409, in the dialog. */
export const Refused: Story = {
  args: { error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Cancel' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
