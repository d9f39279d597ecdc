import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../src/shell/Breadcrumbs';
import { crumbsFor } from './fixtures';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  args: { crumbs: crumbsFor('/ar/cashclearing/detail', { xref: 'CC-1042' }) },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithQueryPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Accounting',
      'Cash Clearing',
      'Cash Clearing Detail CC-1042',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/gettingstarted');
    await expect(within(nav).getByRole('link', { name: 'Cash Clearing' })).toHaveAttribute('href', '/ar/cashclearing');
    await expect(within(nav).getByText('Cash Clearing Detail CC-1042')).toHaveAttribute('aria-current', 'page');
  },
};

export const WithRouteParams: Story = {
  args: { crumbs: crumbsFor('/cycleAuditDrill/101/7/2026-11-01/false/bin') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cycle Audit Drill: Branch 101, Cycle 7')).toBeVisible();
  },
};

export const Home: Story = {
  args: { crumbs: crumbsFor('/gettingstarted') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Home')).toHaveAttribute('aria-current', 'page');
  },
};
