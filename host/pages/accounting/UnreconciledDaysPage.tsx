import useSWR from 'swr';
import { isReconciliationStream, monthRange, recentMonths, UNRECONCILED_DAY_FIELDS, type ReconciliationStream, type UnreconciledCalendarDay, type UnreconciledDay } from '../../../src/domain/accounting/unreconciledDays';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { listSearchParams } from '../../../src/domain/listQuery';
import { HOME_PATH } from '../../../src/domain/routes';
import { UnreconciledDays } from '../../../src/screens/accounting/UnreconciledDays';
import { StatusPage } from '../../../src/screens/pages/StatusPage';
import { messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';
import { useHomeBranches } from '../../report/useHomeBranches';

/** /ar/unreconcileddays/{stream}: another stream is the not-found page. */
export default function UnreconciledDaysPage({ params }: PageProps) {
  const stream = params.page ?? '';
  if (!isReconciliationStream(stream)) return <StatusPage kind="not-found" homeHref={HOME_PATH} />;
  return <StreamDays key={stream} stream={stream} />;
}

/** The working branch's days of this month, unless the address says otherwise; the calendar over the same days. */
function StreamDays({ stream }: { stream: ReconciliationStream }) {
  const home = useHomeBranches();
  const today = newYorkDay(new Date());
  const thisMonth = monthRange(today.slice(0, 7));
  const defaults: ReportDefaults = { branches: home, from: thisMonth.from, to: thisMonth.to, sort: [{ id: 'daysOpen', desc: true }] };
  const endpoint = `accounting/unreconciled-days/${stream}`;
  const report = useReport<UnreconciledDay>(endpoint, UNRECONCILED_DAY_FIELDS, defaults, 'grid.unreconciledDays');
  const { query } = report;
  const month = (query.from ?? thisMonth.from).slice(0, 7);
  const { dayOn, ...others } = query.filters;
  const selectedDay = dayOn && 'min' in dayOn && dayOn.min === dayOn.max ? (dayOn.min ?? null) : null;
  // The calendar shows every day of the month the other filters keep.
  const calendarQuery = listSearchParams({ branches: query.branches, from: query.from, to: query.to, filters: others, search: query.search });
  const calendar = useSWR<UnreconciledCalendarDay[]>(report.error ? null : `${endpoint}/calendar?${calendarQuery.toString()}`, { keepPreviousData: true });
  return (
    <UnreconciledDays
      stream={stream}
      filters={report.filters}
      month={month}
      months={recentMonths(today)}
      minDaysOpen={others.daysOpen && 'min' in others.daysOpen && others.daysOpen.min ? Number(others.daysOpen.min) : null}
      onMinDaysOpenChange={(days) =>
        report.setQuery((current) => {
          const { daysOpen: _, ...rest } = current.filters;
          return { ...current, page: 1, filters: days === null ? rest : { ...rest, daysOpen: { min: String(days) } } };
        })
      }
      onMonthChange={(m) => report.setQuery((current) => ({ ...current, ...monthRange(m), page: 1, filters: others }))}
      calendar={calendar.data}
      selectedDay={selectedDay}
      onDayPress={(day) =>
        report.setQuery((current) => ({ ...current, page: 1, filters: day === selectedDay ? others : { ...others, dayOn: { min: day, max: day } } }))
      }
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? (calendar.error ? messageOf(calendar.error) : null)}
      onRetry={() => {
        report.onRetry();
        void calendar.mutate();
      }}
      grid={report.grid}
    />
  );
}
