import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ScheduleEntryStatus } from '../../../domain/service/scheduleEntries';
import { shiftGroups } from '../../../domain/service/placement';
import type { BoardEntry, BoardRows, BoardView, SchedulerBoard as Board } from '../../../domain/service/schedulerBoard';
import { Alert } from '../../../ui/Alert/Alert';
import { DatePicker } from '../../../ui/DatePicker/DatePicker';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../../ui/PageHeader/PageHeader';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { SPLIT, UNSCHEDULE, type BlockAction, type BoardHandlers } from './BoardBlock';
import { BoardGrid, colourOf, type BoardGhost, type BoardGroup } from './BoardGrid';
import {
  jobSlots,
  placementOf,
  placementWords,
  rowOf,
  sameSubject,
  slotInRows,
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
  /** Rows of technicians (the default) or of the branch's bays. */
  rows?: BoardRows;
  onRowsChange?: (rows: BoardRows) => void;
  /** Technicians' rows grouped under their shift, or not (the default). */
  group?: BoardGroup;
  onGroupChange?: (group: BoardGroup) => void;
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
const ROWS = [
  { id: 'technicians', label: 'Technicians' },
  { id: 'bays', label: 'Bays' },
];
const GROUPS = [
  { id: 'none', label: 'None' },
  { id: 'shift', label: 'Shift' },
];
const PICK_UP_KEYS = ['Enter', ' '];
const NO_CHANGE = () => undefined;
const NO_BOARD: Board = { brnId: '', view: 'day', from: '', to: '', technicians: [], entries: [], jobs: {}, queue: [], scheduleTypes: [], capacity: [], productivity: 0 };

/** The board's entries by row (technician or bay), with the move waiting on the server shown where it went. */
function entriesWithPending(board: Board, pending: PendingMove | null, rows: BoardRows): Map<string, BoardEntry[]> {
  const moved = (entry: BoardEntry, p: PendingMove): BoardEntry => ({ ...entry, empId: p.empId, bay: p.bay === undefined ? entry.bay : p.bay, startAt: p.startAt, endAt: p.endAt });
  const entries = board.entries.map((entry) => (pending?.subject.kind === 'entry' && pending.subject.id === entry.id ? moved(entry, pending) : entry));
  if (pending?.subject.kind === 'job') {
    const job = board.jobs[pending.subject.key]!;
    const type = board.scheduleTypes.find((t) => t.roRequired) ?? board.scheduleTypes[0];
    const placed: BoardEntry = { id: 0, version: 0, scheduleType: type?.code ?? '', job: { slsId: job.slsId, opsId: job.opsId }, empId: null, bay: null, startAt: '', endAt: '', status: 'Scheduled', note: null };
    entries.push(moved(placed, pending));
  }
  const byRow = new Map<string, BoardEntry[]>();
  for (const entry of entries) {
    const row = rowOf(entry, rows);
    if (row) byRow.set(row, [...(byRow.get(row) ?? []), entry]);
  }
  return byRow;
}

/** The rows shown, top to bottom: the bays, or the technicians (those of a collapsed shift left out when grouped). */
function rowKeysOf(board: Board, rows: BoardRows, group: BoardGroup, collapsed: ReadonlySet<string>): string[] {
  if (rows === 'bays') return board.bays ?? [];
  if (group === 'none') return board.technicians.map((t) => t.empId);
  return shiftGroups(board.technicians).flatMap((g) => (collapsed.has(g.name) ? [] : g.technicians.map((t) => t.empId)));
}

/**
 * /servicescheduler: a branch's technicians against the day's (or week's) hours, their blocks, the queue of jobs to
 * place, each technician's load and the shop's capacity. A job or block is dragged (or picked up with Enter and
 * moved with the arrow keys) onto a technician and time; the move shows at once and the server decides it.
 */
export function SchedulerBoard(props: SchedulerBoardProps) {
  const { board: loaded, isLoading, error, onRetry, day, view, onDayChange, onViewChange, pending, message } = props;
  const { rows = 'technicians', onRowsChange = NO_CHANGE, group = 'none', onGroupChange = NO_CHANGE } = props;
  const board = loaded ?? NO_BOARD;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rowKeys = useMemo(() => rowKeysOf(board, rows, group, collapsed), [board, rows, group, collapsed]);
  const line = useMemo(() => timeLineOf(board.from ? board : { from: day, to: day }), [board, day]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [said, say] = useState('');
  const latest = useRef({ props, board, line, draft, rows, rowKeys });
  useLayoutEffect(() => {
    latest.current = { props, board, line, draft, rows, rowKeys };
  });

  const commit = (subject: MoveSubject, placement: Placement) => {
    const { props: now, board: b, line: l, rows: r } = latest.current;
    const entry = subject.kind === 'entry' ? b.entries.find((e) => e.id === subject.id)! : undefined;
    const at = slotInRows(placement, l, r, entry?.empId ?? null);
    say(`Placing ${subjectTitle(b, subject)}: ${placementWords(b, placement, l, r)}.`);
    setDraft(null);
    if (subject.kind === 'job') {
      const job = b.jobs[subject.key]!;
      void now.onPlace({ slsId: job.slsId, opsId: job.opsId }, at);
    } else void now.onMove(entry!, at);
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
        const { board: b, line: l, draft: d, rows: r, rowKeys: keys } = latest.current;
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
            const next = stepPlacement(d.placement, event.key, event.shiftKey, keys, l);
            if (!next) return;
            event.preventDefault();
            setDraft({ ...d, placement: next });
            say(`${title}: ${placementWords(b, next, l, r)}.`);
          }
        } else if (PICK_UP_KEYS.includes(event.key) && keys.length) {
          event.preventDefault();
          const entry = subject.kind === 'entry' ? b.entries.find((e) => e.id === subject.id) : undefined;
          const placement = entry && rowOf(entry, r) ? placementOf(entry, l, r) : { empId: keys[0]!, start: 0, length: subject.kind === 'job' ? jobSlots(b.jobs[subject.key]!) : 4 };
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

  const entriesByRow = useMemo(() => entriesWithPending(board, pending, rows), [board, pending, rows]);
  const toggleGroup = useCallback((name: string) => setCollapsed((now) => (now.has(name) ? new Set([...now].filter((n) => n !== name)) : new Set([...now, name]))), []);
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
          <RadioGroup label="Rows" orientation="horizontal" items={ROWS} value={rows} onChange={(next) => onRowsChange(next as BoardRows)} />
          {rows === 'technicians' ? <RadioGroup label="Group" orientation="horizontal" items={GROUPS} value={group} onChange={(next) => onGroupChange(next as BoardGroup)} /> : null}
        </div>
      </>
    ),
    [day, view, rows, group, onDayChange, onViewChange, onRowsChange, onGroupChange],
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
            {rowKeys.length || (rows === 'technicians' && board.technicians.length) ? (
              <BoardGrid
                board={board}
                line={line}
                rows={rows}
                group={group}
                collapsed={collapsed}
                onToggleGroup={toggleGroup}
                entriesByRow={entriesByRow}
                ghost={ghost}
                liftedEntryId={liftedEntryId}
                pendingEntryId={pendingEntryId}
                handlers={handlers}
              />
            ) : rows === 'bays' ? (
              <EmptyState title="This branch has no bays" description="Add bays to its scheduler templates to plan the shop by bay." />
            ) : (
              <EmptyState title="No technicians work at this branch on these days" description="Apply a scheduler template to give technicians shifts." />
            )}
          </div>
        </>
      )}
    </div>
  );
}
