import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Review } from '../../../src/domain/marketing/reputationReport';
import type { ReviewFollowUpInput } from '../../../src/domain/marketing/reviewFollowUps';
import { reputationParts } from '../../../src/screens/marketing/ReputationParts';
import { ASSIGNEES } from './marketData';
import { narrowFitting } from './marketStories';
import { chartsEmpty, chartsLoading, figuresOfKind, PARTS_LAYOUT, ReportPartsShown } from './ReportPartsShown';

const NAME = 'Reputation Management';
type Args = { report: ReturnType<typeof figuresOfKind<'reputation'>>; isLoading: boolean; onSave: (review: Review, input: ReviewFollowUpInput) => Promise<boolean> };

/** Stands in for the host: keeps the review being followed up. */
function Shown({ report, isLoading, onSave }: Args) {
  const [selected, setSelected] = useState<Review | null>(null);
  const parts = reputationParts(report, isLoading, { selected, onSelect: setSelected, assignees: ASSIGNEES, today: '2026-11-25', onSave, isSaving: false, error: null });
  return <ReportPartsShown title={NAME} parts={parts} isLoading={isLoading} />;
}

const meta = {
  title: 'Screens/Marketing/ReputationParts',
  component: Shown,
  ...PARTS_LAYOUT,
  args: { report: figuresOfKind('reputation', NAME), isLoading: false, onSave: fn(async () => true) },
} satisfies Meta<typeof Shown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The reviews' count, rating, response rate and days to respond; rating and count by month; by platform and branch; the month's reviews. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Reviews, 13 months' })).toHaveTextContent('40');
    await expect(canvas.getByRole('group', { name: 'Response rate' })).toHaveTextContent('%');
    await expect(canvas.getByRole('img', { name: 'Average rating of the reviews by month' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Reviews written by month' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('grid', { name: 'Reviews by platform and branch' })).getAllByText('Yelp')[0]).toBeVisible();
    const month = canvas.getByRole('grid', { name: 'Reviews of the month' });
    await expect(within(month).getByText('Sandy Sales')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Reviews of October 2026' })).toBeVisible();
  },
};

/** Follow up opens the review's card above the month's list; saved, it closes. */
export const FollowUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow up review RV200014' }));
    const card = within(canvas.getByRole('region', { name: 'Follow up review RV200014' }));
    await userEvent.click(card.getByRole('checkbox', { name: 'Responded today' }));
    await userEvent.click(card.getByRole('button', { name: 'Save follow-up' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ reviewId: 'RV200014' }), { assignedTo: 7, respondedOn: '2026-11-25', version: 1 });
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Follow up review RV200014' })).toBeNull());
  },
};

/** Cancel closes the card without saving. */
export const FollowUpCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow up review RV200014' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Follow up review RV200014' })).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('region', { name: 'Follow up review RV200014' })).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** No review yet: the charts and both grids say so. */
export const Empty: Story = chartsEmpty(figuresOfKind('reputation', NAME, [], 0), 'No reviews of these branches', 'No reviews of these branches.', async (canvas) => {
    await expect(canvas.getByText('No reviews this month.')).toBeVisible();
});

/** The reviews on their way: the charts wait in placeholders. */
export const Loading: Story = chartsLoading('Average rating of the reviews by month', 'Reviews written by month');

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('Average rating');
