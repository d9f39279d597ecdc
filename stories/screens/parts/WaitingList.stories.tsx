import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FieldIssue } from '../../../src/domain/validation';
import { DEMO_NOW } from '../../../src/demo/now';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { OPEN_TICKETS, WaitingList, type WaitingListFilters, type WaitingListProps } from '../../../src/screens/parts/WaitingList';
import { largeQueue, morningQueue, queueOf, queueTicket } from './waitingListData';

type StoryArgs = Omit<WaitingListProps, 'filters' | 'onFiltersChange' | 'called' | 'onCallNext'> & {
  /** The server's answer to Call next: the ticket called, or null when no one waits. */
  nextCalled: string | null;
  onCallNext: () => void;
  onFiltersChange: (filters: WaitingListFilters) => void;
  /** The server's 400 to a new ticket: the fields it names. */
  refusal?: FieldIssue[];
};

/** The host of the screen: its filters and what Call next said. */
function Served({ nextCalled, onCallNext, onFiltersChange, refusal, queue, onCreate, ...args }: StoryArgs) {
  const [serverErrors, setServerErrors] = useState<FieldIssue[] | undefined>(undefined);
  const [filters, setFilters] = useState<WaitingListFilters>({ type: null, status: OPEN_TICKETS, assignee: null });
  const [called, setCalled] = useState<string | null>(null);
  const shown = queue && { ...queue, tickets: queue.tickets.filter((t) => !filters.type || t.type === filters.type) };
  return (
    <ServerFieldErrors value={serverErrors}>
      <WaitingList
        {...args}
        queue={shown}
        filters={filters}
        onFiltersChange={(f) => {
          setFilters(f);
          onFiltersChange(f);
        }}
        called={called}
        onCreate={async (ticket) => {
          const saved = await onCreate(ticket);
          if (refusal) setServerErrors(refusal);
          return saved && !refusal;
        }}
        onCallNext={() => {
          onCallNext();
          setCalled(nextCalled ?? 'No one is waiting');
        }}
      />
    </ServerFieldErrors>
  );
}

const meta = {
  title: 'Screens/Parts/WaitingList',
  component: Served,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  args: {
    branch: '101 - Norcross',
    brnId: '101',
    queue: morningQueue(),
    isLoading: false,
    error: null,
    onRetry: fn(),
    now: DEMO_NOW,
    live: 'live',
    onFiltersChange: fn(),
    onCreate: fn(async () => true),
    onTake: fn(),
    onCallNext: fn(),
    nextCalled: 'Called ticket 6: Luis Ortega',
    onNote: fn(async () => true),
    isPending: false,
    actionError: null,
  },
} satisfies Meta<typeof Served>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's open tickets with their counts and waits; completed and cancelled ones are hidden. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('table', { name: 'Tickets' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(7);
    await expect(within(grid).queryByText('Completed')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(within(grid).getByRole('link', { name: 'Change the status of ticket 6' })).toHaveAttribute('href', '/UpdateTicketStatus?ticketId=5006');
  },
};

/** The status filter shows the closed tickets too; the type filter narrows them. */
export const Filtered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Every status');
    const grid = canvas.getByRole('table', { name: 'Tickets' });
    await expect(within(grid).getByText('Completed')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'Driver');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: 'Driver', status: 'all', assignee: null });
  },
};

/** A wait over the setting is red and says so in words, with an icon. */
export const LongWait: Story = {
  args: { queue: queueOf([queueTicket(6, 38), queueTicket(7, 9)]) },
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('table', { name: 'Tickets' }));
    await expect(grid.getByText('38 min (long wait)')).toBeVisible();
    await expect(grid.getByText('9 min')).toBeVisible();
  },
};

/** Take assigns the ticket (Take over, one someone holds); Note opens its note and saves it. */
export const TakeAndNote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Take ticket 7' }));
    await expect(args.onTake).toHaveBeenCalledWith(expect.objectContaining({ number: 7 }));
    // A ticket someone already holds is taken over, and the button says from whom.
    await userEvent.click(canvas.getByRole('button', { name: 'Take over ticket 3 from Pat Parts' }));
    await expect(args.onTake).toHaveBeenCalledWith(expect.objectContaining({ number: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Note on ticket 7' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Note'), 'Calls back at noon');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onNote).toHaveBeenCalledWith(expect.objectContaining({ number: 7 }), 'Calls back at noon');
  },
};

/** Call next says which ticket was called. */
export const CallNext: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Call next' }));
    await expect(args.onCallNext).toHaveBeenCalled();
    await expect(canvas.getByText('Called ticket 6: Luis Ortega')).toBeVisible();
  },
};

/** Call next with no one waiting says so. */
export const CallNextNoOneWaiting: Story = {
  args: { nextCalled: null, queue: queueOf([queueTicket(3, 52, 'Being pulled')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Call next' }));
    await expect(canvas.getByText('No one is waiting')).toBeVisible();
  },
};

/** New ticket checks the form first (the create schema), then opens the ticket. */
export const CreateTicket: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New ticket' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Open ticket' }));
    await expect(dialog.getByText('Enter the first and last name, or the company.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Company'), 'Southern Haulers');
    await userEvent.click(dialog.getByLabelText(/Truck down/));
    await userEvent.click(dialog.getByRole('button', { name: 'Open ticket' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ brnId: '101', type: 'Counter', company: 'Southern Haulers', truckDown: true, lines: 1 }));
  },
};

/** The server refuses a technician's ticket whose RO is not open: its 400 shows on the field, and the dialog stays. */
export const CreateRefusedByServer: Story = {
  args: { refusal: [{ field: 'slsId', message: 'A technician’s ticket needs an open repair order of this branch.' }] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New ticket' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'Technician');
    await userEvent.type(dialog.getByLabelText('First name'), 'Terry');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Tech');
    await userEvent.type(dialog.getByLabelText('RO or invoice'), 'R-99999');
    await userEvent.click(dialog.getByRole('button', { name: 'Open ticket' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ type: 'Technician', slsId: 'R-99999' }));
    await waitFor(() => expect(dialog.getByLabelText('RO or invoice')).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getByText('A technician’s ticket needs an open repair order of this branch.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { queue: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { queue: queueOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No one is waiting at this counter.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { queue: undefined, error: 'The server could not answer. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A busy day of 80 tickets. */
export const Large: Story = {
  args: { queue: largeQueue() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(within(canvasElement).getByRole('table', { name: 'Tickets' })).getAllByRole('row').length).toBeGreaterThan(40));
  },
};

/** Below 992 px the tickets are cards, not a wide grid. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Tickets' })).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** The stream was lost: the screen says it is getting it back. */
export const Reconnecting: Story = {
  args: { live: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};
