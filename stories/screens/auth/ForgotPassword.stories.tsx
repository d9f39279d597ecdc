import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPassword } from '../../../src/screens/auth/ForgotPassword';
import { FORGOT_PASSWORD_ANSWER } from '../../../src/domain/auth';

const meta = {
  title: 'Screens/Auth/ForgotPassword',
  component: ForgotPassword,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof ForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'parts@demo.local');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'parts@demo.local' });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Enter your email address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { sentMessage: FORGOT_PASSWORD_ANSWER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('If an account exists for that email');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  args: { errorMessage: 'Server Error: mail is down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Server Error: mail is down');
  },
};
