import { useState } from 'react';
import { Form } from 'react-aria-components';
import { LINK_KINDS, LINK_KIND_LABELS, SCANNED_TYPES, type InboxDocument, type LinkKind, type ScanDetails, type ScannedType } from '../../domain/accounting/scannedDocuments';
import { scanDetailsSchema } from '../../domain/accounting/scannedDocumentsPayloads';
import { USUAL_LINK } from '../../domain/accounting/scannedDocumentsRules';
import { Alert } from '../../ui/Alert/Alert';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { DatePicker } from '../../ui/DatePicker/DatePicker';
import { useForm } from '../../ui/Form/useForm';
import { Select } from '../../ui/Select/Select';
import { TextField } from '../../ui/TextField/TextField';
import { optionsOf, suggestionText } from './ScannedDocumentsText';
import type { InboxAction } from './UncategorizedScanned';
import * as css from './UncategorizedScanned.css';

export interface UncategorizedScannedDetailProps {
  document: InboxDocument;
  branches: readonly string[];
  action: InboxAction;
  onOpen: () => void;
  onClose: () => void;
}

const detailsOf = (d: InboxDocument): ScanDetails => ({
  docType: d.docType ?? d.suggestion.type,
  linkKind: d.linkKind ?? d.suggestion.link?.kind ?? null,
  linkValue: d.linkValue ?? d.suggestion.link?.value ?? null,
  vendorId: d.vendorId,
  invoiceNo: d.invoiceNo,
  invoiceAmount: d.invoiceAmount,
  invoiceDate: d.invoiceDate,
});

/** One document of the inbox: its type and record (the suggestion to begin with), a vendor invoice's details, and what may be done to it. */
export function UncategorizedScannedDetail({ document, branches, action, onOpen, onClose }: UncategorizedScannedDetailProps) {
  const [draft, setDraft] = useState<ScanDetails>(() => detailsOf(document));
  const [ranges, setRanges] = useState('');
  const [toBranch, setToBranch] = useState<string | null>(null);
  const [confirmSimilar, setConfirmSimilar] = useState(false);
  const [turnPage, setTurnPage] = useState('all');
  const set = (change: Partial<ScanDetails>) => setDraft({ ...draft, ...change });
  const isInvoice = draft.docType === 'Vendor invoice';
  const values = { ...draft, version: document.version, linkValue: draft.linkValue || null, invoiceAmount: draft.invoiceAmount || null };
  const form = useForm(scanDetailsSchema, { values, serverErrors: action.fieldErrors, onValid: () => void action.run({ kind: 'save', document, details: values }) });
  const similar = action.fieldErrors?.some((e) => e.field === 'confirmSimilar');
  const run = (next: Parameters<InboxAction['run']>[0]) => void action.run(next);
  return (
    <Card title={`Document ${document.fileName}`} actions={<Button tone="secondary" size="small" onPress={onOpen}>{`Open ${document.fileName}`}</Button>}>
      <p className={css.muted}>{`${document.pages} ${document.pages === 1 ? 'page' : 'pages'} · suggested: ${suggestionText(document.suggestion)}`}</p>
      {action.error ? <Alert tone={similar ? 'caution' : 'critical'}>{action.error}</Alert> : null}
      <Form className={css.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={`Type and record of ${document.fileName}`}>
        <div className={css.fields}>
          <Select
            label="Type"
            placeholder="Choose a type"
            items={optionsOf(SCANNED_TYPES)}
            value={draft.docType}
            onChange={(t) => set({ docType: t as ScannedType | null, linkKind: draft.linkKind ?? (t ? USUAL_LINK[t as ScannedType] : null) })}
            errorMessage={form.errors.docType}
          />
          <Select label="Record" placeholder="None" items={LINK_KINDS.map((k) => ({ id: k, label: LINK_KIND_LABELS[k] }))} value={draft.linkKind} onChange={(k) => set({ linkKind: k as LinkKind | null })} errorMessage={form.errors.linkKind} />
          <TextField label="Record key" value={draft.linkValue ?? ''} onChange={(linkValue) => set({ linkValue })} errorMessage={form.errors.linkValue} />
          {isInvoice ? (
            <>
              <TextField label="Vendor" description="Excede's vendor id." value={draft.vendorId ?? ''} onChange={(vendorId) => set({ vendorId })} errorMessage={form.errors.vendorId} />
              <TextField label="Invoice no." value={draft.invoiceNo ?? ''} onChange={(invoiceNo) => set({ invoiceNo })} errorMessage={form.errors.invoiceNo} />
              <TextField label="Amount" inputMode="decimal" value={draft.invoiceAmount ?? ''} onChange={(invoiceAmount) => set({ invoiceAmount })} errorMessage={form.errors.invoiceAmount} />
              <DatePicker label="Invoice date" value={draft.invoiceDate} onChange={(invoiceDate) => set({ invoiceDate })} errorMessage={form.errors.invoiceDate} />
            </>
          ) : null}
        </div>
        {similar ? (
          <Checkbox isSelected={confirmSimilar} onChange={setConfirmSimilar}>
            It is not a duplicate: file it anyway
          </Checkbox>
        ) : null}
        <div className={css.buttons}>
          <Button type="submit" tone="secondary" isPending={action.isPending}>
            Save
          </Button>
          <Button isDisabled={action.isPending} onPress={() => run({ kind: 'file', document, confirmSimilar })}>
            File
          </Button>
          <Button tone="secondary" isDisabled={action.isPending} onPress={() => run({ kind: 'recycle', document })}>
            Delete to recycle bin
          </Button>
          <Button tone="secondary" isDisabled={action.isPending} onPress={onClose}>
            Close
          </Button>
        </div>
      </Form>
      <div className={css.buttons}>
        <Select
          label="Turn"
          items={[{ id: 'all', label: 'All pages' }, ...Array.from({ length: document.pages }, (_, i) => ({ id: String(i + 1), label: `Page ${i + 1}` }))]}
          value={turnPage}
          isRequired
          onChange={(p) => setTurnPage(p ?? 'all')}
        />
        <Button tone="secondary" isDisabled={action.isPending} onPress={() => run({ kind: 'rotate', document, page: turnPage === 'all' ? null : Number(turnPage), degrees: 90 })}>
          Rotate clockwise
        </Button>
        <TextField label="Split into pages" description="e.g. 1-2, 3" value={ranges} onChange={setRanges} />
        <Button tone="secondary" isDisabled={!ranges.trim() || action.isPending} onPress={() => run({ kind: 'split', document, ranges })}>
          Split
        </Button>
        <Select label="Re-route to" placeholder="Choose a branch" items={branches.map((b) => ({ id: b.split(' - ')[0]!, label: b })).filter((b) => b.id !== document.brnId)} value={toBranch} onChange={setToBranch} />
        <Button tone="secondary" isDisabled={!toBranch || action.isPending} onPress={() => toBranch && run({ kind: 'reroute', document, brnId: toBranch })}>
          Re-route
        </Button>
      </div>
    </Card>
  );
}
