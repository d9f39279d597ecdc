import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MarketReports } from '../../../src/screens/marketing/MarketReports';
import { BRANCH_REFUSED, refusedBranch } from '../../report/reportStories';
import { narrowFitting } from './marketStories';
import { EMPTY_TILES, TILES, USER_BRANCHES } from './marketData';

const meta = {
  title: 'Screens/Marketing/MarketReports',
  component: MarketReports,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: { branches: { branches: USER_BRANCHES, value: [], onChange: fn() }, tiles: TILES, onRetry: fn() },
} satisfies Meta<typeof MarketReports>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tile per report: its headline of October, its trend, its source and last refresh, a link to the report. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '% positive, October 2026' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Average rating, October 2026' })).toHaveTextContent('★');
    await expect(canvas.getByRole('link', { name: 'Open Happy or Not' })).toHaveAttribute('href', '/marketreport/Happy%20or%20Not');
    await expect(canvas.getByText(/Uploaded october-terminals\.csv by Sandy Sales on 11\/20\/2026 09:30 AM/)).toBeVisible();
    await expect(canvas.getAllByText(/Excede data as of 11\/25\/2026 06:15 AM/)).toHaveLength(5);
  },
};

/** Branches chosen travel to each report's link; a new choice goes to the host (a new address). */
export const BranchesChosen: Story = {
  args: { branches: { branches: USER_BRANCHES, value: ['101'], onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open Social Media' })).toHaveAttribute('href', '/marketreport/Social%20Media?brnId=101');
    await userEvent.click(canvas.getByRole('button', { name: /^Branches/ }));
    await userEvent.click(await screen.findByRole('option', { name: '201 - Birmingham' }));
    await expect(args.branches.onChange).toHaveBeenCalledWith(['101', '201']);
  },
};

/** No figures yet: each tile says so and still names its source. */
export const Empty: Story = {
  args: { tiles: EMPTY_TILES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No figures yet for these branches.')).toHaveLength(5);
  },
};

export const Loading: Story = {
  args: { tiles: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading Happy or Not')).toBeInTheDocument();
  },
};

/** A branch the user lacks in the address: the server's 403 in words, and Try again. */
export const Failed: Story = refusedBranch({ tiles: undefined, error: BRANCH_REFUSED });

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('% positive, October 2026');
