import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ScheduleEntryStatus } from '../../../domain/service/scheduleEntries';
import type { BoardEntry, BoardView, SchedulerBoard as Board } from '../../../domain/service/schedulerBoard';
import { Alert } from '../../../ui/Alert/Alert';
import { DatePicker } from '../../../ui/DatePicker/DatePicker';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../../ui/PageHeader/PageHeader';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { SPLIT, UNSCHEDULE, type BlockAction, type BoardHandlers } from './BoardBlock';
import { BoardGrid, colourOf, type BoardGhost } from './BoardGrid';
import {
  jobSlots,
  placementOf,
  placementWords,
  sameSubject,
  slotOfPlacement,
  stepPlacement,
  subjectTitle,
  type BoardSlot,
  type MoveSubject,
  type PendingMove,
  type Placement,
} from './boardPlacement';
import { BoardQueue } from './BoardQueue';
import { clockOf, instantOfSlot, timeLineOf } from './boardTime';
import { CapacityStrip } from './CapacityStrip';
import * as css from './SchedulerBoard.css';
import { useBoardDrag } from './useBoardDrag';

export interface SchedulerBoardProps {
  board: Board | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The day shown (YYYY-MM-DD), or a day of the week shown. */
  day: string;
  view: BoardView;
  onDayChange: (day: string) => void;
  onViewChange: (view: BoardView) => void;
  /** A move sent to the server and not answered yet: shown where it went. */
  pending: PendingMove | null;
  /** The server's refusal of the last move (or the conflict), read out at once. */
  message: string | null;
  onPlace: (job: { slsId: string; opsId: number }, at: BoardSlot) => Promise<void>;
  onMove: (entry: BoardEntry, at: BoardSlot) => Promise<void>;
  onSplit: (entry: BoardEntry, at: string) => Promise<void>;
  onStatus: (entry: BoardEntry, status: ScheduleEntryStatus) => Promise<void>;
  onUnschedule: (entry: BoardEntry) => Promise<void>;
}

interface Draft {
  subject: MoveSubject;
  placement: Placement;
  mode: 'keyboard' | 'pointer';
}

const VIEWS = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
];
const PICK_UP_KEYS = ['Enter', ' '];
const NO_BOARD: Board = { brnId: '', view: 'day', from: '', to: '', technicians: [], entries: [], jobs: {}, queue: [], scheduleTypes: [], capacity: [], productivity: 0 };

/** The board's entries by technician, with the move waiting on the server shown where it went. */
function entriesWithPending(board: Board, pending: PendingMove | null): Map<string, BoardEntry[]> {
  const entries = board.entries.map((entry) =>
    pending?.subject.kind === 'entry' && pending.subject.id === entry.id ? { ...entry, empId: pending.empId, startAt: pending.startAt, endAt: pending.endAt } : entry,
  );
  if (pending?.subject.kind === 'job') {
    const job = board.jobs[pending.subject.key]!;
    const type = board.scheduleTypes.find((t) => t.roRequired) ?? board.scheduleTypes[0];
    entries.push({ id: 0, version: 0, scheduleType: type?.code ?? '', job: { slsId: job.slsId, opsId: job.opsId }, empId: pending.empId, bay: null, startAt: pending.startAt, endAt: pending.endAt, status: 'Scheduled', note: null });
  }
  const byTechnician = new Map<string, BoardEntry[]>();
  for (const entry of entries) if (entry.empId) byTechnician.set(entry.empId, [...(byTechnician.get(entry.empId) ?? []), entry]);
  return byTechnician;
}

/**
 * /servicescheduler: a branch's technicians against the day's (or week's) hours, their blocks, the queue of jobs to
 * place, each technician's load and the shop's capacity. A job or block is dragged (or picked up with Enter and
 * moved with the arrow keys) onto a technician and time; the move shows at once and the server decides it.
 */
export function SchedulerBoard(props: SchedulerBoardProps) {
  const { board: loaded, isLoading, error, onRetry, day, view, onDayChange, onViewChange, pending, message } = props;
  const board = loaded ?? NO_BOARD;
  const line = useMemo(() => timeLineOf(board.from ? board : { from: day, to: day }), [board, day]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [said, say] = useState('');
  const latest = useRef({ props, board, line, draft });
  useLayoutEffect(() => {
    latest.current = { props, board, line, draft };
  });

  const commit = (subject: MoveSubject, placement: Placement) => {
    const { props: now, board: b, line: l } = latest.current;
    const at = slotOfPlacement(placement, l);
    say(`Placing ${subjectTitle(b, subject)}: ${placementWords(b, placement, l)}.`);
    setDraft(null);
    if (subject.kind === 'job') {
      const job = b.jobs[subject.key]!;
      void now.onPlace({ slsId: job.slsId, opsId: job.opsId }, at);
    } else void now.onMove(b.entries.find((e) => e.id === subject.id)!, at);
  };

  const startDrag = useBoardDrag({
    line,
    onDraft: (subject, placement) => setDraft({ subject, placement, mode: 'pointer' }),
    onDrop: commit,
    onCancel: () => setDraft(null),
  });

  const handlers = useMemo<BoardHandlers>(
    () => ({
      onPress: (event, subject, start) => startDrag(event, { subject, ...start }),
      onKey: (event: KeyboardEvent<HTMLElement>, subject) => {
        const { board: b, line: l, draft: d } = latest.current;
        const title = subjectTitle(b, subject);
        if (d?.mode === 'keyboard' && sameSubject(d.subject, subject)) {
          if (PICK_UP_KEYS.includes(event.key)) {
            event.preventDefault();
            commit(subject, d.placement);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setDraft(null);
            say(`${title} put back.`);
          } else {
            const next = stepPlacement(d.placement, event.key, event.shiftKey, b.technicians.map((t) => t.empId), l);
            if (!next) return;
            event.preventDefault();
            setDraft({ ...d, placement: next });
            say(`${title}: ${placementWords(b, next, l)}.`);
          }
        } else if (PICK_UP_KEYS.includes(event.key) && b.technicians.length) {
          event.preventDefault();
          const entry = subject.kind === 'entry' ? b.entries.find((e) => e.id === subject.id) : undefined;
          const placement = entry?.empId ? placementOf(entry, l) : { empId: b.technicians[0]!.empId, start: 0, length: subject.kind === 'job' ? jobSlots(b.jobs[subject.key]!) : 4 };
          setDraft({ subject, placement, mode: 'keyboard' });
          say(`Picked up ${title}. Arrow keys move it, Enter places it, Escape puts it back.`);
        }
      },
      onAction: (entry: BoardEntry, action: BlockAction) => {
        const { props: now, line: l } = latest.current;
        if (action === UNSCHEDULE) void now.onUnschedule(entry);
        else if (action === SPLIT) {
          const p = placementOf(entry, l);
          void now.onSplit(entry, instantOfSlot(p.start + Math.max(1, Math.floor(p.length / 2)), l));
        } else void now.onStatus(entry, action);
      },
    }),
    // commit and the rest read the latest props through the ref: the handlers stay one object for the memoised rows.
    [startDrag],
  );

  const entriesByTechnician = useMemo(() => entriesWithPending(board, pending), [board, pending]);
  const queueJobs = useMemo(() => board.queue.map((key) => board.jobs[key]!).filter(Boolean), [board]);
  const ghost = useMemo<BoardGhost | null>(() => {
    if (!draft) return null;
    const entry = draft.subject.kind === 'entry' ? board.entries.find((e) => e.id === (draft.subject as { id: number }).id) : undefined;
    const type = entry?.scheduleType ?? board.scheduleTypes.find((t) => t.roRequired)?.code ?? '';
    const at = slotOfPlacement(draft.placement, line);
    return { placement: draft.placement, label: `${subjectTitle(board, draft.subject)} ${clockOf(at.startAt)}–${clockOf(at.endAt)}`, colour: colourOf(board, type) };
  }, [draft, board, line]);

  // The same element while a block is dragged, so the heading and fields are not drawn again on each step.
  const header = useMemo(
    () => (
      <>
        <PageHeader title="Service Scheduler" description="Drag a job onto a technician and time, or pick it up with Enter and move it with the arrow keys." />
        <div className={css.controls}>
          <DatePicker label="Day" value={day} onChange={(next) => next && onDayChange(next)} />
          <RadioGroup label="View" orientation="horizontal" items={VIEWS} value={view} onChange={(next) => onViewChange(next as BoardView)} />
        </div>
      </>
    ),
    [day, view, onDayChange, onViewChange],
  );
  const liftedEntryId = draft?.subject.kind === 'entry' ? draft.subject.id : null;
  const liftedKey = draft?.subject.kind === 'job' ? draft.subject.key : null;
  const pendingEntryId = pending ? (pending.subject.kind === 'entry' ? pending.subject.id : 0) : null;

  return (
    <div className={css.page}>
      {header}
      <div role="status" className={css.capacityText}>
        {said}
      </div>
      {message ? <Alert tone="critical">{message}</Alert> : null}
      {error ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : !loaded || isLoading ? (
        <Skeleton lines={8} label="Loading the board" />
      ) : (
        <>
          <CapacityStrip days={board.capacity} />
          <div className={css.layout}>
            <BoardQueue jobs={queueJobs} liftedKey={liftedKey} handlers={handlers} />
            {board.technicians.length ? (
              <BoardGrid
                board={board}
                line={line}
                entriesByTechnician={entriesByTechnician}
                ghost={ghost}
                liftedEntryId={liftedEntryId}
                pendingEntryId={pendingEntryId}
                handlers={handlers}
              />
            ) : (
              <EmptyState title="No technicians work at this branch on these days" description="Apply a scheduler template to give technicians shifts." />
            )}
          </div>
        </>
      )}
    </div>
  );
}
