import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CYCLE_FIELDS, type CycleRow, type CycleSummary } from '../../../src/domain/parts/cycleCountsList';
import { CycleAudit } from '../../../src/screens/parts/CycleAudit';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { cycleRows, cycleSummary } from './cycleAuditData';

interface StoryArgs extends ServedReportArgs {
  rows: CycleRow[];
  summary?: CycleSummary;
  making?: boolean;
  makeError?: string | null;
  onNewCycle: () => void;
  onCreate: (cycle: unknown) => Promise<boolean>;
  onClose: () => void;
}

/** Stands in for the host: a page of cycles as the list endpoint answers, the summary, and the new cycle's dialog. */
function Served({ rows, summary, making, makeError, onNewCycle, onCreate, onClose, ...args }: StoryArgs) {
  const served = useServedReport(rows, CYCLE_FIELDS, ['scheduled', 'counted'], args, { branches: ['101', '201'], sort: [{ id: 'startDate', desc: true }] });
  return (
    <CycleAudit
      {...served}
      summary={args.state === 'loaded' ? summary : undefined}
      onNewCycle={onNewCycle}
      newCycle={making ? { branches: ['101', '201'], dueClasses: summary?.dueClasses ?? [], today: '2026-11-18', onCreate, isPending: false, error: makeError ?? null, onClose } : null}
    />
  );
}

const meta = {
  title: 'Screens/Parts/CycleAudit',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: cycleRows(12), summary: cycleSummary, onNewCycle: fn(), onCreate: fn(async () => true), onClose: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cycles at 101 and 201: the one counting shows no variance; a cycle links to its drill, its variances and recounts to theirs. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Parts counted this year' })).toHaveTextContent('65.63%');
    await expect(canvas.getByRole('group', { name: 'Cycles counting' })).toHaveTextContent('Cycles counting4');
    const grid = canvas.getByRole('grid', { name: 'Cycle counts' });
    await expect(within(grid).getAllByRole('link', { name: 'Class A' })[0]).toHaveAttribute('href', '/cycleAuditDrill/101/A/2026-11-16/false/all');
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('–');
    await userEvent.click(canvas.getByRole('button', { name: 'New cycle' }));
    await expect(args.onNewCycle).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = loadingReport('Loading Cycles counting');

export const Empty: Story = emptyReport({ rows: [], summary: { branches: ['101'], accuracyTrend: [], coverage: [], dueClasses: [] } }, 'No cycle count matches these filters.');

/** The server's refusal of a branch the user lacks, in words, with Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: cycleRows(300) });

export const Narrow: Story = { ...narrowReportFitting('Cycles counting'), args: { rows: cycleRows(6) } };

/** New cycle: the classes due at the branch are suggested; a wrong code is refused on its field before anything is sent. */
export const NewCycle: Story = {
  args: { making: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'New cycle' });
    await expect(within(dialog).getByText(/Due at this branch: class A\./)).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: /Class or bin range/ });
    await userEvent.type(code, 'Q');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make cycle' }));
    await expect(await within(dialog).findByText(/Choose a class \(A, B or C\) or enter a bin range/)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, 'a01-a20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make cycle' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ brnId: '101', cycle: 'A01-A20', startDate: '2026-11-18' });
  },
};
