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

/** The message sits in the middle of the content area, not of a narrower column at its left. */
async function expectCentred(canvasElement: HTMLElement, text: RegExp) {
  const message = within(canvasElement).getByText(text).getBoundingClientRect();
  const area = canvasElement.getBoundingClientRect();
  await expect(Math.abs(message.left + message.width / 2 - (area.left + area.width / 2))).toBeLessThan(2);
}

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
    await expectCentred(canvasElement, /open 'Cash Clearing'/);
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
    await expectCentred(canvasElement, /being moved into the new portal/);
  },
};
