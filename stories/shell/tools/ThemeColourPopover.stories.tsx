import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_THEME_COLOR, LIGHT_COLOR_MESSAGE, resolveThemeColor } from '../../../src/domain/themeColor';
import { THEME_PRESETS } from '../../../src/shell/tools/ThemeColourPicker';
import ThemeColourPopover, { type ThemeColourPopoverProps } from '../../../src/shell/tools/ThemeColourPopover';
import { NO_TRIGGER, useHostOpen, WithTrigger } from './overlayHost';

/**
 * The popover under a 'Theme colour' button, with what its host keeps: the colour shown, the
 * colour being dragged, and the refusal of a colour too light (the default is applied instead).
 */
function Host(props: ThemeColourPopoverProps) {
  const open = useHostOpen(props);
  const [shown, setShown] = useState(props.shown);
  const [draft, setDraft] = useState(props.draft);
  const [refusal, setRefusal] = useState(props.refusal);
  return (
    <WithTrigger label="Theme colour" onPress={() => open.onOpenChange(true)}>
      {(triggerRef) => (
        <ThemeColourPopover
          {...props}
          {...open}
          triggerRef={triggerRef}
          shown={shown}
          draft={draft}
          refusal={refusal}
          onDraftChange={(hex) => {
            setDraft(hex);
            props.onDraftChange(hex);
          }}
          onChoose={(hex) => {
            props.onChoose(hex);
            const { color, message } = resolveThemeColor(hex);
            setShown(color);
            setDraft(null);
            setRefusal(message ?? null);
          }}
        />
      )}
    </WithTrigger>
  );
}

const meta = {
  title: 'Shell/Tools/ThemeColourPopover',
  component: ThemeColourPopover,
  render: (args) => <Host {...args} />,
  args: {
    triggerRef: NO_TRIGGER,
    dialogId: 'theme-colour',
    isOpen: true,
    onOpenChange: fn(),
    shown: '#1f3a68',
    draft: null,
    onDraftChange: fn(),
    onChoose: fn(),
    refusal: null,
  },
} satisfies Meta<typeof ThemeColourPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

const popover = () => screen.findByRole('dialog', { name: 'Theme colour' });
const swatch = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const custom = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('Custom colour');

export const Presets: Story = {
  play: async () => {
    const dialog = await popover();
    await expect(dialog).toHaveAttribute('id', 'theme-colour');
    const presets = within(within(dialog).getByRole('group', { name: 'Preset colours' })).getAllByRole('button');
    await expect(presets.map((preset) => preset.getAttribute('aria-label'))).toEqual(THEME_PRESETS.map(({ name, hex }) => `${name} ${hex}`));
    // The current colour is pressed and ticked; no other.
    await expect(presets.filter((preset) => preset.getAttribute('aria-pressed') === 'true')).toEqual([swatch(dialog, 'Navy #1f3a68')]);
    await expect(swatch(dialog, 'Navy #1f3a68').querySelector('svg')).not.toBeNull();
    await expect(custom(dialog)).toHaveValue('#1f3a68');
  },
};

export const ChooseAColour: Story = {
  play: async ({ args }) => {
    const dialog = await popover();
    await userEvent.click(swatch(dialog, 'Forest green #1e7b34'));
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('#1e7b34');
    await expect(swatch(dialog, 'Forest green #1e7b34')).toHaveAttribute('aria-pressed', 'true');
    await expect(swatch(dialog, 'Navy #1f3a68')).toHaveAttribute('aria-pressed', 'false');
    await expect(custom(dialog)).toHaveValue('#1e7b34');
  },
};

export const ResetToDefaultByKeyboard: Story = {
  args: { shown: '#5b2a86' },
  play: async ({ args }) => {
    await popover();
    // The default comes first: the first Tab reaches it.
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: `Teal ${DEFAULT_THEME_COLOR}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith(DEFAULT_THEME_COLOR);
    await expect(screen.getByRole('button', { name: `Teal ${DEFAULT_THEME_COLOR}` })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CustomColour: Story = {
  play: async ({ args }) => {
    const dialog = await popover();
    // Dragging in the native picker only previews.
    fireEvent.input(custom(dialog), { target: { value: '#2a4d14' } });
    await expect(args.onDraftChange).toHaveBeenCalledWith('#2a4d14');
    await expect(custom(dialog)).toHaveValue('#2a4d14');
    await expect(args.onChoose).not.toHaveBeenCalled();
    // Closing the picker commits it.
    fireEvent.change(custom(dialog), { target: { value: '#2a4d14' } });
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith('#2a4d14'));
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(swatch(dialog, 'Navy #1f3a68')).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LightColourRefused: Story = {
  play: async ({ args }) => {
    const dialog = await popover();
    fireEvent.change(custom(dialog), { target: { value: '#f4f0dc' } });
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith('#f4f0dc'));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIGHT_COLOR_MESSAGE);
    // Reset to the default.
    await expect(swatch(dialog, `Teal ${DEFAULT_THEME_COLOR}`)).toHaveAttribute('aria-pressed', 'true');
    await expect(custom(dialog)).toHaveValue(DEFAULT_THEME_COLOR);
  },
};

export const HostMessage: Story = {
  args: { message: 'Server Error: The theme colour could not be saved.' },
  play: async () => {
    const dialog = await popover();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Server Error: The theme colour could not be saved.');
  },
};

export const RefusalSaidOnce: Story = {
  // The host repeats the refusal as its message: it is said once.
  args: { shown: DEFAULT_THEME_COLOR, refusal: LIGHT_COLOR_MESSAGE, message: LIGHT_COLOR_MESSAGE },
  play: async () => {
    const dialog = await popover();
    await expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(LIGHT_COLOR_MESSAGE);
  },
};

export const EscapeCloses: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Theme colour' });
    await userEvent.click(trigger);
    await popover();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChoose).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
