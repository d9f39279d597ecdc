import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarHeatMap, type CalendarHeatMapProps, type HeatDay } from '../../src/ui/charts/CalendarHeatMap';
import { rgb } from './expectChart';

const legend: CalendarHeatMapProps['legend'] = [
  { tone: 'positive', label: 'Open up to 1 business day' },
  { tone: 'caution', label: '2 to 5 business days' },
  { tone: 'critical', label: 'Over 5 business days' },
];
const day = (date: string, tone: HeatDay['tone'], open: number): HeatDay => ({ day: date, tone, figure: `${open}d`, description: `open ${open} business days` });
const november: HeatDay[] = [day('2026-11-02', 'critical', 16), day('2026-11-09', 'critical', 11), day('2026-11-17', 'caution', 5), day('2026-11-20', 'caution', 2), day('2026-11-23', 'positive', 1)];

const meta = {
  title: 'Charts/CalendarHeatMap',
  component: CalendarHeatMap,
  args: { title: 'Unreconciled days in November 2026', month: '2026-11', days: november, legend },
} satisfies Meta<typeof CalendarHeatMap>;
export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text).closest('[data-tone] > *') as HTMLElement;

/** The month as a table of weeks, each day that carries something coloured by its age and named in words. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Unreconciled days in November 2026' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // November 2026 starts on a Sunday and has five weeks.
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const second = cellOf(canvasElement, ': open 16 business days');
    await expect(second).toHaveTextContent('2: open 16 business days16d');
    await expect(getComputedStyle(second).borderColor).toBe(rgb('#b3261e'));
    await expect(getComputedStyle(cellOf(canvasElement, ': open 1 business days')).borderColor).toBe(rgb('#1e7b34'));
    await expect(within(canvasElement).getByRole('list', { name: 'Legend' })).toHaveTextContent('Open up to 1 business day2 to 5 business daysOver 5 business days');
  },
};

/** A day that carries something can be pressed (to show its rows); the pressed day stays marked. */
export const Pressable: Story = {
  args: { onDayPress: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <CalendarHeatMap
        {...args}
        selectedDay={selected}
        onDayPress={(d) => {
          setSelected(d);
          args.onDayPress?.(d);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const seventeenth = canvas.getByRole('button', { name: /^17\s*: open 5 business days/ });
    await userEvent.click(seventeenth);
    await expect(args.onDayPress).toHaveBeenCalledWith('2026-11-17');
    await expect(seventeenth).toHaveAttribute('aria-pressed', 'true');
    // A day with nothing open is no button.
    await expect(canvas.queryByRole('button', { name: /^18\s*:/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { days: [], emptyMessage: 'Nothing unreconciled this month.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing unreconciled this month.' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: 'Legend' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading Unreconciled days in November 2026');
  },
};

/** A phone: the seven columns fit the screen. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
