import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../../src/ui/Select/Select';

const priorities = [
  { id: 'high', label: 'High' },
  { id: 'medium', label: 'Medium' },
  { id: 'low', label: 'Low' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Priority', items: priorities, placeholder: 'Select priority', onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement, name = 'Priority') => within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name });
const shown = (element: HTMLSelectElement) => element.selectedOptions[0]?.textContent;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(shown(select(canvasElement))).toBe('Select priority');
    await userEvent.selectOptions(select(canvasElement), 'Medium');
    await expect(args.onChange).toHaveBeenCalledWith('medium');
    await expect(select(canvasElement)).toHaveDisplayValue('Medium');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    // The platform's select: arrow keys, type-ahead and the picker come with it (not simulated here).
    await expect(select(canvasElement)).toHaveFocus();
    await userEvent.selectOptions(select(canvasElement), 'Low');
    await expect(args.onChange).toHaveBeenLastCalledWith('low');
    await expect(select(canvasElement)).toHaveFocus();
  },
};

export const Options: Story = {
  args: { defaultValue: 'high' },
  play: async ({ canvasElement, args }) => {
    const field = select(canvasElement);
    await expect(within(field).getByRole<HTMLOptionElement>('option', { name: 'High' }).selected).toBe(true);
    // The placeholder is an option too: choosing it again means "none" when the field is optional.
    await expect(within(field).getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(field, 'Select priority');
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: 'medium' },
  play: async ({ canvasElement }) => {
    const field = select(canvasElement);
    await expect(field).toBeRequired();
    // Required: the placeholder shows until a choice is made but cannot be chosen back.
    const placeholder = field.querySelector('option[value=""]');
    await expect(placeholder).toHaveTextContent('Select priority');
    await expect(placeholder).toBeDisabled();
    await expect(within(field).getAllByRole('option')).toHaveLength(3);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a priority.', description: 'How soon it needs attention.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a priority.')).toBeVisible();
    await expect(select(canvasElement)).toBeInvalid();
    await expect(select(canvasElement)).toHaveAccessibleDescription('How soon it needs attention. Please select a priority.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'low' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toBeDisabled();
    await expect(select(canvasElement)).toHaveDisplayValue('Low');
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Category',
    placeholder: 'Select category',
    items: [
      { id: 'account', label: 'Account Issue' },
      { id: 'billing', label: 'Payment/Billing — invoices, statements, credit memos and refunds' },
    ],
    defaultValue: 'billing',
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const field = select(canvasElement, 'Category');
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(field).toHaveDisplayValue(/Payment\/Billing/);
  },
};
