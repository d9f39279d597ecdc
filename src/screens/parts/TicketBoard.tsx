import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatDate, formatDateTime } from '../../domain/format';
import { BOARD_COLUMNS, type Board, type BoardTicket } from '../../domain/parts/ticketsBoard';
import * as css from './TicketBoard.css';

export interface TicketBoardProps {
  /** The newest board the server sent (kept while offline); undefined until the first arrives. */
  board: Board | undefined;
  /** What the clock shows, in milliseconds: it ticks, the board need not. */
  now: number;
  /** The stream is down, or the newest board is too old to trust. */
  isOffline: boolean;
  /** No board at this address (said the same way whatever the address). */
  isNotFound: boolean;
}

/** '12:42 PM' and '11/24/2026', New York time. */
function clockOf(now: number) {
  const date = formatDate(now);
  return { date, time: formatDateTime(now).slice(date.length + 1) };
}

/**
 * /tickets/{brnId}: the TV at the parts counter, for the people waiting. No sign-in, nothing to press, nothing to
 * scroll: the branch and the clock, then who is being served, who may pick up and who waits. What a ticket shows
 * is the server's (src/domain/parts/ticketsBoard.ts: never a price, a phone or a full name).
 */
export function TicketBoard({ board, now, isOffline, isNotFound }: TicketBoardProps) {
  const clock = clockOf(now);
  const nobody = board && BOARD_COLUMNS.every((column) => board.columns[column.id].length === 0);
  return (
    <div className={css.board}>
      <header className={css.header}>
        <h1 className={css.branch}>{isNotFound ? 'Parts counter' : (board?.branchName ?? 'Parts counter')}</h1>
        <p className={css.clock}>
          <time className={css.time} dateTime={new Date(now).toISOString()}>
            {clock.time}
          </time>
          <span className={css.date}>{clock.date}</span>
        </p>
      </header>
      {isOffline && !isNotFound ? (
        <p role="status" className={css.offline}>
          <span aria-hidden="true">⚠</span>
          <span>Board offline</span>
          {board ? <span className={css.offlineSince}>Last updated {clockOf(Date.parse(board.serverTime)).time}</span> : null}
        </p>
      ) : null}
      {isNotFound ? (
        <Message title="Page not found" text="There is no board at this address." />
      ) : !board ? (
        <Message title={isOffline ? 'Waiting for the server' : 'Loading the board…'} text="The queue shows here in a moment." />
      ) : nobody ? (
        <Message title="No one is waiting" text="Tickets show here as soon as they are opened at the counter." />
      ) : (
        <div className={css.columns}>
          {BOARD_COLUMNS.map((column) => (
            <Column key={column.id} id={column.id} title={column.title} tickets={board.columns[column.id]} />
          ))}
        </div>
      )}
    </div>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <section className={css.message}>
      <h2 className={css.messageTitle}>{title}</h2>
      <p className={css.messageText}>{text}</p>
    </section>
  );
}

function Column({ id, title, tickets }: { id: keyof typeof css.accent; title: string; tickets: readonly BoardTicket[] }) {
  const list = useRef<HTMLUListElement>(null);
  const fit = useRowsThatFit(list, tickets.length);
  const shown = tickets.length <= fit ? tickets.length : Math.max(0, fit - 1);
  const hidden = tickets.length - shown;
  return (
    <section className={`${css.column} ${css.accent[id]}`} aria-labelledby={`board-${id}`}>
      <h2 id={`board-${id}`} className={css.columnTitle}>
        {title}
      </h2>
      {tickets.length === 0 ? (
        <p className={css.none}>None right now</p>
      ) : (
        <ul ref={list} className={css.list}>
          {tickets.slice(0, shown).map((ticket) => (
            <li key={ticket.number} className={css.ticket}>
              <span className={css.number}>{ticket.number}</span>
              <span className={css.name}>{ticket.name}</span>
              <span className={css.minutes}>{ticket.minutesWaiting} min</span>
            </li>
          ))}
          {hidden > 0 ? <li className={css.more}>+{hidden} more</li> : null}
        </ul>
      )}
    </section>
  );
}

/** How many rows of the list's own height fit in the height the screen gives it, measured again on each resize. */
function useRowsThatFit(list: RefObject<HTMLUListElement | null>, count: number): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const row = element.firstElementChild;
      if (!row) return;
      const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
      const height = row.getBoundingClientRect().height;
      setFit(Math.max(1, Math.floor((element.getBoundingClientRect().height + gap) / (height + gap))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, count]);
  return fit;
}
