import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { INVOICE_COLUMNS } from '../../src/demo/tableColumns';
import { formatMoney, formatMoney2, isNumericFormat } from '../../src/domain/format';
import { gridTracks } from '../../src/ui/DataTable/gridTracks';
import { TotalsRow } from '../../src/ui/DataTable/TotalsRow';
import { GridFrame } from './gridFrame';

const columns = INVOICE_COLUMNS.map(({ id, format = 'text' }) => ({ id, format, numeric: isNumericFormat(format) }));

const meta = {
  title: 'Table/TotalsRow',
  component: TotalsRow,
  args: {
    columns,
    totals: { total: 1_940_761, balance: 829_331.25 },
    template: gridTracks(INVOICE_COLUMNS, false).template,
    rowIndex: 52,
    selectable: false,
  },
  render: (args) => (
    <GridFrame>
      <TotalsRow {...args} />
    </GridFrame>
  ),
} satisfies Meta<typeof TotalsRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('gridcell').map((cell) => cell.textContent);

export const Sums: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row')).toHaveAttribute('aria-rowindex', '52');
    // formatted like the column's cells; the first column names the row
    await expect(cells(canvasElement)).toEqual(['Total', '', '', '', '', formatMoney(1_940_761), formatMoney2(829_331.25)]);
  },
};

export const WithCheckboxColumn: Story = {
  args: { selectable: true, template: gridTracks(INVOICE_COLUMNS, true).template },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement).slice(0, 2)).toEqual(['', 'Total']);
  },
};

/** A first column that is summed shows its sum, not the label. */
export const FirstColumnSummed: Story = {
  args: { columns: [columns[5]!, ...columns.slice(0, 5)], totals: { total: 12_500 }, template: gridTracks([INVOICE_COLUMNS[5]!, ...INVOICE_COLUMNS.slice(0, 5)], false).template },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement)[0]).toBe(formatMoney(12_500));
    await expect(within(canvasElement).queryByText('Total')).toBeNull();
  },
};

/** The server's totals may leave a column out (not yet known): its cell stays blank. */
export const TotalMissing: Story = {
  args: { totals: { total: 48_210 } },
  play: async ({ canvasElement }) => {
    await expect(cells(canvasElement).slice(5)).toEqual([formatMoney(48_210), '']);
  },
};
