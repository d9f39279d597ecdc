import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socialParts } from '../../../src/screens/marketing/SocialParts';
import { narrowFitting } from './marketStories';
import { chartsEmpty, chartsLoading, figuresOfKind, PARTS_LAYOUT, ReportPartsShown } from './ReportPartsShown';

type Args = { report: ReturnType<typeof figuresOfKind<'social'>>; isLoading: boolean };
const Shown = ({ report, isLoading }: Args) => <ReportPartsShown title="Social Media" parts={socialParts(report, isLoading)} isLoading={isLoading} />;

const meta = {
  title: 'Screens/Marketing/SocialParts',
  component: Shown,
  ...PARTS_LAYOUT,
  args: { report: figuresOfKind('social', 'Social Media'), isLoading: false },
} satisfies Meta<typeof Shown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each platform's followers against the month before with its engagement rate, followers by month, reach and engagements, the month's grid with totals. */
export const Platforms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Facebook followers' })).toHaveTextContent(/Engagement rate \d/);
    await expect(canvas.getByRole('group', { name: 'Facebook followers' })).toHaveTextContent(/vs previous period/);
    await expect(canvas.getByRole('img', { name: 'Followers of each platform by month' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Reach, engagements and link clicks of each platform, October 2026' })).toBeInTheDocument();
    const grid = canvas.getByRole('grid', { name: 'Each platform' });
    await expect(within(grid).getByText('Facebook')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: /Engagement rate/ })).toBeVisible();
  },
};

/** No figure yet: the charts and the grid say so, and no platform's tile is drawn. */
export const Empty: Story = chartsEmpty(figuresOfKind('social', 'Social Media', []), 'No social media figures for these branches', 'No social media figures for these branches.', async (canvas) => {
    await expect(canvas.queryByRole('group', { name: 'Facebook followers' })).toBeNull();
});

/** The figures on their way: the charts wait in placeholders. */
export const Loading: Story = chartsLoading('Followers of each platform by month', 'Followers of each platform by month');

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('Facebook followers');
