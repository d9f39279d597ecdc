import { FILED_DOCUMENT_FIELDS, type FiledDocument } from '../../../src/domain/accounting/scannedDocumentsArchive';
import { CategorizedScanned } from '../../../src/screens/accounting/CategorizedScanned';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';

/** /categorizedscanned: the working branch's filed scans, newest first, unless the address says otherwise. */
export default function CategorizedScannedPage() {
  const report = useReport<FiledDocument>('accounting/scanned-documents', FILED_DOCUMENT_FIELDS, { branches: useHomeBranches(), sort: [{ id: 'filedAt', desc: true }] }, 'grid.categorizedScanned');
  return <CategorizedScanned filters={report.filters} grid={report.grid} freshness={report.freshness} isLoading={report.isLoading} error={report.error} onRetry={report.onRetry} />;
}
