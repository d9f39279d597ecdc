import { useSnapshot } from 'valtio';
import { CARD_FILE_FIELDS, CARD_FILES_PATH, type CardFileDetail, type CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { CardSettlementFiles, cardFileHref } from '../../../src/screens/accounting/CardSettlementFiles';
import { useFileUpload } from '../../report/useFileUpload';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /ar/creditcardcollections/files: the working branch's settlement files, newest first; an upload opens the file it made. */
export default function CardSettlementFilesPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const defaults: ReportDefaults = { branches: home, sort: [{ id: 'id', desc: true }] };
  const report = useReport<CardFileRow>(CARD_FILES_PATH, CARD_FILE_FIELDS, defaults, 'grid.cardSettlementFiles');
  const { progress, onUpload } = useFileUpload<CardFileDetail>(CARD_FILES_PATH, (detail) => cardFileHref(detail.file.id));
  return (
    <CardSettlementFiles
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
