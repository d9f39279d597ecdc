import { useSnapshot } from 'valtio';
import { CARD_DAY_FIELDS, CARD_DAYS_PATH, type CardDayRow } from '../../../src/domain/accounting/cardSettlementViews';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { CardSettlementDetails } from '../../../src/screens/accounting/CardSettlementDetails';
import { presetRange } from '../../../src/ui/report/datePresets';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /ar/creditcardcollections/gridview/details?brnId=&dateFrom=&dateTo=&status=: the working branch's batches this month unless the address says otherwise. */
export default function CardSettlementDetailsPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const month = presetRange('thisMonth', new Date());
  const defaults: ReportDefaults = { branches: home, from: month.start, to: month.end, sort: [{ id: 'batchOn', desc: true }] };
  const report = useReport<CardDayRow>(CARD_DAYS_PATH, CARD_DAY_FIELDS, defaults, 'grid.cardSettlementDays');
  return <CardSettlementDetails filters={report.filters} grid={report.grid} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} />;
}
