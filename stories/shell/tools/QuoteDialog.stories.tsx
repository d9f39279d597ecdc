import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoQuotes } from '../../../src/demo/quotes';
import QuoteDialog from '../../../src/shell/tools/QuoteDialog';
import { useHostOpen } from './overlayHost';

type QuoteDialogProps = ComponentProps<typeof QuoteDialog>;

const quote = demoQuotes()[6]!.quotedesc;

/** As the host: acknowledging stores the day and closes the popup. */
function Host(props: QuoteDialogProps) {
  const open = useHostOpen(props);
  return (
    <QuoteDialog
      {...props}
      {...open}
      onAcknowledge={() => {
        props.onAcknowledge();
        open.onOpenChange(false);
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/QuoteDialog',
  component: QuoteDialog,
  render: (args) => <Host {...args} />,
  args: { quote, isOpen: true, onOpenChange: fn(), onAcknowledge: fn() },
} satisfies Meta<typeof QuoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const popup = () => screen.findByRole('dialog', { name: 'Quote of the day' });
const gotIt = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Got it' });

export const Loading: Story = {
  args: { quote: null, isLoading: true },
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the quote of the day');
    await expect(dialog.querySelector('blockquote')).toBeNull();
    // Nothing to acknowledge yet.
    await expect(gotIt(dialog)).toBeDisabled();
    await userEvent.click(gotIt(dialog));
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
  },
};

export const QuoteShown: Story = {
  play: async () => {
    const dialog = await popup();
    await expect(dialog.querySelector('blockquote')).toHaveTextContent(quote);
    await expect(within(dialog).queryByRole('status')).toBeNull();
    await expect(gotIt(dialog)).toBeEnabled();
  },
};

export const GotItAcknowledges: Story = {
  play: async ({ args }) => {
    const dialog = await popup();
    await userEvent.click(gotIt(dialog));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const GotItByKeyboard: Story = {
  // The quote is there while a refresh still runs: it shows, and Got it takes it.
  args: { isLoading: true },
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(dialog).toHaveTextContent(quote);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(gotIt(dialog)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoQuoteToday: Story = {
  args: { quote: null },
  play: async ({ args }) => {
    const dialog = await popup();
    await expect(dialog).toHaveTextContent('There is no quote for today.');
    await expect(gotIt(dialog)).toBeEnabled();
    await userEvent.click(gotIt(dialog));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
};

export const EscapeLeavesItUnacknowledged: Story = {
  play: async ({ args }) => {
    await popup();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
