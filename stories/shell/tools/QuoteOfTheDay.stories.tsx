import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoQuotes } from '../../../src/demo/quotes';
import { QuoteOfTheDay, type QuoteOfTheDayProps } from '../../../src/shell/tools/QuoteOfTheDay';
import { Button } from '../../../src/ui/Button/Button';
import { Modal } from '../../../src/ui/Modal/Modal';

const today = demoQuotes()[41]!.quotedesc;

/** Opens and closes as the host does: acknowledging closes it. */
function Stateful(props: QuoteOfTheDayProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <QuoteOfTheDay
      {...props}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange(open);
      }}
      onAcknowledge={() => {
        setOpen(false);
        props.onAcknowledge();
      }}
    />
  );
}

const meta = {
  title: 'Shell/Tools/QuoteOfTheDay',
  component: QuoteOfTheDay,
  render: (args) => <Stateful {...args} />,
  args: { quote: today, isOpen: true, onOpenChange: fn(), onAcknowledge: fn() },
} satisfies Meta<typeof QuoteOfTheDay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Acknowledge: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(dialog).toHaveTextContent(today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenAgain: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quote of the day' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(dialog).toHaveTextContent(today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { quote: null, isLoading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the quote of the day');
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeDisabled();
  },
};

export const NoQuote: Story = {
  args: { quote: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(dialog).toHaveTextContent('There is no quote for today.');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { quote: 'Respect for the customer is the part that never goes on back order, even on the longest of long days.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(within(dialog).getByRole('button', { name: 'Got it' }).getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    );
  },
};

/** The user already has a dialog open when the quote comes due: the quote waits for it to close. */
function OverAnotherDialog(props: QuoteOfTheDayProps) {
  const [isOtherOpen, setOtherOpen] = useState(true);
  const [isDue, setDue] = useState(false);
  return (
    <>
      <QuoteOfTheDay {...props} isOpen={isDue} onAcknowledge={() => setDue(false)} />
      <Modal title="Confirm the move" isOpen={isOtherOpen} onOpenChange={setOtherOpen}>
        <p>Move the card to Done?</p>
        <Button onPress={() => setDue(true)}>Quote arrives now</Button>
      </Modal>
    </>
  );
}

export const WaitsForAnotherDialog: Story = {
  args: { isOpen: false },
  render: (args) => <OverAnotherDialog {...args} />,
  play: async () => {
    const other = await screen.findByRole('dialog', { name: 'Confirm the move' });
    await userEvent.click(within(other).getByRole('button', { name: 'Quote arrives now' }));
    await expect(screen.queryByRole('dialog', { name: 'Quote of the day' })).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: 'Close' }));
    const quote = await screen.findByRole('dialog', { name: 'Quote of the day' });
    await expect(quote).toHaveTextContent(today);
    await userEvent.click(within(quote).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
