import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { CalendarBody, toCalendarDate, toIso } from '../../src/ui/DatePicker/calendar';

/** The calendar parts the date pickers share, and the ISO date conversions at their boundary. */
const meta = {
  title: 'UI/DatePicker/calendar',
  component: CalendarBody,
  decorators: [
    (Story) => (
      <Calendar aria-label="Delivery date" defaultValue={toCalendarDate('2026-11-20')}>
        <Story />
      </Calendar>
    ),
  ],
} satisfies Meta<typeof CalendarBody>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toBeVisible();
    await expect(canvas.getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(canvas.getByRole('heading')).toHaveTextContent('December 2026');
    await expect(toIso(toCalendarDate('2026-02-03') ?? null)).toBe('2026-02-03');
    await expect(toCalendarDate('')).toBeNull();
  },
};
