import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPassword } from '../../../src/screens/auth/ResetPassword';
import { RESET_LINK_INVALID_MESSAGE } from '../../../src/domain/auth';

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPassword,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof ResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('a-new-password');
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a-new-password');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'another-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('The two passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ExpiredLink: Story = {
  args: { errorMessage: RESET_LINK_INVALID_MESSAGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
  },
};
