import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { CARD_FILE_FIELDS, CARD_FILES_PATH, type CardFileDetail, type CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { branchCode } from '../../../src/domain/branches';
import type { ReportDefaults } from '../../../src/domain/drillQuery';
import { CardSettlementFiles, cardFileHref } from '../../../src/screens/accounting/CardSettlementFiles';
import { uploadWithProgress } from '../../api/upload';
import { useReport } from '../../report/useReport';
import { session } from '../../session';

/** /ar/creditcardcollections/files: the working branch's settlement files, newest first; an upload opens the file it made. */
export default function CardSettlementFilesPage() {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const defaults: ReportDefaults = { branches: home, sort: [{ id: 'id', desc: true }] };
  const report = useReport<CardFileRow>(CARD_FILES_PATH, CARD_FILE_FIELDS, defaults, 'grid.cardSettlementFiles');
  const [progress, setProgress] = useState<number | null>(null);
  const [, navigate] = useLocation();
  const onUpload = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setProgress(0);
    try {
      const detail = await uploadWithProgress<CardFileDetail>(CARD_FILES_PATH, form, setProgress);
      navigate(cardFileHref(detail.file.id));
    } finally {
      setProgress(null);
    }
  };
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
