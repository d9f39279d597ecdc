import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { DEMO_NOW } from '../../../src/demo/now';
import { CANCEL_REASON_NEEDED, type TicketStatus as Status } from '../../../src/domain/parts/tickets';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import type { FieldIssue } from '../../../src/domain/validation';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { TicketStatus, type TicketStatusProps } from '../../../src/screens/parts/TicketStatus';
import { loadingRecord } from '../../report/recordStories';
import { longTimeline, ticketDetail } from './ticketStatusData';

const PHONE = { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' } } };

const meta = {
  title: 'Screens/Parts/TicketStatus',
  component: TicketStatus,
  parameters: { layout: 'fullscreen', viewport: { options: PHONE } },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: {
    ticket: ticketDetail(),
    isLoading: false,
    notFound: false,
    error: null,
    onRetry: fn(),
    now: DEMO_NOW,
    userId: 7,
    onStatus: fn(async () => true),
    onTake: fn(async () => true),
    onNote: fn(async () => true),
    isPending: false,
    actionError: null,
    changes: null,
  },
} satisfies Meta<typeof TicketStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons a ticket in `status` offers: its allowed next statuses, and nothing else. */
const offers = (status: Status, next: readonly Status[]): Story => ({
  args: { ticket: ticketDetail(status) },
  play: async ({ canvasElement }) => {
    const moves = within(canvasElement).queryByRole('region', { name: 'Move to' });
    const buttons = moves ? within(moves).getAllByRole('button').map((b) => b.textContent) : [];
    await expect(buttons).toEqual(next);
  },
});

export const Loading: Story = loadingRecord('Ticket Status');

/** An address naming no ticket: says so and leads to the waiting list. */
export const NotFound: Story = {
  args: { ticket: undefined, notFound: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No such ticket' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the waiting list' })).toHaveAttribute('href', '/displaytickets');
  },
};

/** A waiting truck-down ticket: its header, every next status, Take it and a note. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ticket 14' })).toBeVisible();
    await expect(canvas.getByText('Yes: truck down')).toBeVisible();
    await expect(canvas.getByText('47 min')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Being pulled' }));
    await expect(args.onStatus).toHaveBeenCalledWith({ version: 1, status: 'Being pulled' });
    await userEvent.click(canvas.getByRole('button', { name: 'Take it' }));
    await expect(args.onTake).toHaveBeenCalledOnce();
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Customer on lot, bay 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await expect(args.onNote).toHaveBeenCalledWith('Customer on lot, bay 3');
  },
};
export const WaitingOffers: Story = offers('Waiting', ['Being pulled', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']);

/** Pulled by me: no Take it. */
export const BeingPulled: Story = {
  ...offers('Being pulled', ['Waiting', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']),
  play: async (context) => {
    await offers('Being pulled', ['Waiting', 'Waiting on order', 'Ready at counter', 'Completed', 'Cancelled']).play!(context);
    await expect(within(context.canvasElement).queryByRole('button', { name: 'Take it' })).toBeNull();
  },
};
export const WaitingOnOrder: Story = {
  ...offers('Waiting on order', ['Being pulled', 'Ready at counter', 'Completed', 'Cancelled']),
  play: async (context) => {
    await offers('Waiting on order', ['Being pulled', 'Ready at counter', 'Completed', 'Cancelled']).play!(context);
    await expect(within(context.canvasElement).getByText('11/23/2026')).toBeVisible();
  },
};

/** Waiting on an order asks when the parts are expected first. */
export const MovingToWaitingOnOrder: Story = {
  // The server has not answered when the picture is taken, so it shows the form filled in.
  args: { ticket: ticketDetail('Being pulled'), onStatus: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Waiting on order' }));
    await expect(canvas.getByRole('heading', { name: 'Wait on an order' })).toBeVisible();
    fireEvent.change(canvas.getByLabelText('Expected on (ETA)'), { target: { value: '2026-11-24' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Waiting on order' }));
    await expect(args.onStatus).toHaveBeenCalledWith({ version: 2, status: 'Waiting on order', eta: '2026-11-24' });
  },
};
export const ReadyAtCounter: Story = offers('Ready at counter', ['Being pulled', 'Completed', 'Cancelled']);

/** Closed tickets offer no move; a no-sale shows its reason. */
export const Completed: Story = {
  ...offers('Completed', []),
  play: async (context) => {
    await offers('Completed', []).play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('This ticket is completed: its status no longer changes.')).toBeVisible();
    await expect(canvas.getByText('Out of stock; went to a competitor')).toBeVisible();
  },
};
export const Cancelled: Story = offers('Cancelled', []);

/** Completed on the invoice the parts went out on. */
export const CompletingWithLink: Story = {
  // The server has not answered when the picture is taken, so it shows the form filled in.
  args: { ticket: ticketDetail('Ready at counter'), onStatus: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Completed' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Invoice or RO line' }), 'P-55120');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete ticket' }));
    await expect(args.onStatus).toHaveBeenCalledWith({ version: 3, status: 'Completed', completionLink: 'P-55120' });
  },
};

/** No sale: the reason and the part, recorded as a lost sale. */
export const CompletingWithNoSale: Story = {
  // The server has not answered when the picture is taken, so it shows the form filled in.
  args: { ticket: ticketDetail('Ready at counter'), onStatus: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Completed' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'No sale: the customer went without' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Why no sale' }), 'Out of stock');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Part number' }), 'FLT-2210');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Fuel filter');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete ticket' }));
    await expect(args.onStatus).toHaveBeenCalledWith({ version: 3, status: 'Completed', noSaleReason: 'Out of stock', partNo: 'FLT-2210', description: 'Fuel filter', qty: 2 });
  },
};

/** The page as it is around the screen: a refusal's fields go to the screen's forms. */
function RefusingPage(props: TicketStatusProps) {
  const [refused, setRefused] = useState<FieldIssue[] | undefined>(undefined);
  const onStatus: TicketStatusProps['onStatus'] = async (values) => {
    await props.onStatus(values);
    setRefused([{ field: 'cancelReason', message: CANCEL_REASON_NEEDED }]);
    return false;
  };
  return (
    <ServerFieldErrors value={refused}>
      <TicketStatus {...props} onStatus={onStatus} />
    </ServerFieldErrors>
  );
}

/** Cancelling without a reason: the server's 400 shows on the field. */
export const CancellingNeedsAReason: Story = {
  render: (args) => <RefusingPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelled' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel ticket' }));
    await expect(args.onStatus).toHaveBeenCalledWith({ version: 1, status: 'Cancelled', cancelReason: '' });
    await expect(await canvas.findByText(CANCEL_REASON_NEEDED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Why cancel' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Someone else moved it first (a 409): what changed, over the ticket as it is now. */
export const ChangedBySomeoneElse: Story = {
  args: {
    ticket: ticketDetail('Being pulled', { assignedTo: { id: 9, name: 'Sam Counter' } }),
    actionError: RECORD_CHANGED_MESSAGE,
    changes: ['status Waiting → Being pulled', 'assigned to Sam Counter'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Someone else changed this ticket first: status Waiting → Being pulled; assigned to Sam Counter.');
    await expect(canvas.getByRole('button', { name: 'Take it' })).toBeVisible();
  },
};

/** On a warehouse phone (375 px): one column, buttons at least 44 px high. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375' } },
  play: async ({ canvasElement }) => {
    const moves = within(within(canvasElement).getByRole('region', { name: 'Move to' }));
    for (const button of moves.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** On a counter's desktop: the same column, the header in two columns. */
export const Desktop: Story = {
  args: { ticket: ticketDetail('Waiting on order') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ticket 14' })).toBeVisible();
  },
};

/** Back and forth all morning: every move in order, with its minutes. */
export const LongTimeline: Story = {
  args: { ticket: longTimeline() },
  play: async ({ canvasElement }) => {
    const timeline = within(within(canvasElement).getByRole('list', { name: 'Timeline' }));
    const steps = timeline.getAllByRole('listitem');
    await expect(steps).toHaveLength(15);
    await expect(steps[0]).toHaveTextContent('Opened: Waiting');
    await expect(steps.at(-1)).toHaveTextContent(/Being pulled → Ready at counter.*min so far/);
  },
};
