import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { GL_LINE_FIELDS, type GlLine } from '../../../src/domain/accounting/glLines';
import { TransactionDetail } from '../../../src/screens/accounting/TransactionDetail';
import { presetRange } from '../../../src/ui/report/datePresets';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import type { PageProps } from '../PageProps';

/**
 * /ar/transactiondetail: GL lines of the working branch this month, unless the address says otherwise; a
 * quick link (?SearchValue=) searches for its record over every day.
 */
export default function TransactionDetailPage({ query }: PageProps) {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const month = presetRange('thisMonth', new Date());
  const defaults: ReportDefaults = query.SearchValue
    ? { branches: home, search: query.SearchValue, sort: [{ id: 'postedOn', desc: true }] }
    : { branches: home, from: month.start, to: month.end, sort: [{ id: 'postedOn', desc: true }] };
  const report = useReport<GlLine>('accounting/gl-lines', GL_LINE_FIELDS, defaults, 'grid.transactionDetail');
  return <TransactionDetail filters={report.filters} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} grid={report.grid} />;
}
