import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { ReviewFollowUpCard } from '../../../src/screens/marketing/ReviewFollowUpCard';
import { ASSIGNEES, reviews } from './marketData';

const REVIEWS = reviews(14);
/** RV200014: assigned to Sandy Sales, not answered yet; RV200002: nobody's yet; RV200001: answered on Google. */
const ASSIGNED = REVIEWS[13]!;
const NEW = REVIEWS[1]!;
const ANSWERED = REVIEWS[0]!;

const meta = {
  title: 'Screens/Marketing/ReviewFollowUpCard',
  component: ReviewFollowUpCard,
  args: { review: ASSIGNED, assignees: ASSIGNEES, today: '2026-11-25', onSave: fn(async () => true), isSaving: false, error: null, onClose: fn() },
} satisfies Meta<typeof ReviewFollowUpCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, reviewId: string) => within(within(canvasElement).getByRole('region', { name: `Follow up review ${reviewId}` }));

/** Reassigned and marked responded today: saved with the version seen, and the card closes. */
export const AssignAndRespond: Story = {
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement, 'RV200014');
    await expect(view.getByText(/^2 of 5 on Google, /)).toBeVisible();
    await expect(view.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('7');
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Assigned to' }), 'Ada Admin');
    await userEvent.click(view.getByRole('checkbox', { name: 'Responded today' }));
    await userEvent.click(view.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith(ASSIGNED, { assignedTo: 1, respondedOn: '2026-11-25', version: 1 });
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** A review nobody follows yet: assigned to no one, saved as a new follow-up. */
export const FirstFollowUp: Story = {
  args: { review: NEW },
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement, NEW.reviewId);
    await expect(view.getByRole('checkbox', { name: 'Responded today' })).not.toBeChecked();
    await userEvent.selectOptions(view.getByRole('combobox', { name: 'Assigned to' }), 'Sandy Sales');
    await userEvent.click(view.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith(NEW, { assignedTo: 7, respondedOn: null, version: null });
  },
};

/** Answered on the platform itself: that answer stands, and there is nothing to mark. */
export const AnsweredOnPlatform: Story = {
  args: { review: ANSWERED },
  play: async ({ canvasElement }) => {
    const view = card(canvasElement, ANSWERED.reviewId);
    await expect(view.getByText(/^Answered on Google on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await expect(view.queryByRole('checkbox')).toBeNull();
  },
};

/** Marked responded before: the day it was marked stays; unmarking it saves no day. */
export const MarkedBefore: Story = {
  args: { review: { ...ASSIGNED, followUp: { ...ASSIGNED.followUp!, respondedOn: '2026-11-02', version: 2 } } },
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement, 'RV200014');
    const marked = view.getByRole('checkbox', { name: 'Responded on 11/02/2026' });
    await expect(marked).toBeChecked();
    await userEvent.click(marked);
    await userEvent.click(view.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ reviewId: 'RV200014' }), { assignedTo: 7, respondedOn: null, version: 2 });
  },
};

/** Another saved it first: the server's 409 is said, and the card stays open to try again. */
export const Refused: Story = {
  args: { onSave: fn(async () => false), error: RECORD_CHANGED_MESSAGE },
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement, 'RV200014');
    await expect(view.getByRole('alert')).toHaveTextContent(RECORD_CHANGED_MESSAGE);
    await userEvent.click(view.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** On its way to the server: the save button spins. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'RV200014').getByRole('button', { name: /Save follow-up/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Cancel closes the card and saves nothing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(card(canvasElement, 'RV200014').getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
