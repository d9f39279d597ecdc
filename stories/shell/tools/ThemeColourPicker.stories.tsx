import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeColourPicker, type ThemeColourPickerProps } from '../../../src/shell/tools/ThemeColourPicker';

/** Applies what the picker asks for, as the host does. */
function Stateful(props: ThemeColourPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ThemeColourPicker
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange(hex);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/ThemeColourPicker',
  component: ThemeColourPicker,
  render: (args) => <Stateful {...args} />,
  args: { value: '#1f3a68', onChange: fn() },
} satisfies Meta<typeof ThemeColourPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme colour' }));
  return screen.findByRole('dialog', { name: 'Theme colour' });
};

export const PresetColour: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const presets = within(within(dialog).getByRole('group', { name: 'Preset colours' })).getAllByRole('button');
    await expect(presets.length).toBeGreaterThanOrEqual(8);
    await expect(within(dialog).getByRole('button', { name: 'Teal #119eaf' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Navy #1f3a68' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Red #b3261e' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('#b3261e');
    await expect(screen.queryByRole('dialog', { name: 'Theme colour' })).toBeNull();
  },
};

export const DarkCustomColour: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    fireEvent.change(within(dialog).getByLabelText('Custom colour'), { target: { value: '#2a4d14' } });
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('#2a4d14'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const LightColourIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    fireEvent.change(within(dialog).getByLabelText('Custom colour'), { target: { value: '#f0f0e6' } });
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('#119eaf'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Light color is not allowed. Resetting to default.');
    await expect(within(dialog).getByRole('button', { name: 'Teal #119eaf' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(dialog).getByLabelText('Custom colour')).toHaveValue('#119eaf');
  },
};

export const HostMessage: Story = {
  args: { message: 'Server Error: could not save the theme colour.' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Server Error: could not save the theme colour.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Theme colour' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Theme colour' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^#[0-9a-f]{6}$/));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
