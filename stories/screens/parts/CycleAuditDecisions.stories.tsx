import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CycleAuditDecisions } from '../../../src/screens/parts/CycleAuditDecisions';
import { counterSeesCycle, reviewCycle } from './cycleAuditData';

const meta = {
  title: 'Screens/Parts/CycleAuditDecisions',
  component: CycleAuditDecisions,
  args: { lines: reviewCycle.decisions, onDecide: fn() },
} satisfies Meta<typeof CycleAuditDecisions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines to decide and one still wanting a recount; rejecting the two chosen sends both. */
export const Deciding: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject selected' }));
    await expect(args.onDecide).toHaveBeenCalledWith('reject', [expect.objectContaining({ id: 1001 }), expect.objectContaining({ id: 1005 })]);
  },
};

/** A counter of the lines: nothing to choose, each refusal said. */
export const ApprovalRefused: Story = {
  args: { lines: counterSeesCycle.decisions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  },
};
