import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TechnicianLoad } from '../../../../src/screens/service/SchedulerBoard/TechnicianLoad';

const meta = {
  title: 'Screens/Service/SchedulerBoard/TechnicianLoad',
  component: TechnicianLoad,
  decorators: [(Story) => <div style={{ width: 180, padding: 16 }}>{Story()}</div>],
  args: { name: 'Dana Ortiz', scheduledHours: 6.5, availableHours: 8 },
} satisfies Meta<typeof TechnicianLoad>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyBooked: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Dana Ortiz load' });
    await expect(meter).toHaveAttribute('aria-valuenow', '6.5');
    await expect(meter).toHaveAttribute('aria-valuemax', '8');
    await expect(within(canvasElement).getByText('6.5 / 8.0 h')).toBeVisible();
  },
};

export const Overbooked: Story = {
  args: { scheduledHours: 9.25 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9.3 / 8.0 h')).toBeVisible();
    await expect(canvasElement.querySelector('[data-over]')).not.toBeNull();
  },
};

export const OffAllDay: Story = {
  args: { scheduledHours: 0, availableHours: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.0 / 0.0 h')).toBeVisible();
  },
};
