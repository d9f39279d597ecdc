import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { isNumericFormat } from '../../src/domain/format';
import { GridHeader, type HeaderColumn } from '../../src/ui/DataTable/GridHeader';
import { gridTracks } from '../../src/ui/DataTable/gridTracks';
import { GridFrame } from './gridFrame';

const unsorted: HeaderColumn[] = INVOICE_COLUMNS.map(({ id, header, format }) => ({
  id,
  header,
  numeric: isNumericFormat(format ?? 'text'),
  canSort: true,
  sorted: false,
  sortIndex: -1,
}));
const sortedBy = (...keys: [id: string, sorted: 'asc' | 'desc'][]) =>
  unsorted.map((column) => {
    const sortIndex = keys.findIndex(([id]) => id === column.id);
    return sortIndex < 0 ? column : { ...column, sorted: keys[sortIndex]![1], sortIndex };
  });

const meta = {
  title: 'Table/GridHeader',
  component: GridHeader,
  args: {
    columns: unsorted,
    sortCount: 0,
    onSort: fn(),
    template: gridTracks(INVOICE_COLUMNS, false).template,
    tabbableCell: 0,
  },
  render: (args) => (
    <GridFrame>
      <GridHeader {...args} />
    </GridFrame>
  ),
} satisfies Meta<typeof GridHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sort button's name: the header, then how it sorts (the spans' text may be spaced). */
const sortName = (name: string, how = '') => new RegExp(`^${name}\\s*${how ? `, ${how}` : ''}$`);
const header = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('columnheader', { name: new RegExp(`^${name}`) });

export const Unsorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(INVOICE_COLUMNS.map((c) => c.header));
    await userEvent.click(canvas.getByRole('button', { name: 'Customer' }));
    await expect(args.onSort).toHaveBeenLastCalledWith('customer', false);
    // Shift adds the column as the next sort key
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Total' }));
    await user.keyboard('{/Shift}');
    await expect(args.onSort).toHaveBeenLastCalledWith('total', true);
  },
};

export const SortedByOneColumn: Story = {
  args: { columns: sortedBy(['balance', 'desc']), sortCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Balance')).toHaveAttribute('aria-sort', 'descending');
    await expect(within(canvasElement).getByRole('button', { name: sortName('Balance', 'sorted descending') })).toHaveTextContent('▼');
  },
};

/** Several sort keys: each shows its place; only the first is the header's aria-sort. */
export const SortedByTwoColumns: Story = {
  args: { columns: sortedBy(['customer', 'desc'], ['total', 'asc']), sortCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(header(canvasElement, 'Customer')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(canvasElement, 'Total')).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('button', { name: sortName('Customer', 'sorted descending, sort 1') })).toHaveTextContent('▼1');
    await expect(canvas.getByRole('button', { name: sortName('Total', 'sorted ascending, sort 2') })).toHaveTextContent('▲2');
  },
};

export const NotSortable: Story = {
  args: { columns: unsorted.map((column) => (column.id === 'invoice' ? { ...column, canSort: false } : column)), tabbableCell: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Invoice' })).toBeNull();
    // the grid's one tab stop is then the header cell itself
    await expect(canvas.getByRole('columnheader', { name: 'Invoice' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: 'Customer' })).toHaveAttribute('tabindex', '-1');
  },
};

/** Some rows selected: 'select all' shows it, and a press selects every row. */
export const SelectAll: Story = {
  args: {
    template: gridTracks(INVOICE_COLUMNS, true).template,
    selectAll: { checked: false, indeterminate: true, disabled: false, onToggle: fn() },
  },
  render: function SelectAllStory(args) {
    const [all, setAll] = useState(false);
    const onToggle = () => {
      setAll(!all);
      args.selectAll!.onToggle();
    };
    return (
      <GridFrame>
        <GridHeader {...args} selectAll={{ checked: all, indeterminate: !all, disabled: false, onToggle }} />
      </GridFrame>
    );
  },
  play: async ({ canvasElement, args }) => {
    const selectAll = within(canvasElement).getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(args.selectAll!.onToggle).toHaveBeenCalledTimes(1);
    await expect(selectAll).toBeChecked();
  },
};

export const SelectAllWhileLoading: Story = {
  args: {
    template: gridTracks(INVOICE_COLUMNS, true).template,
    selectAll: { checked: false, indeterminate: false, disabled: true, onToggle: fn() },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};
