import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VEHICLE_AGING_FIELDS, type VehicleAgingRow } from '../../../src/domain/sales/vehicleAging';
import { VehicleAging, type VehicleAgingChoice } from '../../../src/screens/sales/VehicleAging';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { agingRows, agingSummary, costAddsOf } from './vehicleAgingData';

interface StoryArgs extends ServedReportArgs {
  rows: VehicleAgingRow[];
  onOpenTruck: (stockNo: string) => void;
  onChoiceChange: (choice: VehicleAgingChoice) => void;
}

const NO_CHOICE: VehicleAgingChoice = { bucket: null, newUsed: null, status: null, flag: null };

const matches = (row: VehicleAgingRow, c: VehicleAgingChoice) =>
  (!c.bucket || row.bucket === c.bucket) && (!c.newUsed || row.newUsed === c.newUsed) && (!c.status || row.status === c.status) && (!c.flag || row[c.flag] === 'Yes');

/** Stands in for the host: the list endpoint and its summary answering the rows the report's own filters keep; a truck pressed opens its cost adds (their other states are VehicleAgingCostAdds' stories). */
function Served({ rows, onOpenTruck, onChoiceChange, ...args }: StoryArgs) {
  const [choice, setChoice] = useState(NO_CHOICE);
  const [open, setOpen] = useState<string | null>(null);
  const chosen = rows.filter((r) => matches(r, choice));
  const served = useServedReport(chosen, VEHICLE_AGING_FIELDS, ['cost', 'flooredAmount', 'dailyInterest', 'interestToDate'], args, { branches: ['101', '102'], sort: [{ id: 'daysInStock', desc: true }] });
  const truck = rows.find((r) => r.stockNo === open);
  return (
    <VehicleAging
      {...served}
      choice={choice}
      onChoiceChange={(next) => {
        setChoice(next);
        onChoiceChange(next);
      }}
      summary={args.state === 'loaded' ? agingSummary(chosen) : undefined}
      onOpenTruck={(stockNo) => {
        setOpen(stockNo);
        onOpenTruck(stockNo);
      }}
      costAdds={
        truck
          ? {
              stockNo: truck.stockNo,
              data: costAddsOf(truck),
              error: null,
              onRetry: args.onRetry,
              onClose: () => setOpen(null),
            }
          : null
      }
    />
  );
}

const meta = {
  title: 'Screens/Sales/VehicleAging',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: agingRows(22), onOpenTruck: fn(), onChoiceChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = (canvasElement: HTMLElement, select: string, option: string) => userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: select }), option);

/** Every truck, the longest in stock first, with the tiles and the charts by bucket and branch; a truck pressed opens its cost adds, closed again. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Trucks in stock' });
    const oldest = agingRows(22).sort((a, b) => b.daysInStock - a.daysInStock)[0]!;
    const first = within(grid).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(oldest.stockNo);
    await expect(first).toHaveTextContent('365+');
    await expect(canvas.getByRole('group', { name: 'Units' })).toHaveTextContent('22');
    await expect(canvas.getByRole('img', { name: 'Units by bucket and branch' })).toBeInTheDocument();
    await userEvent.click(within(first).getByText(oldest.stockNo));
    await expect(args.onOpenTruck).toHaveBeenCalledWith(oldest.stockNo);
    const dialog = await screen.findByRole('dialog', { name: `Stock ${oldest.stockNo}: cost adds` });
    await expect(dialog).toHaveTextContent('Total cost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The flag "Curtailment due within 30 days": only the trucks whose curtailment falls in the next 30 days (or is past), each badged. */
export const CurtailmentDue: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Flag', 'Curtailment due within 30 days');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ bucket: null, newUsed: null, status: null, flag: 'curtailmentDue' });
    const due = agingRows(22).filter((r) => r.curtailmentDue === 'Yes').length;
    const grid = within(canvasElement).getByRole('grid', { name: 'Trucks in stock' });
    await waitFor(() => expect(within(grid).getAllByText('Curtailment due')).toHaveLength(due));
    await expect(within(canvasElement).getByRole('group', { name: 'Curtailments due in 30 days' })).toHaveTextContent(String(due));
  },
};

/** The flag "Used past 90 days": the used trucks to price or wholesale, each badged. */
export const UsedPastNinetyDays: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Flag', 'Used past 90 days');
    const used = agingRows(22).filter((r) => r.usedReview === 'Yes');
    const grid = within(canvasElement).getByRole('grid', { name: 'Trucks in stock' });
    await waitFor(() => expect(within(grid).getAllByText('Price review')).toHaveLength(used.length));
    await expect(within(grid).queryByText(/^N3/)).toBeNull();
  },
};

/** A bucket chosen: only its trucks, and the tiles and charts of them alone. */
export const OneBucket: Story = {
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, 'Bucket (days)', '91–180');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ bucket: '91–180', newUsed: null, status: null, flag: null });
    const inBucket = agingRows(22).filter((r) => r.bucket === '91–180').length;
    await waitFor(() => expect(within(canvasElement).getByRole('group', { name: 'Units' })).toHaveTextContent(String(inBucket)));
  },
};

export const Export: Story = exportReport();

export const Loading: Story = loadingReport('Loading Units');

export const Empty: Story = emptyReport({ rows: [] }, 'No truck in stock matches these filters.');

/** The server's refusal of a branch the user lacks, in words, with Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: agingRows(300) });

export const Narrow: Story = { ...narrowReportFitting('Floor-plan interest to date'), args: { rows: agingRows(6) } };
