import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnualInventoryTagEntry } from '../../../src/screens/parts/AnnualInventoryTagEntry';
import { enteredTag, issuedTag, returnedTag, verifiedTag, voidTag } from './annualInventoryTagData';

const meta = {
  title: 'Screens/Parts/AnnualInventoryTagEntry',
  component: AnnualInventoryTagEntry,
  parameters: { layout: 'padded' },
  args: {
    brnId: '101',
    me: 'Alex Admin',
    tag: null,
    isFinding: false,
    error: null,
    isPending: false,
    onFind: fn(),
    onReturned: fn(),
    onEnter: fn(),
    onVerify: fn(),
    onVoid: fn(),
    onAdd: fn(async () => true),
    onClose: fn(),
  },
} satisfies Meta<typeof AnnualInventoryTagEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wedge scanner types the tag's number and presses Enter: the tag is asked for, and the field is ready for the next. */
export const Scan: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Tag number' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, '214{Enter}');
    await expect(args.onFind).toHaveBeenCalledWith(214);
    await expect(field).toHaveValue('');
  },
};

export const Finding: Story = {
  args: { isFinding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding the tag…')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { error: 'There is no tag 9999 in this count.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('There is no tag 9999 in this count.');
  },
};

/** An issued tag: marked returned, or its count entered straight away; no book quantity anywhere. */
export const Issued: Story = {
  args: { tag: issuedTag },
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('region', { name: 'Tag 214' });
    await expect(tag).toHaveTextContent('B07-4C');
    await expect(tag).not.toHaveTextContent(/book/i);
    await userEvent.click(within(tag).getByRole('button', { name: 'Mark returned' }));
    await expect(args.onReturned).toHaveBeenCalledWith(issuedTag);
  },
};

/** Entering blind: the count typed, saved. */
export const Entering: Story = {
  args: { tag: returnedTag },
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('region', { name: 'Tag 214' });
    await userEvent.click(within(tag).getByRole('button', { name: 'Save count' }));
    await expect(within(tag).getByText('Enter the count as a whole number.')).toBeVisible();
    await expect(args.onEnter).not.toHaveBeenCalled();
    await userEvent.type(within(tag).getByRole('textbox', { name: 'Counted qty' }), '6');
    await userEvent.click(within(tag).getByRole('button', { name: 'Save count' }));
    await expect(args.onEnter).toHaveBeenCalledWith(returnedTag, 6);
  },
};

/** Entered by someone else: this person verifies it. */
export const Verifying: Story = {
  args: { tag: enteredTag },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith(enteredTag);
  },
};

/** Whoever entered a tag does not verify it: the button is off and says why; the server's refusal shows too. */
export const VerifyRefused: Story = {
  args: { tag: enteredTag, me: 'Pat Parts', error: 'You entered tag 214: someone else must verify it.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(canvas.getByText('You entered this tag: someone else verifies it.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('someone else must verify it');
  },
};

/** A verified tag no longer changes. */
export const Verified: Story = {
  args: { tag: verifiedTag },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByRole('region', { name: 'Tag 214' });
    await expect(tag).toHaveTextContent(/Alex Admin, 11\/18\/2026/);
    await expect(within(tag).queryByRole('button')).toBeNull();
  },
};

/** A spoiled tag is voided, saying why. */
export const Voiding: Story = {
  args: { tag: returnedTag },
  play: async ({ canvasElement, args }) => {
    const tag = within(canvasElement).getByRole('region', { name: 'Tag 214' });
    await expect(within(tag).getByRole('button', { name: 'Void tag' })).toBeDisabled();
    await userEvent.type(within(tag).getByRole('textbox', { name: 'Why void' }), 'Torn');
    await userEvent.click(within(tag).getByRole('button', { name: 'Void tag' }));
    await expect(args.onVoid).toHaveBeenCalledWith(returnedTag, 'Torn');
  },
};

export const Void: Story = {
  args: { tag: voidTag },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tag 214' })).toHaveTextContent('Torn, rewritten as tag 1502');
  },
};

/** A part found where the books say nothing gets a tag of its own; the form says what is missing. */
export const AddFound: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add a tag for a part found' }));
    await userEvent.click(form.getByRole('button', { name: 'Add tag' }));
    await expect(form.getByText('Enter the bin.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Bin/ }), 'b07-2c');
    await userEvent.type(form.getByRole('textbox', { name: /Part/ }), 'lf9009');
    await userEvent.type(form.getByRole('textbox', { name: /Found qty/ }), '2');
    await userEvent.type(form.getByRole('textbox', { name: /Team/ }), 'Team 2');
    await userEvent.click(form.getByRole('button', { name: 'Add tag' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ bin: 'B07-2C', partNo: 'LF9009', countedQty: 2, counter: 'Team 2' });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { tag: enteredTag },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Tag 214' }).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
