import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BinVerificationCheck } from '../../../src/screens/parts/BinVerificationCheck';
import { binVerificationRows } from './binVerificationData';

const rows = binVerificationRows(5);

const meta = {
  title: 'Screens/Parts/BinVerificationCheck',
  component: BinVerificationCheck,
  args: {
    row: rows[0]!,
    exception: 'noLocation',
    meId: 2,
    onClose: fn(),
    onFound: fn(),
    onOpenTask: fn(),
    onTaskDone: fn(),
    onVerify: fn(),
  },
} satisfies Meta<typeof BinVerificationCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scan the bin, then the right part: the field says what it read, the bin is filled in and recorded. */
export const ScanRightBinAndPart: Story = {
  args: { row: rows[0]! },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Check WF4223 at 201' });
    const scan = within(dialog).getByRole('textbox', { name: 'Scan bin, then part' });
    await expect(scan).toHaveFocus();
    await userEvent.type(scan, 'a03-2b{Enter}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Bin A03-2B read. Now scan the part.');
    await userEvent.type(scan, 'WF-4223{Enter}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('WF4223 found in bin A03-2B.');
    await expect(within(dialog).getByRole('textbox', { name: 'Found in bin' })).toHaveValue('A03-2B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record found in bin' }));
    await expect(args.onFound).toHaveBeenCalledWith('A03-2B');
    await expect(within(dialog).getByRole('link', { name: 'Print label' })).toHaveAttribute('href', '/shelflabelparts?partNo=WF4223&brnId=201');
  },
};

/** A part that is not the row's in the scanned bin: the field says so and keeps the bin; an empty bin is refused. */
export const ScanWrongPart: Story = {
  args: { row: rows[0]! },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Check WF4223 at 201' });
    const scan = within(dialog).getByRole('textbox', { name: 'Scan bin, then part' });
    await userEvent.type(scan, 'A03-2B{Enter}LF9009{Enter}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('LF9009 is the wrong part for bin A03-2B');
    await expect(within(dialog).getByRole('textbox', { name: 'Found in bin' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record found in bin' }));
    await expect(within(dialog).getByText('Enter the bin the part was found in.')).toBeVisible();
    await expect(args.onFound).not.toHaveBeenCalled();
  },
};

/** Found, with its bin-change task open: the task is marked done once made in Excede, and the part verified. */
export const FoundWithTask: Story = {
  args: { row: rows[1]! },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /^Check LF9009/ });
    await expect(within(dialog).getByText('Bin-change task Open')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Task done in Excede' }));
    await expect(args.onTaskDone).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};

/** A high-value part its first confirmer opens again: a second, different person must confirm it. */
export const HighValueNeedsSecondPerson: Story = {
  args: { row: rows[2]!, meId: 2 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /^Check BRK-4515Q/ });
    await expect(within(dialog).getByRole('button', { name: 'Confirm as second person' })).toBeDisabled();
    await expect(within(dialog).getByText(/You confirmed it first/)).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** Someone else opens it: they confirm it as the second person. */
export const SecondPersonConfirms: Story = {
  args: { row: rows[2]!, meId: 1 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /^Check BRK-4515Q/ });
    await expect(within(dialog).getByText(/Pat Parts confirmed it first/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm as second person' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};
