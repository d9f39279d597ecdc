import { parseDate } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  I18nProvider,
  RangeCalendar,
  type DateRange,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import * as fieldCss from '../Field/Field.css';
import type { FieldTextProps } from '../Field/Field';
import { CalendarBody, DateSegments, PickerLayout, toCalendarDate, toIso } from '../DatePicker/calendar';
import { rangeCalendar, rangeDash } from '../DatePicker/DatePicker.css';

/** Both ends as 'YYYY-MM-DD'. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps
  extends FieldTextProps,
    Pick<AriaDateRangePickerProps<DateValue>, 'isDisabled' | 'isRequired' | 'isInvalid' | 'autoFocus' | 'startName' | 'endName'> {
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  onChange?: (range: IsoDateRange | null) => void;
  minValue?: string;
  maxValue?: string;
}

function toRange(range: IsoDateRange | null | undefined): DateRange | null | undefined {
  if (range === undefined) return undefined;
  return range ? { start: parseDate(range.start), end: parseDate(range.end) } : null;
}

/** A from–to pair of dates, each MM/DD/YYYY, or both picked on one calendar. */
export function DateRangePicker({
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
}: DateRangePickerProps) {
  return (
    <I18nProvider locale="en-US">
      <AriaDateRangePicker
        {...props}
        value={toRange(value)}
        defaultValue={toRange(defaultValue)}
        onChange={(range) => onChange?.(range ? { start: toIso(range.start)!, end: toIso(range.end)! } : null)}
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
          inputs={
            <>
              <DateSegments slot="start" />
              <span aria-hidden="true" className={rangeDash}>
                –
              </span>
              <DateSegments slot="end" />
            </>
          }
          calendar={
            <RangeCalendar className={rangeCalendar}>
              <CalendarBody />
            </RangeCalendar>
          }
        />
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
