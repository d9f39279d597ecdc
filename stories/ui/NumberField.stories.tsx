import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '../../src/ui/NumberField/NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Quantity', onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('13');
  },
};

export const Steppers: Story = {
  args: { defaultValue: 1, minValue: 0, maxValue: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Currency: Story = {
  args: { label: 'Unit price', formatOptions: { style: 'currency', currency: 'USD' } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Unit price' });
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Enter a quantity of at least 1.', description: 'Whole units only.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a quantity of at least 1.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};
