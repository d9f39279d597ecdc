import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginDemo } from '../../../src/screens/auth/LoginDemo';
import { DEMO_ACCOUNTS } from '../../../src/demo/people';

const accounts = DEMO_ACCOUNTS.map(({ name, email, roles, branches }) => ({ name, email, roles, branchCount: branches.length }));

const meta = {
  title: 'Screens/Auth/LoginDemo',
  component: LoginDemo,
  parameters: { layout: 'fullscreen' },
  args: { accounts, onChoose: fn(), loginHref: '/login' },
} satisfies Meta<typeof LoginDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('No permissions · 1 branch')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as Pat Parts' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ email: 'parts@demo.local' }));
  },
};

export const SigningIn: Story = {
  args: { pendingEmail: 'admin@demo.local' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign in as Pat Parts' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as Pat Parts' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { accounts: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the demo accounts…')).toBeVisible();
  },
};

export const DemoModeOff: Story = {
  args: { accounts: undefined, isUnavailable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Demo sign-in is turned off on this server.');
    await expect(canvas.getByRole('link', { name: 'Sign in with your own account' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  args: { errorMessage: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No response from the server');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in as Alex Admin' })).toBeVisible();
  },
};
