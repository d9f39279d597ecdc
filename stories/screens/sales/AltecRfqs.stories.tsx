import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ALTEC_RFQ_FIELDS, type AltecRfqRow } from '../../../src/domain/sales/altecRfqsList';
import { AltecRfqs, type AltecRfqChoice } from '../../../src/screens/sales/AltecRfqs';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { recordedDialog, rfqDetail, rfqRows, rfqSummary } from './altecRfqsData';

interface StoryArgs extends ServedReportArgs {
  rows: AltecRfqRow[];
  onOpenRfq: (id: number) => void;
  onNewRfq: () => void;
  onChoiceChange: (choice: AltecRfqChoice) => void;
}

const NO_CHOICE: AltecRfqChoice = { outcome: null, alert: null };

/** Stands in for the host: the list endpoint and its summary answering the rows the report's own filters keep; an RFQ pressed opens its dialog (its states are AltecRfqDialog's stories). */
function Served({ rows, onOpenRfq, onNewRfq, onChoiceChange, ...args }: StoryArgs) {
  const [choice, setChoice] = useState(NO_CHOICE);
  const [open, setOpen] = useState<number | null>(null);
  const chosen = rows.filter((r) => (!choice.outcome || r.outcome === choice.outcome) && (!choice.alert || r.alert === choice.alert));
  const served = useServedReport(chosen, ALTEC_RFQ_FIELDS, ['qty', 'quoteTotal'], args, { branches: ['101', '102'], sort: [{ id: 'receivedOn', desc: true }] });
  const rfq = rows.find((r) => r.id === open);
  return (
    <AltecRfqs
      {...served}
      choice={choice}
      onChoiceChange={(next) => {
        setChoice(next);
        onChoiceChange(next);
      }}
      summary={args.state === 'loaded' ? rfqSummary(chosen) : undefined}
      onOpenRfq={(id) => {
        setOpen(id);
        onOpenRfq(id);
      }}
      onNewRfq={onNewRfq}
      dialog={
        rfq
          ? { ...recordedDialog(), rfq: rfqDetail(rfq), onRetry: args.onRetry, onClose: () => setOpen(null) }
          : null
      }
    />
  );
}

const meta = {
  title: 'Screens/Sales/AltecRfqs',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { ...servedReportArgs(), rows: rfqRows(16), onOpenRfq: fn(), onNewRfq: fn(), onChoiceChange: fn() },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The RFQs, the latest first, with the win rate (Won ÷ (Won + Lost), said on screen), units quoted vs won by month and the alerts; an RFQ pressed opens it. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = rfqRows(16);
    const summary = rfqSummary(rows);
    const grid = canvas.getByRole('grid', { name: 'Altec RFQs' });
    const first = within(grid).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(rows[0]!.rfqNo);
    await expect(first).toHaveTextContent('Due soon');
    await expect(canvas.getByRole('group', { name: 'Win rate' })).toHaveTextContent(`${((summary.won * 100) / (summary.won + summary.lost)).toFixed(2)}%`);
    await expect(canvas.getByRole('group', { name: 'Win rate' })).toHaveTextContent('No bid and Pending are left out');
    await expect(canvas.getByRole('group', { name: 'Due-date alerts' })).toHaveTextContent('3');
    await expect(canvas.getByRole('img', { name: 'Units quoted vs won by month received' })).toBeInTheDocument();
    await userEvent.click(within(first).getByText(rows[0]!.rfqNo));
    await expect(args.onOpenRfq).toHaveBeenCalledWith(1);
    const dialog = await screen.findByRole('dialog', { name: `RFQ ${rows[0]!.rfqNo}` });
    await expect(within(dialog).getByRole('form', { name: 'Record our quote' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'New RFQ' }));
    await expect(args.onNewRfq).toHaveBeenCalledOnce();
  },
};

/** The alert "Overdue": only the Pending RFQ past its due day with no quote, badged. */
export const Overdue: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Alert' }), 'Overdue');
    await expect(args.onChoiceChange).toHaveBeenLastCalledWith({ outcome: null, alert: 'Overdue' });
    const grid = within(canvasElement).getByRole('grid', { name: 'Altec RFQs' });
    await waitFor(() => expect(within(grid).queryByText('Due soon')).toBeNull());
    await expect(within(grid).getAllByText('Overdue')).toHaveLength(1);
  },
};

export const Export: Story = exportReport();

export const Loading: Story = loadingReport('Loading Win rate');

export const Empty: Story = emptyReport({ rows: [] }, 'No Altec RFQ matches these filters.');

/** The server's refusal of a branch the user lacks, in words, with Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: rfqRows(300) });

export const Narrow: Story = { ...narrowReportFitting('Win rate'), args: { rows: rfqRows(6) } };
