import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DatePicker } from '../../src/ui/DatePicker/DatePicker';

/**
 * A native date input: Chrome shows MM/DD/YYYY segments for en-US and its own calendar popup, which
 * a test cannot reach. Typing into the segments needs real key presses (the e2e tests do that with
 * Playwright); here a play() sets the input's value as the browser reports it ('' while incomplete).
 */
const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Delivery date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText<HTMLInputElement>('Delivery date');

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'date');
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    fireEvent.change(field, { target: { value: '2024-03-15' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
    // A segment cleared: the input reports '' and the picker null.
    fireEvent.change(field, { target: { value: '' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // A year typed digit by digit reads 0002, 0020, 0202: not a date until its fourth digit.
    fireEvent.change(field, { target: { value: '0002-11-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(field, { target: { value: '0202-11-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(field, { target: { value: '2026-11-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-01');
    await expect(field).toHaveValue('2026-11-01');
  },
};

export const WithValue: Story = {
  args: { value: '2024-01-05', description: 'The day the unit leaves the yard.', name: 'deliveryDate' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveValue('2024-01-05');
    await expect(field).toHaveAttribute('name', 'deliveryDate');
    await expect(field).toHaveAccessibleDescription('The day the unit leaves the yard.');
  },
};

/** The owner's state drives the field, and a change the owner makes shows in it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2024-03-15');
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <DatePicker
          {...args}
          value={value}
          onChange={(date) => {
            setValue(date);
            args.onChange?.(date);
          }}
        />
        <button type="button" onClick={() => setValue('2024-12-24')}>
          Christmas Eve
        </button>
        <output aria-label="Chosen">{value ?? 'none'}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.change(input(canvasElement), { target: { value: '2024-04-02' } });
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2024-04-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Christmas Eve' }));
    await expect(input(canvasElement)).toHaveValue('2024-12-24');
    fireEvent.change(input(canvasElement), { target: { value: '' } });
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent('none');
    await expect(input(canvasElement)).toHaveValue('');
  },
};

export const MinMax: Story = {
  args: { defaultValue: '2024-03-15', minValue: '2024-03-10', maxValue: '2024-03-20' },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    // The browser's calendar offers only these days.
    await expect(field).toHaveAttribute('min', '2024-03-10');
    await expect(field).toHaveAttribute('max', '2024-03-20');
    fireEvent.change(field, { target: { value: '2024-03-12' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-12');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // A day typed outside them is reported, and shown as an error.
    fireEvent.change(field, { target: { value: '2024-03-25' } });
    await expect(field).toHaveAccessibleDescription('Enter a date on or before 03/20/2024.');
    fireEvent.change(field, { target: { value: '2024-03-05' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-05');
    await expect(within(canvasElement).getByText('Enter a date on or after 03/10/2024.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Enter the delivery date.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the delivery date.')).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription('Enter the delivery date.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03-15' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(input(canvasElement)).toHaveValue('2024-03-15');
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Required to schedule the delivery.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeRequired();
    await expect(field).toBeInvalid();
    fireEvent.change(field, { target: { value: '2024-03-15' } });
    await expect(field).toBeValid();
  },
};

export const Narrow: Story = {
  args: { defaultValue: '2024-03-15', description: 'The day the unit leaves the yard.' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeVisible();
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
