import { useState } from 'react';
import { formatDate } from '../../domain/format';
import { DateRangePicker, type IsoDateRange } from '../DateRangePicker/DateRangePicker';
import { Select } from '../Select/Select';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from './datePresets';
import * as css from './DateRangeFilter.css';

export interface DateRangeFilterProps {
  /** The New York days shown; null for none yet. */
  value: IsoDateRange | null;
  /** Called with whole ranges only: a preset's days, or both custom ends once complete and in order. */
  onChange: (range: IsoDateRange) => void;
  label?: string;
  /** Where the presets count from; now by default (stories fix it). */
  now?: Date;
}

const presets = DATE_PRESETS.map(({ id, label }) => ({ id, label }));

/** A report's period: a preset (Today … Last 90 days) or Custom, whose two dates are typed or picked. */
export function DateRangeFilter({ value, onChange, label = 'Period', now = new Date() }: DateRangeFilterProps) {
  const [customChosen, setCustomChosen] = useState(false);
  const preset: DatePreset = customChosen ? 'custom' : presetOf(value, now);
  return (
    <div className={css.root}>
      <Select
        label={label}
        items={presets}
        value={preset}
        description={preset === 'custom' || !value ? undefined : `${formatDate(value.start)} – ${formatDate(value.end)}`}
        onChange={(id) => {
          if (!id) return;
          setCustomChosen(id === 'custom');
          if (id !== 'custom') onChange(presetRange(id as Exclude<DatePreset, 'custom'>, now));
        }}
      />
      {preset === 'custom' ? (
        <div className={css.custom}>
          <DateRangePicker label="Dates" value={value} onChange={(range) => range && onChange(range)} />
        </div>
      ) : null}
    </div>
  );
}
