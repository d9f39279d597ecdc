import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NativeLink } from '../../src/ui/Native/NativeLink';

const meta = {
  title: 'UI/Native/NativeLink',
  component: NativeLink,
  args: { href: '/forgotpassword', children: 'Forgot password?' },
} satisfies Meta<typeof NativeLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = memoryLocation({ path: '/login', record: true });

export const NavigatesInThePortal: Story = {
  decorators: [
    (Story) => (
      <Router hook={location.hook}>
        <Story />
      </Router>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgotpassword');
    await userEvent.click(link);
    await expect(location.history.at(-1)).toBe('/forgotpassword');
  },
};

export const KeyboardFocus: Story = {
  decorators: NavigatesInThePortal.decorators,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
