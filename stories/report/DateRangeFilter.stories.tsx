import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DateRangeFilter } from '../../src/ui/report/DateRangeFilter';
import { owned } from './owned';

const NOW = new Date('2026-11-18T15:00:00Z');

const Owned = owned(DateRangeFilter);

const meta = {
  title: 'Report/DateRangeFilter',
  component: Owned,
  args: { value: { start: '2026-11-01', end: '2026-11-30' }, now: NOW, onChange: fn() },
} satisfies Meta<typeof Owned>;
export default meta;
type Story = StoryObj<typeof meta>;

const period = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Period' });

/** This month, as most reports open: the preset names it and its days show under it. */
export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    await expect(period(canvasElement)).toHaveValue('thisMonth');
    await expect(period(canvasElement)).toHaveAccessibleDescription('11/01/2026 – 11/30/2026');
    await expect(within(canvasElement).queryByRole('group', { name: 'Dates' })).toBeNull();
  },
};

/** Each preset gives its New York days at once. */
export const ChoosePreset: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(period(canvasElement), 'Last month');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-01', end: '2026-10-31' });
    await userEvent.selectOptions(period(canvasElement), 'Year to date');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-01-01', end: '2026-11-18' });
    await userEvent.selectOptions(period(canvasElement), 'Yesterday');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-17', end: '2026-11-17' });
    await expect(period(canvasElement)).toHaveAccessibleDescription('11/17/2026 – 11/17/2026');
  },
};

/** Custom shows the two dates, starting from the range there was; a whole new range applies. */
export const Custom: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(period(canvasElement), 'Custom');
    await expect(args.onChange).not.toHaveBeenCalled();
    const dates = within(within(canvasElement).getByRole('group', { name: 'Dates' }));
    const start = dates.getByLabelText<HTMLInputElement>('Start date');
    await expect(start).toHaveValue('2026-11-01');
    fireEvent.change(start, { target: { value: '2026-11-05' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-05', end: '2026-11-30' });
    // Still custom, though nothing else changed.
    await expect(period(canvasElement)).toHaveValue('custom');
  },
};

/** A range from a drill link that is no preset opens as Custom. */
export const FromALink: Story = {
  args: { value: { start: '2026-09-03', end: '2026-09-17' } },
  play: async ({ canvasElement }) => {
    await expect(period(canvasElement)).toHaveValue('custom');
    const dates = within(within(canvasElement).getByRole('group', { name: 'Dates' }));
    await expect(dates.getByLabelText('End date')).toHaveValue('2026-09-17');
  },
};
