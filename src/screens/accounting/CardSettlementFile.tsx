import { useState } from 'react';
import { CLASSIFICATIONS, type Classification } from '../../domain/accounting/cardSettlement';
import type { CardFileDetail, CardLine, CardReceiptChoice } from '../../domain/accounting/cardSettlementViews';
import { formatDate, formatMoney2, toNumber } from '../../domain/format';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import type { ReportKpi } from '../../ui/report/ReportScreen';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import type { ScreenAction } from './CashClearingMatchDialog';
import { FILE_STATUS_TONE } from './CardSettlementFiles';

export interface CardSettlementFileProps {
  id: number;
  detail: CardFileDetail | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  autoMatch: ScreenAction<[]>;
  match: ScreenAction<[CardLine, string]>;
  unmatch: ScreenAction<[CardLine]>;
  classify: ScreenAction<[CardLine, Classification | null]>;
  /** Deletes the file (none of its lines matched); the host leaves for the files list. */
  remove: ScreenAction<[number]>;
  /** Reads the file's CSV again as of the version seen; true goes on though hand matches would be dropped. */
  reparse: ScreenAction<[number, boolean]>;
  /** The receipts a line may be matched to, from the server. */
  receiptsOf: (line: CardLine) => Promise<CardReceiptChoice[]>;
}

const moneyTile = (label: string, amount: string | undefined): ReportKpi => ({ label, value: toNumber(amount) ?? 0, format: formatMoney2 });
const receiptHref = (xref: string) => `/ar/transactiondetail?xref=${encodeURIComponent(xref)}`;
const lineName = (line: CardLine) => `line ${line.lineNo}`;

/** /ar/creditcardcollections/filebyid/{id}: a settlement file's batches and lines, matched to receipts and classified here. */
export function CardSettlementFile({ id, detail, isLoading, error, onRetry, autoMatch, match, unmatch, classify, remove, reparse, receiptsOf }: CardSettlementFileProps) {
  const [matching, setMatching] = useState<CardLine | null>(null);
  const [choices, setChoices] = useState<CardReceiptChoice[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [reparsing, setReparsing] = useState(false);
  // Once the server has said what a re-read would drop, the next confirmation goes on anyway.
  const [lossShown, setLossShown] = useState(false);
  const closeReparse = () => {
    setReparsing(false);
    setLossShown(false);
  };
  const openMatch = async (line: CardLine) => {
    setMatching(line);
    setChosen(null);
    setChoices(await receiptsOf(line));
  };
  const columns: DataTableColumn<CardLine>[] = [
    { id: 'lineNo', header: 'Line', accessor: (l) => l.lineNo, format: 'number', width: '70px' },
    { id: 'batchId', header: 'Batch', accessor: (l) => l.batchId, width: '140px' },
    { id: 'txnDate', header: 'Txn date', accessor: (l) => l.txnDate, format: 'date', width: '110px' },
    { id: 'lineType', header: 'Type', accessor: (l) => l.lineType, width: '110px' },
    { id: 'brand', header: 'Brand', accessor: (l) => l.brand, width: '110px' },
    { id: 'last4', header: 'Last4', accessor: (l) => l.last4, width: '80px' },
    { id: 'authCode', header: 'Auth code', accessor: (l) => l.authCode, width: '100px' },
    { id: 'reference', header: 'Reference', accessor: (l) => l.reference, width: '180px' },
    { id: 'amount', header: 'Amount', accessor: (l) => l.amount, format: 'money2', width: '120px' },
    { id: 'fee', header: 'Fee', accessor: (l) => l.fee, format: 'money2', width: '100px' },
    { id: 'net', header: 'Net', accessor: (l) => l.net, format: 'money2', width: '120px' },
    {
      id: 'receipt',
      header: 'Matched receipt',
      accessor: (l) => l.receiptXref ?? 'unmatched',
      width: '240px',
      render: (l) =>
        l.receiptXref ? (
          <span>
            <Link href={receiptHref(l.receiptXref)}>{l.receiptXref}</Link> {l.matchedBy === 'Manual' ? '(by hand) ' : ''}
            <Button tone="secondary" size="small" onPress={() => void unmatch.run(l)} aria-label={`Unmatch ${lineName(l)}`}>
              Unmatch
            </Button>
          </span>
        ) : (
          <span>
            unmatched{' '}
            <Button tone="secondary" size="small" onPress={() => void openMatch(l)} aria-label={`Match ${lineName(l)}`}>
              Match…
            </Button>
          </span>
        ),
    },
    {
      id: 'classification',
      header: 'Classified as',
      accessor: (l) => l.classification ?? '',
      width: '180px',
      render: (l) =>
        l.lineType !== 'Adjustment' ? (
          ''
        ) : l.classification ? (
          <span>
            <Badge tone="neutral">{l.classification}</Badge>{' '}
            <Button tone="secondary" size="small" onPress={() => void classify.run(l, null)} aria-label={`Clear the classification of ${lineName(l)}`}>
              Clear
            </Button>
          </span>
        ) : (
          <span>
            {CLASSIFICATIONS.map((c) => (
              <Button key={c} size="small" onPress={() => void classify.run(l, c)} aria-label={`Classify ${lineName(l)} as ${c.toLowerCase()}`}>
                {c}
              </Button>
            ))}
          </span>
        ),
    },
  ];
  const file = detail?.file;
  const failure = autoMatch.error ?? match.error ?? unmatch.error ?? classify.error ?? remove.error;
  const reparseNow = async () => {
    if (!file) return;
    if (await reparse.run(file.version, lossShown)) closeReparse();
    else setLossShown(true);
  };
  return (
    <ReportScreen<CardLine>
      title={`Credit Card File ${id}`}
      description={
        file ? (
          <span>
            {`${file.processor}, MID ${file.mid} (branch ${file.brnId}), ${formatDate(file.periodFrom)} – ${formatDate(file.periodTo)}, ${file.fileName}. `}
            <Badge tone={FILE_STATUS_TONE[file.status]}>{file.status}</Badge>
          </span>
        ) : undefined
      }
      actions={
        <>
          {file && file.matched === 0 ? (
            <Button tone="critical" onPress={() => setDeleting(true)}>
              Delete file
            </Button>
          ) : null}
          {file ? (
            <Button tone="secondary" onPress={() => setReparsing(true)}>
              Read file again…
            </Button>
          ) : null}
          <Button tone="primary" isPending={autoMatch.isPending} onPress={() => void autoMatch.run()}>
            Auto-match
          </Button>
        </>
      }
      filters={null}
      freshness={detail ? { asOf: detail.asOf, stale: detail.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[moneyTile('Gross', file?.gross), moneyTile('Fees', file?.fees), moneyTile('Chargebacks', file?.chargebacks), moneyTile('Net', file?.net)]}
    >
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
      <Card title="Batches">
        <DataTable
          aria-label="Batches"
          data={detail?.batches ?? []}
          getRowId={(b) => b.batchId}
          isLoading={isLoading}
          emptyMessage="No batches."
          columns={[
            { id: 'batchId', header: 'Batch', accessor: (b) => b.batchId, width: '150px' },
            { id: 'gross', header: 'Gross', accessor: (b) => b.gross, format: 'money2', width: '120px' },
            { id: 'fees', header: 'Fees', accessor: (b) => b.fees, format: 'money2', width: '110px' },
            { id: 'chargebacks', header: 'Chargebacks', accessor: (b) => b.chargebacks, format: 'money2', width: '130px' },
            { id: 'expected', header: 'Gross − fees − chargebacks', accessor: (b) => b.expected, format: 'money2', width: '220px' },
            { id: 'deposit', header: 'Bank deposit', accessor: (b) => b.deposit, format: 'money2', width: '130px' },
            { id: 'open', header: 'Open lines', accessor: (b) => b.open, format: 'number', width: '110px' },
            {
              id: 'status',
              header: 'Status',
              accessor: (b) => (b.reconciled ? 'Reconciled' : b.open ? 'Open items' : 'Difference'),
              width: '130px',
              render: (b) => <Badge tone={b.reconciled ? 'positive' : b.open ? 'caution' : 'critical'}>{b.reconciled ? 'Reconciled' : b.open ? 'Open items' : 'Difference'}</Badge>,
            },
          ]}
        />
      </Card>
      <DataTable<CardLine> aria-label="Settlement lines" columns={columns} data={detail?.lines ?? []} getRowId={(l) => String(l.id)} isLoading={isLoading} emptyMessage="The file has no lines." exportFileName={`card-settlement-${id}`} />
      <ConfirmDialog
        isOpen={matching !== null}
        title={matching ? `Match ${lineName(matching)} (${formatMoney2(matching.amount)})` : 'Match'}
        confirmLabel="Match"
        isPending={match.isPending}
        onCancel={() => setMatching(null)}
        onConfirm={() => {
          if (!matching || !chosen) return;
          void match.run(matching, chosen).then((done) => done && setMatching(null));
        }}
        message={
          <Select
            label="Card receipt"
            description="This branch's unmatched card receipts within a week of the line, the same amount first."
            placeholder="Choose a receipt"
            items={choices.map((r) => ({ id: r.receiptId, label: `${r.xref} · ${formatDate(r.receivedOn)} · ${formatMoney2(r.amount)}${r.customer ? ` · ${r.customer}` : ''}` }))}
            value={chosen}
            onChange={setChosen}
          />
        }
      />
      <ConfirmDialog
        isOpen={deleting}
        title="Delete this settlement file?"
        tone="critical"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove.run(file?.version ?? 0).then(() => setDeleting(false))}
        message="None of its lines is matched: the file and its lines go, and the processor's file can be uploaded again."
      />
      <ConfirmDialog
        isOpen={reparsing}
        title="Read this settlement file again?"
        confirmLabel={lossShown && reparse.error ? 'Read it again anyway' : 'Read again'}
        tone={lossShown && reparse.error ? 'critical' : undefined}
        isPending={reparse.isPending}
        onCancel={closeReparse}
        onConfirm={() => void reparseNow()}
        message={
          <>
            <p>The file is read again as it was uploaded, by the reader as it is today (after a fix or a change of mapping). Lines matched by hand keep their receipt, and adjustments their classification, where the same line is still there; the rest is auto-matched again.</p>
            {reparse.error ? <Alert tone="critical">{reparse.error}</Alert> : null}
          </>
        }
      />
    </ReportScreen>
  );
}
