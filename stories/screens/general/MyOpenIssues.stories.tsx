import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyOpenIssues } from '../../../src/screens/general/MyOpenIssues';
import type { OpenIssue } from '../../../src/domain/feedback/statuses';

const issues: OpenIssue[] = [
  {
    kind: 'flagged error',
    id: 12,
    title: 'Root Cause Detail shows yesterday’s tickets after switching to Birmingham.',
    status: 'In progress',
    reply: null,
    priority: 'High',
    createdAt: '2026-11-18T12:10:00Z',
    updatedAt: '2026-11-19T09:00:00Z',
  },
  {
    kind: 'suggestion',
    id: 4,
    title: 'Show the bin location on the Waiting List',
    status: 'Planned',
    reply: 'Planned for the next release.',
    priority: null,
    createdAt: '2026-11-14T15:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
  },
];

const meta = {
  title: 'Screens/General/MyOpenIssues',
  component: MyOpenIssues,
  args: { userName: 'Pat Parts', issues, onRetry: fn(), suggestHref: '/suggestions' },
} satisfies Meta<typeof MyOpenIssues>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Open Issues' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Open issues' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Flagged error #12');
    await expect(items[0]).toHaveTextContent('High priority');
    await expect(items[0]).toHaveTextContent('11/18/2026');
    await expect(items[1]).toHaveTextContent('Reply: Planned for the next release.');
  },
};

export const Loading: Story = {
  args: { issues: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your open issues');
  },
};

export const Empty: Story = {
  args: { issues: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing open' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { issues: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Many: Story = {
  args: {
    issues: Array.from({ length: 40 }, (_, i) => ({ ...issues[i % 2]!, id: 100 + i, title: `${issues[i % 2]!.title} (${i + 1})` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(40);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add a suggestion' })).toBeVisible();
  },
};
