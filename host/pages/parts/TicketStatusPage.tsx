import { useState } from 'react';
import useSWR from 'swr';
import type { Ticket, TicketDetail, TicketQueue } from '../../../src/domain/parts/tickets';
import type { TicketStatusInput } from '../../../src/domain/parts/ticketsPayloads';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { TicketStatus } from '../../../src/screens/parts/TicketStatus';
import { ticketChanges } from '../../../src/screens/parts/TicketStatusConflict';
import { api, ApiError } from '../../api/client';
import { useAction } from '../../useAction';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

const isId = (value: string | undefined) => Boolean(value && /^\d{1,9}$/.test(value));

/** The ticket the address names: ?ticketId=, or today's ?ticketNo= at ?brnId= (the waiting list's number). */
function useTicketId(query: PageProps['query']): { id: string | null; isLoading: boolean; error: Error | undefined } {
  const byNumber = !isId(query.ticketId) && isId(query.ticketNo) && /^\d{3}$/.test(query.brnId ?? '');
  const found = useSWR<TicketQueue, Error>(byNumber ? `parts/tickets?${new URLSearchParams({ brnId: query.brnId!, number: query.ticketNo! }).toString()}` : null, { shouldRetryOnError: false });
  if (isId(query.ticketId)) return { id: query.ticketId!, isLoading: false, error: undefined };
  const ticket = found.data?.tickets[0];
  return { id: ticket ? String(ticket.id) : null, isLoading: found.isLoading, error: found.error };
}

/** /UpdateTicketStatus: one ticket's status from a warehouse phone; a change someone else made first reloads it and says what changed. */
export default function TicketStatusPage({ query }: PageProps) {
  const { user } = useCurrentUser();
  const asked = useTicketId(query);
  const path = asked.id ? `parts/tickets/${asked.id}` : null;
  const { data, error, isLoading, mutate } = useSWR<TicketDetail, Error>(path, { shouldRetryOnError: false, revalidateOnFocus: false });
  const [changes, setChanges] = useState<string[] | null>(null);

  /** Sends a change; a 409 reloads the ticket and keeps what changed to show, then fails as useAction expects. */
  const send = async (request: () => Promise<Ticket>) => {
    setChanges(null);
    try {
      await request();
      await mutate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && data) {
        const now = await mutate();
        if (now) setChanges(ticketChanges(data, now));
      }
      throw failure;
    }
  };
  const status = useAction((values: TicketStatusInput) => send(() => api.post(`${path}/status`, { json: values }).json()), { success: 'The ticket is moved on.' });
  const take = useAction(() => send(() => api.post(`${path}/take`, { json: { version: data!.version } }).json()), { success: 'The ticket is yours.' });
  const note = useAction((text: string) => send(() => api.post(`${path}/note`, { json: { version: data!.version, note: text } }).json()), { success: 'The note is saved.' });

  const missing = (!asked.id && !asked.isLoading) || (error instanceof ApiError && error.status === 404) || (asked.error instanceof ApiError && asked.error.status === 404);
  const failed = missing ? null : (error ?? asked.error)?.message ?? null;
  return (
    <ServerFieldErrors value={status.fieldErrors}>
      <TicketStatus
        ticket={data}
        isLoading={asked.isLoading || isLoading}
        notFound={missing}
        error={failed}
        onRetry={() => void mutate()}
        now={new Date()}
        userId={user?.id}
        onStatus={status.run}
        onTake={take.run}
        onNote={note.run}
        isPending={status.isPending || take.isPending || note.isPending}
        // A refusal naming a field shows on the field.
        actionError={(status.fieldErrors ? null : status.error) ?? take.error ?? note.error}
        changes={changes}
      />
    </ServerFieldErrors>
  );
}
