import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/ui/RadioGroup/RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Priority',
    items: [
      { id: 'high', label: 'High' },
      { id: 'medium', label: 'Medium' },
      { id: 'low', label: 'Low' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Priority' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Medium' }));
    await expect(canvas.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'high' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'High' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', description: 'How soon it needs attention.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [high, low] = [canvas.getByText('High'), canvas.getByText('Low')];
    await expect(high.getBoundingClientRect().top).toBeCloseTo(low.getBoundingClientRect().top, 0);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('How soon it needs attention.');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a priority.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a priority.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'low' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
