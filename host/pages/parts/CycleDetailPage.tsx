import { useLocation } from 'wouter';
import { drillHref } from '../../../src/domain/drill';
import { CYCLE_DETAIL_FIELDS, CYCLE_TIE_OUT_FIELDS, type CycleDetailRow, type CycleTieOutRow } from '../../../src/domain/parts/cycleDetail';
import { CycleDetail, type CycleDetailTab } from '../../../src/screens/parts/CycleDetail';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

const PATH = '/CycleDetailReport';

function LinesTab({ onTabChange }: { onTabChange: (tab: CycleDetailTab) => void }) {
  const report = useReport<CycleDetailRow>('parts/cycle-detail', CYCLE_DETAIL_FIELDS, { branches: [], sort: [{ id: 'date', desc: true }] }, 'grid.cycleDetail');
  return <CycleDetail tab="lines" onTabChange={onTabChange} filters={report.filters} lines={report.grid} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} />;
}

function TieOutTab({ onTabChange }: { onTabChange: (tab: CycleDetailTab) => void }) {
  const report = useReport<CycleTieOutRow>('parts/cycle-detail/tie-out', CYCLE_TIE_OUT_FIELDS, { branches: [], sort: [{ id: 'month', desc: true }] }, 'grid.cycleDetailTieOut');
  return <CycleDetail tab="tie-out" onTabChange={onTabChange} filters={report.filters} tieOut={report.grid} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} />;
}

/** /CycleDetailReport?tab=: the lines, or their tie-out to the GL; another tab is another address (branches and period go along). */
export default function CycleDetailPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const tab: CycleDetailTab = query.tab === 'tie-out' ? 'tie-out' : 'lines';
  const onTabChange = (next: CycleDetailTab) => {
    const search = new URLSearchParams(window.location.search);
    const branches = search.getAll('brnId');
    navigate(drillHref(PATH, { brnId: branches.length ? branches : null, from: search.get('from'), to: search.get('to'), tab: next === 'lines' ? null : next }));
  };
  return tab === 'tie-out' ? <TieOutTab onTabChange={onTabChange} /> : <LinesTab onTabChange={onTabChange} />;
}
