import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Login } from '../../../src/screens/auth/Login';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../src/domain/auth';

const meta = {
  title: 'Screens/Auth/Login',
  component: Login,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    registerHref: '/register',
    forgotPasswordHref: '/forgotpassword',
    demoHref: '/logindemo',
  },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'Parts@Demo.local ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'parts@demo.local', password: 'demo1234' });
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCredentials: Story = {
  args: { errorMessage: WRONG_CREDENTIALS_MESSAGE },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(WRONG_CREDENTIALS_MESSAGE);
    await expect(alert).not.toHaveTextContent(/password is wrong|no such user/i);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SessionEnded: Story = {
  args: { notice: 'Your session has ended. Please sign in again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your session has ended');
  },
};

export const DemoModeOff: Story = {
  args: { demoHref: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Try a demo account' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};
