import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ClaimedAddresses } from '../../../src/screens/users/ClaimedAddresses';
import { claimsOf } from './fixtures';

const claims = claimsOf(2);

const meta = {
  title: 'Screens/Users/ClaimedAddresses',
  component: ClaimedAddresses,
  args: { claims, onSettle: fn(), settling: null },
} satisfies Meta<typeof ClaimedAddresses>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (el: HTMLElement) => within(within(el).getByRole('list', { name: 'Claimed addresses' })).getAllByRole('listitem');

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '2 addresses are claimed by a registration' })).toBeVisible();
    await expect(items(canvasElement)[0]).toHaveTextContent(claims[0]!.email);
    await expect(items(canvasElement)[0]).toHaveTextContent('Registered as J. Smith on 11/18/2026');
    await userEvent.click(within(items(canvasElement)[0]!).getByRole('button', { name: `Link to ${claims[0]!.employee.name}` }));
    await expect(args.onSettle).toHaveBeenCalledWith(claims[0], 'link');
  },
};

export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(items(canvasElement)[1]!).getByRole('button', { name: 'Remove the registration' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the registration?' });
    await expect(dialog).toHaveTextContent(`${claims[1]!.employee.name}'s own account is made`);
    await expect(args.onSettle).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onSettle).toHaveBeenCalledWith(claims[1], 'remove');
  },
};

export const ActiveRegistration: Story = {
  args: { claims: claimsOf(1, () => true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'An address is claimed by a registration' })).toBeVisible();
    await expect(items(canvasElement)[0]).toHaveTextContent('(active)');
    await expect(canvas.getByRole('button', { name: 'Remove the registration' })).toBeDisabled();
  },
};

export const Settling: Story = {
  args: { settling: { userId: claims[0]!.userId, action: 'link' } },
  play: async ({ canvasElement }) => {
    await expect(within(items(canvasElement)[0]!).getByRole('button', { name: /Link to/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithoutUpdatePermission: Story = {
  args: { onSettle: undefined },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoneClaimed: Story = {
  args: { claims: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(items(canvasElement)[0]!).getByRole('button', { name: 'Remove the registration' })).toBeVisible();
  },
};
