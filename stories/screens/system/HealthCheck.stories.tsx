import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { HealthCheck as HealthAnswer } from '../../../src/domain/imports';
import { HealthCheck } from '../../../src/screens/system/HealthCheck';

const healthy: HealthAnswer = {
  status: 'ok',
  version: '2.4.0',
  database: { status: 'ok', kind: 'pglite', ms: 3 },
  storage: { status: 'ok', ms: 1 },
  scheduler: { status: 'running', intervalSeconds: 30, lastRunAt: '2026-11-20T15:00:00Z', lastRunStatus: 'Succeeded', nextRunAt: '2026-11-20T16:00:00Z' },
};

const meta = {
  title: 'Screens/System/HealthCheck',
  component: HealthCheck,
  args: { health: healthy, onRefresh: fn(), checkedAt: '2026-11-20T15:30:00Z' },
} satisfies Meta<typeof HealthCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health Check' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('All systems OK');
    await expect(canvas.getByRole('status')).toHaveTextContent('Version 2.4.0');
    await expect(canvas.getByText('PGlite (embedded)')).toBeVisible();
    await expect(canvas.getByText('11/20/2026 10:00 AM (Succeeded)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const SchedulerStopped: Story = {
  args: { health: { ...healthy, scheduler: { ...healthy.scheduler!, status: 'stopped', lastRunAt: null, lastRunStatus: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not running')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
  },
};

export const StorageDown: Story = {
  args: { health: { ...healthy, status: 'error', storage: { status: 'error', message: 'EACCES: permission denied' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Something is wrong');
    await expect(canvas.getByText('EACCES: permission denied')).toBeVisible();
  },
};

export const DatabaseDown: Story = {
  args: { health: { status: 'error', version: '2.4.0', database: { status: 'error', message: 'connection refused' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('connection refused')).toBeVisible();
    await expect(canvas.getAllByText('Unknown')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { health: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking the portal');
  },
};

export const NoAnswer: Story = {
  args: { health: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};
