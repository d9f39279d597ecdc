import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '../../src/ui/Tabs/Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Work order',
    tabs: [
      { id: 'summary', label: 'Summary', content: 'Unit 48213, brake inspection.' },
      { id: 'labor', label: 'Labor', content: '3 labour lines, 4.5 hours.' },
      { id: 'parts', label: 'Parts', content: '2 parts on order.' },
      { id: 'history', label: 'History', content: 'Opened 03/15/2024.', isDisabled: true },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Unit 48213');
    await userEvent.click(canvas.getByRole('tab', { name: 'Labor' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('labor');
    await expect(canvas.getByRole('tabpanel', { name: 'Labor' })).toHaveTextContent('3 labour lines');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Summary' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Parts' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('parts');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  play: async ({ canvasElement, args }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'History' });
    await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(tab, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('history');
  },
};

export const Controlled: Story = {
  args: { selectedId: 'parts' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('2 parts on order.');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    tabs: ['Summary', 'Labor', 'Parts', 'Sublet', 'Warranty claims', 'Documents', 'History'].map((label) => ({
      id: label.toLowerCase(),
      label,
      content: `${label} of the work order.`,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Summary' }));
    await userEvent.keyboard('{End}');
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('History of the work order.');
  },
};
