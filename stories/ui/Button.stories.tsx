import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { centredRow, row } from '../layout.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div className={row}>
      <Button {...args} tone="primary">Primary</Button>
      <Button {...args} tone="secondary">Secondary</Button>
      <Button {...args} tone="critical">Delete</Button>
      <Button {...args} tone="ghost">Cancel</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Primary', 'Secondary', 'Delete', 'Cancel']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={centredRow}>
      <Button {...args} size="small">Small</Button>
      <Button {...args} size="standard">Standard</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const standard = canvas.getByRole('button', { name: 'Standard' }).getBoundingClientRect();
    await expect(small.height).toBeLessThan(standard.height);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    const parent = button.parentElement as HTMLElement;
    await expect(button.getBoundingClientRect().width).toBeCloseTo(parent.getBoundingClientRect().width, 0);
  },
};

export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
