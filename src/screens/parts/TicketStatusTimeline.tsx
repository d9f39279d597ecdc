import type { TicketTransition } from '../../domain/parts/tickets';
import { formatDateTime } from '../../domain/format';
import { Card } from '../../ui/Card/Card';
import * as css from './TicketStatus.css';

export interface TicketStatusTimelineProps {
  transitions: readonly TicketTransition[];
  /** A closed ticket's last status lasts no time; an open one's runs until now. */
  isOpen: boolean;
  now: Date;
}

const minutesBetween = (from: string, to: Date | string) => Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 60_000));

/** Every status the ticket went through: from → to, who moved it, when, and how many minutes it stayed there. */
export function TicketStatusTimeline({ transitions, isOpen, now }: TicketStatusTimelineProps) {
  return (
    <Card title="Timeline" level={2}>
      <ol className={css.timeline} aria-label="Timeline">
        {transitions.map((step, i) => {
          const until = transitions[i + 1]?.at ?? (isOpen ? now : null);
          const minutes = until === null ? null : minutesBetween(step.at, until);
          return (
            <li key={`${step.at}-${i}`} className={css.step}>
              <strong>{step.from ? `${step.from} → ${step.to}` : `Opened: ${step.to}`}</strong>
              <span className={css.stepMeta}>
                {`${step.by}, ${formatDateTime(step.at)}`}
                {minutes === null ? '' : ` · ${minutes} min ${until === now ? 'so far' : `in ${step.to}`}`}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
