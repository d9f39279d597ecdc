import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BoardBlock } from '../../../../src/screens/service/SchedulerBoard/BoardBlock';
import { BUSY_DAY, FIRST_BLOCK } from '../schedulerBoardData';

const JOB = BUSY_DAY.jobs[`${FIRST_BLOCK.job!.slsId}/${FIRST_BLOCK.job!.opsId}`]!;
const NAME = `RO ${JOB.slsId} ${JOB.laborOp} ${JOB.description}, Dana Ortiz, 07:00 AM to 08:30 AM`;
const meta = {
  title: 'Screens/Service/SchedulerBoard/BoardBlock',
  component: BoardBlock,
  decorators: [(Story) => <div style={{ position: 'relative', height: 60, width: 640, margin: 16 }}>{Story()}</div>],
  args: {
    entry: FIRST_BLOCK,
    job: JOB,
    row: FIRST_BLOCK.empId!,
    typeName: 'Customer RO job',
    colour: '#1f6feb',
    name: NAME,
    start: 0,
    length: 6,
    left: '0%',
    width: '60%',
    lifted: false,
    pending: false,
    handlers: { onPress: fn(), onKey: fn(), onAction: fn() },
  },
} satisfies Meta<typeof BoardBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: NAME })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Actions for RO ${JOB.slsId} ${JOB.laborOp}` }));
    // The block's own status is not offered again.
    await expect(await screen.findByRole('menuitem', { name: 'In progress' }, { timeout: 5000 })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send back to queue' }));
    await expect(args.handlers.onAction).toHaveBeenCalledWith(FIRST_BLOCK, 'Send back to queue');
  },
};

export const LightTypeUnmapped: Story = {
  args: { colour: '#f2cc60', typeName: 'Training', job: { ...JOB, unmapped: true }, entry: { ...FIRST_BLOCK, status: 'Waiting on parts' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting on parts · No skills mapped')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  },
};

export const PickedUp: Story = {
  args: { lifted: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-lifted]')).not.toBeNull();
  },
};

export const WaitingOnServer: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-pending]')).not.toBeNull();
  },
};
