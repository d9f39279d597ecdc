import { useState } from 'react';
import type { TicketDetail, TicketStatus as Status } from '../../domain/parts/tickets';
import type { TicketStatusInput } from '../../domain/parts/ticketsPayloads';
import { formatDate } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import type { BadgeTone } from '../../ui/Badge/Badge.css';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './TicketStatus.css';
import { TicketStatusMoveForm, type AskingStatus } from './TicketStatusMoveForm';
import { TicketStatusTimeline } from './TicketStatusTimeline';

const STATUS_TONE: Record<Status, BadgeTone> = {
  Waiting: 'caution',
  'Being pulled': 'info',
  'Waiting on order': 'neutral',
  'Ready at counter': 'positive',
  Completed: 'positive',
  Cancelled: 'neutral',
};

export interface TicketStatusProps {
  /** The ticket; undefined while it loads, or when there is none. */
  ticket: TicketDetail | undefined;
  isLoading: boolean;
  /** No ticket by that id (or number and branch), or none asked for. */
  notFound: boolean;
  error: string | null;
  onRetry: () => void;
  now: Date;
  /** The signed-in user: a ticket already theirs offers no Take it. */
  userId: number | undefined;
  /** Each resolves true once the server took it. */
  onStatus: (values: TicketStatusInput) => Promise<boolean>;
  onTake: () => Promise<boolean>;
  onNote: (note: string) => Promise<boolean>;
  isPending: boolean;
  /** The server's refusal of the last change in words; with `changes`, someone else changed the ticket first. */
  actionError: string | null;
  /** What changed since the user opened the ticket (after a 409, the ticket reloaded). */
  changes: readonly string[] | null;
}

const TITLE = 'Ticket Status';

/**
 * /UpdateTicketStatus: one ticket of the parts counter's queue from a warehouse phone: its header, the statuses
 * it may go to next as big buttons (a move that needs more asks for it), take it, a note, and its timeline.
 */
export function TicketStatus(props: TicketStatusProps) {
  const { ticket, isLoading, notFound, error, onRetry, now, isPending, actionError, changes } = props;
  const [asking, setAsking] = useState<AskingStatus | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (notFound)
    return (
      <div className={css.page}>
        <PageHeader title={TITLE} />
        <EmptyState title="No such ticket" description="This ticket does not exist or the link is incomplete. Open a ticket from the waiting list." action={<Link href="/displaytickets">Go to the waiting list</Link>} />
      </div>
    );
  if (error) return <ErrorState title="The ticket could not be loaded" message={error} onRetry={onRetry} />;
  if (isLoading || !ticket)
    return (
      <div className={css.page}>
        <PageHeader title={TITLE} />
        <Skeleton lines={8} label="Loading the ticket" />
      </div>
    );

  const isOpen = ticket.nextStatuses.length > 0;
  const move = async (status: Status) => {
    if (status === 'Completed' || status === 'Cancelled' || status === 'Waiting on order') setAsking(status);
    else await props.onStatus({ version: ticket.version, status });
  };
  const shownNote = note ?? ticket.note;
  return (
    <div className={css.page}>
      <PageHeader
        title={`Ticket ${ticket.number}`}
        description={`${ticket.customer} · branch ${ticket.brnId}`}
        actions={<Badge tone={STATUS_TONE[ticket.status]}>{ticket.status}</Badge>}
      />
      {changes?.length ? (
        <Alert tone="caution">{`Someone else changed this ticket first: ${changes.join('; ')}. It is shown as it is now: choose again.`}</Alert>
      ) : null}
      {actionError && !changes?.length ? <Alert tone="critical">{actionError}</Alert> : null}
      <KeyValue
        columns={2}
        items={[
          { label: 'Name', value: ticket.customer },
          { label: 'Type', value: ticket.type },
          { label: 'RO or invoice', value: ticket.slsId },
          { label: 'Truck', value: ticket.untId },
          { label: 'Lines', value: ticket.lines },
          { label: 'Assigned to', value: ticket.assignedTo?.name ?? 'No one' },
          { label: ticket.servedAt ? 'Waited' : 'Waiting', value: `${ticket.waitMinutes} min` },
          { label: 'Truck down', value: ticket.truckDown ? <span className={css.truckDown}>Yes: truck down</span> : 'No' },
          ...(ticket.status === 'Waiting on order' ? [{ label: 'Expected on (ETA)', value: ticket.eta ? formatDate(ticket.eta) : 'Not known' }] : []),
          ...(ticket.completionLink ? [{ label: 'Sold on', value: ticket.completionLink }] : []),
          ...(ticket.noSaleReason ? [{ label: 'No sale', value: ticket.noSaleReason }] : []),
          ...(ticket.cancelReason ? [{ label: 'Cancelled because', value: ticket.cancelReason }] : []),
        ]}
      />
      {asking ? (
        <TicketStatusMoveForm
          key={asking}
          status={asking}
          version={ticket.version}
          isPending={isPending}
          onBack={() => setAsking(null)}
          onSend={async (values) => {
            const done = await props.onStatus(values);
            if (done) setAsking(null);
            return done;
          }}
        />
      ) : isOpen ? (
        <Card title="Move to" level={2}>
          <div className={css.nextStatuses}>
            {ticket.nextStatuses.map((status) => (
              <Button key={status} tone={status === 'Cancelled' ? 'secondary' : 'primary'} isDisabled={isPending} onPress={() => void move(status)}>
                {status}
              </Button>
            ))}
          </div>
        </Card>
      ) : (
        <Alert tone="info">{`This ticket is ${ticket.status.toLowerCase()}: its status no longer changes.`}</Alert>
      )}
      {isOpen && !asking ? (
        <Card title="Assignee and note" level={2}>
          <div className={css.form}>
            {ticket.assignedTo?.id === props.userId ? null : (
              <Button tone="secondary" isDisabled={isPending} onPress={() => void props.onTake()}>
                Take it
              </Button>
            )}
            <TextField label="Note" value={shownNote} onChange={setNote} />
            <Button tone="secondary" isDisabled={isPending || shownNote === ticket.note} onPress={() => void props.onNote(shownNote).then((done) => done && setNote(null))}>
              Save note
            </Button>
          </div>
        </Card>
      ) : null}
      <TicketStatusTimeline transitions={ticket.transitions} isOpen={isOpen} now={now} />
    </div>
  );
}
