import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { APPROVAL_KIND_OPTIONS, OWN_AUTHORITY_MESSAGE, type ApprovalAuthorityRow } from '../../../src/domain/approvalAuthorities';
import { ApprovalAuthorities } from '../../../src/screens/users/ApprovalAuthorities';
import { CONTROLLER_AUTHORITIES } from './approvalAuthorityRows';

const meta = {
  title: 'Screens/Users/ApprovalAuthorities',
  component: ApprovalAuthorities,
  args: {
    userName: 'Casey Controller',
    authorities: CONTROLLER_AUTHORITIES,
    readOnlyReason: null,
    onRetry: fn(),
    onGrant: fn(),
    onChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ApprovalAuthorities>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Approval authorities' });

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = grid(canvasElement);
    for (const text of ['Bank reconciliations', 'No limit', 'Alex Admin', 'Cash over/short', '$500.00', 'Demo setup']) await expect(table).toHaveTextContent(text);
    await userEvent.click(canvas.getByRole('button', { name: 'Change the limit for Cash over/short' }));
    await expect(args.onChange).toHaveBeenCalledWith(CONTROLLER_AUTHORITIES[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bank reconciliations' }));
    await expect(args.onRemove).toHaveBeenCalledWith(CONTROLLER_AUTHORITIES[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Grant authority' }));
    await expect(args.onGrant).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { authorities: [] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveTextContent('Casey Controller approves nothing yet.');
    await expect(within(canvasElement).getByRole('button', { name: 'Grant authority' })).toBeEnabled();
  },
};

/** Every kind held: nothing left to grant. */
export const EveryKindHeld: Story = {
  args: {
    authorities: APPROVAL_KIND_OPTIONS.map((o, i): ApprovalAuthorityRow => ({ kind: o.id, limitAmount: `${(i + 1) * 1000}.00`, version: 1, updatedAt: '2026-11-18T14:05:00.000Z', updatedByName: 'Alex Admin' })),
  },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement).querySelectorAll('tbody tr[data-row-index]')).toHaveLength(APPROVAL_KIND_OPTIONS.length);
    await expect(within(canvasElement).getByRole('button', { name: 'Grant authority' })).toBeDisabled();
  },
};

/** One's own profile: read, never changed by oneself. */
export const OwnProfile: Story = {
  args: { readOnlyReason: OWN_AUTHORITY_MESSAGE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(OWN_AUTHORITY_MESSAGE, { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Grant authority' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { authorities: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the approval authorities');
  },
};

export const LoadFailed: Story = {
  args: { authorities: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server did not answer. Try again in a moment.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Grant authority' })).toBeVisible();
    await expect(grid(canvasElement)).toHaveTextContent('Cash over/short');
  },
};
