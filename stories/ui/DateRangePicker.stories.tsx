import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '../../src/ui/DateRangePicker/DateRangePicker';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Invoice dates', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const months = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('spinbutton', { name: /^month/i });

export const TypeRange: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Invoice dates' });
    await userEvent.click(months(canvasElement)[0]!);
    await userEvent.keyboard('3012024');
    await userEvent.click(months(canvasElement)[1]!);
    await userEvent.keyboard('3312024');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-01', end: '2024-03-31' });
    await expect(group).toHaveTextContent('03/01/2024–03/31/2024');
  },
};

export const PickByKeyboard: Story = {
  args: { defaultValue: { start: '2024-03-04', end: '2024-03-08' } },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: /Calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // After the first Enter react-aria moves focus on by a day itself, as a hint that a range is under way.
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2024-03-04', end: '2024-03-06' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: { start: '2024-03-10', end: '2024-03-01' },
    errorMessage: 'The end date must not be before the start date.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end date must not be before the start date.')).toBeVisible();
    await expect(months(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2024-03-04', end: '2024-03-08' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Narrow: Story = {
  args: { value: { start: '2024-12-01', end: '2025-01-31' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Invoice dates' });
    await expect(group).toHaveTextContent('12/01/2024–01/31/2025');
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
