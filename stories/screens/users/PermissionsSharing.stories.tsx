import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SharingChange } from '../../../src/domain/users';
import type { SharingPayload } from '../../../src/domain/userPayloads';
import { PermissionsSharing, type PermissionsSharingProps } from '../../../src/screens/users/PermissionsSharing';
import { manyUsers, users } from './fixtures';
import { usersGridStates } from './usersGridStates';

const pat = users.find((u) => u.email === 'parts@demo.local')!;
const viewer = users.find((u) => u.email === 'viewer@demo.local')!;
const casey = users.find((u) => u.email === 'accounting@demo.local')!;

const preview: SharingChange[] = [
  {
    userId: viewer.id,
    name: viewer.name,
    roles: { added: ['Parts'], removed: [] },
    permissions: { added: [], removed: [] },
    branches: { added: ['201 - Birmingham'], removed: [] },
  },
  {
    userId: casey.id,
    name: casey.name,
    roles: { added: ['Parts'], removed: ['Accounting'] },
    permissions: { added: [], removed: ['can view cash clearing'] },
    branches: { added: ['201 - Birmingham'], removed: ['102 - Forest Park', '103 - Kennesaw'] },
  },
];

/** The host's part: a preview answers with the changes, an apply finishes at once. */
function Stateful(props: PermissionsSharingProps) {
  const [answer, setAnswer] = useState<SharingChange[] | undefined>(props.preview);
  const [applies, setApplies] = useState(0);
  return (
    <PermissionsSharing
      {...props}
      preview={answer}
      completedApplies={applies}
      onPreview={(payload: SharingPayload) => {
        props.onPreview(payload);
        if (!props.previewError) setAnswer(preview);
      }}
      onApply={(payload: SharingPayload) => {
        props.onApply(payload);
        if (!props.applyError) {
          setAnswer(undefined);
          setApplies((n) => n + 1);
        }
      }}
    />
  );
}

const meta = {
  title: 'Screens/Users/PermissionsSharing',
  component: PermissionsSharing,
  render: (args) => <Stateful {...args} />,
  args: { users, onRetry: fn(), onPreview: fn(), onApply: fn() },
} satisfies Meta<typeof PermissionsSharing>;
export default meta;
type Story = StoryObj<typeof meta>;

const targets = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Target users' });
const targetRow = (el: HTMLElement, email: string) =>
  Array.from(targets(el).querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')).find((r) => r.textContent?.includes(email))!;

async function chooseSource(el: HTMLElement) {
  const canvas = within(el);
  await userEvent.type(canvas.getByRole('combobox', { name: 'Source user' }), 'parts@');
  await userEvent.click(await screen.findByRole('option', { name: 'Pat Parts (parts@demo.local)' }));
}

async function chooseTargets(el: HTMLElement) {
  for (const email of ['viewer@demo.local', 'accounting@demo.local'])
    await userEvent.click(within(targetRow(el, email)).getByRole('checkbox'));
  await expect(within(el).getByText('2 users chosen.')).toBeVisible();
}

export const PreviewAndApply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permissions Sharing' })).toBeVisible();
    await chooseSource(canvasElement);
    await expect(targets(canvasElement)).not.toHaveTextContent('parts@demo.local');
    await chooseTargets(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    const payload = { sourceUserId: pat.id, targetUserIds: [casey.id, viewer.id] };
    await expect(args.onPreview).toHaveBeenCalledWith(payload);

    const changes = canvas.getByRole('grid', { name: 'What changes' });
    await expect(changes).toHaveTextContent('Added: Parts');
    await expect(changes).toHaveTextContent('Removed: Accounting');
    await expect(changes).toHaveTextContent('Removed: can view cash clearing');
    await expect(changes).toHaveTextContent('Removed: 103 - Kennesaw');
    await expect(changes).toHaveTextContent('No change');

    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Copy the permissions?' });
    await expect(dialog).toHaveTextContent('The roles, direct permissions and branches of Pat Parts replace those of 2 users.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(payload);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByRole('grid', { name: 'What changes' })).toBeNull();
  },
};

export const PreviewGoesStaleWhenTargetsChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseSource(canvasElement);
    await chooseTargets(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByRole('grid', { name: 'What changes' })).toBeVisible();
    await userEvent.click(within(targetRow(canvasElement, 'viewer@demo.local')).getByRole('checkbox'));
    await expect(canvas.queryByRole('grid', { name: 'What changes' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByText('Choose the user to copy from.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose at least one target user.');
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const PreviewFailed: Story = {
  args: { previewError: 'targetUserIds: Some of the chosen users no longer exist.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Some of the chosen users no longer exist.');
  },
};

export const ApplyFailed: Story = {
  args: { applyError: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseSource(canvasElement);
    await chooseTargets(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Copy the permissions?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog', { name: 'Copy the permissions?' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { users: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading users');
  },
};

export const Empty: Story = usersGridStates.empty('No other users.');

export const Failed: Story = usersGridStates.failed;

export const Large: Story = {
  args: { users: manyUsers(3000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').some((s) => s.textContent?.includes('3,000 rows'))).toBe(true);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { preview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Source user' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toBeVisible();
  },
};
