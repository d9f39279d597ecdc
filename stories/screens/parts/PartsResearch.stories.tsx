import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PartsResearch, type PartsResearchProps } from '../../../src/screens/parts/PartsResearch';
import type { PartsResearchPartProps } from '../../../src/screens/parts/PartsResearchPart';
import { LARGE, matchesFor, MY_BRANCHES, OIL_FILTER, REPLACED } from './partsResearchData';

/** The box's state once the server answered what it holds. */
const answered = (value: string) => ({ value, search: { matches: matchesFor(value), isLoading: false, error: null } });

const part = (overrides: Partial<PartsResearchPartProps> = {}): PartsResearchPartProps => ({
  page: OIL_FILTER,
  isLoading: false,
  error: null,
  onRetry: fn(),
  myBranches: MY_BRANCHES,
  onLogLostSale: fn(async () => true),
  isSaving: false,
  saveError: null,
  ...overrides,
});

/** The box as the page drives it: what is typed is searched at once (the story's catalogue stands for the server). */
function Typing(props: PartsResearchProps) {
  const [value, setValue] = useState(props.value);
  return <PartsResearch {...props} value={value} onValueChange={setValue} search={{ matches: matchesFor(value), isLoading: false, error: null }} />;
}

const meta = {
  title: 'Screens/Parts/PartsResearch',
  component: PartsResearch,
  args: { value: '', onValueChange: fn(), search: { matches: [], isLoading: false, error: null }, onOpen: fn() },
} satisfies Meta<typeof PartsResearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Part number, description or bin' });

export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).getByText(/Type a part number/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('option')).toBeNull();
  },
};

export const TypingWithResults: Story = {
  render: (args) => <Typing {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, 'lf');
    const list = within(canvasElement).getByRole('listbox', { name: 'Matching parts' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/3 parts match/)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: /LF9080/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const ChooseWithEnter: Story = {
  render: (args) => <Typing {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'oil filter');
    await waitFor(() => expect(within(canvasElement).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('LF3000');
    await expect(within(canvasElement).queryByRole('option')).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { value: 'zz-404', search: { matches: [], isLoading: false, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No part matches “zz-404”.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('option')).toBeNull();
  },
};

export const Searching: Story = {
  args: { value: 'oil fil', search: { matches: null, isLoading: true, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Searching…')).toBeVisible();
  },
};

export const SearchError: Story = {
  args: { value: 'lf', search: { matches: [], isLoading: false, error: 'The server did not answer. Try again.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server did not answer');
  },
};

export const PartWithSupersession: Story = {
  args: { value: '1842159C1', search: { matches: [{ partNo: '1842159C1', description: 'Oil cooler', match: 'Part number', bin: null, onHand: 1 }], isLoading: false, error: null }, part: part({ page: REPLACED }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1842159C1 was replaced by 1842159C2 on 06\/14\/2024\. 1842159C2 was replaced by 1842159C3 on 03\/01\/2025\./)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /1842159C3 · Oil cooler/ })).toBeVisible();
    await expect(canvas.getByText('1842159C1 → 1842159C2 → 1842159C3')).toBeVisible();
    // Cost is the parts manager's only.
    await expect(canvas.queryByText('Cost')).toBeNull();
  },
};

export const PartStockMineFirst: Story = {
  args: { ...answered('LF9009'), part: part() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Stock at every branch' })).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual(['true', 'true', null, null]);
    await expect(rows[0]).toHaveTextContent('101 - Norcross (mine)');
    await expect(canvas.getByRole('img', { name: /Quantity asked for of LF9009/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Lost sales (1)' }));
    await expect(canvas.getByRole('table', { name: 'Lost sales' })).toHaveTextContent('Peach State Freight');
    await userEvent.click(canvas.getByRole('tab', { name: 'Recent transactions' }));
    await expect(canvas.getByRole('table', { name: 'Recent transactions' })).toHaveTextContent('Repair order 5020113');
  },
};

export const LoadingPart: Story = {
  args: { ...answered('LF9009'), part: part({ page: undefined, isLoading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the part')).toBeInTheDocument();
  },
};

export const PartError: Story = {
  args: { value: 'NOPE', part: part({ page: undefined, error: 'No part has this number.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No part has this number.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.part!.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { ...answered('LF9009'), part: part({ page: LARGE }) },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('table', { name: 'Stock at every branch' })).getAllByRole('row');
    await expect(rows).toHaveLength(15);
  },
};

export const Narrow: Story = {
  args: { ...answered('LF9009'), part: part() },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: /LF9009 · Oil filter/ });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LogLostSaleDialog: Story = {
  args: { ...answered('LF9009'), part: part() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log lost sale' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Log lost sale' }));
    await expect(await dialog.findByText('Say why the sale was lost.')).toBeVisible();
    await expect(args.part!.onLogLostSale).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Why it was lost/ }), 'Out of stock, went to a competitor');
    await userEvent.click(dialog.getByRole('button', { name: 'Log lost sale' }));
    await waitFor(() =>
      expect(args.part!.onLogLostSale).toHaveBeenCalledWith({ brnId: '101', qty: 1, source: 'Counter', customer: '', reason: 'Out of stock, went to a competitor' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
