import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportedTables } from '../../../src/screens/imports/ImportedTables';
import { importedTables } from './fixtures';

const meta = {
  title: 'Screens/Imports/ImportedTables',
  component: ImportedTables,
  args: { tables: importedTables, onRetry: fn() },
} satisfies Meta<typeof ImportedTables>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  Array.from(within(canvasElement).getByRole('grid', { name: 'Imported tables' }).querySelectorAll('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(6));
    // by Excede's export name
    await expect(rows(canvasElement).map((r) => r.querySelector('td')?.textContent)).toEqual(['COBRN', 'GLACCT', 'GLJEITM', 'PTBRN', 'REVIEW', 'SVSLS']);
    await expect(rows(canvasElement)[2]).toHaveTextContent('104,213');
    await expect(rows(canvasElement)[2]).toHaveTextContent('11/20/2026 10:00 AM');
    await expect(rows(canvasElement)[3]).toHaveTextContent('Failed');
    await expect(rows(canvasElement)[4]).toHaveTextContent('Not imported yet');
    await expect(rows(canvasElement)[4]).toHaveTextContent('Never');
    await expect(rows(canvasElement)[4]).toHaveTextContent('Not run');
  },
};

export const SortByRows: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Rows/ }));
    await waitFor(() => expect(rows(canvasElement)[rows(canvasElement).length - 1]).toHaveTextContent('GLJEITM'));
  },
};

export const Loading: Story = {
  args: { tables: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { tables: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Excede export is configured.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { tables: undefined, error: 'An error occurred while fetching data.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred while fetching data.');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: {
    tables: Array.from({ length: 25 }, (_, i) => ({ ...importedTables[1]!, table: `excede_table_${i}`, exportName: `EXP${String(i).padStart(2, '0')}`, rows: 1_000_000 + i })),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(25));
    await expect(rows(canvasElement)[24]).toHaveTextContent('1,000,024');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(6));
  },
};
