import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { isNumericFormat } from '../../src/domain/format';
import { FilterPanel } from '../../src/ui/DataTable/FilterPanel';

const columns = INVOICE_COLUMNS.map(({ id, header, format = 'text' }) => ({ id, header, kind: isNumericFormat(format) ? ('number' as const) : ('text' as const) }));

const meta = {
  title: 'Table/FilterPanel',
  component: FilterPanel,
  args: { columns, filters: [], onChange: fn(), onClear: fn() },
  // the grid keeps the filters: each change shows in the fields
  render: function FilterPanelStory(args) {
    const [filters, setFilters] = useState(args.filters);
    return (
      <FilterPanel
        {...args}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextAndRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Column filters' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Branch' }), 'norcross');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'branch', value: 'norcross' }]));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Total min' }), '10000');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { id: 'branch', value: 'norcross' },
        { id: 'total', value: { min: 10000, max: undefined } },
      ]),
    );
  },
};

export const Applied: Story = {
  args: {
    filters: [
      { id: 'customer', value: 'Dixie' },
      { id: 'balance', value: { min: 500, max: 2500 } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Customer' })).toHaveValue('Dixie');
    await expect(canvas.getByRole('spinbutton', { name: 'Balance min' })).toHaveValue(500);
    await expect(canvas.getByRole('spinbutton', { name: 'Balance max' })).toHaveValue(2500);
    // emptying a field drops its filter; a range goes once both bounds are blank
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Customer' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'balance', value: { min: 500, max: 2500 } }]));
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Balance min' }));
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Balance max' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([]));
  },
};

/** A server grid filters dates by a range of days. */
export const DateRanges: Story = {
  args: { columns: columns.map((column) => (column.id === 'invoiceDate' || column.id === 'dueDate' ? { ...column, kind: 'date' as const } : column)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Due date from'), '2026-02-01');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'dueDate', value: { min: '2026-02-01', max: undefined } }]));
    await userEvent.type(canvas.getByLabelText('Due date to'), '2026-02-28');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([{ id: 'dueDate', value: { min: '2026-02-01', max: '2026-02-28' } }]));
    await expect(canvas.getByLabelText('Invoice date from')).toHaveValue('');
  },
};

export const ClearFilters: Story = {
  args: { filters: [{ id: 'branch', value: 'Macon' }] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Column filters' });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
