import { memo } from 'react';
import { formatDateTime, formatHours } from '../../../domain/format';
import type { BoardJob } from '../../../domain/service/schedulerBoard';
import type { BoardHandlers } from './BoardBlock';
import { jobSlots, jobTitle } from './boardPlacement';
import * as css from './SchedulerBoard.css';

export interface BoardQueueProps {
  /** The jobs waiting, in the server's order (promise time, then priority). */
  jobs: readonly BoardJob[];
  /** The key of the job picked up from the queue, if any. */
  liftedKey: string | null;
  handlers: BoardHandlers;
}

/** The jobs still to place; press and drag one onto a technician, or pick it up with Enter. */
export const BoardQueue = memo(function BoardQueue({ jobs, liftedKey, handlers }: BoardQueueProps) {
  return (
    <section className={css.queue} aria-labelledby="scheduler-queue-heading">
      <h2 id="scheduler-queue-heading" className={css.queueHeading}>
        Unscheduled jobs ({jobs.length})
      </h2>
      <ul aria-label="Unscheduled jobs" className={css.queueList}>
        {jobs.length ? null : <li className={css.queueMeta}>Every job is on the board.</li>}
        {jobs.map((job) => {
          const key = `${job.slsId}/${job.opsId}`;
          const subject = { kind: 'job', key } as const;
          return (
            <li key={key}>
              <button
                type="button"
                className={css.queueJob}
                data-lifted={liftedKey === key || undefined}
                onPointerDown={(event) => handlers.onPress(event, subject, { from: null, length: jobSlots(job), mode: 'move' })}
                onKeyDown={(event) => handlers.onKey(event, subject)}
              >
                <strong>
                  {jobTitle(job)} {job.description}
                </strong>
                <span className={css.queueMeta}>
                  Unit {job.unitNo} · {job.customer}
                </span>
                <span className={css.queueMeta}>
                  {formatHours(job.unplacedHours)} h to place{job.promiseAt ? ` · promised ${formatDateTime(job.promiseAt)}` : ''}
                </span>
                {job.unmapped ? <span className={css.flag}>No skills mapped: not checked</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
