import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MISS_FIELDS, type MissOptions, type MissRow, type MissTiles } from '../../../src/domain/parts/rootCauseAnalysis';
import { RootCauseAnalysis } from '../../../src/screens/parts/RootCauseAnalysis';
import { forbiddenReport, servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, exportReport, loadingReport, narrowReportFitting, pagedReport } from '../../report/reportStories';
import { missOptions, missRows, missTiles } from './rootCauseAnalysisData';

interface StoryArgs extends ServedReportArgs {
  rows: MissRow[];
  tiles?: MissTiles;
  chosen: number;
  /** The bulk dialog open, as Change or as Close. */
  dialog?: 'change' | 'close';
  options?: MissOptions;
  onSelectionChange: (rows: MissRow[]) => void;
  onChange: () => void;
  onCloseMisses: () => void;
  onSave: (change: unknown) => void;
  onClose: () => void;
}

/** Stands in for the host: a page of the misses as the list endpoint answers, the tiles, and the bulk dialog. */
function Served({ rows, tiles, chosen, dialog, options, onSelectionChange, onChange, onCloseMisses, onSave, onClose, ...args }: StoryArgs) {
  const served = useServedReport(rows, MISS_FIELDS, ['qty', 'qtyFilled', 'lostValue'], args, { branches: ['101'], sort: [{ id: 'createdAt', desc: true }] });
  return (
    <RootCauseAnalysis
      {...served}
      grid={{ ...served.grid, onSelectionChange }}
      tiles={args.state === 'loaded' ? tiles : undefined}
      chosen={chosen}
      onChange={onChange}
      onCloseMisses={onCloseMisses}
      bulk={dialog ? { count: chosen, options, closing: dialog === 'close', onSave, onClose } : null}
    />
  );
}

const meta = {
  title: 'Screens/Parts/RootCauseAnalysis',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: missRows(24),
    tiles: missTiles,
    chosen: 0,
    options: missOptions,
    onSelectionChange: fn(),
    onChange: fn(),
    onCloseMisses: fn(),
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The misses with their tiles; a part links to its story; choosing misses reaches the host; nothing chosen, nothing to change. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Open misses' })).toHaveTextContent('18');
    await expect(canvas.getByRole('group', { name: 'Lost sales at list' })).toHaveTextContent('$1,234.56');
    const grid = canvas.getByRole('grid', { name: 'Misses' });
    await expect(within(grid).getAllByRole('link', { name: 'FLT-LF9080' })[0]).toHaveAttribute('href', '/root-cause-detail?id=500');
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.click(within(grid).getAllByRole('checkbox')[1]!);
    await expect(args.onSelectionChange).toHaveBeenCalledWith([expect.objectContaining({ id: 500, version: 1 })]);
  },
};

/** With misses chosen, the buttons open the dialog as Change or as Close. */
export const Chosen: Story = {
  args: { chosen: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set reason, action…' }));
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onCloseMisses).toHaveBeenCalled();
  },
};

export const Loading: Story = loadingReport('Loading Open misses');

export const Empty: Story = emptyReport({ rows: [], tiles: { open: 0, lostValue: '0', lines: 0 } }, 'No miss matches these filters.');

/** The address asked for a branch the user does not hold: the server's 403 in words, and Try again. */
export const RefusedBranch: Story = forbiddenReport;

export const Large: Story = pagedReport({ rows: missRows(300) });

export const Narrow: Story = { ...narrowReportFitting('Open misses'), args: { rows: missRows(8) } };

export const Export: Story = exportReport();

/** The bulk dialog open over the grid (its states are RootCauseAnalysisBulk's stories). */
export const BulkOpen: Story = {
  args: { chosen: 2, dialog: 'change' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Change 2 misses' })).toBeVisible();
  },
};
