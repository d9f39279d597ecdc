import { useState } from 'react';
import { formatDateTime, formatNumber } from '../../domain/format';
import { isOpenStatus, TICKET_STATUSES, TICKET_TYPES, waitedMinutes, type Ticket, type TicketQueue, type TicketStatus } from '../../domain/parts/tickets';
import type { TicketCreateInput } from '../../domain/parts/ticketsPayloads';
import { Alert } from '../../ui/Alert/Alert';
import { Badge, type BadgeProps } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Icon } from '../../ui/Icon/Icon';
import { Link } from '../../ui/Link/Link';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import * as css from './WaitingList.css';
import { WaitingListNewTicket } from './WaitingListNewTicket';
import { WaitingListNote } from './WaitingListNote';

/** The list's filters; status 'open' (the default) hides completed and cancelled tickets. */
export interface WaitingListFilters {
  type: string | null;
  status: string;
  assignee: string | null;
}

export const OPEN_TICKETS = 'open';
export const ALL_TICKETS = 'all';

export interface WaitingListProps {
  /** The shell's branch, as 'BrnId - Name'. */
  branch: string;
  brnId: string;
  queue: TicketQueue | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The clock the waits tick by (each minute, without reading the list again). */
  now: Date;
  /** Whether the branch's changes arrive as they happen. */
  live: 'live' | 'reconnecting';
  filters: WaitingListFilters;
  onFiltersChange: (filters: WaitingListFilters) => void;
  onCreate: (ticket: TicketCreateInput) => Promise<boolean>;
  onTake: (ticket: Ticket) => void;
  onCallNext: () => void;
  onNote: (ticket: Ticket, note: string) => Promise<boolean>;
  /** The last write under way and its failure in words. */
  isPending: boolean;
  actionError: string | null;
  /** What the last Call next said: the ticket called, or that no one is waiting. */
  called: string | null;
}

const STATUS_TONE: Record<TicketStatus, NonNullable<BadgeProps['tone']>> = {
  Waiting: 'caution',
  'Being pulled': 'info',
  'Waiting on order': 'neutral',
  'Ready at counter': 'positive',
  Completed: 'neutral',
  Cancelled: 'neutral',
};

export const statusHref = (ticket: Ticket) => `/UpdateTicketStatus?ticketId=${ticket.id}`;
const minutes = (value: number | null) => (value === null ? '–' : `${formatNumber(value)} min`);

/** The wait as it stands now: it ticks while the ticket still waits. */
const waitOf = (ticket: Ticket, now: Date) =>
  waitedMinutes(new Date(ticket.createdAt).getTime(), ticket.servedAt ? new Date(ticket.servedAt).getTime() : null, now.getTime());

function Wait({ ticket, now, longWaitMinutes }: { ticket: Ticket; now: Date; longWaitMinutes: number }) {
  const wait = waitOf(ticket, now);
  if (wait <= longWaitMinutes) return <>{minutes(wait)}</>;
  return (
    <span className={css.longWait}>
      <Icon name="alert" size="small" />
      {minutes(wait)} (long wait)
    </span>
  );
}

function TicketActions({ ticket, onTake, onNote, isPending }: { ticket: Ticket; onTake: () => void; onNote: () => void; isPending: boolean }) {
  const open = isOpenStatus(ticket.status);
  return (
    <span className={css.actions}>
      {open ? (
        <Button
          size="small"
          tone="secondary"
          isDisabled={isPending}
          onPress={onTake}
          aria-label={ticket.assignedTo ? `Take over ticket ${ticket.number} from ${ticket.assignedTo.name}` : `Take ticket ${ticket.number}`}
        >
          {ticket.assignedTo ? 'Take over' : 'Take'}
        </Button>
      ) : null}
      {open ? <Link href={statusHref(ticket)} aria-label={`Change the status of ticket ${ticket.number}`}>Status</Link> : null}
      <Button size="small" tone="secondary" isDisabled={isPending} onPress={onNote} aria-label={`Note on ticket ${ticket.number}`}>
        Note
      </Button>
    </span>
  );
}

const optionsOf = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

/**
 * /displaytickets: a branch's queue of today, live: counts by status and the day's waits, the tickets with their
 * waits ticking (longer than the setting in red, with words), opened, taken, called and noted here; each
 * status change on /UpdateTicketStatus. A grid on a desktop, cards below 992 px.
 */
export function WaitingList(props: WaitingListProps) {
  const { branch, brnId, queue, isLoading, error, onRetry, now, live, filters, onFiltersChange, isPending, actionError, called } = props;
  const [creating, setCreating] = useState(false);
  const [noting, setNoting] = useState<Ticket | null>(null);
  const tickets = (queue?.tickets ?? []).filter((t) => filters.status !== OPEN_TICKETS || isOpenStatus(t.status));
  const longWait = queue?.longWaitMinutes ?? 15;
  const actionsOf = (ticket: Ticket) => <TicketActions ticket={ticket} isPending={isPending} onTake={() => props.onTake(ticket)} onNote={() => setNoting(ticket)} />;
  const truckDown = (ticket: Ticket) => (ticket.truckDown ? <Badge tone="critical">Truck down</Badge> : null);
  return (
    <ReportScreen<Ticket>
      title="Waiting List"
      description={`The parts counter's queue at ${branch} today, as it changes at every counter.`}
      actions={
        <span className={css.actions}>
          <span role="status" className={css.live}>
            <Icon name={live === 'live' ? 'check' : 'refresh'} size="small" />
            {live === 'live' ? 'Live' : 'Reconnecting…'}
          </span>
          <Button tone="secondary" isDisabled={isPending || !queue} onPress={props.onCallNext}>
            Call next
          </Button>
          <Button isDisabled={!queue} onPress={() => setCreating(true)}>
            <Icon name="plus" size="small" />
            New ticket
          </Button>
        </span>
      }
      filters={
        <div role="group" aria-label="Filters" className={css.bar}>
          <Select label="Type" placeholder="Every type" items={optionsOf(TICKET_TYPES)} value={filters.type} onChange={(type) => onFiltersChange({ ...filters, type })} />
          <Select
            label="Status"
            items={[{ id: OPEN_TICKETS, label: 'Open tickets' }, { id: ALL_TICKETS, label: 'Every status' }, ...optionsOf(TICKET_STATUSES)]}
            value={filters.status}
            onChange={(status) => onFiltersChange({ ...filters, status: status ?? OPEN_TICKETS })}
          />
          <Select
            label="Assigned to"
            placeholder="Anyone"
            items={(queue?.assignees ?? []).map(({ id, name }) => ({ id: String(id), label: name }))}
            value={filters.assignee}
            onChange={(assignee) => onFiltersChange({ ...filters, assignee })}
          />
        </div>
      }
      freshness={null}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        ...(['Waiting', 'Being pulled', 'Waiting on order', 'Ready at counter'] as const).map((status) => ({ label: status, value: queue?.counts[status] ?? 0, format: formatNumber })),
        { label: 'Average wait today', value: queue?.averageWaitMinutes ?? 0, format: () => minutes(queue?.averageWaitMinutes ?? null) },
        {
          label: 'Longest wait today',
          value: queue?.longestWaitMinutes ?? 0,
          format: () => minutes(queue?.longestWaitMinutes ?? null),
          ...((queue?.longestWaitMinutes ?? 0) > longWait ? { note: { text: `Over ${longWait} min`, tone: 'critical' as const } } : {}),
        },
      ]}
    >
      {called ? (
        <div role="status" className={css.called}>
          {called}
        </div>
      ) : null}
      {actionError ? <Alert tone="critical">{actionError}</Alert> : null}
      {!queue ? null : tickets.length === 0 ? (
        <EmptyState title="No tickets" description={filters.status === OPEN_TICKETS ? 'No one is waiting at this counter.' : 'No tickets match these filters today.'} />
      ) : (
        <>
          <table className={css.grid} aria-label="Tickets">
            <thead>
              <tr>
                {['Ticket', 'Created', 'Wait', 'Type', 'Name', 'RO or invoice', 'Truck', 'Lines', 'Assigned to', 'Status', 'Priority', 'Actions'].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tickets.map((t) => (
                <tr key={t.id}>
                  <th scope="row">{t.number}</th>
                  <td>{formatDateTime(t.createdAt)}</td>
                  <td>
                    <Wait ticket={t} now={now} longWaitMinutes={longWait} />
                  </td>
                  <td>{t.type}</td>
                  <td>{t.customer}</td>
                  <td>{t.slsId ?? ''}</td>
                  <td>{t.untId ?? ''}</td>
                  <td>{formatNumber(t.lines)}</td>
                  <td>{t.assignedTo?.name ?? <span className={css.muted}>No one</span>}</td>
                  <td>
                    <Badge tone={STATUS_TONE[t.status]}>{t.status}</Badge>
                  </td>
                  <td>{truckDown(t)}</td>
                  <td>{actionsOf(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={css.cards} aria-label="Tickets">
            {tickets.map((t) => (
              <li key={t.id} className={css.card}>
                <span className={css.cardHead}>
                  Ticket {t.number} · {t.customer} <Badge tone={STATUS_TONE[t.status]}>{t.status}</Badge> {truckDown(t)}
                </span>
                <span>
                  <Wait ticket={t} now={now} longWaitMinutes={longWait} /> · {t.type} · {formatNumber(t.lines)} lines
                  {t.slsId ? ` · ${t.slsId}` : ''}
                  {t.untId ? ` · truck ${t.untId}` : ''}
                </span>
                <span className={css.muted}>
                  {formatDateTime(t.createdAt)} · {t.assignedTo ? `Assigned to ${t.assignedTo.name}` : 'Not assigned'}
                </span>
                {actionsOf(t)}
              </li>
            ))}
          </ul>
        </>
      )}
      {creating ? <WaitingListNewTicket brnId={brnId} onCreate={props.onCreate} isPending={isPending} error={actionError} onClose={() => setCreating(false)} /> : null}
      {noting ? <WaitingListNote ticket={noting} onSave={props.onNote} isPending={isPending} error={actionError} onClose={() => setNoting(null)} /> : null}
    </ReportScreen>
  );
}
