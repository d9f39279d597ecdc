import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserForm } from '../../../src/screens/users/UserForm';
import { EMAIL_TAKEN_MESSAGE, NO_PASSWORD_NOTE } from '../../../src/domain/users';
import { branches, employees, partsUser, permissionId, permissions, roles } from './fixtures';
import { refusingEverySave } from './refusingEverySave';

const meta = {
  title: 'Screens/Users/UserForm',
  component: UserForm,
  args: {
    mode: 'create',
    permissions,
    roles,
    branches,
    employees,
    onEmployeeChange: fn(),
    onRetry: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

export const CreateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
    await expect(canvas.getByText(NO_PASSWORD_NOTE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(canvas.getByText('Enter the name.')).toBeVisible();
    // The first field to fix has the focus, and the count of fields to fix is announced.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(document.querySelector('[data-announcer]')).toHaveTextContent('2 fields need your attention.');
    await fill(canvas.getByRole('textbox', { name: 'Name' }), 'Nia New');
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'nia@demo.local');
    await fill(canvas.getByLabelText('Temporary password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(canvas.getByText('Temporary password must be at least 8 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const free = employees.find((e) => !e.user_id)!;
    await fill(canvas.getByRole('combobox', { name: 'Excede employee' }), free.excede_id);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(free.excede_id) }));
    await expect(args.onEmployeeChange).toHaveBeenCalledWith(free.excede_id);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(free.name);
    await fill(canvas.getByRole('textbox', { name: 'Email' }), 'new.person@demo.local');
    await fill(canvas.getByLabelText('Temporary password'), 'long enough');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Read-only' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '101 - Norcross' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: free.name,
      email: 'new.person@demo.local',
      excedeId: free.excede_id,
      roleIds: [roles.find((r) => r.name === 'Read-only')!.id],
      permissionIds: [],
      branchIds: [1],
      landingPage: null,
      active: true,
      temporaryPassword: 'long enough',
    });
  },
};

export const SuggestedBranch: Story = {
  args: { suggestedBranch: '201 - Birmingham' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Excede home branch: 201 - Birmingham')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 201 - Birmingham' }));
    await expect(canvas.getByRole('checkbox', { name: '201 - Birmingham' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Add 201 - Birmingham' })).toBeNull();
  },
};

export const EmployeeListFailed: Story = {
  args: { employees: undefined, employeesError: 'Excede is not answering.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Excede is not answering.')).toBeVisible();
  },
};

export const EditAndDeactivate: Story = {
  args: { mode: 'edit', user: partsUser, profileHref: '/users/userprofile/2' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit User: Pat Parts' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Parts' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '201 - Birmingham' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    await expect(canvas.getByText(/ends every session of this user at once/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'can view users' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Landing page' }), 'Waiting List (/displaytickets)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ active: false, landingPage: '/displaytickets', permissionIds: [permissionId('can view users')], roleIds: [3] }),
      ),
    );
  },
};

export const EmailTaken: Story = {
  args: { mode: 'edit', user: partsUser, saveError: 'Another user already has this email address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Another user already has this email address.');
  },
};

export const EmailInUseOnTheField: Story = {
  args: { mode: 'edit', user: partsUser },
  render: refusingEverySave(UserForm, { field: 'email', message: EMAIL_TAKEN_MESSAGE }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    // The server's refusal shows on the field it is about, which takes the focus.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN_MESSAGE);
    // The form's own check stays first.
    await userEvent.clear(email);
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await expect(email).toHaveAccessibleDescription('Enter the email address.');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.type(email, partsUser.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_TAKEN_MESSAGE));
  },
};

export const Loading: Story = {
  args: { mode: 'edit', user: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the user');
  },
};

export const Failed: Story = {
  args: { mode: 'edit', user: undefined, error: 'No user has this id.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { mode: 'edit', user: partsUser },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save user' })).toBeVisible();
  },
};
