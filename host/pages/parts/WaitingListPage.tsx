import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { customerOf, type Ticket } from '../../../src/domain/parts/tickets';
import type { TicketCreateInput } from '../../../src/domain/parts/ticketsPayloads';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { ALL_TICKETS, OPEN_TICKETS, WaitingList, type WaitingListFilters } from '../../../src/screens/parts/WaitingList';
import { api, ApiError } from '../../api/client';
import { useLiveTickets } from '../../parts/useLiveTickets';
import { session } from '../../session';
import { useAction } from '../../useAction';

const NO_ONE_WAITING = 'No one is waiting';

/** The clock the waits tick by: once a minute, so nothing is read again for it. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The server's filters of the list (a status of 'open' or 'all' is the screen's own). */
function listFilters({ type, status, assignee }: WaitingListFilters): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (status !== OPEN_TICKETS && status !== ALL_TICKETS) params.set('status', status);
  if (assignee) params.set('assignee', assignee);
  return params.toString();
}

/** /displaytickets: the shell's branch's queue of today, live. */
export default function WaitingListPage() {
  const { branch } = useSnapshot(session);
  const brnId = branchCode(branch);
  const [filters, setFilters] = useState<WaitingListFilters>({ type: null, status: OPEN_TICKETS, assignee: null });
  const { data, error, isLoading, mutate, live } = useLiveTickets(brnId, listFilters(filters));
  const now = useMinuteClock();
  const [called, setCalled] = useState<string | null>(null);
  const write = useAction(async (path: string, json: object) => {
    await api.post(path, { json });
    await mutate();
  });
  const callNext = useAction(async () => {
    try {
      const ticket = await api.post('parts/tickets/call-next', { json: { brnId } }).json<Ticket>();
      setCalled(`Called ticket ${ticket.number}: ${customerOf(ticket)}`);
      await mutate();
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 404)) throw caught;
      setCalled(NO_ONE_WAITING);
    }
  });
  return (
    <ServerFieldErrors value={write.fieldErrors}>
      <WaitingList
        branch={branch}
        brnId={brnId}
        queue={data}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        now={now}
        live={live}
        filters={filters}
        onFiltersChange={setFilters}
        onCreate={(ticket: TicketCreateInput) => write.run('parts/tickets', ticket)}
        onTake={(ticket) => void write.run(`parts/tickets/${ticket.id}/take`, { version: ticket.version })}
        onCallNext={() => void callNext.run()}
        onNote={(ticket, note) => write.run(`parts/tickets/${ticket.id}/note`, { version: ticket.version, note })}
        isPending={write.isPending || callNext.isPending}
        actionError={write.error ?? callNext.error}
        called={called}
      />
    </ServerFieldErrors>
  );
}
