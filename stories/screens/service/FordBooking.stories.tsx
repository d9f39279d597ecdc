import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addDays } from '../../../src/domain/businessDays';
import { instantOf } from '../../../src/domain/service/availability';
import { SLOT_TAKEN_MESSAGE } from '../../../src/domain/service/fordBooking';
import { FordBooking } from '../../../src/screens/service/FordBooking';

const FROM = '2026-11-30';
/** Monday to Friday of the week, Express every half hour 7:00 to 11:30 (a few already held). */
const SLOTS = [0, 1, 2, 3, 4].flatMap((d) =>
  ['07:00', '07:30', '08:30', '09:00', '10:00', '11:30'].filter((_, i) => (i + d) % 4 !== 0).map((t) => new Date(instantOf(addDays(FROM, d), t)).toISOString()),
);

const meta = {
  title: 'Screens/Service/FordBooking',
  component: FordBooking,
  args: {
    branches: [
      { brnId: '101', name: 'Norcross' },
      { brnId: '102', name: 'Forest Park' },
    ],
    slots: SLOTS,
    slotsError: null,
    query: { brnId: '101', lane: 'Express', from: FROM },
    today: '2026-11-25',
    onQuery: fn(),
    sending: false,
    confirmation: null,
    serverErrors: {},
    sendError: null,
    onSend: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { phone: { name: 'Phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' } } },
  },
  // A customer's phone: the narrowest common width.
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof FordBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Book Ford commercial service' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Express' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radiogroup', { name: /Times on 11\/30\/2026/ })).toBeVisible();
    // The honeypot is out of the tab order and of the accessibility tree.
    await expect(canvas.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const LoadingTimes: Story = { args: { slots: undefined } };
export const TimesFailed: Story = { args: { slots: undefined, slotsError: 'The shop’s server did not answer: try again shortly.' } };
export const NoTimes: Story = {
  args: { slots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No open times this week/)).toBeVisible();
  },
};

export const PickLaneAndWeek: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: 'Lane' })).getByRole('button', { name: 'Mobile' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ brnId: '101', lane: 'Mobile', from: FROM });
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(args.onQuery).toHaveBeenLastCalledWith({ brnId: '101', lane: 'Express', from: '2026-12-07' });
    await userEvent.selectOptions(canvas.getByLabelText('Branch'), '102');
    await expect(args.onQuery).toHaveBeenLastCalledWith({ brnId: '102', lane: 'Express', from: FROM });
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('VIN'), '1FTBW3XM1HKA12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Request this time' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByText('Enter your name or your company.')).toBeVisible();
    await expect(canvas.getByText('That VIN does not check out: look at it again.')).toBeVisible();
    await expect(canvas.getByText('Choose at least one service.')).toBeVisible();
    await expect(canvas.getByLabelText('VIN')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tue 12/01' }));
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await userEvent.type(canvas.getByLabelText('Company'), 'Ruiz Courier');
    await userEvent.type(canvas.getByLabelText('Phone'), '770-555-0101');
    await userEvent.type(canvas.getByLabelText('Email'), 'dana@ruizcourier.example');
    await userEvent.type(canvas.getByLabelText('Year'), '2022');
    await userEvent.type(canvas.getByLabelText('Model'), 'Transit 350');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'PM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Request this time' }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ company: 'Ruiz Courier', brnId: '101', lane: 'Express', year: 2022, model: 'Transit 350', services: ['PM'], slotStart: SLOTS.find((s) => s.startsWith('2026-12-01'))!, website: '' }),
    );
  },
};

export const Sending: Story = { args: { sending: true } };

export const SlotJustTaken: Story = {
  args: { serverErrors: { slotStart: SLOT_TAKEN_MESSAGE }, sendError: 'Please look at the marked fields.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SLOT_TAKEN_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please look at the marked fields.');
  },
};

export const Confirmed: Story = {
  args: { confirmation: 'FK7M2QXA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request received' })).toBeVisible();
    await expect(canvas.getByText('FK7M2QXA')).toBeVisible();
  },
};

export const Wide: Story = { globals: { viewport: { value: undefined } } };

/** /serviceSchedulerFord/create: staff at the drive on a tablet book the time at once. */
export const StaffAtTheDrive: Story = {
  args: { audience: 'staff', branches: [{ brnId: '101', name: 'Norcross' }] },
  globals: { viewport: { value: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New Ford appointment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book this time' })).toBeVisible();
  },
};

export const StaffBooked: Story = {
  args: { audience: 'staff', confirmation: 'FK7M2QXA' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Appointment booked' })).toBeVisible();
  },
};
