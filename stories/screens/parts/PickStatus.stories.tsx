import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PICK_FIELDS, type PickDetail, type PickRow, type PickTiles } from '../../../src/domain/parts/picksList';
import { PickStatus } from '../../../src/screens/parts/PickStatus';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport, loadingReport, narrowReportFitting } from '../../report/reportStories';
import { pickRows, pickTiles, shortPick, stagedPick } from './pickStatusData';

interface StoryArgs extends ServedReportArgs {
  rows: PickRow[];
  tiles?: PickTiles;
  /** The pick open in its dialog. */
  open?: PickDetail;
  printing?: PickDetail;
  onOpen: (row: PickRow) => void;
  onAssign: (pickerId: number | null) => void;
  onPicked: (line: unknown) => void;
  onShort: (line: unknown, qty: number, outcome: string) => void;
  onDeliver: () => void;
  onPrint: () => void;
  onClose: () => void;
  onNewPick: () => void;
}

/** Stands in for the host: a page of the picks as the list endpoint answers, the tiles, and the open pick's dialog. */
function Served({ rows, tiles, open, printing, onOpen, onAssign, onPicked, onShort, onDeliver, onPrint, onClose, onNewPick, ...args }: StoryArgs) {
  const served = useServedReport(rows, PICK_FIELDS, [], args, { branches: ['101'], sort: [{ id: 'requestedAt', desc: true }] });
  return (
    <PickStatus
      {...served}
      grid={{ ...served.grid, onRowClick: onOpen }}
      tiles={args.state === 'loaded' ? tiles : undefined}
      printing={printing ? { pick: printing, onBack: onClose } : null}
      onNewPick={onNewPick}
      panel={open ? { pick: open, onClose, onAssign, onPicked, onShort, onDeliver, onPrint } : null}
    />
  );
}

const meta = {
  title: 'Screens/Parts/PickStatus',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: pickRows(24),
    tiles: pickTiles,
    onOpen: fn(),
    onAssign: fn(),
    onPicked: fn(),
    onShort: fn(),
    onDeliver: fn(),
    onPrint: fn(),
    onClose: fn(),
    onNewPick: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The morning's picks with the open ones by age and the median minutes to staged; a row opens its pick. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Open picks' })).toHaveTextContent('10');
    await expect(canvas.getByRole('group', { name: 'Median request to staged' })).toHaveTextContent('22 min');
    const grid = canvas.getByRole('grid', { name: 'Pick lists' });
    await userEvent.click(within(grid).getByText('P-1040'));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ pickNo: 'P-1040' }));
    await userEvent.click(canvas.getByRole('button', { name: 'New pick list' }));
    await expect(args.onNewPick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = loadingReport('Loading Open picks');

export const Empty: Story = emptyReport({ rows: [], tiles: { openByAge: pickTiles.openByAge.map((b) => ({ ...b, count: 0 })), medianToStagedMinutes: null, stagedToday: 0 } }, 'No pick list matches these filters.');

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Large: Story = {
  args: { rows: pickRows(600) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Page 1 of 12/)).toBeVisible();
  },
};

export const Narrow: Story = { ...narrowReportFitting('Open picks'), args: { rows: pickRows(8) } };

/** A pick with a short line waiting for its outcome: lines in bin order (A2, A10, C4-01), the part drills to research; short asks Backorder or Lost sale. */
export const ShortLine: Story = {
  args: { open: shortPick },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pick P-1042' });
    const lines = within(dialog).getAllByRole('listitem');
    await expect(lines.map((l) => l.getAttribute('aria-label'))).toEqual(['Line FLT-LF9080', 'Line BRK-4515Q', 'Line LMP-60401']);
    await expect(within(dialog).getByRole('link', { name: 'BRK-4515Q' })).toHaveAttribute('href', '/parts-research?SearchValue=BRK-4515Q');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Picked LMP-60401' }));
    await expect(args.onPicked).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'LMP-60401' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Short BRK-4515Q' }));
    const record = within(dialog).getByRole('button', { name: 'Record short' });
    await expect(record).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Lost sale' }));
    await userEvent.click(record);
    await expect(args.onShort).toHaveBeenCalledWith(expect.objectContaining({ partNo: 'BRK-4515Q' }), 1, 'Lost sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign me' }));
    await expect(args.onAssign).toHaveBeenCalledWith(null);
    // Another of the branch's pickers: Assign waits until someone other than the picker now is chosen.
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Picker'), 'Dana Counter');
    await userEvent.click(assign);
    await expect(args.onAssign).toHaveBeenCalledWith(8);
    await expect(within(dialog).queryByRole('button', { name: 'Deliver' })).toBeNull();
  },
};

/** A staged pick is delivered; its lines no longer change. */
export const Staged: Story = {
  args: { open: stagedPick },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pick P-1042' });
    await expect(within(dialog).queryByRole('button', { name: /^Picked / })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver' }));
    await expect(args.onDeliver).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print pick list' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** The printed pick list: header, lines in bin order with a box to tick. */
export const PrintView: Story = {
  args: { printing: shortPick },
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole('region', { name: 'Pick list P-1042' });
    const bins = within(sheet).getAllByRole('row').slice(1).map((r) => r.children[2]!.textContent);
    await expect(bins).toEqual(['A2', 'A10', 'C4-01']);
    await expect(within(sheet).getByText(/Peach State Logistics · Counter 2/)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back to pick lists' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
