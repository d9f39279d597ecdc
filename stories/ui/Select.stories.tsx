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

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /Priority/ });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Select priority');
    await userEvent.click(trigger(canvasElement));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Medium' }));
    await expect(args.onChange).toHaveBeenCalledWith('medium');
    await expect(trigger(canvasElement)).toHaveTextContent('Medium');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('low');
  },
};

export const Open: Story = {
  args: { defaultValue: 'high' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'High' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please select a priority.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please select a priority.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'low' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(trigger(canvasElement)).toHaveTextContent('Low');
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
    const button = within(canvasElement).getByRole('button', { name: /Category/ });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(button);
    await expect(await within(document.body).findByRole('option', { name: /Payment\/Billing/ })).toBeVisible();
  },
};
