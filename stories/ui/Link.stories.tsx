import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../../src/ui/Link/Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Forgot password?' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHref: Story = {
  args: { href: '/forgotpassword' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  },
};

export const InText: Story = {
  args: { href: '/register' },
  render: (args) => (
    <p>
      New here? <Link {...args}>Create an account</Link> to get started.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create an account' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const OnPress: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  args: { onPress: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
