import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '../../src/ui/DatePicker/DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'Delivery date', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const segment = (canvasElement: HTMLElement, name: 'month' | 'day' | 'year') =>
  within(canvasElement).getByRole('spinbutton', { name: new RegExp(`^${name}`, 'i') });

export const TypeDate: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery date' });
    await expect(group).toHaveTextContent('mm/dd/yyyy');
    await userEvent.click(segment(canvasElement, 'month'));
    await userEvent.keyboard('3152024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
    await expect(group).toHaveTextContent('03/15/2024');
  },
};

export const PickByKeyboard: Story = {
  args: { defaultValue: '2024-03-15' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /Calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2024');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-23');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('group', { name: 'Delivery date' })).toHaveTextContent('03/23/2024');
  },
};

export const Controlled: Story = {
  args: { value: '2024-01-05', description: 'The day the unit leaves the yard.' },
  play: async ({ canvasElement }) => {
    await expect(segment(canvasElement, 'month')).toHaveTextContent('01');
    await expect(segment(canvasElement, 'day')).toHaveTextContent('05');
    await expect(within(canvasElement).getByText('The day the unit leaves the yard.')).toBeVisible();
  },
};

export const OutOfRange: Story = {
  args: { defaultValue: '2024-03-15', minValue: '2024-03-10', maxValue: '2024-03-20' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /March 5, 2024/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Enter the delivery date.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the delivery date.')).toBeVisible();
    await expect(segment(canvasElement, 'month')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2024-03-15' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
    await expect(segment(canvasElement, 'month')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Narrow: Story = {
  args: { defaultValue: '2024-03-15' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Delivery date' });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
    const grid = await within(document.body).findByRole('grid');
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
