import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MicrosoftCallback } from '../../../src/screens/account/MicrosoftCallback';

const meta = {
  title: 'Screens/Account/MicrosoftCallback',
  component: MicrosoftCallback,
  args: { state: 'connected', expiresAt: '2026-11-20T16:30:00Z', homeHref: '/gettingstarted' },
} satisfies Meta<typeof MicrosoftCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('valid until 11/20/2026 11:30 AM');
  },
};

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Finishing the sign-in with Microsoft');
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'Microsoft did not accept the sign-in. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Microsoft did not accept the sign-in. Try again.');
  },
};
