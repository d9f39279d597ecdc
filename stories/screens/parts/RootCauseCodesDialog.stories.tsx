import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RootCauseCodesDialog } from '../../../src/screens/parts/RootCauseCodesDialog';
import { ROOT_CAUSE_CODES } from './rootCauseCodesData';

const meta = {
  title: 'Screens/Parts/RootCauseCodesDialog',
  component: RootCauseCodesDialog,
  args: { editing: { type: 'Action' }, onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof RootCauseCodesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('checkbox', { name: /Records demand/ })).not.toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: /Code/ }), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Add code' }));
    await expect(await form.findByText('3 to 6 letters or digits.')).toBeVisible();
    await expect(form.getByText('Enter the description.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { editing: { type: 'Reason', code: ROOT_CAUSE_CODES[3]! } },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('checkbox', { name: 'Note required' })).toBeChecked();
    const description = form.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Price too high');
    await userEvent.click(form.getByRole('button', { name: 'Save code' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'PRICE', description: 'Price too high', type: 'Reason' }), ROOT_CAUSE_CODES[3]),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
