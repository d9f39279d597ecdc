import { FI_DEAL_PRODUCT_FIELDS, fiDrillQuery, fiParams, type FiDealProductRow } from '../../../src/domain/sales/financeInsuranceFields';
import { FinanceInsuranceDrill } from '../../../src/screens/sales/FinanceInsuranceDrill';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import type { PageProps } from '../PageProps';

/** /finance-insurance-drill-report?brnId=&period=&mgr=&product=: a wrong or missing parameter is said before anything is asked; the server checks the branch. */
export default function FinanceInsuranceDrillPage({ query }: PageProps) {
  const home = useHomeBranches();
  const read = fiDrillQuery.safeParse(query);
  const ask = read.success ? read.data : null;
  const params = new URLSearchParams(ask ? { ...fiParams(ask), ...(ask.mgr !== undefined ? { mgr: ask.mgr } : {}), ...(ask.product ? { product: ask.product } : {}) } : {});
  const report = useReport<FiDealProductRow>(ask ? `sales/finance-insurance/deals?${params.toString()}` : null, FI_DEAL_PRODUCT_FIELDS, { branches: home, sort: [{ id: 'deliveredOn', desc: false }] }, 'grid.financeInsuranceDrill');
  return (
    <FinanceInsuranceDrill
      filters={report.filters}
      ask={ask}
      grid={ask ? report.grid : { ...report.grid, rows: [], total: 0 }}
      freshness={report.freshness}
      isLoading={ask ? report.isLoading : false}
      error={read.success ? report.error : (read.error.issues[0]?.message ?? 'This address does not say which deals to show.')}
      onRetry={report.onRetry}
    />
  );
}
