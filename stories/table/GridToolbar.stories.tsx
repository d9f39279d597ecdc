import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { Button } from '../../src/ui/Button/Button';
import { GridToolbar } from '../../src/ui/DataTable/GridToolbar';

const columns = INVOICE_COLUMNS.map(({ id, header }) => ({ id, header, visible: id !== 'dueDate', canHide: id !== 'invoice' }));

const meta = {
  title: 'Table/GridToolbar',
  component: GridToolbar,
  args: {
    search: '',
    onSearch: fn(),
    filterCount: 0,
    filtersOpen: false,
    onToggleFilters: fn(),
    columns,
    onShowColumn: fn(),
    onMoveColumn: fn(),
    onResetColumns: fn(),
    onExport: fn(),
    canExport: true,
  },
} satisfies Meta<typeof GridToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'macon');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1));
    await expect(args.onSearch).toHaveBeenCalledWith('macon');
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(filters);
    await expect(args.onToggleFilters).toHaveBeenCalledTimes(1);
  },
};

export const FiltersApplied: Story = {
  args: { search: 'Dixie', filterCount: 2, filtersOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Dixie');
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Columns: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Due date' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Due date' }));
    await expect(args.onShowColumn).toHaveBeenCalledWith('dueDate', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move Balance up' }));
    await expect(args.onMoveColumn).toHaveBeenCalledWith('balance', -1);
  },
};

/** An export runs until its promise settles: both export buttons wait, the pressed one says so. */
export const Exporting: Story = {
  args: { onExport: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Excel' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await expect(canvas.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const ExportDone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  },
};

export const WhileRowsLoad: Story = {
  args: { canExport: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeEnabled();
  },
};

const newInvoice = fn();

/** A screen's own buttons follow the grid's. */
export const WithScreenButtons: Story = {
  render: (args) => (
    <GridToolbar {...args}>
      <Button tone="primary" size="small" onPress={newInvoice}>
        New invoice
      </Button>
    </GridToolbar>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New invoice' }));
    await expect(newInvoice).toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { filterCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the buttons wrap below the search box instead of overflowing
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
