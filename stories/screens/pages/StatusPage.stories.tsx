import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPage } from '../../../src/screens/pages/StatusPage';

const meta = {
  title: 'Screens/Pages/StatusPage',
  component: StatusPage,
  args: { kind: 'not-found', homeHref: '/gettingstarted' },
} satisfies Meta<typeof StatusPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const homeLink = async (canvasElement: HTMLElement) =>
  expect(within(canvasElement).getByRole('link', { name: 'Go to My Open Issues' })).toHaveAttribute('href', '/gettingstarted');

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await homeLink(canvasElement);
  },
};

export const AccessDenied: Story = {
  args: { kind: 'access-denied', pageName: 'Cash Clearing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
    await expect(within(canvasElement).getByText(/open 'Cash Clearing'/)).toBeVisible();
    await homeLink(canvasElement);
  },
};

export const ServerError: Story = {
  args: { kind: 'server-error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error 500')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { kind: 'coming-soon', pageName: 'Waiting List' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Waiting List');
    await expect(within(canvasElement).getByText(/being moved into the new portal/)).toBeVisible();
  },
};
