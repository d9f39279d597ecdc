import { memo } from 'react';
import { formatHours } from '../../../domain/format';
import type { BoardCapacityDay } from '../../../domain/service/schedulerBoard';
import { BarChart } from '../../../ui/charts/BarChart';
import { dayLabel } from './boardTime';
import * as css from './SchedulerBoard.css';

const SERIES = [
  { key: 'expected', label: 'Expected hours' },
  { key: 'scheduled', label: 'Scheduled hours' },
];

/** Each day's expected hours (available × the branch's productivity) against the hours scheduled. */
export const CapacityStrip = memo(function CapacityStrip({ days }: { days: readonly BoardCapacityDay[] }) {
  const scheduled = days.reduce((sum, d) => sum + d.scheduledHours, 0);
  const expected = days.reduce((sum, d) => sum + d.expectedHours, 0);
  return (
    <section className={css.capacity} aria-label="Capacity strip">
      <BarChart
        title="Capacity"
        data={days.map((d) => ({ day: dayLabel(d.day), expected: d.expectedHours, scheduled: d.scheduledHours }))}
        categoryKey="day"
        categoryLabel="Day"
        series={SERIES}
        format={formatHours}
        height={120}
      />
      <p className={css.capacityText}>
        Scheduled {formatHours(scheduled)} of {formatHours(expected)} expected hours
      </p>
    </section>
  );
});
