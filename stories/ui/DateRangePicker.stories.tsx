import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker, type IsoDateRange } from '../../src/ui/DateRangePicker/DateRangePicker';

/**
 * Two native date inputs in a group named by the label. As in DatePicker's stories, a play() sets
 * an input's value as the browser reports it; the e2e tests type into the segments.
 */
const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Invoice dates', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const ends = (canvasElement: HTMLElement) => {
  const group = within(within(canvasElement).getByRole('group', { name: 'Invoice dates' }));
  return { start: group.getByLabelText<HTMLInputElement>('Start date'), end: group.getByLabelText<HTMLInputElement>('End date') };
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toHaveValue('');
    fireEvent.change(start, { target: { value: '2024-03-01' } });
    // One end is not a range yet.
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // The end's calendar starts at the start date.
    await expect(end).toHaveAttribute('min', '2024-03-01');
    fireEvent.change(end, { target: { value: '2024-03-31' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-01', end: '2024-03-31' });
    await expect(start).toHaveValue('2024-03-01');
    await expect(end).toHaveValue('2024-03-31');
  },
};

export const WithValue: Story = {
  args: { value: { start: '2024-12-01', end: '2025-01-31' }, description: 'Invoices dated within these days.', startName: 'from', endName: 'to' },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toHaveValue('2024-12-01');
    await expect(end).toHaveValue('2025-01-31');
    await expect(start).toHaveAttribute('name', 'from');
    await expect(end).toHaveAttribute('name', 'to');
    await expect(end).toHaveAccessibleDescription('Invoices dated within these days.');
  },
};

export const EndBeforeStart: Story = {
  args: { defaultValue: { start: '2024-03-04', end: '2024-03-08' } },
  play: async ({ canvasElement, args }) => {
    const { start, end } = ends(canvasElement);
    fireEvent.change(start, { target: { value: '2024-02-26' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-02-26', end: '2024-03-08' });
    fireEvent.change(end, { target: { value: '2024-02-20' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(within(canvasElement).getByText('The end date must not be before the start date.')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('The end date must not be before the start date.');
    await expect(start).not.toHaveAttribute('aria-invalid');
  },
};

export const MinMax: Story = {
  args: { defaultValue: { start: '2024-03-04', end: '2024-03-08' }, minValue: '2024-03-01', maxValue: '2024-03-31' },
  play: async ({ canvasElement, args }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toHaveAttribute('min', '2024-03-01');
    await expect(start).toHaveAttribute('max', '2024-03-31');
    await expect(end).toHaveAttribute('min', '2024-03-04');
    await expect(end).toHaveAttribute('max', '2024-03-31');
    fireEvent.change(start, { target: { value: '2024-03-02' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-02', end: '2024-03-08' });
    await expect(start).not.toHaveAttribute('aria-invalid');
    // A day typed outside min/max is not a range: the field says why.
    fireEvent.change(start, { target: { value: '2024-02-20' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(start).toHaveAccessibleDescription('Enter a date on or after 03/01/2024.');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An owner like the User Logs screen: it keeps the last whole range and ignores null. */
export const Controlled: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<IsoDateRange>({ start: '2024-03-04', end: '2024-03-08' });
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <DateRangePicker
          {...args}
          value={range}
          onChange={(next) => {
            if (next) setRange(next);
            args.onChange?.(next);
          }}
        />
        <button type="button" onClick={() => setRange({ start: '2024-04-01', end: '2024-04-30' })}>
          April
        </button>
        <output aria-label="Range">{`${range.start} to ${range.end}`}</output>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { start, end } = ends(canvasElement);
    // A start being retyped: the input keeps what the user typed, though the owner keeps its range.
    fireEvent.change(start, { target: { value: '' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('2024-03-08');
    await expect(canvas.getByRole('status', { name: 'Range' })).toHaveTextContent('2024-03-04 to 2024-03-08');
    fireEvent.change(start, { target: { value: '2024-03-06' } });
    await expect(canvas.getByRole('status', { name: 'Range' })).toHaveTextContent('2024-03-06 to 2024-03-08');
    // A range the owner sets shows in both inputs.
    await userEvent.click(canvas.getByRole('button', { name: 'April' }));
    await expect(start).toHaveValue('2024-04-01');
    await expect(end).toHaveValue('2024-04-30');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose the invoice dates.' },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(within(canvasElement).getByText('Choose the invoice dates.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('Choose the invoice dates.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2024-03-04', end: '2024-03-08' } },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toBeDisabled();
    await expect(end).toBeDisabled();
    await expect(end).toHaveValue('2024-03-08');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toBeRequired();
    await expect(end).toBeRequired();
    fireEvent.change(start, { target: { value: '2024-03-04' } });
    await expect(start).toBeValid();
    await expect(end).toBeInvalid();
  },
};

export const Narrow: Story = {
  args: { value: { start: '2024-12-01', end: '2025-01-31' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toHaveValue('2024-12-01');
    await expect(end.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(start.getBoundingClientRect().right).toBeLessThan(end.getBoundingClientRect().left);
  },
};
