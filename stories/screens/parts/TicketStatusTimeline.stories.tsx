import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import { TicketStatusTimeline } from '../../../src/screens/parts/TicketStatusTimeline';
import { longTimeline, ticketDetail } from './ticketStatusData';

const meta = {
  title: 'Screens/Parts/TicketStatusTimeline',
  component: TicketStatusTimeline,
  decorators: [(Story) => <div style={{ maxWidth: 414 }}>{Story()}</div>],
  args: { transitions: ticketDetail('Ready at counter').transitions, isOpen: true, now: DEMO_NOW },
} satisfies Meta<typeof TicketStatusTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');

/** An open ticket: each status's minutes, the last one's so far. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const shown = steps(canvasElement);
    await expect(shown[0]).toHaveTextContent('Opened: WaitingDana Counter, 11/20/2026 09:43 AM · 25 min in Waiting');
    await expect(shown[2]).toHaveTextContent('6 min so far');
  },
};

/** A closed ticket's last status lasts no time. */
export const Closed: Story = {
  args: { transitions: ticketDetail('Completed').transitions, isOpen: false },
  play: async ({ canvasElement }) => {
    const last = steps(canvasElement).at(-1)!;
    await expect(last).toHaveTextContent('Ready at counter → Completed');
    await expect(last).not.toHaveTextContent('min');
  },
};

export const Long: Story = {
  args: { transitions: longTimeline().transitions },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toHaveLength(15);
  },
};
