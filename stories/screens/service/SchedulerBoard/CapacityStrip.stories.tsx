import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CapacityStrip } from '../../../../src/screens/service/SchedulerBoard/CapacityStrip';
import { BUSY_DAY, THANKSGIVING_BOARD } from '../schedulerBoardData';

const meta = {
  title: 'Screens/Service/SchedulerBoard/CapacityStrip',
  component: CapacityStrip,
  args: { days: THANKSGIVING_BOARD.capacity },
} satisfies Meta<typeof CapacityStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (key: 'expectedHours' | 'scheduledHours') => THANKSGIVING_BOARD.capacity.reduce((sum, d) => sum + d[key], 0).toFixed(1);

export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Capacity' })).toBeVisible();
    // Thanksgiving: nobody is expected, nothing is scheduled.
    await expect(canvas.getByRole('row', { name: 'Thu 11/26 0.0 0.0' })).toBeInTheDocument();
    await expect(canvas.getByText(`Scheduled ${total('scheduledHours')} of ${total('expectedHours')} expected hours`)).toBeVisible();
  },
};

export const OneDay: Story = {
  args: { days: BUSY_DAY.capacity },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /^Mon 11\/30/ })).toBeInTheDocument();
  },
};
