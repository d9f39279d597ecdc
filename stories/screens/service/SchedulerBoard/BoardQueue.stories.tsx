import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoardQueue } from '../../../../src/screens/service/SchedulerBoard/BoardQueue';
import { BUSY_DAY } from '../schedulerBoardData';

const JOBS = BUSY_DAY.queue.map((key) => BUSY_DAY.jobs[key]!);
const meta = {
  title: 'Screens/Service/SchedulerBoard/BoardQueue',
  component: BoardQueue,
  decorators: [(Story) => <div style={{ width: 280, padding: 16 }}>{Story()}</div>],
  args: { jobs: JOBS, liftedKey: null, handlers: { onPress: fn(), onKey: fn(), onAction: fn() } },
} satisfies Meta<typeof BoardQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

const unmapped = JOBS.find((job) => job.unmapped)!;

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Unscheduled jobs' }));
    await expect(list.getAllByRole('button')).toHaveLength(JOBS.length);
    // An operation with no skills mapped is flagged: it schedules unchecked.
    const flagged = list.getByRole('button', { name: new RegExp(`^RO ${unmapped.slsId} ${unmapped.laborOp}`) });
    await expect(flagged).toHaveTextContent('No skills mapped: not checked');
    flagged.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.handlers.onKey).toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }), { kind: 'job', key: `${unmapped.slsId}/${unmapped.opsId}` });
  },
};

export const Lifted: Story = {
  args: { liftedKey: BUSY_DAY.queue[0]! },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-lifted]')).toHaveTextContent(JOBS[0]!.description);
  },
};

export const AllPlaced: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every job is on the board.')).toBeVisible();
  },
};
