import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CUSTOMER_SEARCH_MIN } from '../../../src/domain/customers/customerHistory';
import { CustomerFinder, type CustomerFinderProps } from '../../../src/screens/customers/CustomerFinder';
import { narrowReport } from '../../report/reportStories';
import { latestCustomers, VIN, vinMatches, viewedCustomers } from './customerHistoryData';

/** Stands in for the host: keeps what the box holds and tells the story what was typed. */
function Served({ value: typed, onValueChange, ...props }: CustomerFinderProps) {
  const [value, setValue] = useState(typed);
  return (
    <CustomerFinder
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Customers/CustomerFinder',
  component: Served,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  args: {
    value: '',
    onValueChange: fn(),
    search: { matches: null, isLoading: false, error: null },
    recent: { kind: 'viewed', customers: viewedCustomers(3) },
    hrefOf: (cusId: string) => `/customer-history?cusId=${cusId}`,
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const failed = 'No response from the server. Please try again later.';
const found = { matches: vinMatches, isLoading: false, error: null };

/** Nothing typed: how to search, and the customers viewed last, each opening its history; typing goes to the host. */
export const ViewedLast: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Type a name, CusId, phone, unit or fleet no., or a VIN or its last 6.');
    const list = canvas.getByRole('list', { name: 'Customers viewed last' });
    await expect(within(list).getByRole('link', { name: 'Gwinnett County Fleet (100108)' })).toHaveAttribute('href', '/customer-history?cusId=100108');
    await expect(within(list).getByText('Branch 102 · Forest Park, GA · (770) 555-1226')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a customer' }), 'P');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('P');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Type at least ${CUSTOMER_SEARCH_MIN} characters.`);
  },
};

/** Someone who has viewed no customer: those with the latest activity in their branches. */
export const LatestActivity: Story = {
  args: { recent: { kind: 'latest', customers: latestCustomers(2) } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customers with the latest activity' });
    await expect(within(list).getByText('Last activity 11/16/2026')).toBeVisible();
  },
};

export const LoadingRecent: Story = {
  args: { recent: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading your customers…' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const RecentFailed: Story = {
  args: { recent: null, recentError: failed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(failed);
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** A VIN's last 6: each match says which field matched; a new answer on its way keeps the matches shown. */
export const Matches: Story = {
  args: { value: VIN.slice(-6), search: { ...found, isLoading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 customers match (searching…).');
    const list = canvas.getByRole('list', { name: 'Matching customers' });
    await expect(within(list).getByText('VIN: 3AKJHHDR0LSLA4128')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Customers viewed last' })).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { value: 'Acme', search: { matches: [], isLoading: false, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No customer of your branches matches “Acme”.');
  },
};

export const SearchFailed: Story = {
  args: { value: 'Acme', search: { matches: null, isLoading: false, error: failed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(failed);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

/** Beside an open customer: only the box, no customers viewed last until something is typed. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a customer' }), 'HJ4');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('HJ4');
  },
};

export const Narrow: Story = {
  globals: narrowReport.globals,
  args: { value: VIN.slice(-6), search: found },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Matching customers' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
