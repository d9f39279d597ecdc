import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OVERLAP_MESSAGE } from '../../../src/domain/service/timeOff';
import { TimeOffRequest } from '../../../src/screens/service/TimeOffRequest';

const TECHNICIANS = [
  { empId: 'T101', name: 'Luis Garcia', brnId: '101' },
  { empId: 'T102', name: 'Marcus Lee', brnId: '101' },
];

const meta = {
  title: 'Screens/Service/TimeOffRequest',
  component: TimeOffRequest,
  args: { technicians: TECHNICIANS, onRequest: fn(async () => true), isPending: false, error: null, onClose: fn() },
} satisfies Meta<typeof TimeOffRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the technician, type and times are needed; a filled request is sent in New York time. */
export const Request: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Request time off' }));
    await userEvent.click(form.getByRole('button', { name: 'Request time off' }));
    await expect(await form.findByText('Choose the technician.')).toBeVisible();
    await expect(form.getByText('Choose Vacation, Sick or Training.')).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Technician/ }), 'T102');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Type/ }), 'Training');
    await userEvent.type(form.getByLabelText('From'), '2026-12-07T07:00');
    await userEvent.type(form.getByLabelText('To'), '2026-12-08T15:30');
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), 'Allison transmission course');
    await userEvent.click(form.getByRole('button', { name: 'Request time off' }));
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenCalledWith({ empId: 'T102', type: 'Training', fromAt: '2026-12-07T12:00:00.000Z', toAt: '2026-12-08T20:30:00.000Z', note: 'Allison transmission course' }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** An end before the start is said on the To field and nothing is sent. */
export const EndBeforeStart: Story = {
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Technician/ }), 'T101');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Type/ }), 'Sick');
    await userEvent.type(form.getByLabelText('From'), '2026-12-01T15:30');
    await userEvent.type(form.getByLabelText('To'), '2026-12-01T07:00');
    await userEvent.click(form.getByRole('button', { name: 'Request time off' }));
    await expect(await form.findByText('The end must come after the start.')).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** The server refused: the technician has time off in that time already. */
export const Refused: Story = {
  args: { error: OVERLAP_MESSAGE },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByText(OVERLAP_MESSAGE)).toBeVisible();
  },
};

/** Sending: cancelling waits for the answer. */
export const Sending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
