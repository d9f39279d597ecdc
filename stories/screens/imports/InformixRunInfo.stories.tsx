import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InformixRunInfo } from '../../../src/screens/imports/InformixRunInfo';
import { expectChart } from '../../charts/expectChart';
import { importedTables, jobs, makeRuns } from './fixtures';

const runs = makeRuns(12);

const meta = {
  title: 'Screens/Imports/InformixRunInfo',
  component: InformixRunInfo,
  args: { runs, jobs, jobId: null, onJobChange: fn(), onRetry: fn(), scheduleHref: '/informixSchedule', tables: importedTables, onTablesRetry: fn() },
} satisfies Meta<typeof InformixRunInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  Array.from(within(canvasElement).getByRole('grid', { name: 'Import runs' }).querySelectorAll('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Informix Run Info' })).toBeVisible();
    const { table } = await expectChart(canvasElement, 'Duration of the latest 30 runs (seconds)');
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(rows(canvasElement)).toHaveLength(12);
    await expect(rows(canvasElement)[0]).toHaveTextContent('Run now (Alex Admin)');
    await expect(rows(canvasElement)[0]).toHaveTextContent('11/20/2026 10:30 AM');
    await expect(rows(canvasElement)[3]).toHaveTextContent("Line 114: cost 'N/A' is not a number.");
    await expect(rows(canvasElement)[3]).toHaveTextContent('Failed');
    const tables = within(canvasElement).getByRole('grid', { name: 'Imported tables' });
    await waitFor(() => expect(tables.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(6));
    await expect(tables).toHaveTextContent('104,213');
  },
};

export const FilterByJob: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Job' }), 'Excede parts');
    await expect(args.onJobChange).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = {
  args: { runs: undefined, isLoading: true, tables: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { runs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No runs yet' })).toBeVisible();
    await expect(canvas.getByText('No import has run yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { runs: undefined, error: 'You do not have permission to do this.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { runs: makeRuns(2000) },
  play: async ({ canvasElement }) => {
    // the page's first 20 rows come at once, the rest a frame later
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(50));
    await expect(within(canvasElement).getByText('Page 1 of 40')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Schedule' })).toBeVisible();
  },
};
