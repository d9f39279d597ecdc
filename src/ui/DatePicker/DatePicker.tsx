import { NativeTextField } from '../Native/NativeTextField';
import { boundsError, isIsoDate, useDateDraft, type DateFieldProps } from './dateField';

export interface DatePickerProps extends DateFieldProps {
  /** 'YYYY-MM-DD', or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** A complete date ('YYYY-MM-DD', also one outside min/max, which the field shows as an error), or null. */
  onChange?: (date: string | null) => void;
  name?: string;
}

const toDraft = (date: string | null | undefined) => date ?? '';

/**
 * A date typed as MM/DD/YYYY or picked from the browser's calendar: a native date input, so the
 * field carries no calendar code of its own.
 */
export function DatePicker({ value, defaultValue, onChange, minValue, maxValue, isDisabled, isRequired, isInvalid, errorMessage, ...props }: DatePickerProps) {
  const [draft, change] = useDateDraft(value, defaultValue, toDraft, toDraft);
  return (
    <NativeTextField
      {...props}
      type="date"
      value={draft}
      onChange={(event) => {
        const date = isIsoDate(event.target.value) ? event.target.value : null;
        change(event.target.value, date);
        onChange?.(date);
      }}
      min={minValue}
      max={maxValue}
      required={isRequired}
      disabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage || boundsError(draft, { minValue, maxValue })}
    />
  );
}
