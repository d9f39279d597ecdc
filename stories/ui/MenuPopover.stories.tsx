import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AnchoredPopover } from './anchoredPopover';
import MenuPopover, { type MenuPopoverProps } from '../../src/ui/Menu/MenuPopover';

type Props = Omit<MenuPopoverProps, 'triggerRef'>;

/** Menu's part: a button to anchor to, the list open from the start, and gone once it asks to close. */
function Anchored(props: Props) {
  return (
    // room on both sides of the button, and below it for the list
    <AnchoredPopover
      label="Work order actions"
      popup="menu"
      frameStyle={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', minHeight: 240 }}
      Popover={MenuPopover}
      popoverProps={props}
    />
  );
}

const meta = {
  title: 'UI/MenuPopover',
  component: Anchored,
  args: {
    label: 'Work order actions',
    items: [
      { id: 'open', label: 'Open in new tab', icon: 'external' },
      { id: 'export', label: 'Export', icon: 'download', isDisabled: true },
      { id: 'duplicate', label: 'Duplicate' },
      { id: 'sep', separator: true },
      { id: 'delete', label: 'Delete', icon: 'trash' },
    ],
    focus: 'first',
    placement: 'bottom start',
    onAction: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Anchored>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.findByRole('menu', { name: 'Work order actions' });
const item = (name: string) => screen.getByRole('menuitem', { name });

export const FocusFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const list = await menu();
    await waitFor(() => expect(item('Open in new tab')).toHaveFocus());
    await expect(within(list).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(list).getByRole('separator')).toBeInTheDocument();
    // placement 'bottom start': under the button, from its left edge
    const trigger = within(canvasElement).getByRole('button', { name: 'Work order actions' }).getBoundingClientRect();
    const popover = list.parentElement!.getBoundingClientRect();
    await expect(Math.abs(popover.left - trigger.left)).toBeLessThanOrEqual(1);
    await expect(popover.top).toBeGreaterThanOrEqual(trigger.bottom);
    // the disabled entry is passed over
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Duplicate')).toHaveFocus();
    await expect(item('Export')).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const FocusLast: Story = {
  args: { focus: 'last' },
  play: async ({ args }) => {
    await menu();
    await waitFor(() => expect(item('Delete')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Duplicate')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ args }) => {
    await menu();
    // a disabled entry does nothing
    await userEvent.click(item('Export'), { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(item('Delete'));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    // closing after a choice is the owner's part (Menu does it in its onAction)
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await menu();
    await waitFor(() => expect(item('Open in new tab')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Work order actions' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AlignedToTheEnd: Story = {
  args: { placement: 'bottom end' },
  play: async ({ canvasElement }) => {
    const list = await menu();
    const trigger = within(canvasElement).getByRole('button', { name: 'Work order actions' }).getBoundingClientRect();
    const popover = list.parentElement!.getBoundingClientRect();
    await expect(Math.abs(popover.right - trigger.right)).toBeLessThanOrEqual(1);
    await expect(popover.top).toBeGreaterThanOrEqual(trigger.bottom);
  },
};
