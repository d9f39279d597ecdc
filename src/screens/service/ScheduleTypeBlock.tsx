import { blockTextColour } from '../../domain/service/scheduleTypes';
import * as css from './ScheduleTypes.css';

/** A schedule type's block as the board draws it: its colour, and black or white text, whichever reads on it. */
export function ScheduleTypeBlock({ colour, label }: { colour: string; label: string }) {
  return (
    <span className={css.swatch} style={{ background: colour, color: blockTextColour(colour) }}>
      {label}
    </span>
  );
}
