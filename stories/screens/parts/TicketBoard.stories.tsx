import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BOARD_COLUMNS } from '../../../src/domain/parts/ticketsBoard';
import { TicketBoard } from '../../../src/screens/parts/TicketBoard';
import { BOARD_NOW, ticketBoard, WAITING_PEOPLE } from './ticketBoardData';

const populated = ticketBoard({ 'Ready at counter': 2, 'Being pulled': 3, Waiting: 5 });
const busy = ticketBoard({ 'Ready at counter': 12, 'Being pulled': 16, Waiting: 40 });

const meta = {
  title: 'Screens/Parts/TicketBoard',
  component: TicketBoard,
  args: { board: populated, now: BOARD_NOW, isOffline: false, isNotFound: false },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        tv: { name: 'TV 1920×1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
        smallTv: { name: 'Small TV 1280×720', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'tv' } },
} satisfies Meta<typeof TicketBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const smallTv = { globals: { viewport: { value: 'smallTv' } } };

/** A TV has no one to press anything: not a single element takes focus, even by Tab. */
async function expectNothingFocusable(canvasElement: HTMLElement) {
  await expect(canvasElement.querySelectorAll('a[href], button, input, select, textarea, [tabindex], [contenteditable]')).toHaveLength(0);
  await userEvent.tab();
  await expect(document.activeElement).toBe(document.body);
}

/** Nothing scrolls: not the page, not a column. */
async function expectNoScrolling(canvasElement: HTMLElement) {
  const root = document.documentElement;
  await expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight);
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  for (const list of canvasElement.querySelectorAll('ul')) await expect(list.scrollHeight).toBeLessThanOrEqual(list.clientHeight);
}

/** Never a price, never a full name or a whole long company name of the people waiting. */
async function expectNothingPrivate(canvasElement: HTMLElement) {
  const text = canvasElement.textContent ?? '';
  await expect(text).not.toMatch(/\$/);
  for (const person of WAITING_PEOPLE) {
    if (person.lastName) await expect(text).not.toContain(person.lastName);
    if (person.company && person.company.length > 16) await expect(text).not.toContain(person.company);
  }
}

async function expectABoardForTheRoom(canvasElement: HTMLElement) {
  await expectNothingFocusable(canvasElement);
  await expectNoScrolling(canvasElement);
  await expectNothingPrivate(canvasElement);
}

const columnOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('region', { name: title });

/** The counter on a quiet morning: three columns, each ticket its number, a short name and its minutes. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect([window.innerWidth, window.innerHeight]).toEqual([1920, 1080]);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Norcross' })).toBeVisible();
    await expect(canvas.getByText('12:42 PM')).toBeVisible();
    await expect(canvas.getByText('11/24/2026')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(BOARD_COLUMNS.map((c) => c.title));
    const ready = within(columnOf(canvasElement, 'Ready for pick-up'));
    await expect(ready.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Marcus T.30 min', '2Southeastern…27 min']);
    await expect(within(columnOf(canvasElement, 'Waiting')).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expectABoardForTheRoom(canvasElement);
  },
};

export const PopulatedSmallTv: Story = {
  ...smallTv,
  play: async ({ canvasElement }) => {
    await expect([window.innerWidth, window.innerHeight]).toEqual([1280, 720]);
    await expect(within(columnOf(canvasElement, 'Being pulled')).getAllByRole('listitem')).toHaveLength(3);
    await expectABoardForTheRoom(canvasElement);
  },
};

/** No ticket open today: one message across the board rather than three empty columns. */
export const Empty: Story = {
  args: { board: ticketBoard({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No one is waiting' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expectABoardForTheRoom(canvasElement);
  },
};

/** A column with no ticket says so while the others fill. */
export const OneColumnEmpty: Story = {
  args: { board: ticketBoard({ 'Being pulled': 2, Waiting: 3 }) },
  play: async ({ canvasElement }) => {
    await expect(within(columnOf(canvasElement, 'Ready for pick-up')).getByText('None right now')).toBeVisible();
    await expectABoardForTheRoom(canvasElement);
  },
};

/** More tickets than a column holds: the oldest that fit, then how many more wait. */
async function expectTheRestCounted(canvasElement: HTMLElement) {
  for (const column of BOARD_COLUMNS) {
    const items = within(columnOf(canvasElement, column.title)).getAllByRole('listitem');
    const more = items.at(-1)!;
    await expect(more).toHaveTextContent(/^\+\d+ more$/);
    const hidden = Number(/\d+/.exec(more.textContent ?? '')![0]);
    await expect(items.length - 1 + hidden).toBe(busy.columns[column.id].length);
    await expect(items[0]).toHaveTextContent(String(busy.columns[column.id][0]!.number));
  }
  await expectABoardForTheRoom(canvasElement);
}

export const Busy: Story = {
  args: { board: busy },
  play: async ({ canvasElement }) => expectTheRestCounted(canvasElement),
};

export const BusySmallTv: Story = {
  ...smallTv,
  args: { board: busy },
  play: async ({ canvasElement }) => expectTheRestCounted(canvasElement),
};

/** The stream is down or the newest board is over two minutes old: the last board stays, under a banner in words. */
export const Offline: Story = {
  args: { isOffline: true, now: BOARD_NOW + 3 * 60_000 },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Board offline');
    await expect(banner).toHaveTextContent('Last updated 12:42 PM');
    await expect(within(canvasElement).getByText('12:45 PM')).toBeVisible();
    await expect(within(columnOf(canvasElement, 'Waiting')).getAllByRole('listitem')).toHaveLength(5);
    await expectABoardForTheRoom(canvasElement);
  },
};

export const OfflineSmallTv: Story = { ...smallTv, ...Offline };

/** The TV was switched on while the server was down. */
export const OfflineBeforeAnyData: Story = {
  args: { board: undefined, isOffline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^⚠Board offline$/);
    await expect(canvas.getByRole('heading', { name: 'Waiting for the server' })).toBeVisible();
    await expectABoardForTheRoom(canvasElement);
  },
};

/** Any address without a board, said the same way whatever the number: no hint of which branches exist. */
export const NotFound: Story = {
  args: { board: undefined, isNotFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Parts counter' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('There is no board at this address.')).toBeVisible();
    await expectABoardForTheRoom(canvasElement);
  },
};

export const Loading: Story = {
  args: { board: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Loading the board…' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expectABoardForTheRoom(canvasElement);
  },
};
