import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DECIDED_MESSAGE } from '../../../src/domain/service/timeOff';
import { TimeOffDecision } from '../../../src/screens/service/TimeOffDecision';
import { REQUESTED } from './timeOffData';

const meta = {
  title: 'Screens/Service/TimeOffDecision',
  component: TimeOffDecision,
  args: { request: REQUESTED, error: null, isPending: false, actionError: null, onDecide: fn(), onClose: fn() },
} satisfies Meta<typeof TimeOffDecision>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Vacation for Luis Garcia' }));

/** Luis's vacation over two booked jobs: the jobs are listed before approving, and the note goes with the approval. */
export const ConflictingJobs: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByRole('heading', { name: 'Scheduled jobs in this time' })).toBeVisible();
    const jobs = within(form.getByRole('table', { name: 'Scheduled jobs to reassign' }));
    await expect(jobs.getAllByRole('row')).toHaveLength(3);
    await expect(jobs.getByText('RO-101-4830')).toBeVisible();
    await expect(jobs.getByText('11/27/2026 08:00 AM – 11:30 AM')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), 'Marcus takes both jobs.');
    await userEvent.click(form.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Approved', 'Marcus takes both jobs.');
  },
};

/** Denying needs a reason, said on the note; with one, the denial is sent with it. */
export const DenyNeedsReason: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Deny' }));
    await expect(await form.findByText('Say why the time off is denied.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), '  Two technicians are out that week.  ');
    await expect(form.queryByText('Say why the time off is denied.')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Deny' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Denied', 'Two technicians are out that week.');
  },
};

/** No scheduled job in the time off: said in place of the table. */
export const NoConflicts: Story = {
  args: { request: { ...REQUESTED, conflicts: [] } },
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText('No scheduled job falls in this time off.')).toBeVisible();
    await expect(form.queryByRole('table')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('Approved', null);
  },
};

/** Approved: who approved it and the jobs to reassign; no decision is offered again. */
export const Approved: Story = {
  args: { request: { ...REQUESTED, status: 'Approved', decidedBy: 'Sam Service', decidedAt: '2026-11-25T15:00:00.000Z', decisionNote: 'Marcus takes both jobs.', version: 2 } },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('heading', { name: 'Jobs to reassign' })).toBeVisible();
    await expect(form.getByText(/approved by Sam Service 11\/25\/2026 10:00 AM: Marcus takes both jobs\./)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(form.queryByRole('textbox', { name: /Note/ })).toBeNull();
  },
};

/** Their own request: the service manager is told someone else decides it, and no decision is offered. */
export const OwnRequest: Story = {
  args: { request: { ...REQUESTED, decisionRefusal: 'You recorded this time off request: someone else must decide it.' } },
  play: async () => {
    const form = await dialog();
    await expect(form.getByText('You recorded this time off request: someone else must decide it.')).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Deny' })).toBeNull();
  },
};

/** The server refused the decision: another manager decided it meanwhile. */
export const Refused: Story = {
  args: { actionError: DECIDED_MESSAGE },
  play: async () => {
    await expect((await dialog()).getByText(DECIDED_MESSAGE)).toBeVisible();
  },
};

/** Deciding: the buttons wait for the answer. */
export const Deciding: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: /Approve/ }));
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { request: undefined },
  play: async () => {
    await expect(within(await screen.findByRole('dialog', { name: 'Time off' })).getByRole('status', { name: 'Loading the request' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { request: undefined, error: 'The server did not answer. Try again in a moment.' },
  play: async ({ args }) => {
    const form = within(await screen.findByRole('dialog', { name: 'Time off' }));
    await expect(form.getByText('The request could not be loaded')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
