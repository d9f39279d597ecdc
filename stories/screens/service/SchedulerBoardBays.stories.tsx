import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchedulerBoard } from '../../../src/screens/service/SchedulerBoard/SchedulerBoard';
import { schedulerBoardArgs } from './schedulerBoardArgs';
import { BAYS, BAYS_DAY } from './schedulerBoardBays';
import { at, BOARD_DAY, FIRST_BLOCK, FIRST_QUEUED } from './schedulerBoardData';
import { dragTo, pressOn, trackX } from './schedulerBoardDrag';

const meta = {
  title: 'Screens/Service/SchedulerBoard/Bays and shifts',
  component: SchedulerBoard,
  parameters: { layout: 'fullscreen' },
  args: { ...schedulerBoardArgs(), board: BAYS_DAY, rows: 'bays', onRowsChange: fn(), group: 'none', onGroupChange: fn() },
} satisfies Meta<typeof SchedulerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const DANA = BAYS_DAY.technicians.find((t) => t.empId === FIRST_BLOCK.empId)!;
const JOB = BAYS_DAY.jobs[`${FIRST_BLOCK.job!.slsId}/${FIRST_BLOCK.job!.opsId}`]!;
const iso = (minutes: number) => new Date(at(BOARD_DAY, minutes)).toISOString();
const queued = `RO ${FIRST_QUEUED.slsId} ${FIRST_QUEUED.laborOp}`;

export const BayRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Bays' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: "Bays' schedule" })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-bay]')).toHaveLength(BAYS.length);
    await expect(canvas.getByText('Bay WASH')).toBeVisible();
    // In a bay's row a block names its technician.
    const block = canvas.getByRole('button', { name: new RegExp(`^RO ${JOB.slsId} ${JOB.laborOp} .*, ${DANA.name}, `) });
    await expect(canvasElement.querySelector(`[data-bay="${BAYS_DAY.entries[0]!.bay}"]`)).toContainElement(block);
    // Dragged to the empty WASH bay at 09:00 AM: the same technician, another bay.
    pressOn(block);
    dragTo('WASH', 8, canvasElement);
    window.dispatchEvent(new PointerEvent('pointerup', { clientX: trackX('WASH', 8, canvasElement), bubbles: true }));
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: FIRST_BLOCK.id }), expect.objectContaining({ empId: DANA.empId, bay: 'WASH' })),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Technicians' }));
    await expect(args.onRowsChange).toHaveBeenCalledWith('technicians');
    // The drag scrolled the page to the WASH row by a fraction of a pixel that depends on timing: the picture starts at the top.
    window.scrollTo(0, 0);
  },
};

export const BayRowsFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A queue job picked up lands on the first bay; ArrowDown takes it to B2, Enter places it without a technician.
    const job = within(canvas.getByRole('list', { name: 'Unscheduled jobs' })).getByRole('button', { name: new RegExp(`^${queued}`) });
    job.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`Picked up ${queued}.`);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${queued}: Bay B2, 07:00 AM to`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onPlace).toHaveBeenCalledWith({ slsId: FIRST_QUEUED.slsId, opsId: FIRST_QUEUED.opsId }, expect.objectContaining({ empId: null, bay: 'B2', startAt: iso(7 * 60) })),
    );
  },
};

export const NoBays: Story = {
  args: { board: { ...BAYS_DAY, bays: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This branch has no bays')).toBeVisible();
  },
};

export const GroupedByShift: Story = {
  args: { rows: 'technicians', group: 'shift' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const late = BAYS_DAY.technicians.slice(3, 6);
    const summed = late.reduce((sum, t) => sum + t.scheduledHours, 0);
    await expect(canvas.getByRole('group', { name: 'Day shift' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Shop day' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Late shift load' })).toHaveAttribute('aria-valuenow', String(summed));
    // Collapsed, the shift hides its technicians and keeps its load bar.
    await userEvent.click(canvas.getByRole('button', { name: /Late shift \(3\)/ }));
    await expect(canvas.getByRole('button', { name: /Late shift \(3\)/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('meter', { name: `${late[0]!.name} load` })).toBeNull();
    await expect(canvas.getByRole('meter', { name: 'Late shift load' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'None' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith('none');
  },
};

export const NarrowBays: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bay B1')).toBeVisible();
  },
};
