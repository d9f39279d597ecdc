import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnreconciledItemDialog } from '../../../src/screens/accounting/UnreconciledItemDialog';
import { dayDetail } from './unreconciledDaysData';

const action = (error: string | null = null) => ({ run: fn(async () => !error), isPending: false, error });

const meta = {
  title: 'Screens/Accounting/UnreconciledItemDialog',
  component: UnreconciledItemDialog,
  args: { item: dayDetail().items[1]!, brnId: '101', date: '2026-11-02', explain: action(), change: action(), onClose: fn() },
} satisfies Meta<typeof UnreconciledItemDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog', { name: 'Explain AR receipt INV4471204' }));

/** An open item explained: too short an explanation is refused before it is sent; a good one is sent and the dialog closes. */
export const Explain: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByText('Check receipt 9000002: $20.00')).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Explanation/ }), 'No');
    await userEvent.click(body.getByRole('button', { name: 'Save explanation' }));
    await expect(body.getByText('Say what explains the item (3 characters at least).')).toBeVisible();
    await expect(args.explain.run).not.toHaveBeenCalled();
    await userEvent.type(body.getByRole('textbox', { name: /Explanation/ }), 't banked: the check was deposited with the 3rd.');
    await userEvent.click(body.getByRole('button', { name: 'Save explanation' }));
    await expect(args.explain.run).toHaveBeenCalledWith({ brnId: '101', date: '2026-11-02', itemKey: 'JE1002:1', text: 'Not banked: the check was deposited with the 3rd.' });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The server refuses (someone explained it first): its words stay in the dialog. */
export const Refused: Story = {
  args: { explain: action('This item already has an explanation: change that one instead.') },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('alert')).toHaveTextContent('This item already has an explanation: change that one instead.');
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('button', { name: 'Save explanation' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
