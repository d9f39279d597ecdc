import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { parseQuickLink, QUICK_LINK_EMPTY, QUICK_LINK_UNSUPPORTED } from '../../../src/domain/quickLink';
import QuickLinkOverlays, { type QuickLinkOverlaysProps } from '../../../src/shell/tools/QuickLinkOverlays';
import { NO_TRIGGER, WithTrigger } from './overlayHost';

/**
 * The overlays under a 'Quick link' button, with what QuickLink keeps: the message said beside
 * the button (gone once dismissed) and the paste dialog (the button opens it again).
 */
function Host(props: QuickLinkOverlaysProps) {
  const [message, setMessage] = useState(props.message);
  const [isPasteOpen, setPasteOpen] = useState(props.isPasteOpen);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <WithTrigger label="Quick link" onPress={() => setPasteOpen(true)}>
        {(triggerRef) => (
          <QuickLinkOverlays
            {...props}
            triggerRef={triggerRef}
            message={message}
            onDismiss={() => {
              setMessage(null);
              props.onDismiss();
            }}
            isPasteOpen={isPasteOpen}
            onPasteClose={() => {
              setPasteOpen(false);
              props.onPasteClose();
            }}
          />
        )}
      </WithTrigger>
    </div>
  );
}

/** What QuickLink's lookUp answers: the parse problem, or null once the record is looked up. */
const lookUp = fn((text: string) => {
  const parsed = parseQuickLink(text);
  return parsed.ok ? null : parsed.message;
});

const meta = {
  title: 'Shell/Tools/QuickLinkOverlays',
  component: QuickLinkOverlays,
  render: (args) => <Host {...args} />,
  args: { triggerRef: NO_TRIGGER, message: null, onDismiss: fn(), isPasteOpen: false, onPasteClose: fn(), lookUp },
} satisfies Meta<typeof QuickLinkOverlays>;
export default meta;
type Story = StoryObj<typeof meta>;

const paste = () => screen.findByRole('dialog', { name: 'Paste an Excede link' });
const field = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Excede link' });
const go = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Go' });

export const Nothing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Quick link' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Message: Story = {
  args: { message: QUICK_LINK_EMPTY },
  play: async ({ canvasElement, args }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(QUICK_LINK_EMPTY);
    // Said just below the button.
    const trigger = within(canvasElement).getByRole('button', { name: 'Quick link' }).getBoundingClientRect();
    await expect(alert.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.bottom);
    // Not modal: a click elsewhere on the page leaves it said, until it is dismissed.
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvasElement);
    await expect(screen.getByRole('alert')).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const DismissMessage: Story = {
  args: { message: QUICK_LINK_UNSUPPORTED },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(QUICK_LINK_UNSUPPORTED);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await expect(args.lookUp).not.toHaveBeenCalled();
  },
};

export const PasteAndLookUp: Story = {
  args: { isPasteOpen: true },
  play: async ({ args }) => {
    const dialog = await paste();
    await expect(dialog).toHaveTextContent('The browser did not let the portal read the clipboard.');
    await waitFor(() => expect(field(dialog)).toHaveFocus());
    await expect(go(dialog)).toBeDisabled();
    // Blanks are not a copy.
    await userEvent.keyboard('   ');
    await expect(go(dialog)).toBeDisabled();
    await userEvent.clear(field(dialog));
    await userEvent.paste('5521\tWO-88310');
    await userEvent.click(go(dialog));
    await expect(args.lookUp).toHaveBeenCalledOnce();
    await expect(args.lookUp).toHaveBeenCalledWith('5521\tWO-88310');
    await expect(args.onPasteClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PasteNotACopy: Story = {
  args: { isPasteOpen: true },
  play: async ({ args }) => {
    const dialog = await paste();
    await userEvent.click(field(dialog));
    await userEvent.paste('WO-88310');
    await userEvent.click(go(dialog));
    await expect(args.lookUp).toHaveBeenCalledWith('WO-88310');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(QUICK_LINK_UNSUPPORTED);
    await expect(args.onPasteClose).not.toHaveBeenCalled();
    // Editing the copy takes the message away.
    await userEvent.type(field(dialog), 'x');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const CancelForgetsThePaste: Story = {
  args: { isPasteOpen: true },
  play: async ({ canvasElement, args }) => {
    let dialog = await paste();
    await userEvent.click(field(dialog));
    await userEvent.paste('not a record');
    await userEvent.click(go(dialog));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onPasteClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again: empty, no message.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick link' }));
    dialog = await paste();
    await expect(field(dialog)).toHaveValue('');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onPasteClose).toHaveBeenCalledTimes(2);
    await expect(args.lookUp).toHaveBeenCalledOnce();
  },
};
