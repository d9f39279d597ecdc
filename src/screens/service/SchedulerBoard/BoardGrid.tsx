import { memo } from 'react';
import { jobKey, type BoardEntry, type BoardTechnician, type SchedulerBoard } from '../../../domain/service/schedulerBoard';
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

export interface BoardGridProps {
  board: SchedulerBoard;
  line: BoardTimeLine;
  /** Each technician's blocks, with a move waiting on the server already shown where it went. */
  entriesByTechnician: ReadonlyMap<string, readonly BoardEntry[]>;
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

function TimeAxis({ line }: { line: BoardTimeLine }) {
  return (
    <div className={css.row} aria-hidden="true">
      <div className={css.rowHeader}>Technician</div>
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
  technician: BoardTechnician;
  line: BoardTimeLine;
  entries: readonly BoardEntry[];
  ghost: BoardGhost | null;
  liftedEntryId: number | null;
  pendingEntryId: number | null;
  handlers: BoardHandlers;
}

/** One technician: name and load, then the track with time off shaded, the blocks and, while moving, the ghost. */
const BoardRow = memo(function BoardRow({ board, technician, line, entries, ghost, liftedEntryId, pendingEntryId, handlers }: BoardRowProps) {
  return (
    <div className={css.row}>
      <div className={css.rowHeader}>
        <span className={css.techName}>
          {technician.name} <span aria-hidden="true">({technician.grade})</span>
        </span>
        <TechnicianLoad name={technician.name} scheduledHours={technician.scheduledHours} availableHours={technician.availableHours} />
      </div>
      <div className={css.track} data-emp-id={technician.empId}>
        <TrackLines line={line} />
        {technician.unavailable.map((span) => {
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

/** The time grid: the axis, then a row per technician. Only rows whose blocks or ghost changed render again. */
export function BoardGrid({ board, line, entriesByTechnician, ghost, liftedEntryId, pendingEntryId, handlers }: BoardGridProps) {
  const inRow = (entries: readonly BoardEntry[], id: number | null) => (id !== null && entries.some((e) => e.id === id) ? id : null);
  return (
    <div className={css.grid} role="region" aria-label="Technicians' schedule" tabIndex={0} data-board-scroller="">
      <div className={line.days.length > 1 ? css.gridInnerWeek : css.gridInner}>
        <TimeAxis line={line} />
        {board.technicians.map((technician) => {
          const entries = entriesByTechnician.get(technician.empId) ?? NO_ENTRIES;
          return (
            <BoardRow
              key={technician.empId}
              board={board}
              technician={technician}
              line={line}
              entries={entries}
              ghost={ghost?.placement.empId === technician.empId ? ghost : null}
              liftedEntryId={inRow(entries, liftedEntryId)}
              pendingEntryId={inRow(entries, pendingEntryId)}
              handlers={handlers}
            />
          );
        })}
      </div>
    </div>
  );
}

const NO_ENTRIES: readonly BoardEntry[] = [];
