import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { BoardEntry } from '../../../../src/domain/service/schedulerBoard';
import { BoardGrid } from '../../../../src/screens/service/SchedulerBoard/BoardGrid';
import { timeLineOf } from '../../../../src/screens/service/SchedulerBoard/boardTime';
import { BUSY_DAY, THANKSGIVING_BOARD } from '../schedulerBoardData';

const byTechnician = (entries: readonly BoardEntry[]) => {
  const map = new Map<string, BoardEntry[]>();
  for (const entry of entries) map.set(entry.empId!, [...(map.get(entry.empId!) ?? []), entry]);
  return map;
};

const meta = {
  title: 'Screens/Service/SchedulerBoard/BoardGrid',
  component: BoardGrid,
  args: {
    board: BUSY_DAY,
    line: timeLineOf(BUSY_DAY),
    rows: 'technicians',
    group: 'none',
    collapsed: new Set(),
    onToggleGroup: fn(),
    entriesByRow: byTechnician(BUSY_DAY.entries),
    ghost: null,
    liftedEntryId: null,
    pendingEntryId: null,
    handlers: { onPress: fn(), onKey: fn(), onAction: fn() },
  },
} satisfies Meta<typeof BoardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const [DANA, LUIS] = BUSY_DAY.technicians;

export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('07:00 AM')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-emp-id]')).toHaveLength(BUSY_DAY.technicians.length);
    await expect(canvas.getByRole('meter', { name: `${DANA!.name} load` })).toBeInTheDocument();
  },
};

export const Ghost: Story = {
  args: {
    ghost: { placement: { empId: LUIS!.empId, start: 8, length: 6 }, label: 'RO 101-004530 PM-A 09:00 AM–10:30 AM', colour: '#2da44e' },
    liftedEntryId: BUSY_DAY.entries[0]!.id,
  },
  play: async ({ canvasElement }) => {
    const ghost = canvasElement.querySelector<HTMLElement>(`[data-emp-id="${LUIS!.empId}"] [data-ghost]`)!;
    await expect(ghost).toHaveTextContent('RO 101-004530 PM-A 09:00 AM–10:30 AM');
    await expect(parseFloat(ghost.style.left)).toBeCloseTo((8 / 34) * 100, 2);
  },
};

export const Week: Story = {
  args: { board: THANKSGIVING_BOARD, line: timeLineOf(THANKSGIVING_BOARD), entriesByRow: byTechnician(THANKSGIVING_BOARD.entries) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sat 11/28')).toBeVisible();
  },
};
