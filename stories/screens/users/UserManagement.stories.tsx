import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { BulkPayload } from '../../../src/domain/userPayloads';
import { UserManagement, type UserManagementProps } from '../../../src/screens/users/UserManagement';
import { branches, manyUsers, roles, users } from './fixtures';
import { usersGridStates } from './usersGridStates';

/** Each run finishes at once, as the host does after the server answered. */
function Stateful(props: UserManagementProps) {
  const [runs, setRuns] = useState(0);
  return (
    <UserManagement
      {...props}
      completedRuns={runs}
      onRun={(payload: BulkPayload) => {
        props.onRun(payload);
        if (!props.runError) setRuns((n) => n + 1);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Users/UserManagement',
  component: UserManagement,
  render: (args) => <Stateful {...args} />,
  args: { users, roles, branches, onRetry: fn(), onRun: fn(), onViewChange: fn() },
} satisfies Meta<typeof UserManagement>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Users' });
const rows = (el: HTMLElement) => Array.from(grid(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
const toolbar = (el: HTMLElement) => within(within(el).getByRole('group', { name: 'Bulk actions' }));
const pat = users.find((u) => u.email === 'parts@demo.local')!;
const viewer = users.find((u) => u.email === 'viewer@demo.local')!;

async function selectPatAndViewer(el: HTMLElement) {
  const table = grid(el);
  await userEvent.click(within(table).getByRole('checkbox', { name: `Select row ${users.indexOf(pat) + 1}` }));
  await userEvent.click(within(table).getByRole('checkbox', { name: `Select row ${users.indexOf(viewer) + 1}` }));
  await expect(toolbar(el).getByText('2 users selected.')).toBeVisible();
}

export const AddBranch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    await expect(toolbar(canvasElement).getByRole('button', { name: 'Add branch…' })).toBeDisabled();
    await selectPatAndViewer(canvasElement);
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Add branch…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add a branch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    await expect(dialog).toHaveTextContent('Choose a branch.');
    await expect(args.onRun).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Branch' }), '201 - Birmingham');
    await expect(dialog).toHaveTextContent('1 of the 2 users selected will get the branch 201 - Birmingham; the others already have it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add branch' }));
    await expect(args.onRun).toHaveBeenCalledWith({ action: 'addBranch', userIds: [pat.id, viewer.id], branchId: 7 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The selection stays for the next action.
    await expect(toolbar(canvasElement).getByText('2 users selected.')).toBeVisible();
  },
};

export const AssignRole: Story = {
  play: async ({ canvasElement, args }) => {
    await selectPatAndViewer(canvasElement);
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Assign role…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Assign a role' });
    await expect(dialog).toHaveTextContent('Choose the role to give the 2 users selected.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Read-only');
    await expect(dialog).toHaveTextContent('2 of the 2 users selected will get the role Read-only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign role' }));
    await expect(args.onRun).toHaveBeenCalledWith({ action: 'assignRole', userIds: [pat.id, viewer.id], roleId: 7 });
  },
};

export const CancelLeavesEverything: Story = {
  play: async ({ canvasElement, args }) => {
    await selectPatAndViewer(canvasElement);
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Assign role…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Assign a role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

export const ActivateRegistered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const registered = users.filter((u) => u.registered);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Registered' }), 'registered');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(registered.length));
    await userEvent.click(within(grid(canvasElement)).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Activate registered accounts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate registered accounts' });
    await expect(dialog).toHaveTextContent(`${registered.length} of the ${registered.length} users selected registered and are inactive`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(args.onRun).toHaveBeenCalledWith({ action: 'activateRegistered', userIds: registered.map((u) => u.id) });
  },
};

export const ActionFailed: Story = {
  args: { runError: 'userIds: Some of the selected users no longer exist.' },
  play: async ({ canvasElement }) => {
    await selectPatAndViewer(canvasElement);
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Activate registered accounts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate registered accounts' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Some of the selected users no longer exist.');
    await expect(dialog).toHaveTextContent('0 of the 2 users selected');
  },
};

export const Running: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await selectPatAndViewer(canvasElement);
    await userEvent.click(toolbar(canvasElement).getByRole('button', { name: 'Activate registered accounts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate registered accounts' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { users: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
    await expect(toolbar(canvasElement).getByRole('button', { name: 'Assign role…' })).toBeDisabled();
  },
};

export const Empty: Story = usersGridStates.empty('No users yet.');

export const Failed: Story = usersGridStates.failed;

export const Large: Story = {
  args: { users: manyUsers(5000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5,000 rows');
    await userEvent.click(within(grid(canvasElement)).getByRole('checkbox', { name: 'Select all rows' }));
    await expect(toolbar(canvasElement).getByText('5,000 users selected.')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(toolbar(canvasElement).getByRole('button', { name: 'Activate registered accounts' })).toBeVisible();
  },
};
