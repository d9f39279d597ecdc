import { useId, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PARTS_TICKET_COLUMNS } from '../../src/demo/tableColumns';
import { Button } from '../../src/ui/Button/Button';
import type { ColumnsMenuItem } from '../../src/ui/DataTable/ColumnsMenu';
import ColumnsPopover, { type ColumnsPopoverProps } from '../../src/ui/DataTable/ColumnsPopover';

/** The first columns of the parts tickets grid: the ticket always shown, the description hidden. */
const ticketColumns: ColumnsMenuItem[] = PARTS_TICKET_COLUMNS.slice(0, 5).map(({ id, header }) => ({
  id,
  header,
  visible: id !== 'description',
  canHide: id !== 'ticket',
}));

type Props = Omit<ColumnsPopoverProps, 'triggerRef' | 'dialogId' | 'isOpen'>;

/** What ColumnsMenu and the grid do around the popover: a trigger to anchor to, open from the start, and the columns kept in state. */
function Owner({ items: initial, onOpenChange, onToggle, onMove, onReset }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const [isOpen, setOpen] = useState(true);
  const [items, setItems] = useState(initial);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 300 }}>
      <Button ref={triggerRef} tone="secondary" size="small" aria-expanded={isOpen} onPress={() => setOpen(!isOpen)}>
        Columns
      </Button>
      <ColumnsPopover
        triggerRef={triggerRef}
        dialogId={dialogId}
        isOpen={isOpen}
        items={items}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange(open);
        }}
        onToggle={(id, visible) => {
          setItems(items.map((item) => (item.id === id ? { ...item, visible } : item)));
          onToggle(id, visible);
        }}
        onMove={(id, by) => {
          const from = items.findIndex((item) => item.id === id);
          const next = items.slice();
          next.splice(from + by, 0, ...next.splice(from, 1));
          setItems(next);
          onMove(id, by);
        }}
        onReset={() => {
          setItems(initial);
          onReset();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Table/ColumnsPopover',
  component: Owner,
  args: { items: ticketColumns, onOpenChange: fn(), onToggle: fn(), onMove: fn(), onReset: fn() },
} satisfies Meta<typeof Owner>;
export default meta;
type Story = StoryObj<typeof meta>;

const columnsDialog = async () => within(await screen.findByRole('dialog', { name: 'Columns' }));
const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);

export const ToggleColumns: Story = {
  play: async ({ args }) => {
    const dialog = await columnsDialog();
    await expect(dialog.getByRole('checkbox', { name: 'Ticket' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Description' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Description' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('description', true);
    await expect(dialog.getByRole('checkbox', { name: 'Description' })).toBeChecked();
    // by keyboard: Space on a focused checkbox hides its column
    dialog.getByRole('checkbox', { name: 'Branch' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('branch', false);
    await expect(dialog.getByRole('checkbox', { name: 'Branch' })).not.toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

export const MoveColumns: Story = {
  play: async ({ args }) => {
    const dialog = await columnsDialog();
    await expect(dialog.getByRole('button', { name: 'Move Ticket up' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move Qty down' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Move Branch down' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('branch', 1);
    await expect(checkboxNames()).toEqual(['Ticket', 'Part number', 'Branch', 'Description', 'Qty']);
    // by keyboard
    dialog.getByRole('button', { name: 'Move Qty up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith('qty', -1);
    await expect(checkboxNames()).toEqual(['Ticket', 'Part number', 'Branch', 'Qty', 'Description']);
    await expect(dialog.getByRole('button', { name: 'Move Description down' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Move Qty down' })).toBeEnabled();
  },
};

/** Moving a column to the top or bottom keeps focus in the popover, on its other move button. */
export const FocusStaysAtTheEdge: Story = {
  play: async () => {
    const dialog = await columnsDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Move Branch up' }));
    await waitFor(() => expect(checkboxNames()).toEqual(['Branch', 'Ticket', 'Part number', 'Description', 'Qty']));
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Move Branch down' })));
    dialog.getByRole('button', { name: 'Move Description down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Move Description up' })));
  },
};

export const Reset: Story = {
  play: async ({ args }) => {
    const dialog = await columnsDialog();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Part number' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move Ticket down' }));
    await expect(checkboxNames()).toEqual(['Branch', 'Ticket', 'Part number', 'Description', 'Qty']);
    await userEvent.click(dialog.getByRole('button', { name: 'Reset columns' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(checkboxNames()).toEqual(['Ticket', 'Branch', 'Part number', 'Description', 'Qty']);
    await expect(dialog.getByRole('checkbox', { name: 'Part number' })).toBeChecked();
    await expect(args.onToggle).toHaveBeenCalledOnce();
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

export const LastVisibleColumnStays: Story = {
  args: {
    items: [
      { id: 'ticket', header: 'Ticket', visible: false, canHide: true },
      { id: 'amount', header: 'Amount', visible: true, canHide: true },
    ],
  },
  play: async ({ args }) => {
    const dialog = await columnsDialog();
    await expect(dialog.getByRole('checkbox', { name: 'Amount' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ticket' }));
    await expect(args.onToggle).toHaveBeenCalledWith('ticket', true);
    // two shown: either may go now
    await expect(dialog.getByRole('checkbox', { name: 'Amount' })).toBeEnabled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    // focus moves into the popover as it opens
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const popover = (await screen.findByRole('dialog', { name: 'Columns' })).parentElement!;
    // placed once measured: under the trigger, inside the phone's width, everything reachable
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Reset columns' })).toBeVisible());
    await waitFor(() => expect(popover.getBoundingClientRect().left).toBeGreaterThanOrEqual(0));
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
