import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CYCLE_DETAIL_FIELDS, CYCLE_TIE_OUT_FIELDS, type CycleDetailRow, type CycleTieOutRow } from '../../../src/domain/parts/cycleDetail';
import { CycleDetail, type CycleDetailTab } from '../../../src/screens/parts/CycleDetail';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, exportReport, loadingReport, narrowReportFitting, pagedReport, sortAndPageReport } from '../../report/reportStories';
import { cycleDetailRows, tieOutRows } from './cycleDetailData';

interface StoryArgs extends ServedReportArgs {
  tab: CycleDetailTab;
  rows: CycleDetailRow[];
  tieOut: CycleTieOutRow[];
  onTabChange: (tab: CycleDetailTab) => void;
}

/** Stands in for the host: the tab's list endpoint answering a page of its rows. */
function Served({ tab, rows, tieOut, onTabChange, ...args }: StoryArgs) {
  const lines = useServedReport(rows, CYCLE_DETAIL_FIELDS, ['adjustmentQty', 'adjustmentAmount'], args, { branches: ['101', '201'], sort: [{ id: 'date', desc: true }] });
  const months = useServedReport(tieOut, CYCLE_TIE_OUT_FIELDS, ['cycleAdjustments', 'glAdjustments', 'difference'], args, { branches: ['101', '201'], sort: [{ id: 'month', desc: true }] });
  const served = tab === 'tie-out' ? months : lines;
  return <CycleDetail {...served} tab={tab} onTabChange={onTabChange} lines={lines.grid} tieOut={months.grid} />;
}

const meta = {
  title: 'Screens/Parts/CycleDetail',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), tab: 'lines', rows: cycleDetailRows(24), tieOut: tieOutRows(), onTabChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counted lines and approved adjustments: a part opens its drill; the approved total is a tile; the tie-out is a tab away. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Cycle count lines' });
    await expect(within(grid).getAllByRole('link', { name: 'FLT-LF9009' })[0]).toHaveAttribute('href', '/CycleDetailDrillReport?brnId=101&cycle=300&partNo=FLT-LF9009');
    await expect(within(grid).getAllByText('Pat Parts').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('group', { name: 'Approved adjustments' })).toHaveTextContent('$');
    await userEvent.click(canvas.getByRole('tab', { name: 'Tie-out to GL 5490' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('tie-out');
  },
};

/** The tie-out: every branch-month ties but Birmingham's August, which shows its difference in money. */
export const TieOutWithADifference: Story = {
  args: { tab: 'tie-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Tie-out by branch and month' });
    const august = within(grid).getAllByRole('row').find((row) => row.textContent?.includes('2026-08') && row.textContent.includes('201'))!;
    await expect(august).toHaveTextContent('$187.40');
    await expect(within(grid).getAllByText('Ties').length).toBe(11);
    await expect(canvas.getByRole('group', { name: 'Net difference' })).toHaveTextContent('$187.40');
  },
};

export const ExportTieOut: Story = exportReport({ tab: 'tie-out' as const });

export const Loading: Story = loadingReport('Loading Lines');

export const Empty: Story = emptyReport({ rows: [] }, 'No counted line matches these filters.');

export const EmptyTieOut: Story = emptyReport({ tab: 'tie-out' as const, tieOut: [] }, 'No adjustment and no GL posting in this period.');

/** The server's refusal of a branch the user lacks, in words, with Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: cycleDetailRows(300) });

export const SortAndPage: Story = sortAndPageReport('Cycle count lines', { header: /^Part/, id: 'partNo' }, { rows: cycleDetailRows(120) });

export const Narrow: Story = { ...narrowReportFitting('Approved adjustments'), args: { rows: cycleDetailRows(6) } };
