import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { activeBadge, CodeGrid, DeleteCodeConfirm, type CodeColumn } from '../../../src/screens/codeTable/CodeTable';

interface Bay {
  id: number;
  code: string;
  name: string;
  active: boolean;
  timesUsed: number;
}

const BAYS: Bay[] = [
  { id: 1, code: 'B1', name: 'Express lane', active: true, timesUsed: 0 },
  { id: 2, code: 'B2', name: 'Heavy-duty pit', active: true, timesUsed: 14 },
  { id: 3, code: 'B3', name: 'Wash bay', active: false, timesUsed: 3 },
];

const COLUMNS: readonly CodeColumn<Bay>[] = [
  { header: 'Code', look: 'key', cell: (bay) => bay.code },
  { header: 'Name', look: 'wide', cell: (bay) => bay.name },
  { header: 'Status', cell: (bay) => activeBadge(bay.active) },
  { header: 'Used by', look: 'number', cell: (bay) => bay.timesUsed },
];

const meta = {
  title: 'Screens/CodeTable/CodeTable',
  component: CodeGrid<Bay>,
  args: {
    'aria-label': 'Bays',
    rows: BAYS,
    columns: COLUMNS,
    canDelete: (bay: Bay) => bay.timesUsed === 0,
    isBusy: false,
    onEdit: fn(),
    onSetActive: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CodeGrid<Bay>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each code's columns, then Edit, Activate or Deactivate, and Delete only while nothing names it. */
export const Codes: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bays' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Code', 'Name', 'Status', 'Used by', 'Actions']);
    await expect(within(table).getByRole('button', { name: 'Delete B1' })).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Delete B2' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit B2' }));
    await expect(args.onEdit).toHaveBeenCalledWith(BAYS[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Activate B3' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(BAYS[2], true);
    await userEvent.click(within(table).getByRole('button', { name: 'Delete B1' }));
    await expect(args.onDelete).toHaveBeenCalledWith(BAYS[0]);
  },
};

/** A change under way: every row's buttons wait. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Rows before Edit: a table that orders its codes moves them up and down. */
export const LeadingActions: Story = {
  args: { leadingActions: (bay: Bay) => <button type="button">Move {bay.code} up</button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Move B\d up$/ })).toHaveLength(3);
  },
};

/** The question before a code goes for good, and the server's refusal when it says no. */
export const DeleteRefused: Story = {
  render: () => <DeleteCodeConfirm deleting={BAYS[0]!} nameOf={(bay) => bay.name} onDelete={fn(async () => false)} isDeleting={false} deleteError="B1 was used meanwhile: deactivate it instead." onDone={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete B1?' });
    await expect(dialog).toHaveTextContent('B1 Express lane goes for good.');
    await expect(dialog).toHaveTextContent('B1 was used meanwhile: deactivate it instead.');
  },
};
