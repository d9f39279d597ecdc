import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { googleParts } from '../../../src/screens/marketing/GoogleParts';
import { narrowFitting } from './marketStories';
import { chartsEmpty, chartsLoading, figuresOfKind, PARTS_LAYOUT, ReportPartsShown } from './ReportPartsShown';

const GEORGIA = 'Google Web Reporting Georgia';
type Args = { report: ReturnType<typeof figuresOfKind<'google'>>; isLoading: boolean };
const Shown = ({ report, isLoading }: Args) => <ReportPartsShown title={GEORGIA} parts={googleParts(report, isLoading)} isLoading={isLoading} />;

const meta = {
  title: 'Screens/Marketing/GoogleParts',
  component: Shown,
  ...PARTS_LAYOUT,
  args: { report: figuresOfKind('google', GEORGIA), isLoading: false },
} satisfies Meta<typeof Shown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Georgia's listings: each metric against the month before, views and actions by month, each listing's month with totals. */
export const Georgia: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Search views' })).toHaveTextContent(/vs previous period/);
    await expect(canvas.getByRole('img', { name: "Search and Maps views by month, the state's listings" })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Calls, website clicks and direction requests by month' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Each listing in October 2026' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Each branch listing' });
    await expect(within(grid).getByText('Norcross')).toBeVisible();
    await expect(within(grid).getByText('Forest Park')).toBeVisible();
    await expect(within(grid).queryByText('Birmingham')).toBeNull();
  },
};

/** Alabama's listings: Birmingham alone. */
export const Alabama: Story = {
  args: { report: figuresOfKind('google', 'Google Web Reporting Alabama') },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Each branch listing' });
    await expect(within(grid).getByText('Birmingham')).toBeVisible();
    await expect(within(grid).queryByText('Norcross')).toBeNull();
  },
};

/** No figure yet: the charts and the grid say so. */
export const Empty: Story = chartsEmpty(figuresOfKind('google', GEORGIA, []), 'No Google figures for these branches', 'No listings of these branches.', async (canvas) => {
    await expect(canvas.getByRole('region', { name: 'Each listing' })).toBeVisible();
});

/** The figures on their way: the charts wait in placeholders. */
export const Loading: Story = chartsLoading("Search and Maps views by month, the state's listings", 'Calls, website clicks and direction requests by month');

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('Search views');
