import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { TECHNICIAN_RATE_FIELDS, type RateBatch, type RateRuleInput, type RulePreview, type TechnicianRateDetail, type TechnicianRateRow } from '../../../src/domain/service/technicianRates';
import { TechnicianRates } from '../../../src/screens/service/TechnicianRates';
import { servedReportArgs, useServedReport, type ServedReportArgs } from '../../report/servedReport';
import { emptyReport } from '../../report/reportStories';
import { A_GRADE_RAISE, ANNUAL_REVIEW, APPLIED, NEEDS_GM, PENDING, proposeRate, RATE_BRANCHES, REJECTED, RULE_BATCH, RULE_PREVIEW, technicianRate, technicianRateRows, writeRule } from './technicianRatesData';

interface StoryArgs extends ServedReportArgs {
  rows: TechnicianRateRow[];
  open?: TechnicianRateDetail;
  ruling?: boolean;
  preview?: RulePreview | null;
  created?: RateBatch | null;
  actionError?: string | null;
  onOpen: (row: TechnicianRateRow) => void;
  onNewRule: () => void;
  onPreview: (input: unknown) => void;
  onCreate: (input: unknown) => void;
  onSubmitBatch: (batch: RateBatch) => void;
  onSave: (values: unknown) => void;
  onSubmit: () => void;
  onDecide: (decision: string, note: string | null) => void;
  onClose: () => void;
}

/** Stands in for the host: a page of technicians as the list endpoint answers, the rule dialog and the open technician. */
function Served({ rows, open, ruling, preview, created, actionError, onOpen, onNewRule, onPreview, onCreate, onSubmitBatch, onSave, onSubmit, onDecide, onClose, ...args }: StoryArgs) {
  const served = useServedReport(rows, TECHNICIAN_RATE_FIELDS, [], args, { branches: ['101'], sort: [{ id: 'technician', desc: false }] });
  return (
    <TechnicianRates
      {...served}
      grid={{ ...served.grid, onRowClick: onOpen }}
      onNewRule={onNewRule}
      rule={ruling ? { branches: RATE_BRANCHES, preview: preview ?? null, created: created ?? null, onPreview, onCreate, onSubmitBatch, isPending: false, error: actionError ?? null, onClose } : null}
      technician={open ? { technician: open, actionError: actionError ?? null, onSave, onSubmit, onDecide, onClose } : null}
    />
  );
}

const meta = {
  title: 'Screens/Service/TechnicianRates',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    ...servedReportArgs(),
    rows: technicianRateRows(18),
    onOpen: fn(),
    onNewRule: fn(),
    onPreview: fn(),
    onCreate: fn(),
    onSubmitBatch: fn(),
    onSave: fn(),
    onSubmit: fn(),
    onDecide: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Technicians with Excede's rate and their latest change in every status; a row opens the technician. */
export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Technician rates' });
    await expect(within(grid).getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('$45.50').length).toBeGreaterThan(0);
    await userEvent.click(within(grid).getAllByText('Marcus Lee')[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ empId: '20001' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change by rule' }));
    await expect(args.onNewRule).toHaveBeenCalledOnce();
  },
};

/** The rule dialog: a branch, the change and the day are needed; then it asks for a preview. */
export const RuleDialog: Story = {
  args: { ruling: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByText('Choose at least one branch.')).toBeVisible();
    await expect(dialog.getByText('Enter the change as dollars and cents (1.50) or a percentage (3.5).')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
    await writeRule(dialog, A_GRADE_RAISE);
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledWith(A_GRADE_RAISE));
  },
};

/** A preview: each technician's current and proposed rate, who approves it, and whom the rule skips with why; then the drafts are made of what was previewed. */
export const RulePreviewed: Story = {
  args: { ruling: true, preview: RULE_PREVIEW },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    const table = within(dialog.getByRole('table', { name: 'Proposed rates' }));
    await expect(table.getByText('$45.50')).toBeVisible();
    await expect(table.getByText('General manager')).toBeVisible();
    await expect(dialog.getByText(/Wesley Scott \(101\): A change is already in Draft or Pending\./)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Create/ })).toBeNull();
    const rule = { brnIds: ['101'], grade: 'All', kind: 'percent', change: '3', effectiveOn: '2026-11-29', reason: 'Cost of living.' } satisfies RateRuleInput;
    await writeRule(dialog, rule);
    await userEvent.click(await dialog.findByRole('button', { name: 'Create 2 draft changes' }));
    await expect(args.onCreate).toHaveBeenCalledWith(rule);
  },
};

/** The rule's drafts are made: submitting them together is offered. */
export const RuleCreated: Story = {
  args: { ruling: true, created: RULE_BATCH },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/2 draft changes made/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmitBatch).toHaveBeenCalledWith(expect.objectContaining({ batchId: 30 }));
  },
};

/** A technician with no change open: propose one, which needs a rate, a day and a reason. */
export const ProposeOne: Story = {
  args: { open: technicianRate(null) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/The open pay period started 11\/15\/2026\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Propose as draft' }));
    await expect(await dialog.findByText('Enter the proposed rate.')).toBeVisible();
    await proposeRate(dialog, ANNUAL_REVIEW);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(ANNUAL_REVIEW));
  },
};

/** A draft: edited in place and submitted for approval. */
export const Draft: Story = {
  args: { open: technicianRate({}) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /Proposed rate/ })).toHaveValue('45.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit for approval' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Pending, for a service manager who may decide it: rejecting needs a reason. */
export const PendingToApprove: Story = {
  args: { open: technicianRate(PENDING) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByText('Say why the change is rejected.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Approved', null);
  },
};

/** A 10% raise: the service manager is told the general manager approves it, and is offered no decision. */
export const PendingNeedsGeneralManager: Story = {
  args: { open: technicianRate(NEEDS_GM) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/^An increase over 5% needs the general manager\./)).toBeVisible();
    await expect(dialog.getByText('An increase over 5% is approved by the general manager.')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Applied: approved and in effect; a new change may be proposed. */
export const Applied: Story = {
  args: { open: technicianRate(APPLIED) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/approved by Alex Admin 11\/16\/2026/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Propose as draft' })).toBeVisible();
  },
};

/** Rejected with the reason: a new change may be proposed. */
export const Rejected: Story = {
  args: { open: technicianRate(REJECTED) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/rejected by Alex Admin 11\/19\/2026: Wait for the annual review\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Propose as draft' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** The server refused the step (another changed it meanwhile). */
export const StepRefused: Story = {
  args: { open: technicianRate(PENDING), actionError: RECORD_CHANGED_MESSAGE },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByText(/Someone else changed this record/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Marcus Lee')).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Change by rule' })).toBeVisible();
  },
};

export const Empty: Story = emptyReport({ rows: [] }, 'No technician matches these filters.');

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Large: Story = {
  args: { rows: technicianRateRows(400) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/400/)).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change by rule' })).toBeVisible();
  },
};
