import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { SchedulerBoard } from '../../../src/screens/service/SchedulerBoard/SchedulerBoard';
import { schedulerBoardArgs } from './schedulerBoardArgs';
import { at, BOARD_DAY, BUSY_DAY, EMPTY_DAY, FIRST_BLOCK, FIRST_QUEUED, LARGE_BOARD, NO_TECHNICIANS, THANKSGIVING_BOARD, THANKSGIVING_WEEK } from './schedulerBoardData';
import { dragTo, pressOn, trackX } from './schedulerBoardDrag';

const meta = {
  title: 'Screens/Service/SchedulerBoard',
  component: SchedulerBoard,
  parameters: { layout: 'fullscreen' },
  args: schedulerBoardArgs(),
} satisfies Meta<typeof SchedulerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const [DANA, LUIS] = BUSY_DAY.technicians;
const QUEUED = `RO ${FIRST_QUEUED.slsId} ${FIRST_QUEUED.laborOp}`;
const BLOCK = `RO ${FIRST_BLOCK.job!.slsId} ${BUSY_DAY.jobs[`${FIRST_BLOCK.job!.slsId}/${FIRST_BLOCK.job!.opsId}`]!.laborOp}`;
const iso = (day: string, minutes: number) => new Date(at(day, minutes)).toISOString();
const queuedJob = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Unscheduled jobs' })).getByRole('button', { name: new RegExp(`^${QUEUED}`) });

export const Loading: Story = { args: { board: undefined, isLoading: true } };

export const Failed: Story = {
  args: { board: undefined, error: 'The server did not answer. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { board: EMPTY_DAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Every job is on the board.')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: `${EMPTY_DAY.technicians[0]!.name} load` })).toHaveAttribute('aria-valuetext', '0.0 / 8.0 h');
  },
};

export const NoTechnicians: Story = {
  args: { board: NO_TECHNICIANS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No technicians work at this branch on these days' })).toBeVisible();
  },
};

export const BusyDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service Scheduler' })).toBeVisible();
    await expect(canvas.getByText('07:00 AM')).toBeVisible();
    await expect(canvas.getByText('03:00 PM')).toBeVisible();
    // Keisha's vacation and Ray's afternoon training are shaded with their reason.
    await expect(canvas.getByText('Vacation')).toBeVisible();
    await expect(canvas.getByText('Training')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${BLOCK} ${BUSY_DAY.jobs[`${FIRST_BLOCK.job!.slsId}/${FIRST_BLOCK.job!.opsId}`]!.description}, ${DANA!.name}, 07:00 AM to 08:30 AM` })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: `${DANA!.name} load` })).toHaveAttribute('aria-valuetext', `${DANA!.scheduledHours.toFixed(1)} / 8.0 h`);
    await expect(canvas.getByRole('img', { name: 'Capacity' })).toBeVisible();
    await expect(canvas.getByText(/^Scheduled [\d.]+ of [\d.]+ expected hours$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('week');
  },
};

export const ThanksgivingWeek: Story = {
  args: { board: THANKSGIVING_BOARD, view: 'week', day: THANKSGIVING_WEEK },
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('region', { name: "Technicians' schedule" }));
    await expect(grid.getByText('Thu 11/26')).toBeVisible();
    await expect(grid.getAllByText('Thanksgiving Day')).toHaveLength(THANKSGIVING_BOARD.technicians.length);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The queue comes first; the grid scrolls sideways under the technicians' names, which stay in view.
    await expect(canvas.getByRole('list', { name: 'Unscheduled jobs' })).toBeVisible();
    const grid = canvas.getByRole('region', { name: "Technicians' schedule" });
    grid.scrollLeft = 400;
    await expect(within(grid).getByText(DANA!.name)).toBeVisible();
  },
};

export const DragInProgress: Story = {
  play: async ({ canvasElement, args }) => {
    // A queue job pressed and carried over Luis's track at 09:00 AM: the ghost shows there, nothing is sent yet.
    const job = queuedJob(canvasElement);
    pressOn(job);
    dragTo(LUIS!.empId, 8, canvasElement);
    await expect(await within(canvasElement).findByText(`${QUEUED} 09:00 AM–${FIRST_QUEUED.estimatedHours === 1.5 ? '10:30 AM' : ''}`, { exact: false })).toBeVisible();
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

export const DragAndResize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    pressOn(queuedJob(canvasElement));
    dragTo(LUIS!.empId, 8, canvasElement);
    window.dispatchEvent(new PointerEvent('pointerup', { clientX: trackX(LUIS!.empId, 8, canvasElement), bubbles: true }));
    await waitFor(() =>
      expect(args.onPlace).toHaveBeenCalledWith(
        { slsId: FIRST_QUEUED.slsId, opsId: FIRST_QUEUED.opsId },
        { empId: LUIS!.empId, startAt: iso(BOARD_DAY, 9 * 60), endAt: iso(BOARD_DAY, 9 * 60 + FIRST_QUEUED.estimatedHours * 60) },
      ),
    );
    // The first block (07:00 to 08:30 AM) stretched by its right edge to 09:00 AM.
    const block = canvas.getByRole('button', { name: new RegExp(`^${BLOCK}`) }).closest<HTMLElement>('[data-status]')!;
    pressOn(block.querySelector('[data-resize-edge]')!);
    dragTo(DANA!.empId, 8, canvasElement);
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: FIRST_BLOCK.id }), {
        empId: DANA!.empId,
        startAt: iso(BOARD_DAY, 7 * 60),
        endAt: iso(BOARD_DAY, 9 * 60),
      }),
    );
  },
};

export const PendingMove: Story = {
  args: { pending: { subject: { kind: 'entry', id: FIRST_BLOCK.id }, empId: LUIS!.empId, startAt: at(BOARD_DAY, 13 * 60), endAt: at(BOARD_DAY, 14 * 60 + 30) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(`^${BLOCK} .*, ${LUIS!.name}, 01:00 PM to 02:30 PM$`) })).toBeVisible();
  },
};

export const RefusedMove: Story = {
  args: { message: `${LUIS!.name} lacks Aftertreatment level 2 (holds level 1): DPF needs it.` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${LUIS!.name} lacks Aftertreatment level 2 (holds level 1): DPF needs it.`);
    // The block is back where it was.
    await expect(canvas.getByRole('button', { name: new RegExp(`^${BLOCK} .*, ${DANA!.name}, 07:00 AM to 08:30 AM$`) })).toBeVisible();
  },
};

export const StaleConflict: Story = {
  args: { message: RECORD_CHANGED_MESSAGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(RECORD_CHANGED_MESSAGE);
  },
};

export const KeyboardPlacement: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    queuedJob(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Picked up ${QUEUED}. Arrow keys move it, Enter places it, Escape puts it back.`);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${QUEUED}: ${LUIS!.name}, 08:00 AM to 09:45 AM.`);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlace).toHaveBeenCalledWith(
      { slsId: FIRST_QUEUED.slsId, opsId: FIRST_QUEUED.opsId },
      { empId: LUIS!.empId, startAt: iso(BOARD_DAY, 8 * 60), endAt: iso(BOARD_DAY, 9 * 60 + 45) },
    );
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: new RegExp(`^${BLOCK}`) }).focus();
    await userEvent.keyboard('{Enter}{ArrowDown}{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${BLOCK} put back.`);
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const BlockActions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${BLOCK}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Waiting on parts' }, { timeout: 5000 }));
    await expect(args.onStatus).toHaveBeenCalledWith(expect.objectContaining({ id: FIRST_BLOCK.id }), 'Waiting on parts');
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${BLOCK}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Split in two' }));
    await expect(args.onSplit).toHaveBeenCalledWith(expect.objectContaining({ id: FIRST_BLOCK.id }), iso(BOARD_DAY, 7 * 60 + 45));
  },
};

export const Large: Story = {
  args: { board: LARGE_BOARD, view: 'week' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('meter')).toHaveLength(30);
  },
};
