import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from '../../src/ui/TextArea/TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Description', maxLength: 250, onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 250')).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(canvas.getByLabelText('Description'), 'Brake pads');
    await expect(args.onChange).toHaveBeenLastCalledWith('Brake pads');
    await expect(canvas.getByText('10 / 250')).toBeVisible();
  },
};

export const AtLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Oil change, 2 trucks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Description');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
    await userEvent.type(input, ' more');
    await expect(input).toHaveValue('Oil change, 2 trucks');
  },
};

export const Controlled: Story = {
  args: { value: 'Set by the screen', description: 'What went wrong, in a few words.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('17 / 250')).toBeVisible();
    await expect(canvas.getByLabelText('Description')).toHaveAccessibleDescription('What went wrong, in a few words.');
  },
};

export const WithoutCounter: Story = {
  args: { maxLength: undefined, label: 'Notes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Notes'), 'Line one{Enter}Line two');
    await expect(canvas.getByLabelText('Notes')).toHaveValue('Line one\nLine two');
    await expect(canvas.queryByText(/\/ /)).toBeNull();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please provide a description or attach at least one file.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please provide a description or attach at least one file.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked note' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Description')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Customer reports an intermittent ABS warning on cold starts; the fault clears after about ten minutes. Checked wheel-speed sensors on both steer axles, no fault codes stored.',
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('174 / 250')).toBeVisible();
    const input = canvas.getByLabelText('Description');
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
