import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { QuickLink } from '../../../src/shell/tools/QuickLink';

const meta = {
  title: 'Shell/Tools/QuickLink',
  component: QuickLink,
  args: { readClipboard: fn(async () => '1234\tPN-55012\r\n'), onLookup: fn(), onDismissError: fn() },
} satisfies Meta<typeof QuickLink>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Quick link' });

export const GoodClipboard: Story = {
  args: { readClipboard: fn(async () => '1234\tPN-55012') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(args.onLookup).toHaveBeenCalledWith({ businessObjectId: '1234', primaryKey: 'PN-55012' }));
    await expect(args.onLookup).toHaveBeenCalledOnce();
    await expect(args.readClipboard).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const EmptyClipboard: Story = {
  args: { readClipboard: fn(async () => '') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Clipboard is empty.');
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

export const UnsupportedClipboard: Story = {
  args: { readClipboard: fn(async () => 'Call Bob about the brake job') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Clipboard isn\u2019t a supported Excede object (yet).');
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

export const ClipboardDenied: Story = {
  args: { readClipboard: fn(() => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: 'Paste an Excede link' });
    await expect(dialog).toHaveTextContent(/Copy the record in Excede, then paste it here with Ctrl\+V/);
    const go = within(dialog).getByRole('button', { name: 'Go' });
    await expect(go).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: 'Excede link' });
    await userEvent.click(field);
    await userEvent.paste('not a record');
    await userEvent.click(go);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Clipboard isn\u2019t a supported Excede object (yet).');
    await userEvent.clear(field);
    await userEvent.paste('1234\tPN-55012');
    await userEvent.click(go);
    await expect(args.onLookup).toHaveBeenCalledOnce();
    await expect(args.onLookup).toHaveBeenCalledWith({ businessObjectId: '1234', primaryKey: 'PN-55012' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trigger(canvasElement));
    await expect(args.readClipboard).not.toHaveBeenCalled();
  },
};

export const NotFoundByServer: Story = {
  args: { errorMessage: 'Clipboard isn\u2019t a supported Excede object (yet).' },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Clipboard isn\u2019t a supported Excede object (yet).');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismissError).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { layout: 'fullscreen' },
  args: { readClipboard: fn(async () => '   ') },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
      <QuickLink {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Clipboard is empty.');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
