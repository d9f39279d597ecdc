import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewFeaturesList } from '../../../src/screens/product/NewFeaturesList';
import { features, manyFeatures, permissionNames } from './fixtures';

const meta = {
  title: 'Screens/Product/NewFeaturesList',
  component: NewFeaturesList,
  args: { features, permissionNames, onRetry: fn(), onOpen: fn(), createHref: '/newfeatures/create' },
} satisfies Meta<typeof NewFeaturesList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  Array.from(within(canvasElement).getByRole('grid', { name: "What's new features" }).querySelectorAll('tbody tr[data-row-index]'));

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "What's New Features" })).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(rows(canvasElement)[0]).toHaveTextContent('Parts Research');
    await expect(rows(canvasElement)[0]).toHaveTextContent('can view parts research, can view waiting list');
    await expect(rows(canvasElement)[0]).toHaveTextContent('11/18/2026');
    await expect(rows(canvasElement)[2]).toHaveTextContent('Everyone');
    await expect(rows(canvasElement)[2]).toHaveTextContent('Draft');
    await expect(canvas.getByRole('link', { name: 'New feature' })).toHaveAttribute('href', '/newfeatures/create');
    await userEvent.click(within(rows(canvasElement)[1] as HTMLElement).getByText('Cash Clearing'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'draft');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(rows(canvasElement)[0]).toHaveTextContent('Service Throughput');
  },
};

export const Loading: Story = {
  args: { features: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { features: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No features yet. Add the first one with 'New feature'.")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { features: undefined, error: 'No response from the server. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No response from the server');
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { features: manyFeatures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 50 rows a page by default; 30 and 100 offered. A page's first 20 rows come at once, the rest a frame later.
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(50));
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    const sizes = canvas.getByRole('combobox', { name: /rows/i }) as HTMLSelectElement;
    await expect([...sizes.options].map((o) => o.value)).toEqual(['30', '50', '100']);
    await userEvent.selectOptions(sizes, '100');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(100));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'New feature' })).toBeVisible();
  },
};
