import { BANK_STATEMENT_FIELDS, BANK_STATEMENTS_PATH, type BankStatementDetail, type BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { BankReconciliations, bankStatementHref } from '../../../src/screens/accounting/BankReconciliations';
import { useUploadsReport } from '../../report/useUploadsReport';

/** /bankreconcillation: the working branch's statements, newest first; an upload opens the statement it made. */
export default function BankReconciliationsPage() {
  const report = useUploadsReport<BankStatementRow, BankStatementDetail>(BANK_STATEMENTS_PATH, BANK_STATEMENT_FIELDS, [{ id: 'periodTo', desc: true }], 'grid.bankStatements', (detail) =>
    bankStatementHref(detail.statement.id),
  );
  return <BankReconciliations {...report} />;
}
