import * as fieldCss from '../Field/Field.css';
import { boundsError, isIsoDate, useDateDraft, type DateFieldProps } from '../DatePicker/dateField';
import { NativeFieldMessages, useNativeFieldIds } from '../Native/nativeMessages';
import * as css from './DateRangePicker.css';

/** Both ends as 'YYYY-MM-DD'. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends DateFieldProps {
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  /** Both ends once both are complete dates, in order and within min/max; null while not (the field says why). */
  onChange?: (range: IsoDateRange | null) => void;
  startName?: string;
  endName?: string;
}

export const REVERSED_RANGE_MESSAGE = 'The end date must not be before the start date.';

const toDraft = (range: IsoDateRange | null | undefined): IsoDateRange => range ?? { start: '', end: '' };
const keyOf = (range: IsoDateRange | null) => (range ? `${range.start}/${range.end}` : '');

/** What is wrong with the typed ends, and at which end; nothing while an end is incomplete. */
function rangeError(draft: IsoDateRange, bounds: Pick<DateFieldProps, 'minValue' | 'maxValue'>) {
  const start = boundsError(draft.start, bounds);
  if (start) return { message: start, end: false };
  const end = boundsError(draft.end, bounds);
  if (end) return { message: end, end: true };
  if (isIsoDate(draft.start) && isIsoDate(draft.end) && draft.end < draft.start) return { message: REVERSED_RANGE_MESSAGE, end: true };
  return undefined;
}

/**
 * A from–to pair of dates, each a native date input (MM/DD/YYYY, with the browser's calendar),
 * in a group named by the label; the end's calendar starts at the start date.
 */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDisabled,
  isRequired,
  isInvalid,
  autoFocus,
  startName,
  endName,
}: DateRangePickerProps) {
  const [draft, change] = useDateDraft(value, defaultValue, toDraft, keyOf);
  const bounds = { minValue, maxValue };
  const problem = rangeError(draft, bounds);
  const message = errorMessage || problem?.message;
  const ids = useNativeFieldIds({ description, errorMessage: message });
  const invalid = !!(errorMessage || isInvalid);
  const update = (next: IsoDateRange) => {
    const range = isIsoDate(next.start) && isIsoDate(next.end) && !rangeError(next, bounds) ? next : null;
    change(next, range);
    onChange?.(range);
  };
  const dateInput = (end: boolean, props: { 'aria-label': string; name: string | undefined; min: string | undefined; autoFocus?: boolean | undefined }) => (
    <input
      {...props}
      type="date"
      className={`${fieldCss.input} ${css.input}`}
      value={end ? draft.end : draft.start}
      onChange={(event) => update(end ? { ...draft, end: event.target.value } : { ...draft, start: event.target.value })}
      max={maxValue}
      required={isRequired}
      disabled={isDisabled}
      aria-invalid={invalid || problem?.end === end ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );

  return (
    <div role="group" aria-labelledby={`${ids.id}-label`} className={fieldCss.field}>
      <span id={`${ids.id}-label`} className={fieldCss.label}>
        {label}
      </span>
      <div className={css.inputs}>
        {dateInput(false, { 'aria-label': 'Start date', name: startName, min: minValue, autoFocus })}
        <span aria-hidden="true" className={css.dash}>
          –
        </span>
        {/* The end's calendar starts at the start date. */}
        {dateInput(true, { 'aria-label': 'End date', name: endName, min: isIsoDate(draft.start) && draft.start > (minValue ?? '') ? draft.start : minValue })}
      </div>
      <NativeFieldMessages ids={ids} description={description} errorMessage={message} />
    </div>
  );
}
