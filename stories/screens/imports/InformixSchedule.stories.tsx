import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { InformixSchedule } from '../../../src/screens/imports/InformixSchedule';
import { jobs, NOW } from './fixtures';

const meta = {
  title: 'Screens/Imports/InformixSchedule',
  component: InformixSchedule,
  args: {
    jobs,
    now: NOW,
    onRetry: fn(),
    onSaveSchedule: fn(() => true),
    onToggle: fn(),
    onRunNow: fn(),
    runInfoHref: '/informixRunInfo',
    canUpdate: true,
  },
} satisfies Meta<typeof InformixSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Informix Schedule' })).toBeVisible();
    await expect(canvas.getByText('Daily at 2:30 AM', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Every hour at :00', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Last run failed')).toBeVisible();
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Enabled: Excede parts' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Run history' })).toHaveAttribute('href', '/informixRunInfo');
  },
};

export const ViewOnly: Story = {
  args: { canUpdate: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You can look at the schedule/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Run now|Edit schedule/ })).toBeNull();
    const enabled = canvas.getByRole('switch', { name: 'Enabled: Excede AR transactions' });
    await expect(enabled).toBeDisabled();
    await userEvent.click(enabled);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const RunNow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run now: Excede parts' }));
    await expect(args.onRunNow).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

export const Running: Story = {
  args: { runningJobId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Run now: Excede AR transactions' })).toBeDisabled();
  },
};

export const ToggleEnabled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Enabled: Excede parts' }));
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
  },
};

export const EditSchedule: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit schedule: Excede AR transactions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule: Excede AR transactions' }));
    const field = dialog.getByRole('textbox', { name: /Cron schedule/ });
    await expect(within(dialog.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '11/21/2026 02:30 AM',
      '11/22/2026 02:30 AM',
      '11/23/2026 02:30 AM',
    ]);
    await userEvent.clear(field);
    await userEvent.type(field, '61 * * * *');
    await userEvent.click(dialog.getByRole('button', { name: 'Save schedule' }));
    await expect(dialog.getByText('The minute must be between 0 and 59.')).toBeVisible();
    await expect(args.onSaveSchedule).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '15 3 * * 1-5');
    await expect(dialog.getByText('Weekdays at 3:15 AM. Next runs:')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save schedule' }));
    await expect(args.onSaveSchedule).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), { cron: '15 3 * * 1-5', enabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: { jobs: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the import schedule');
  },
};

export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No import jobs' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { jobs: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const WithoutRunInfo: Story = {
  args: { runInfoHref: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Run history' })).toBeNull();
  },
};

export const Large: Story = {
  args: { jobs: Array.from({ length: 24 }, (_, i) => ({ ...jobs[i % 2]!, id: 100 + i, name: `Excede export ${i + 1}` })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /^Run now/ })).toHaveLength(24);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Run now: Excede parts' })).toBeVisible();
  },
};

