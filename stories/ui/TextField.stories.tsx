import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/ui/TextField/TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Customer name', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Customer name');
    await userEvent.type(input, 'Acme Freight');
    await expect(input).toHaveValue('Acme Freight');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Freight');
  },
};

export const WithDescription: Story = {
  args: { description: 'As it appears on the invoice.', placeholder: 'e.g. Acme Freight' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Customer name');
    await expect(input).toHaveAccessibleDescription('As it appears on the invoice.');
    await expect(input).toHaveAttribute('placeholder', 'e.g. Acme Freight');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Enter the customer name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Customer name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Enter the customer name.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Customer name/)).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme Freight' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Customer name');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { description: 'As it appears on the invoice.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Customer name');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
