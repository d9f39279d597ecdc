import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ScheduleTypeDialog } from '../../../src/screens/service/ScheduleTypeDialog';
import { SCHEDULE_TYPES } from './scheduleTypesData';

const meta = {
  title: 'Screens/Service/ScheduleTypeDialog',
  component: ScheduleTypeDialog,
  args: { editing: 'new', onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof ScheduleTypeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    const minutes = form.getByRole('textbox', { name: /Default duration/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '50');
    // The field keeps to the board's 15-minute steps as it is left.
    await userEvent.tab();
    await expect(minutes).toHaveValue('45');
    await userEvent.click(form.getByRole('button', { name: 'Add type' }));
    await expect(await form.findByText('Enter the name.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { editing: SCHEDULE_TYPES.find((t) => t.code === 'TRAIN')! },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('checkbox', { name: /Productive/ })).not.toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: /Productive/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save type' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ code: 'TRAIN', productive: true }), args.editing));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Saving: Story = {
  args: { isPending: true, error: 'Someone else changed this record after you opened it. Reload to see their change, then try again.' },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('alert')).toHaveTextContent('Someone else changed this record');
  },
};
