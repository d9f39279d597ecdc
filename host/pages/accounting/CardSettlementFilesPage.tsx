import { CARD_FILE_FIELDS, CARD_FILES_PATH, type CardFileDetail, type CardFileRow } from '../../../src/domain/accounting/cardSettlementViews';
import { CardSettlementFiles, cardFileHref } from '../../../src/screens/accounting/CardSettlementFiles';
import { useUploadsReport } from '../../report/useUploadsReport';

/** /ar/creditcardcollections/files: the working branch's settlement files, newest first; an upload opens the file it made. */
export default function CardSettlementFilesPage() {
  const report = useUploadsReport<CardFileRow, CardFileDetail>(CARD_FILES_PATH, CARD_FILE_FIELDS, [{ id: 'id', desc: true }], 'grid.cardSettlementFiles', (detail) =>
    cardFileHref(detail.file.id),
  );
  return <CardSettlementFiles {...report} />;
}
