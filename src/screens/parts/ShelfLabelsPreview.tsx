import { useState } from 'react';
import { formatNumber } from '../../domain/format';
import { labelFootnote, PREVIEW_PAGE_SIZE, TEMPLATE_NAMES, templateGeometry, type ShelfLabel, type ShelfLabelSheet } from '../../domain/parts/shelfLabels';
import { Alert } from '../../ui/Alert/Alert';
import { Barcode } from '../../ui/Barcode/Barcode';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as css from './ShelfLabels.css';

export interface ShelfLabelsPreviewProps {
  sheet: ShelfLabelSheet;
  onPdf: () => void;
  onZpl: () => void;
  /** The print under way, if any. */
  printing: 'PDF' | 'ZPL' | null;
  printError: string | null;
}

function LabelCard({ label, template }: { label: ShelfLabel; template: ShelfLabelSheet['template'] }) {
  const footnote = labelFootnote(label);
  return (
    <li className={css.labelShape[template]} aria-label={`Label ${label.partNo}`}>
      <span className={css.partNo}>{label.partNo}</span>
      <span className={css.small}>{label.description}</span>
      <Barcode value={label.partNo} height={8} />
      <span className={css.bin}>{label.bin ? `Bin ${label.bin}` : 'No bin'}</span>
      {footnote ? <span className={css.small}>{footnote}</span> : null}
    </li>
  );
}

/** The labels as they will print, a page of them at a time (a 2,000-label job stays quick), and the two ways to print them. */
export function ShelfLabelsPreview({ sheet, onPdf, onZpl, printing, printError }: ShelfLabelsPreviewProps) {
  // A new preview starts at its first page.
  const [paging, setPaging] = useState({ sheet, page: 0 });
  const page = paging.sheet === sheet ? paging.page : 0;
  const setPage = (next: number) => setPaging({ sheet, page: next });
  const pages = Math.max(1, Math.ceil(sheet.labels.length / PREVIEW_PAGE_SIZE));
  const at = Math.min(page, pages - 1);
  const shown = sheet.labels.slice(at * PREVIEW_PAGE_SIZE, (at + 1) * PREVIEW_PAGE_SIZE);
  const thermal = templateGeometry(sheet.template).dots !== null;
  const notFound = sheet.notFound.length ? (
    <Alert tone="caution">
      Not found, skipped ({formatNumber(sheet.notFound.length)}): {sheet.notFound.join(', ')}
    </Alert>
  ) : null;
  if (!sheet.labels.length) {
    return (
      <>
        {notFound}
        <EmptyState title="No parts to label" description="Nothing in this selection is a part of the branch: widen the bin range or check the numbers." headingLevel={3} />
      </>
    );
  }
  const parts = sheet.labels.length;
  return (
    <>
      <div className={css.toolbar}>
        <p className={css.note}>
          {formatNumber(sheet.labelCount)} labels ({formatNumber(parts)} {parts === 1 ? 'part' : 'parts'} × {sheet.copies}) on {TEMPLATE_NAMES[sheet.template]}, {formatNumber(sheet.pages)}{' '}
          {sheet.pages === 1 ? 'page' : 'pages'}
        </p>
        <div className={css.actions}>
          <Button tone="primary" onPress={onPdf} isPending={printing === 'PDF'} isDisabled={printing !== null}>
            PDF sheet
          </Button>
          <Button tone="secondary" onPress={onZpl} isPending={printing === 'ZPL'} isDisabled={printing !== null || !thermal}>
            ZPL
          </Button>
        </div>
      </div>
      {thermal ? null : <p className={css.note}>ZPL is for Zebra thermal printers: choose a thermal label size for it.</p>}
      {printError ? <Alert tone="critical">{printError}</Alert> : null}
      {notFound}
      <ul className={css.labels} aria-label="Labels as they will print">
        {shown.map((label) => (
          <LabelCard key={`${label.partNo} ${label.bin}`} label={label} template={sheet.template} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={css.pager} aria-label="Pages of labels">
          <span className={css.note}>
            Labels {formatNumber(at * PREVIEW_PAGE_SIZE + 1)}–{formatNumber(at * PREVIEW_PAGE_SIZE + shown.length)} of {formatNumber(parts)}
          </span>
          <Button tone="secondary" size="small" onPress={() => setPage(at - 1)} isDisabled={at === 0}>
            Previous
          </Button>
          <Button tone="secondary" size="small" onPress={() => setPage(at + 1)} isDisabled={at === pages - 1}>
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}
