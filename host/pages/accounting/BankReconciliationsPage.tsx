import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { BANK_STATEMENT_FIELDS, BANK_STATEMENTS_PATH, type BankStatementDetail, type BankStatementRow } from '../../../src/domain/accounting/bankReconciliationViews';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { BankReconciliations, bankStatementHref } from '../../../src/screens/accounting/BankReconciliations';
import { uploadWithProgress } from '../../api/upload';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /bankreconcillation: the working branch's statements, newest first; an upload opens the statement it made. */
export default function BankReconciliationsPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const defaults: ReportDefaults = { branches: home, sort: [{ id: 'periodTo', desc: true }] };
  const report = useReport<BankStatementRow>(BANK_STATEMENTS_PATH, BANK_STATEMENT_FIELDS, defaults, 'grid.bankStatements');
  const [progress, setProgress] = useState<number | null>(null);
  const [, navigate] = useLocation();
  const onUpload = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setProgress(0);
    try {
      const detail = await uploadWithProgress<BankStatementDetail>(BANK_STATEMENTS_PATH, form, setProgress);
      navigate(bankStatementHref(detail.statement.id));
    } finally {
      setProgress(null);
    }
  };
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
