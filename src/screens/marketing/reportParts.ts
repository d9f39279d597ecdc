import type { ReactNode } from 'react';
import type { ReportKpi } from '../../ui/report/ReportScreen';

/** What a report of one kind adds to the report screen: its headline figures, its charts and its tables. */
export interface ReportParts {
  kpis: ReportKpi[];
  chart: ReactNode;
  tables: ReactNode;
}
