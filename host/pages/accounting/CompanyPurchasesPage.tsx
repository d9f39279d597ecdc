import useSWR from 'swr';
import { PURCHASE_FIELDS, PURCHASES_PATH, type PurchaseOverview, type PurchaseRow } from '../../../src/domain/accounting/companyPurchaseViews';
import { CompanyPurchases } from '../../../src/screens/accounting/CompanyPurchases';
import { messageOf } from '../../api/client';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { useCan } from '../../useCan';

/** /companypurchase: the working branch's purchase requests, newest first, with what waits for my approval. */
export default function CompanyPurchasesPage() {
  const can = useCan();
  const report = useReport<PurchaseRow>(PURCHASES_PATH, PURCHASE_FIELDS, { branches: useHomeBranches(), sort: [{ id: 'requestNo', desc: true }] }, 'grid.companyPurchases');
  const branches = new URLSearchParams(report.query.branches.map((b) => ['brnId', b]));
  const overview = useSWR<PurchaseOverview>(report.error ? null : `${PURCHASES_PATH}/overview?${branches.toString()}`, { keepPreviousData: true });
  return (
    <CompanyPurchases
      filters={report.filters}
      grid={report.grid}
      overview={overview.data}
      createHref={can('can create company purchase') ? '/companypurchase/create' : undefined}
      isLoading={report.isLoading}
      error={report.error ?? (overview.error ? messageOf(overview.error) : null)}
      onRetry={() => {
        report.onRetry();
        void overview.mutate();
      }}
    />
  );
}
