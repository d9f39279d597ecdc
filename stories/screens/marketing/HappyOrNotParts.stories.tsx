import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { happyOrNotParts } from '../../../src/screens/marketing/HappyOrNotParts';
import { narrowFitting } from './marketStories';
import { chartsEmpty, chartsLoading, figuresOfKind, PARTS_LAYOUT, ReportPartsShown } from './ReportPartsShown';

type Args = { report: ReturnType<typeof figuresOfKind<'happyOrNot'>>; isLoading: boolean };
const Shown = ({ report, isLoading }: Args) => <ReportPartsShown title="Happy or Not" parts={happyOrNotParts(report, isLoading)} isLoading={isLoading} />;

const meta = {
  title: 'Screens/Marketing/HappyOrNotParts',
  component: Shown,
  ...PARTS_LAYOUT,
  args: { report: figuresOfKind('happyOrNot', 'Happy or Not'), isLoading: false },
} satisfies Meta<typeof Shown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each terminal's % positive and presses, presses per smiley, % positive by month, the alert of a terminal below 80% and the month's grid. */
export const Terminals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '% positive, all terminals' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Cashier % positive' })).toHaveTextContent(/presses/);
    await expect(canvas.getByRole('img', { name: 'Presses per smiley at each terminal, October 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '% positive of each terminal and of all by month' })).toBeInTheDocument();
    await expect(canvas.getByText(/^Below 80% positive in October 2026: Cashier at/)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Each terminal' });
    await expect(within(grid).getByText('Cashier')).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: /% positive/ })).toBeVisible();
  },
};

/** No presses yet: no alert, and the charts and the grid say so. */
export const Empty: Story = chartsEmpty(figuresOfKind('happyOrNot', 'Happy or Not', []), 'No presses for these branches', 'No presses for these branches.', async (canvas) => {
    await expect(canvas.queryByText(/^Below 80% positive/)).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Each terminal' })).toBeVisible();
});

/** The presses on their way: the charts wait in placeholders. */
export const Loading: Story = chartsLoading('Presses per smiley at each terminal, October 2026', '% positive of each terminal and of all by month');

/** Below 992 px the figures stack, each within the width. */
export const Narrow: Story = narrowFitting('Cashier % positive');
