import {
  Calendar,
  DatePicker as AriaDatePicker,
  I18nProvider,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import * as fieldCss from '../Field/Field.css';
import type { FieldTextProps } from '../Field/Field';
import { CalendarBody, DateSegments, PickerLayout, toCalendarDate, toIso } from './calendar';

export interface DatePickerProps
  extends FieldTextProps,
    Pick<AriaDatePickerProps<DateValue>, 'isDisabled' | 'isRequired' | 'isInvalid' | 'name' | 'autoFocus'> {
  /** 'YYYY-MM-DD', or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (date: string | null) => void;
  minValue?: string;
  maxValue?: string;
}

/** A date typed as MM/DD/YYYY or picked from a calendar. */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  ...props
}: DatePickerProps) {
  return (
    <I18nProvider locale="en-US">
      <AriaDatePicker
        {...props}
        value={toCalendarDate(value)}
        defaultValue={toCalendarDate(defaultValue)}
        onChange={(date) => onChange?.(toIso(date))}
        minValue={toCalendarDate(minValue)}
        maxValue={toCalendarDate(maxValue)}
        shouldForceLeadingZeros
        isInvalid={isInvalid || !!errorMessage}
        className={fieldCss.field}
      >
        <PickerLayout
          label={label}
          description={description}
          errorMessage={errorMessage}
          inputs={<DateSegments />}
          calendar={
            <Calendar>
              <CalendarBody />
            </Calendar>
          }
        />
      </AriaDatePicker>
    </I18nProvider>
  );
}
