import { TIME_OFF_FIELDS, type TimeOffRow } from '../../domain/service/timeOff';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { STATUS_TONE, TimeOffDecision, type TimeOffDecisionProps } from './TimeOffDecision';
import { TimeOffRequest, type TimeOffRequestProps } from './TimeOffRequest';

export const TIME_OFF_COLUMNS: readonly DataTableColumn<TimeOffRow>[] = fieldColumns<TimeOffRow, typeof TIME_OFF_FIELDS>(TIME_OFF_FIELDS, {
  technician: { width: 'minmax(150px, 1.3fr)' },
  brnId: { width: '80px' },
  type: { width: '100px' },
  fromAt: { width: '150px' },
  toAt: { width: '150px' },
  hours: { width: '80px' },
  status: { width: '110px', render: (row) => <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge> },
  requestedBy: { width: 'minmax(120px, 1fr)' },
  decidedBy: { width: 'minmax(120px, 1fr)' },
  decidedAt: { width: '150px' },
  decisionNote: { width: 'minmax(150px, 1.5fr)' },
});

export type TimeOffGrid = Omit<ReportGrid<TimeOffRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface TimeOffProps extends Pick<ReportScreenProps<TimeOffRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  grid?: TimeOffGrid;
  /** "Request time off" opens its dialog (absent: no button); `requesting` is the dialog while open. */
  onNewRequest?: () => void;
  requesting?: TimeOffRequestProps | null;
  /** The request open in its dialog. */
  decision?: TimeOffDecisionProps | null;
}

/**
 * /scheduletimeoff: technicians' vacation, sick and training time of the user's branches by status and dates,
 * requested for a technician and approved or denied by a service manager; a request opens with the scheduled
 * jobs it overlaps, to reassign.
 */
export function TimeOff({ filters, grid, onNewRequest, requesting, decision, freshness, isLoading, error, onRetry }: TimeOffProps) {
  return (
    <>
      <ReportScreen<TimeOffRow>
        title="Schedule Time Off"
        description="Technicians' vacation, sick and training time. A service manager approves or denies a request; open one to see the scheduled jobs it takes the technician from."
        actions={onNewRequest ? <Button onPress={onNewRequest}>Request time off</Button> : null}
        filters={filters ? <ReportFilterBar {...filters} /> : null}
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        grid={
          grid && {
            ...grid,
            'aria-label': 'Time off',
            columns: TIME_OFF_COLUMNS,
            getRowId: (row) => String(row.id),
            emptyMessage: 'No time off matches these filters.',
          }
        }
      />
      {requesting ? <TimeOffRequest {...requesting} /> : null}
      {decision ? <TimeOffDecision {...decision} /> : null}
    </>
  );
}
