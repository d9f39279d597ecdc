import { memo, type KeyboardEvent, type PointerEvent } from 'react';
import type { ScheduleEntryStatus } from '../../../domain/service/scheduleEntries';
import type { BoardEntry, BoardJob } from '../../../domain/service/schedulerBoard';
import { blockTextColour } from '../../../domain/service/scheduleTypes';
import { Menu, type MenuEntry } from '../../../ui/Menu/Menu';
import { jobTitle, type MoveSubject } from './boardPlacement';
import type { DragStart } from './useBoardDrag';
import * as css from './SchedulerBoard.css';

export const SPLIT = 'Split in two';
export const UNSCHEDULE = 'Send back to queue';
/** The statuses a block's menu sets (Scheduled is where a placement starts). */
const MENU_STATUSES = ['Waiting on parts', 'Waiting on approval', 'In progress', 'Done'] as const satisfies readonly ScheduleEntryStatus[];
export type BlockAction = typeof SPLIT | typeof UNSCHEDULE | (typeof MENU_STATUSES)[number];

/** What a block and a queue job tell the board: a press (drag), a key (keyboard move) and a menu action. */
export interface BoardHandlers {
  onPress: (event: PointerEvent<HTMLElement>, subject: MoveSubject, start: Omit<DragStart, 'subject'>) => void;
  onKey: (event: KeyboardEvent<HTMLElement>, subject: MoveSubject) => void;
  onAction: (entry: BoardEntry, action: BlockAction) => void;
}

export interface BoardBlockProps {
  entry: BoardEntry;
  /** The row it sits in: its technician's empId, or its bay on the board by bay. */
  row: string;
  /** The job of an RO block. */
  job: BoardJob | undefined;
  /** The schedule type's name and colour. */
  typeName: string;
  colour: string;
  /** The block's accessible name (what, who, from, to). */
  name: string;
  /** Where the block sits, in slots (numbers, so an unchanged block is not drawn again while another moves). */
  start: number;
  length: number;
  /** The percentage positions on the track. */
  left: string;
  width: string;
  /** Picked up: the board shows where it is going, the block stays dimmed here. */
  lifted: boolean;
  /** Shown where it was just moved, until the server answers. */
  pending: boolean;
  handlers: BoardHandlers;
}

const statusItems = (entry: BoardEntry): MenuEntry[] => [
  { id: SPLIT, label: SPLIT },
  { id: UNSCHEDULE, label: UNSCHEDULE },
  { id: 'statuses', separator: true },
  ...MENU_STATUSES.map((status) => ({ id: status, label: status, isDisabled: entry.status === status })),
];

/** A block on a technician's track: its type's colour, a status marker, the unmapped flag, its menu and right edge. */
export const BoardBlock = memo(function BoardBlock({ entry, row, job, typeName, colour, name, start, length, left, width, lifted, pending, handlers }: BoardBlockProps) {
  const subject = { kind: 'entry', id: entry.id } as const;
  const title = job ? jobTitle(job) : typeName;
  const from = { empId: row, start, length };
  return (
    <div
      className={css.block}
      style={{ left, width, background: colour, color: blockTextColour(colour) }}
      data-lifted={lifted || undefined}
      data-pending={pending || undefined}
      data-status={entry.status}
    >
      <span aria-hidden="true" className={css.blockContent}>
        <span className={css.blockTitle}>
          <span className={css.statusMarker} style={{ background: entry.status === 'Scheduled' ? 'transparent' : 'currentColor' }} />
          {title}
          {job?.unmapped ? ' ⚑' : ''}
        </span>
        <span className={css.blockLine}>{job ? `${job.description} · Unit ${job.unitNo} · ${job.customer}` : (entry.note ?? typeName)}</span>
        <span className={css.blockLine}>
          {entry.status}
          {job?.unmapped ? ' · No skills mapped' : ''}
        </span>
      </span>
      {/* The button covers the block and carries its name; the text above is what the eye reads. */}
      <button
        type="button"
        aria-label={name}
        className={css.blockButton}
        onPointerDown={(event) => handlers.onPress(event, subject, { from, length, mode: 'move' })}
        onKeyDown={(event) => handlers.onKey(event, subject)}
      />
      <div className={css.blockMenu}>
        <Menu label={`Actions for ${title}`} hideLabel icon="chevron-down" items={statusItems(entry)} onAction={(id) => handlers.onAction(entry, id as BlockAction)} />
      </div>
      <span
        aria-hidden="true"
        className={css.resizeEdge}
        data-resize-edge=""
        onPointerDown={(event) => handlers.onPress(event, subject, { from, length, mode: 'resize' })}
      />
    </div>
  );
});
