import { memo } from 'react';
import { blockHours, shiftGroups } from '../../../domain/service/placement';
import { jobKey, type BoardEntry, type BoardRows, type BoardTechnician, type SchedulerBoard } from '../../../domain/service/schedulerBoard';
import { formatHours } from '../../../domain/format';
import { blockTextColour } from '../../../domain/service/scheduleTypes';
import { BoardBlock, type BoardHandlers } from './BoardBlock';
import { blockName, placementOf, typeName, type Placement } from './boardPlacement';
import { DAY_SLOTS, HOUR_MARKS, dayLabel, percentOf, slotOf, type BoardTimeLine } from './boardTime';
import * as css from './SchedulerBoard.css';
import { TechnicianLoad } from './TechnicianLoad';

/** Where a picked-up block or job would go, drawn on its technician's track. */
export interface BoardGhost {
  placement: Placement;
  label: string;
  colour: string;
}

/** How technicians' rows are grouped: not at all, or under a header per shift. */
export type BoardGroup = 'none' | 'shift';

export interface BoardGridProps {
  board: SchedulerBoard;
  line: BoardTimeLine;
  /** Rows of technicians or of the branch's bays. */
  rows: BoardRows;
  group: BoardGroup;
  /** The shifts whose technicians are hidden under their header. */
  collapsed: ReadonlySet<string>;
  onToggleGroup: (name: string) => void;
  /** Each row's blocks (by technician or bay), with a move waiting on the server already shown where it went. */
  entriesByRow: ReadonlyMap<string, readonly BoardEntry[]>;
  ghost: BoardGhost | null;
  liftedEntryId: number | null;
  pendingEntryId: number | null;
  handlers: BoardHandlers;
}

export const colourOf = (board: SchedulerBoard, code: string): string => board.scheduleTypes.find((t) => t.code === code)?.colour ?? '#6b7280';

/** The lines of the track: a day's hours, or a week's days. */
function TrackLines({ line }: { line: BoardTimeLine }) {
  if (line.days.length > 1) return line.days.slice(1).map((day, i) => <span key={day} className={css.dayLine} style={{ left: percentOf((i + 1) * DAY_SLOTS, line) }} />);
  return HOUR_MARKS.slice(1).map((mark) => <span key={mark.slot} className={css.gridLine} style={{ left: percentOf(mark.slot, line) }} />);
}

function TimeAxis({ line, rows }: { line: BoardTimeLine; rows: BoardRows }) {
  return (
    <div className={css.row} aria-hidden="true">
      <div className={css.rowHeader}>{rows === 'bays' ? 'Bay' : 'Technician'}</div>
      <div className={css.axis}>
        {line.days.length > 1
          ? line.days.map((day, i) => (
              <span key={day} className={css.dayMark} style={{ left: percentOf(i * DAY_SLOTS, line) }}>
                {dayLabel(day)}
              </span>
            ))
          : HOUR_MARKS.map((mark) => (
              <span key={mark.slot} className={css.mark} style={{ left: percentOf(mark.slot, line) }}>
                {mark.label}
              </span>
            ))}
      </div>
    </div>
  );
}

interface BoardRowProps {
  board: SchedulerBoard;
  /** The technician's empId, or the bay's code. */
  rowKey: string;
  /** The technician of the row; none for a bay's row. */
  technician: BoardTechnician | undefined;
  line: BoardTimeLine;
  entries: readonly BoardEntry[];
  ghost: BoardGhost | null;
  liftedEntryId: number | null;
  pendingEntryId: number | null;
  handlers: BoardHandlers;
}

/** A bay's row header: its code and the hours of its blocks. */
function BayHeader({ bay, entries }: { bay: string; entries: readonly BoardEntry[] }) {
  const hours = blockHours(entries.map((e) => ({ from: Date.parse(e.startAt), to: Date.parse(e.endAt) })));
  return (
    <>
      <span className={css.techName}>Bay {bay}</span>
      <span className={css.loadText}>{formatHours(hours)} h booked</span>
    </>
  );
}

/** One technician or bay: name and load, then the track with time off shaded, the blocks and, while moving, the ghost. */
const BoardRow = memo(function BoardRow({ board, rowKey, technician, line, entries, ghost, liftedEntryId, pendingEntryId, handlers }: BoardRowProps) {
  return (
    <div className={css.row}>
      <div className={css.rowHeader}>
        {technician ? (
          <>
            <span className={css.techName}>
              {technician.name} <span aria-hidden="true">({technician.grade})</span>
            </span>
            <TechnicianLoad name={technician.name} scheduledHours={technician.scheduledHours} availableHours={technician.availableHours} />
          </>
        ) : (
          <BayHeader bay={rowKey} entries={entries} />
        )}
      </div>
      <div className={css.track} data-row={rowKey} data-emp-id={technician?.empId} data-bay={technician ? undefined : rowKey}>
        <TrackLines line={line} />
        {(technician?.unavailable ?? []).map((span) => {
          const from = slotOf(span.from, line);
          const to = slotOf(span.to, line);
          return to > from ? (
            <span key={span.from} className={css.unavailable} style={{ left: percentOf(from, line), width: percentOf(to - from, line) }} title={span.reason}>
              {span.reason}
            </span>
          ) : null;
        })}
        {entries.map((entry) => {
          const placement = placementOf(entry, line);
          return (
            <BoardBlock
              key={entry.id}
              entry={entry}
              row={rowKey}
              job={entry.job ? board.jobs[jobKey(entry.job)] : undefined}
              typeName={typeName(board, entry.scheduleType)}
              colour={colourOf(board, entry.scheduleType)}
              name={blockName(board, entry)}
              start={placement.start}
              length={placement.length}
              left={percentOf(placement.start, line)}
              width={percentOf(placement.length, line)}
              lifted={entry.id === liftedEntryId}
              pending={entry.id === pendingEntryId}
              handlers={handlers}
            />
          );
        })}
        {ghost ? (
          <span
            aria-hidden="true"
            className={css.ghost}
            data-ghost=""
            style={{ left: percentOf(ghost.placement.start, line), width: percentOf(ghost.placement.length, line), background: ghost.colour, color: blockTextColour(ghost.colour) }}
          >
            {ghost.label}
          </span>
        ) : null}
      </div>
    </div>
  );
});

/** A shift's header: its name, a button that shows or hides its technicians, and their load summed. */
function ShiftHeader({ name, count, scheduledHours, availableHours, open, onToggle }: { name: string; count: number; scheduledHours: number; availableHours: number; open: boolean; onToggle: () => void }) {
  return (
    <div className={css.row}>
      <div className={css.rowHeader}>
        <button type="button" className={css.groupToggle} aria-expanded={open} onClick={onToggle}>
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> {name} ({count})
        </button>
        <TechnicianLoad name={name} scheduledHours={scheduledHours} availableHours={availableHours} />
      </div>
      <div className={css.groupTrack} />
    </div>
  );
}

/**
 * The time grid: the axis, then a row per technician (under a header per shift when grouped) or per bay. Only rows
 * whose blocks or ghost changed render again.
 */
export function BoardGrid({ board, line, rows, group, collapsed, onToggleGroup, entriesByRow, ghost, liftedEntryId, pendingEntryId, handlers }: BoardGridProps) {
  const inRow = (entries: readonly BoardEntry[], id: number | null) => (id !== null && entries.some((e) => e.id === id) ? id : null);
  const rowOf = (rowKey: string, technician: BoardTechnician | undefined) => {
    const entries = entriesByRow.get(rowKey) ?? NO_ENTRIES;
    return (
      <BoardRow
        key={rowKey}
        board={board}
        rowKey={rowKey}
        technician={technician}
        line={line}
        entries={entries}
        ghost={ghost?.placement.empId === rowKey ? ghost : null}
        liftedEntryId={inRow(entries, liftedEntryId)}
        pendingEntryId={inRow(entries, pendingEntryId)}
        handlers={handlers}
      />
    );
  };
  return (
    <div className={css.grid} role="region" aria-label={rows === 'bays' ? "Bays' schedule" : "Technicians' schedule"} tabIndex={0} data-board-scroller="">
      <div className={line.days.length > 1 ? css.gridInnerWeek : css.gridInner}>
        <TimeAxis line={line} rows={rows} />
        {rows === 'bays'
          ? (board.bays ?? []).map((bay) => rowOf(bay, undefined))
          : group === 'shift'
            ? shiftGroups(board.technicians).map((g) => (
                <div key={g.name} role="group" aria-label={g.name}>
                  <ShiftHeader
                    name={g.name}
                    count={g.technicians.length}
                    scheduledHours={g.scheduledHours}
                    availableHours={g.availableHours}
                    open={!collapsed.has(g.name)}
                    onToggle={() => onToggleGroup(g.name)}
                  />
                  {collapsed.has(g.name) ? null : g.technicians.map((t) => rowOf(t.empId, t))}
                </div>
              ))
            : board.technicians.map((t) => rowOf(t.empId, t))}
      </div>
    </div>
  );
}

const NO_ENTRIES: readonly BoardEntry[] = [];
