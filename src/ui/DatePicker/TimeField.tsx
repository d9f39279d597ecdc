import { NativeTextField } from '../Native/NativeTextField';
import type { DateFieldProps } from './dateField';

export interface TimeFieldProps extends Omit<DateFieldProps, 'minValue' | 'maxValue'> {
  /** 'HH:MM' (24-hour) for a time of day; 'YYYY-MM-DDTHH:MM' with granularity 'date-time'; '' for none. */
  value: string;
  /** The input's value as the browser reports it: '' while a segment is still empty. */
  onChange: (value: string) => void;
  /** A time of day (a shift's start), or a day and its time (when time off begins). */
  granularity?: 'time' | 'date-time';
  name?: string;
}

/**
 * A time typed as hh:mm AM/PM, or a day and time, in the browser's own segments: a native time input, as
 * DatePicker is a native date input, so the field carries no picker code of its own.
 */
export function TimeField({ value, onChange, granularity = 'time', isDisabled, isRequired, ...props }: TimeFieldProps) {
  return (
    <NativeTextField
      {...props}
      type={granularity === 'time' ? 'time' : 'datetime-local'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={isRequired}
      disabled={isDisabled}
    />
  );
}
