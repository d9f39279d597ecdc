import { fn } from 'storybook/test';
import { BOARD_DAY, BUSY_DAY } from './schedulerBoardData';

const done = () => fn(async () => {});

/** The scheduler board's props for a story: the busy day, every callback a spy (the moves resolve at once). */
export const schedulerBoardArgs = () => ({
  board: BUSY_DAY,
  isLoading: false,
  error: null,
  onRetry: fn(),
  day: BOARD_DAY,
  view: 'day' as const,
  onDayChange: fn(),
  onViewChange: fn(),
  pending: null,
  message: null,
  onPlace: done(),
  onMove: done(),
  onSplit: done(),
  onStatus: done(),
  onUnschedule: done(),
});
