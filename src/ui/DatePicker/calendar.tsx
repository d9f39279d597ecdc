import type { ReactNode } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as fieldCss from '../Field/Field.css';
import { FieldMessages, type FieldTextProps } from '../Field/Field';
import * as css from './DatePicker.css';

/** 'YYYY-MM-DD' at the props boundary; undefined stays undefined so the picker can be uncontrolled. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  return iso ? parseDate(iso) : null;
}

export function toIso(date: DateValue | null): string | null {
  return date ? date.toString().slice(0, 10) : null;
}

/** Month navigation and the day grid, for a Calendar or a RangeCalendar around it. */
export function CalendarBody() {
  return (
    <>
      <div className={css.calendarHeader}>
        <AriaButton slot="previous" className={fieldCss.groupButton}>
          <Icon name="chevron-left" size="small" />
        </AriaButton>
        <Heading className={css.calendarHeading} />
        <AriaButton slot="next" className={fieldCss.groupButton}>
          <Icon name="chevron-right" size="small" />
        </AriaButton>
      </div>
      <CalendarGrid className={css.calendarGrid}>
        {(date) => <CalendarCell date={date} className={css.calendarCell} />}
      </CalendarGrid>
    </>
  );
}

export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={css.dateInput}>
      {(segment) => <DateSegment segment={segment} className={css.dateSegment} />}
    </DateInput>
  );
}

interface PickerLayoutProps extends FieldTextProps {
  inputs: ReactNode;
  calendar: ReactNode;
}

/** What DatePicker and DateRangePicker share: label, the segments with a calendar button, messages, the popover. */
export function PickerLayout({ label, description, errorMessage, inputs, calendar }: PickerLayoutProps) {
  return (
    <>
      <Label className={fieldCss.label}>{label}</Label>
      <Group className={fieldCss.group}>
        {inputs}
        <AriaButton className={fieldCss.groupButton}>
          <Icon name="calendar" size="small" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={fieldCss.popover}>
        <Dialog className={css.calendarDialog}>{calendar}</Dialog>
      </Popover>
    </>
  );
}
