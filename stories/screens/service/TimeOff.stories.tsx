import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TIME_OFF_FIELDS, type TimeOffDetail, type TimeOffRow } from '../../../src/domain/service/timeOff';
import { TimeOff } from '../../../src/screens/service/TimeOff';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport } from '../../report/reportStories';
import { REQUESTED, timeOffRows } from './timeOffData';

interface StoryArgs extends ServedReportArgs {
  rows: TimeOffRow[];
  open?: TimeOffDetail;
  requesting?: boolean;
  actionError?: string | null;
  onOpen: (row: TimeOffRow) => void;
  onNewRequest: () => void;
  onRequest: (input: unknown) => Promise<boolean>;
  onDecide: (decision: string, note: string | null) => void;
  onClose: () => void;
}

const TECHNICIANS = [
  { empId: 'T101', name: 'Luis Garcia', brnId: '101' },
  { empId: 'T102', name: 'Marcus Lee', brnId: '101' },
];

/** Stands in for the host: a page of the time off as the list endpoint answers, the request dialog and the open request. */
function Served({ rows, open, requesting, actionError, onOpen, onNewRequest, onRequest, onDecide, onClose, ...args }: StoryArgs) {
  const served = useServedReport(rows, TIME_OFF_FIELDS, [], args, { branches: ['101'], sort: [{ id: 'fromAt', desc: true }] });
  return (
    <TimeOff
      {...served}
      grid={{ ...served.grid, onRowClick: onOpen }}
      onNewRequest={onNewRequest}
      requesting={requesting ? { technicians: TECHNICIANS, onRequest, isPending: false, error: null, onClose } : null}
      decision={open ? { request: open, actionError: actionError ?? null, onDecide, onClose } : null}
    />
  );
}

const meta = {
  title: 'Screens/Service/TimeOff',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: timeOffRows(24),
    onOpen: fn(),
    onNewRequest: fn(),
    onRequest: fn(async () => true),
    onDecide: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Requests, approvals and denials by start, newest first; a row opens its request. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Time off' });
    await expect(within(grid).getAllByText('Requested').length).toBeGreaterThan(0);
    await userEvent.click(within(grid).getAllByText('Luis Garcia')[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ technician: 'Luis Garcia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Request time off' }));
    await expect(args.onNewRequest).toHaveBeenCalledOnce();
  },
};

/** The request dialog: a technician and type are needed, and the end after the start. */
export const RequestDialog: Story = {
  args: { requesting: true },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: 'Request time off' }));
    await expect(await form.findByText('Choose the technician.')).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Technician/ }), 'T101');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Type/ }), 'Vacation');
    await userEvent.type(form.getByLabelText('From'), '2026-12-01T07:00');
    await userEvent.type(form.getByLabelText('To'), '2026-12-01T15:30');
    await userEvent.click(form.getByRole('button', { name: 'Request time off' }));
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenCalledWith({ empId: 'T101', type: 'Vacation', fromAt: '2026-12-01T12:00:00.000Z', toAt: '2026-12-01T20:30:00.000Z', note: null }),
    );
  },
};

/** A request over two days of booked jobs: the jobs are listed before approving; denying needs a reason. */
export const ConflictsBeforeApproving: Story = {
  args: { open: REQUESTED },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const jobs = within(dialog.getByRole('table', { name: 'Scheduled jobs to reassign' }));
    await expect(jobs.getByText('RO-101-4821')).toBeVisible();
    await expect(jobs.getByText('11/26/2026 08:00 AM – 11:00 AM')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Deny' }));
    await expect(await dialog.findByText('Say why the time off is denied.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Approved', null);
  },
};

/** Approved: the jobs to reassign stay listed, and no decision is offered again. */
export const ApprovedWithJobsToReassign: Story = {
  args: { open: { ...REQUESTED, status: 'Approved', decidedBy: 'Sam Service', decidedAt: '2026-11-25T15:00:00.000Z', version: 2 } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Jobs to reassign' })).toBeVisible();
    await expect(dialog.getAllByRole('row')).toHaveLength(3);
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Their own request: the service manager is told someone else decides it. */
export const OwnRequest: Story = {
  args: { open: { ...REQUESTED, conflicts: [], decisionRefusal: 'You recorded this time off request: someone else must decide it.' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('You recorded this time off request: someone else must decide it.')).toBeVisible();
    await expect(dialog.getByText('No scheduled job falls in this time off.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** The server refused the decision (decided meanwhile by another manager). */
export const DecisionRefused: Story = {
  args: { open: REQUESTED, actionError: 'This request has been decided already.' },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByText('This request has been decided already.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Luis Garcia')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Request time off' })).toBeVisible();
  },
};

export const Empty: Story = emptyReport({ rows: [] }, 'No time off matches these filters.');

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Large: Story = {
  args: { rows: timeOffRows(400) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/400/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request time off' })).toBeVisible();
  },
};
