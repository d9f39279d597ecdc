import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { TimeField } from '../../src/ui/DatePicker/TimeField';

/**
 * A native time (or date and time) input: Chrome shows hh:mm AM/PM segments for en-US. Typing into the
 * segments needs real key presses (the e2e tests do that with Playwright); here a play() sets the input's
 * value as the browser reports it ('' while a segment is empty).
 */
const meta = {
  title: 'UI/TimeField',
  component: TimeField,
  args: { label: 'Shift starts', value: '', onChange: fn() },
} satisfies Meta<typeof TimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label = 'Shift starts') => within(canvasElement).getByLabelText<HTMLInputElement>(label);

/** The owner keeps what the browser reports; a half-typed time reports ''. */
export const Default: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TimeField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'time');
    await expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: '07:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('07:30');
    await expect(field).toHaveValue('07:30');
    fireEvent.change(field, { target: { value: '' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** A day and its time, as time off begins and ends. */
export const DateAndTime: Story = {
  args: { label: 'From', granularity: 'date-time', value: '2026-12-02T07:00', isRequired: true },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement, 'From');
    await expect(field).toHaveAttribute('type', 'datetime-local');
    await expect(field).toHaveValue('2026-12-02T07:00');
    await expect(field).toBeRequired();
    fireEvent.change(field, { target: { value: '2026-12-03T12:15' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-03T12:15');
  },
};

/** The owner's check refused it: the message is on the field. */
export const WithError: Story = {
  args: { value: '18:00', errorMessage: 'The shift must end after it starts.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The shift must end after it starts.');
  },
};

export const Disabled: Story = {
  args: { value: '07:00', isDisabled: true, description: 'Set by the template.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription('Set by the template.');
  },
};
