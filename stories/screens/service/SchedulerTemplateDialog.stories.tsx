import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SchedulerTemplateDialog } from '../../../src/screens/service/SchedulerTemplateDialog';
import { TECHNICIANS, TEMPLATES } from './schedulerTemplatesData';

const EARLY = TEMPLATES.templates[1]!;

const meta = {
  title: 'Screens/Service/SchedulerTemplateDialog',
  component: SchedulerTemplateDialog,
  args: { editing: null, branches: ['101'], technicians: TECHNICIANS, onSave: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof SchedulerTemplateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new template: weekdays, a day shift and a lunch break to start from; a name is needed. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'New scheduler template' }));
    await expect(form.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await expect(form.getByLabelText('Shift starts')).toHaveValue('07:00');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await expect(await form.findByText('Enter the name of the template.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Late shift');
    await userEvent.clear(form.getByLabelText('Shift starts'));
    await userEvent.type(form.getByLabelText('Shift starts'), '10:00');
    await userEvent.clear(form.getByLabelText('Shift ends'));
    await userEvent.type(form.getByLabelText('Shift ends'), '18:30');
    await userEvent.clear(form.getByLabelText('Break 1 starts'));
    await userEvent.type(form.getByLabelText('Break 1 starts'), '14:00');
    await userEvent.clear(form.getByLabelText('Break 1 ends'));
    await userEvent.type(form.getByLabelText('Break 1 ends'), '14:30');
    await userEvent.click(form.getByRole('checkbox', { name: 'Dana Whitfield' }));
    await userEvent.type(form.getByRole('textbox', { name: /Bays/ }), 'B3, B4');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        { brnId: '101', name: 'Late shift', weekdays: [1, 2, 3, 4, 5], shiftStart: '10:00', shiftEnd: '18:30', breaks: [{ start: '14:00', end: '14:30' }], empIds: ['E1011'], bays: ['B3', 'B4'], active: true },
        null,
      ),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Changing the early shift: its two breaks, technicians and bays are filled in; a third break is added. */
export const Edit: Story = {
  args: { editing: EARLY },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Edit Early shift' }));
    await expect(form.getByLabelText('Break 2 starts')).toHaveValue('11:00');
    await expect(form.getByRole('checkbox', { name: 'Tonya Brooks' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /Bays/ })).toHaveValue('B5, B6, WASH');
    await userEvent.click(form.getByRole('button', { name: 'Add break' }));
    await userEvent.type(form.getByLabelText('Break 3 starts'), '13:00');
    await userEvent.type(form.getByLabelText('Break 3 ends'), '13:10');
    await userEvent.click(form.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Early shift',
          shiftStart: '05:30',
          breaks: [
            { start: '09:00', end: '09:15' },
            { start: '11:00', end: '11:15' },
            { start: '13:00', end: '13:10' },
          ],
          empIds: ['E1012', 'E1013'],
          bays: ['B5', 'B6', 'WASH'],
          active: false,
        }),
        EARLY,
      ),
    );
  },
};

/** A shift ending before it starts and no weekday: each said where it is, nothing saved. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Broken');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await userEvent.click(form.getByRole('checkbox', { name: day }));
    await userEvent.clear(form.getByLabelText('Shift ends'));
    await userEvent.type(form.getByLabelText('Shift ends'), '06:00');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await expect(await form.findByText('The shift must end after it starts.')).toBeVisible();
    await expect(form.getByText('Choose the weekdays it works.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the change: someone else saved the template meanwhile. */
export const Refused: Story = {
  args: { editing: EARLY, error: 'Someone else changed this template. Close and open it again to see their change.' },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByText(/Someone else changed this template/)).toBeVisible();
  },
};

/** Saving: cancelling waits for the answer. */
export const Saving: Story = {
  args: { editing: EARLY, isPending: true },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
