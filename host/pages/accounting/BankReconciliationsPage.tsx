import { useSnapshot } from 'valtio';
import { BANK_STATEMENT_FIELDS, BANK_STATEMENTS_PATH, type BankStatementDetail, type BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { BankReconciliations, bankStatementHref } from '../../../src/screens/accounting/BankReconciliations';
import { useFileUpload } from '../../report/useFileUpload';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /bankreconcillation: the working branch's statements, newest first; an upload opens the statement it made. */
export default function BankReconciliationsPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const defaults: ReportDefaults = { branches: home, sort: [{ id: 'periodTo', desc: true }] };
  const report = useReport<BankStatementRow>(BANK_STATEMENTS_PATH, BANK_STATEMENT_FIELDS, defaults, 'grid.bankStatements');
  const { progress, onUpload } = useFileUpload<BankStatementDetail>(BANK_STATEMENTS_PATH, (detail) => bankStatementHref(detail.statement.id));
  return (
    <BankReconciliations
      filters={report.filters}
      grid={report.grid}
      onUpload={onUpload}
      progress={progress}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error}
      onRetry={report.onRetry}
    />
  );
}
