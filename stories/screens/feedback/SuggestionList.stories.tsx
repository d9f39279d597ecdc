import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuggestionList } from '../../../src/screens/feedback/SuggestionList';
import { manySuggestions, suggestions } from './fixtures';

const meta = {
  title: 'Screens/Feedback/SuggestionList',
  component: SuggestionList,
  args: { rows: suggestions, status: null, onStatusChange: fn(), onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof SuggestionList>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (el: HTMLElement) => within(el).getByRole('grid', { name: 'Suggestions' });
const bodyRows = (table: HTMLElement) => Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Suggestions' })).toBeVisible();
    const rows = bodyRows(grid(canvasElement));
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Show the bin location on the Waiting List');
    await expect(rows[0]).toHaveTextContent('11/18/2026');
    await expect(rows[2]).toHaveTextContent('Sam Visitor (signed out)');
    await userEvent.click(within(rows[1]!).getByText('Remember my Cash Clearing filters'));
    await expect(args.onOpen).toHaveBeenCalledWith(suggestions[1]);
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(within(canvasElement).getByRole('group', { name: 'Filters' })).getByRole('combobox', { name: 'Status' }), 'Planned');
    await expect(args.onStatusChange).toHaveBeenCalledWith('Planned');
  },
};

export const FilteredEmpty: Story = {
  args: { rows: [], status: 'Done' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('No suggestions are Done.')).toBeVisible();
    await userEvent.selectOptions(within(within(canvasElement).getByRole('group', { name: 'Filters' })).getByRole('combobox', { name: 'Status' }), 'All statuses');
    await expect(args.onStatusChange).toHaveBeenCalledWith(null);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No suggestions yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { rows: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suggestions from staff and visitors.')).toBeVisible();
  },
};

export const Large: Story = {
  args: { rows: manySuggestions(1200) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1,200 rows');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'number 1199');
    await expect(await canvas.findByText('Suggestion number 1199')).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'All Suggestions' })).toBeVisible();
    await expect(grid(canvasElement)).toBeVisible();
  },
};
