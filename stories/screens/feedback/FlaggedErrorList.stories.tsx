import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { FlaggedErrorRow } from '../../../src/domain/feedback/flaggedErrors';
import { FlaggedErrorList } from '../../../src/screens/feedback/FlaggedErrorList';
import { assignees, flaggedErrors } from './fixtures';

const meta = {
  title: 'Screens/Feedback/FlaggedErrorList',
  component: FlaggedErrorList,
  args: { rows: flaggedErrors, assignees, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof FlaggedErrorList>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Flagged errors' });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Flagged Errors' })).toBeVisible();
    const rows = bodyRows(grid(canvasElement));
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('High');
    await expect(rows[0]).toHaveTextContent('Pat Parts');
    await expect(rows[1]).toHaveTextContent('Alex Admin');
  },
};

export const OpenAndAssign: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(bodyRows(grid(canvasElement))[0]!).getByText(/Root Cause Detail/));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged error #12' });
    await expect(within(dialog).getByRole('img', { name: 'Attachment: root-cause.png' })).toBeVisible();
    await expect(within(dialog).getByText('/root-cause-detail')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'In progress');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Assignee' }), 'Morgan Support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(12, { status: 'In progress', assigneeId: 9 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Unassign: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(bodyRows(grid(canvasElement))[1]!).getByText(/Bank Reconciliation/));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged error #11' });
    await expect(within(dialog).getByText('No files attached.')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(11, { status: 'In progress', assigneeId: null });
  },
};

export const SaveFailedKeepsDialogOpen: Story = {
  args: {
    onSave: fn(() => false),
    saveError: 'assigneeId: The assignee must be an active user who can view flag errors.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(bodyRows(grid(canvasElement))[0]!).getByText(/Root Cause Detail/));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged error #12' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The assignee must be');
    await expect(screen.getByRole('dialog', { name: 'Flagged error #12' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No errors have been flagged.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { rows: undefined, error: 'Server Error: database unavailable' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const many: FlaggedErrorRow[] = Array.from({ length: 800 }, (_, i) => ({
  ...flaggedErrors[i % 2]!,
  id: 5000 + i,
  description: `Flagged problem ${i + 1}`,
  status: (['Open', 'In progress', 'Resolved'] as const)[i % 3]!,
}));

export const Large: Story = {
  args: { rows: many },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('800 rows');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'problem 799');
    await expect(await canvas.findByText('Flagged problem 799')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(bodyRows(grid(canvasElement))[0]!).getByText(/Root Cause Detail/));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged error #12' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
