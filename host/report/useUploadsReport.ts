import type { ReportDefaults } from '../../src/domain/drillQuery';
import type { ListFields } from '../../src/domain/listFields';
import { useFileUpload } from './useFileUpload';
import { useHomeBranches } from './useHomeBranches';
import { useReport } from './useReport';

/**
 * A list of uploaded files (card settlement files, bank statements) on the list protocol: the working branch's,
 * in `sort`'s order, and an upload with its progress that opens what it made (`openedAt` answers its address).
 */
export function useUploadsReport<Row extends object, Detail>(path: string, fields: ListFields, sort: ReportDefaults['sort'], gridKey: string, openedAt: (detail: Detail) => string) {
  const report = useReport<Row>(path, fields, { branches: useHomeBranches(), sort }, gridKey);
  const { progress, onUpload } = useFileUpload<Detail>(path, openedAt);
  return { filters: report.filters, grid: report.grid, onUpload, progress, freshness: report.freshness, isLoading: report.isLoading, error: report.error, onRetry: report.onRetry };
}
