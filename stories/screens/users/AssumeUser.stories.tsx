import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AssumeUser } from '../../../src/screens/users/AssumeUser';
import { ASSUME_NESTED_MESSAGE } from '../../../src/domain/users';
import { manyUsers, users } from './fixtures';

const meta = {
  title: 'Screens/Users/AssumeUser',
  component: AssumeUser,
  args: { users, currentUserId: 1, onRetry: fn(), onAssume: fn() },
} satisfies Meta<typeof AssumeUser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Assume: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assume User' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assume' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('combobox', { name: 'User' }), 'parts@');
    await userEvent.click(await screen.findByRole('option', { name: 'Pat Parts (parts@demo.local)' }));
    await expect(canvas.getByText('Parts', { selector: 'dd' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Assume' }));
    await expect(args.onAssume).toHaveBeenCalledWith(2);
  },
};

export const NotSelfNorInactive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.some((o) => o.textContent?.includes('admin@demo.local'))).toBe(false);
    await expect(options).toHaveLength(users.filter((u) => u.active && u.id !== 1).length);
  },
};

export const AlreadyAssuming: Story = {
  args: { isAssuming: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ASSUME_NESTED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assume' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { assumeError: 'This account is inactive and cannot be assumed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('inactive');
  },
};

export const Loading: Story = {
  args: { users: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading users');
  },
};

export const Failed: Story = {
  args: { users: undefined, error: 'Server Error: boom' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 active users')).toBeVisible();
  },
};

export const Large: Story = {
  args: { users: manyUsers(3000) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'User' }), 'u2999.');
    await expect(await screen.findAllByRole('option')).toHaveLength(1);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Assume' })).toBeVisible();
  },
};
