import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ROLE_NAME_TAKEN } from '../../../src/domain/users';
import { RoleForm } from '../../../src/screens/users/RoleForm';
import { partsRole, permissionId, permissions, roles } from './fixtures';
import { refusingEverySave } from './refusingEverySave';

const meta = {
  title: 'Screens/Users/RoleForm',
  component: RoleForm,
  args: { mode: 'create', permissions, roles, onRetry: fn(), onSubmit: fn(), onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof RoleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Role' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create role' }));
    await expect(canvas.getByText('Enter the role name.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Role name' }), 'Bin checkers');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'can view waiting list' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'can view bin verification' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create role' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Bin checkers',
      description: '',
      permissionIds: [permissionId('can view waiting list'), permissionId('can view bin verification')],
    });
  },
};

export const Edit: Story = {
  args: { mode: 'edit', role: { ...partsRole, user_count: 0 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Role: Parts' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all in Parts' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    await expect(dialog).toHaveTextContent('No user holds this role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await expect(args.onDelete).toHaveBeenCalledWith(null);
  },
};

export const DeleteRoleInUse: Story = {
  args: { mode: 'edit', role: { ...partsRole, user_count: 12 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this role?' });
    await expect(dialog).toHaveTextContent('This role is held by 12 users');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Move its users to' }), 'Read-only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(roles.find((r) => r.name === 'Read-only')!.id));
  },
};

export const SaveFailed: Story = {
  args: { mode: 'edit', role: partsRole, saveError: 'Another role already has this name.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Another role already has this name.');
  },
};

export const NameTakenOnTheField: Story = {
  args: { mode: 'edit', role: partsRole },
  render: refusingEverySave(RoleForm, { field: 'name', message: ROLE_NAME_TAKEN }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Role name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // The server's refusal shows on the field it is about, which takes the focus.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(ROLE_NAME_TAKEN);
    // The form's own check stays first.
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await expect(name).toHaveAccessibleDescription('Enter the role name.');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(name, 'Parts');
    await userEvent.click(canvas.getByRole('button', { name: 'Save role' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(name).toHaveAccessibleDescription(ROLE_NAME_TAKEN));
  },
};

export const Loading: Story = {
  args: { mode: 'edit', role: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the role');
  },
};

export const Failed: Story = {
  args: { mode: 'edit', role: undefined, error: 'No role has this id.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No role has this id.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { mode: 'edit', role: partsRole },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save role' })).toBeVisible();
  },
};
