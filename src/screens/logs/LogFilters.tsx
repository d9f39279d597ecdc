import type { ReactNode } from 'react';
import { DateRangePicker, type IsoDateRange } from '../../ui/DateRangePicker/DateRangePicker';
import type { FieldOption } from '../../ui/Field/Field';
import { Select } from '../../ui/Select/Select';

/** The option that stands for "All …": choosing it clears the filter (null). */
const ALL = 'all';

function LogSelect({ label, all, items, value, onChange }: { label: string; all: string; items: FieldOption[]; value: string | null; onChange: (id: string | null) => void }) {
  return (
    <Select
      label={label}
      items={[{ id: ALL, label: all }, ...items]}
      value={value ?? ALL}
      onChange={(id) => onChange(!id || id === ALL ? null : id)}
    />
  );
}

interface ChoiceProps<T> {
  label: string;
  /** The first option, which clears the filter: "All users". */
  all: string;
  value: T | null;
  onChange: (value: T | null) => void;
}

/** A filter of people, by id. */
export function PersonFilter({ people, value, onChange, ...props }: ChoiceProps<number> & { people: readonly { id: number; name: string }[] | undefined }) {
  return (
    <LogSelect
      {...props}
      items={(people ?? []).map((person) => ({ id: String(person.id), label: person.name }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
    />
  );
}

/** A filter of the values the log holds (pages, branches, actions). */
export function ValueFilter({ values, ...props }: ChoiceProps<string> & { values: readonly string[] | undefined }) {
  return <LogSelect {...props} items={(values ?? []).map((value) => ({ id: value, label: value }))} />;
}

export interface LogFiltersProps {
  /** The New York days of the log to show. */
  dates: IsoDateRange;
  /** Called once both ends are complete and in order. */
  onDatesChange: (dates: IsoDateRange) => void;
  /** The log's PersonFilter and ValueFilter lists, after the dates. */
  children: ReactNode;
}

/** The filters of a log screen, for its PageHeader: the date range, then the log's lists. */
export function LogFilters({ dates, onDatesChange, children }: LogFiltersProps) {
  return (
    <>
      <DateRangePicker label="Dates" value={dates} onChange={(range) => range && onDatesChange(range)} />
      {children}
    </>
  );
}
