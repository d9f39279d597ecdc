import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Register } from '../../../src/screens/auth/Register';
import { REGISTERED_ANSWER, TOO_MANY_REQUESTS_MESSAGE } from '../../../src/domain/auth';

const meta = {
  title: 'Screens/Auth/Register',
  component: Register,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof Register>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Full name/), 'Dana Doe');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dana.doe@demo.local');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'longenough');
    await userEvent.click(canvas.getByRole('button', { name: 'Request account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Dana Doe', email: 'dana.doe@demo.local', password: 'longenough' });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dana');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Request account' }));
    await expect(await canvas.findByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooManyRequests: Story = {
  args: { errorMessage: TOO_MANY_REQUESTS_MESSAGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many requests from this address');
  },
};

export const Registered: Story = {
  args: { successMessage: REGISTERED_ANSWER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('an administrator must activate the account');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Request account/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
