import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeTextField } from '../../src/ui/Native/NativeTextField';

const meta = {
  title: 'UI/Native/NativeTextField',
  component: NativeTextField,
  args: { label: 'Email', name: 'email', type: 'email', onChange: fn() },
} satisfies Meta<typeof NativeTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'parts@demo.local');
    await expect(input).toHaveValue('parts@demo.local');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { label: 'Password', name: 'password', type: 'password', description: 'At least 8 characters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const WithError: Story = {
  args: { required: true, description: 'Your dealership email.', errorMessage: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Your dealership email. Enter a valid email address.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'parts@demo.local' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
