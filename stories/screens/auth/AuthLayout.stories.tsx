import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../../../src/screens/auth/AuthLayout';

const meta = {
  title: 'Screens/Auth/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Sign in', subtitle: 'Use your dealership email and portal password.', children: <p>Form goes here.</p> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText(/Staff Portal/)).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'Set a new password for your dealership portal account before the link expires', footer: <a href="/login">Back</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
