import { useState } from 'react';
import { formatDate, formatDateTime } from '../../domain/format';
import { pastHolidayRefusal, type CompanyHoliday, type HolidayInput } from '../../domain/service/companyHolidays';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import { PageHeader } from '../../ui/PageHeader/PageHeader';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import * as codes from '../parts/RootCauseCodes.css';
import * as css from './CompanyHolidays.css';
import { CompanyHolidaysDialog } from './CompanyHolidaysDialog';

/** A year's holidays as GET /api/service/company-holidays answers them. */
export interface HolidayYear {
  year: number;
  today: string;
  holidays: CompanyHoliday[];
  branches: string[];
  holdsEveryBranch: boolean;
}

export interface CompanyHolidaysProps {
  data: HolidayYear | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  year: number;
  /** The years offered in the picker. */
  years: readonly number[];
  onYearChange: (year: number) => void;
  onSave: (values: HolidayInput, holiday: CompanyHoliday | null) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
  onDialogOpen?: () => void;
  onDelete: (holiday: CompanyHoliday) => Promise<boolean>;
  isDeleting: boolean;
  deleteError: string | null;
  /** Copies the year before onto the year shown. */
  onCopy: () => void;
  isCopying: boolean;
  copyError?: string | null;
}

/** hh:mm (24 h) as the portal shows a time, hh:mm AM. */
const timeText = (hhmm: string) => formatDateTime(`2000-01-03T${hhmm}:00`).slice(11);

/** What part of the day a holiday closes, in words. */
export const dayPartText = (h: Pick<CompanyHoliday, 'dayPart' | 'closesAt' | 'opensAt'>): string =>
  h.dayPart === 'Closes early' && h.closesAt ? `Closes at ${timeText(h.closesAt)}` : h.dayPart === 'Opens late' && h.opensAt ? `Opens at ${timeText(h.opensAt)}` : 'Full day';

function HolidayTable({ data, onEdit, onDelete }: { data: HolidayYear; onEdit: (h: CompanyHoliday) => void; onDelete: (h: CompanyHoliday) => void }) {
  if (!data.holidays.length) return <EmptyState headingLevel={2} title={`No holidays in ${data.year}`} description="Add one, or copy last year's." />;
  const mayChange = (h: CompanyHoliday) => !pastHolidayRefusal(h.day, data.today) && (h.allBranches ? data.holdsEveryBranch : h.branches.every((b) => data.branches.includes(b)));
  return (
    <table className={codes.table} aria-label={`Holidays of ${data.year}`}>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Holiday</th>
          <th scope="col">Branches</th>
          <th scope="col">Closed</th>
          <th scope="col">Emergencies</th>
          <th scope="col">Changed by</th>
          <th scope="col">
            <span className={codes.muted}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {data.holidays.map((h) => (
          <tr key={h.id} className={h.day < data.today ? css.past : undefined}>
            <td className={codes.code}>{formatDate(h.day)}</td>
            <td className={codes.wide}>{h.name}</td>
            <td data-label="Branches">{h.allBranches ? 'All branches' : h.branches.join(', ')}</td>
            <td data-label="Closed">{dayPartText(h)}</td>
            <td data-label="Emergencies">{h.emergencyOnly ? <Badge tone="info">Emergency only</Badge> : 'Closed'}</td>
            <td data-label="Changed by">{h.updatedByName ?? ''}</td>
            <td className={codes.wide}>
              {mayChange(h) ? (
                <div className={codes.rowActions}>
                  <Button size="small" tone="secondary" aria-label={`Edit ${h.name}`} onPress={() => onEdit(h)}>
                    Edit
                  </Button>
                  <Button size="small" tone="critical" aria-label={`Delete ${h.name}`} onPress={() => onDelete(h)}>
                    Delete
                  </Button>
                </div>
              ) : (
                <span className={codes.muted}>{h.day < data.today ? 'Past' : h.allBranches ? 'All branches: the administrator’s' : 'Another branch’s'}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /companyholidays: the days the shops close in a year, for every branch or some, all day or closing early or
 * opening late, and whether they open for emergencies. A holiday from today on is added, changed or deleted by
 * someone holding each branch it closes; a past one is history. Last year's are copied onto this year by the US rules.
 */
export function CompanyHolidays(props: CompanyHolidaysProps) {
  const { data, year } = props;
  const [editing, setEditing] = useState<CompanyHoliday | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CompanyHoliday | null>(null);
  const open = (next: CompanyHoliday | null) => {
    props.onDialogOpen?.();
    setEditing(next);
  };
  const ready = Boolean(data) && !props.error;
  return (
    <div className={codes.page}>
      <PageHeader title="Company Holidays" description="The days the shops close. The scheduler board books no one on them, and the public booking offers no slot." />
      <div className={css.toolbar}>
        <Select label="Year" items={props.years.map((y) => ({ id: String(y), label: String(y) }))} value={String(year)} onChange={(v) => v && props.onYearChange(Number(v))} />
        <span className={css.grow} />
        <Button tone="secondary" isDisabled={!ready} isPending={props.isCopying} onPress={props.onCopy}>
          Copy {year - 1} holidays
        </Button>
        <Button isDisabled={!ready} onPress={() => open(null)}>
          Add holiday
        </Button>
      </div>
      {props.copyError ? <Alert tone="critical">{props.copyError}</Alert> : null}
      {props.error ? (
        <ErrorState message={props.error} onRetry={props.onRetry} headingLevel={2} />
      ) : props.isLoading || !data ? (
        <Skeleton lines={8} label="Loading the holidays" />
      ) : (
        <HolidayTable data={data} onEdit={open} onDelete={setDeleting} />
      )}
      {data ? (
        <CompanyHolidaysDialog
          editing={editing}
          branches={data.branches}
          holdsEveryBranch={data.holdsEveryBranch}
          today={data.today}
          onSave={props.onSave}
          isPending={props.isSaving}
          error={props.saveError}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        message={
          <>
            {deleting ? `The shops will open on ${formatDate(deleting.day)}.` : ''}
            {props.deleteError ? <Alert tone="critical">{props.deleteError}</Alert> : null}
          </>
        }
        confirmLabel="Delete"
        tone="critical"
        isPending={props.isDeleting}
        onConfirm={() => void (deleting && props.onDelete(deleting).then((done) => done && setDeleting(null)))}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
