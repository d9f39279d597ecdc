import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScheduleTypeBlock } from '../../../src/screens/service/ScheduleTypeBlock';

const meta = {
  title: 'Screens/Service/ScheduleTypeBlock',
  component: ScheduleTypeBlock,
  args: { colour: '#1f6feb', label: 'Customer RO job' },
} satisfies Meta<typeof ScheduleTypeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Customer RO job')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  },
};

export const Light: Story = {
  args: { colour: '#f2cc60', label: 'Training' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Training')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  },
};
