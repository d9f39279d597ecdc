import { formatHours } from '../../../domain/format';
import * as css from './SchedulerBoard.css';

export interface TechnicianLoadProps {
  name: string;
  scheduledHours: number;
  availableHours: number;
}

/** A technician's load: scheduled against available hours, red once booked past them. */
export function TechnicianLoad({ name, scheduledHours, availableHours }: TechnicianLoadProps) {
  const share = availableHours > 0 ? Math.min(scheduledHours / availableHours, 1) : scheduledHours > 0 ? 1 : 0;
  const text = `${formatHours(scheduledHours)} / ${formatHours(availableHours)} h`;
  return (
    <div className={css.load}>
      <div
        role="meter"
        aria-label={`${name} load`}
        aria-valuemin={0}
        aria-valuemax={availableHours}
        aria-valuenow={scheduledHours}
        aria-valuetext={text}
        className={css.loadBar}
      >
        <div className={css.loadFill} data-over={scheduledHours > availableHours || undefined} style={{ width: `${share * 100}%` }} />
      </div>
      <span className={css.loadText}>{text}</span>
    </div>
  );
}
