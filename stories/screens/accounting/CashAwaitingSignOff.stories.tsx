import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashAwaitingSignOff } from '../../../src/screens/accounting/CashAwaitingSignOff';
import { AWAITING } from './cashOnHandData';

const meta = {
  title: 'Screens/Accounting/CashAwaitingSignOff',
  component: CashAwaitingSignOff,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  args: { counts: AWAITING, threshold: '5.00', onSignOff: fn(), onReject: fn(), onChangeThreshold: fn() },
} satisfies Meta<typeof CashAwaitingSignOff>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's list: sign off or reject each; their own count says why they may not. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A count more than $5.00 over or short waits for a manager’s sign-off.')).toBeVisible();
    const norcross = canvas.getByRole('listitem', { name: '101 Service counter drawer, short $12.40' });
    await expect(norcross).toHaveTextContent('A twenty and change short');
    await userEvent.click(within(norcross).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(AWAITING[0]);
    const own = canvas.getByRole('listitem', { name: '103 Parts counter drawer, over $8.00' });
    await expect(within(own).queryByRole('button', { name: 'Sign off' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change threshold' }));
    await expect(args.onChangeThreshold).toHaveBeenCalledOnce();
  },
};

/** Someone without the authority changes no threshold. */
export const NoThresholdChange: Story = {
  args: { onChangeThreshold: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Change threshold' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { counts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No counts are waiting for a sign-off.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: undefined, threshold: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the counts awaiting sign-off')).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', { name: '101 Service counter drawer, short $12.40' });
    await expect(within(item).getByRole('button', { name: 'Sign off' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
