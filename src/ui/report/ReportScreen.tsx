import type { ReactNode } from 'react';
import { KpiTile, type KpiTileProps } from '../charts/KpiTile';
import { ErrorState } from '../ErrorState/ErrorState';
import { PageHeader } from '../PageHeader/PageHeader';
import { DataFreshness } from './DataFreshness';
import * as css from './ReportScreen.css';

/** A headline figure of a report (its tile shows a placeholder while the report loads). */
export type ReportKpi = Omit<KpiTileProps, 'isLoading'>;

export interface ReportScreenProps {
  title: string;
  description?: ReactNode;
  /** The report's buttons, at the right of the title. */
  actions?: ReactNode;
  /** The ReportFilterBar. */
  filters: ReactNode;
  /** How fresh the Excede data is: from the list's answer; undefined until it answers. */
  freshness: { asOf: string | null; stale: boolean } | undefined;
  kpis?: readonly ReportKpi[];
  /** A chart of the kit (src/ui/charts), in a Card. */
  chart?: ReactNode;
  /** The grid. */
  children: ReactNode;
  isLoading?: boolean;
  /** Stands in for the figures, the chart and the grid, with a retry; the filters stay to change what was asked. */
  error?: string | null;
  onRetry?: () => void;
}

/** The layout every report shares: title, filters, how fresh, headline figures, a chart, the grid. */
export function ReportScreen({ title, description, actions, filters, freshness, kpis, chart, children, isLoading, error, onRetry }: ReportScreenProps) {
  return (
    <div className={css.page}>
      <PageHeader title={title} description={description} actions={actions} />
      {filters}
      {error ? null : <DataFreshness asOf={freshness?.asOf ?? null} stale={freshness?.stale ?? false} isLoading={!freshness} />}
      {error ? (
        <ErrorState title="The report could not be loaded" message={error} onRetry={onRetry ?? (() => undefined)} />
      ) : (
        <>
          {kpis?.length ? (
            <div className={css.kpis}>
              {kpis.map((kpi) => (
                <KpiTile key={kpi.label} {...kpi} isLoading={!!isLoading} />
              ))}
            </div>
          ) : null}
          {chart}
          {children}
        </>
      )}
    </div>
  );
}
