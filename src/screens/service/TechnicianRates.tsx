import { TECHNICIAN_RATE_FIELDS, type TechnicianRateRow } from '../../domain/service/technicianRates';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { RATE_STATUS_TONE, TechnicianRateChange, type TechnicianRateChangeProps } from './TechnicianRateChange';
import { TechnicianRateRule, type TechnicianRateRuleProps } from './TechnicianRateRule';

export const TECHNICIAN_RATE_COLUMNS: readonly DataTableColumn<TechnicianRateRow>[] = fieldColumns<TechnicianRateRow, typeof TECHNICIAN_RATE_FIELDS>(TECHNICIAN_RATE_FIELDS, {
  empId: { width: '80px' },
  technician: { width: 'minmax(150px, 1.3fr)' },
  brnId: { width: '80px' },
  grade: { width: '70px' },
  currentRate: { width: '110px' },
  proposedRate: { width: '120px' },
  changePercent: { width: '95px' },
  effectiveOn: { width: '110px' },
  status: { width: '100px', render: (row) => (row.status ? <Badge tone={RATE_STATUS_TONE[row.status]}>{row.status}</Badge> : null) },
  reason: { width: 'minmax(160px, 1.5fr)' },
  submittedBy: { width: 'minmax(120px, 1fr)' },
  decidedBy: { width: 'minmax(120px, 1fr)' },
});

export type TechnicianRatesGrid = Omit<ReportGrid<TechnicianRateRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface TechnicianRatesProps extends Pick<ReportScreenProps<TechnicianRateRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  filters?: Omit<ReportFilterBarProps, 'children'>;
  grid?: TechnicianRatesGrid;
  /** "Change by rule" opens its dialog; `rule` is the dialog while open. */
  onNewRule?: () => void;
  rule?: TechnicianRateRuleProps | null;
  /** The technician open in its dialog. */
  technician?: TechnicianRateChangeProps | null;
}

/**
 * /automatetechnicianrate: the technicians of the user's branches with Excede's labor cost rate and their latest
 * change (proposed rate, change %, effective date, status); rates changed by a rule or one by one, submitted and
 * approved, and exported for payroll.
 */
export function TechnicianRates({ filters, grid, onNewRule, rule, technician, freshness, isLoading, error, onRetry }: TechnicianRatesProps) {
  return (
    <>
      <ReportScreen<TechnicianRateRow>
        title="Technician Rates"
        description="What the shop pays each technician an hour. Change rates by a rule or one by one; a service manager approves a change, the general manager a raise over 5%. Never before the open pay period."
        actions={onNewRule ? <Button onPress={onNewRule}>Change by rule</Button> : null}
        filters={filters ? <ReportFilterBar {...filters} hasPeriod={false} /> : null}
        freshness={freshness}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        grid={
          grid && {
            ...grid,
            'aria-label': 'Technician rates',
            columns: TECHNICIAN_RATE_COLUMNS,
            getRowId: (row) => row.empId,
            emptyMessage: 'No technician matches these filters.',
          }
        }
      />
      {rule ? <TechnicianRateRule {...rule} /> : null}
      {technician ? <TechnicianRateChange {...technician} /> : null}
    </>
  );
}
