import { useState } from 'react';
import { formatDate } from '../../domain/format';
import type { FieldTextProps } from '../Field/Field';

/** What DatePicker and DateRangePicker both take, besides their value: dates are 'YYYY-MM-DD'. */
export interface DateFieldProps extends FieldTextProps {
  /** The earliest date the browser's calendar offers; an earlier one typed in is shown as an error. */
  minValue?: string;
  maxValue?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
}

/**
 * A native date input's value is '' or 'YYYY-MM-DD'. It counts as a date once its year has four
 * digits typed: Chrome reports a year being typed digit by digit as 0002, 0020, 0202 and then 2026,
 * and those years, far before any business date, would send the owner a range of centuries.
 */
export const isIsoDate = (text: string) => /^[1-9]\d{3}-\d{2}-\d{2}$/.test(text);

/** The message for a complete date outside [minValue, maxValue], else undefined. */
export function boundsError(iso: string, { minValue, maxValue }: Pick<DateFieldProps, 'minValue' | 'maxValue'>): string | undefined {
  if (!isIsoDate(iso)) return undefined;
  if (minValue && iso < minValue) return `Enter a date on or after ${formatDate(minValue)}.`;
  if (maxValue && iso > maxValue) return `Enter a date on or before ${formatDate(maxValue)}.`;
  return undefined;
}

/**
 * What a picker's native inputs show: '' while empty or half typed. It follows `value` when the
 * owner changes it, and otherwise keeps the user's typing: an owner that ignores an incomplete
 * date (onChange(null)) does not wipe the segments typed so far, nor does an owner echoing the
 * null back. `keyOf` compares values (a range's object is new on every render).
 */
export function useDateDraft<V, D>(
  value: V | undefined,
  defaultValue: V | undefined,
  toDraft: (value: V | undefined) => D,
  keyOf: (value: V) => string,
) {
  const [draft, setDraft] = useState(() => toDraft(value === undefined ? defaultValue : value));
  const [synced, setSynced] = useState(value === undefined ? undefined : keyOf(value));
  const [emitted, setEmitted] = useState<string>();
  if (value !== undefined && keyOf(value) !== synced) {
    setSynced(keyOf(value));
    if (keyOf(value) !== emitted) setDraft(toDraft(value));
    setEmitted(undefined);
  }
  /** The user changed the inputs to `next`, which the picker reports as `reported`. */
  const change = (next: D, reported: V) => {
    setDraft(next);
    setEmitted(keyOf(reported));
  };
  return [draft, change] as const;
}
