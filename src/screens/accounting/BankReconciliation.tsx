import { useMemo, useState } from 'react';
import { matchRefusal } from '../../domain/accounting/bankReconciliation';
import type { BankLineView, BankStatementDetail, BookLineView } from '../../domain/accounting/bankReconciliationViews';
import { baiTypeName } from '../../domain/accounting/bankStatement';
import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney2, toNumber } from '../../domain/format';
import { moneyText, sumCents } from '../../domain/money';
import { Alert } from '../../ui/Alert/Alert';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { ReportScreen, type ReportKpi } from '../../ui/report/ReportScreen';
import { BankReconciliationBlock } from './BankReconciliationBlock';
import { RECONCILIATION_STATUS_TONE } from './BankReconciliations';
import type { ScreenAction } from './CashClearingMatchDialog';
import * as css from './BankReconciliation.css';

export interface GlLineRef {
  jeId: string;
  lineNo: number;
}

export interface BankReconciliationProps {
  id: number;
  detail: BankStatementDetail | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  autoMatch: ScreenAction<[number]>;
  /** Matches the selected lines, as of the statement's version. */
  match: ScreenAction<[number, number[], GlLineRef[]]>;
  unmatch: ScreenAction<[number, number]>;
  needsEntry: ScreenAction<[BankLineView, boolean]>;
  complete: ScreenAction<[number]>;
  approve: ScreenAction<[number]>;
}

const glId = (l: GlLineRef) => `${l.jeId}:${l.lineNo}`;
const moneyTile = (label: string, amount: string | undefined): ReportKpi => ({ label, value: toNumber(amount) ?? 0, format: formatMoney2 });
const bankName = (l: BankLineView) => `bank line ${l.lineNo}`;

/** What the selection would match, in words. */
function selectionText(bank: readonly BankLineView[], book: readonly BookLineView[]): string {
  if (!bank.length && !book.length) return 'Select bank lines and the ledger lines they clear: a match must balance to the cent.';
  const bankCents = sumCents(bank.map((l) => l.amount));
  const bookCents = sumCents(book.map((l) => l.amount));
  const summary = `${bank.length} bank (${formatMoney2(moneyText(bankCents))}) and ${book.length} ledger (${formatMoney2(moneyText(bookCents))}) selected`;
  return bank.length && book.length && bankCents !== bookCents ? `${summary}: off by ${formatMoney2(moneyText(bankCents - bookCents))}.` : `${summary}.`;
}

/** /bankreconcillation/filebyid/{id}: one statement's bank lines against the account's GL cash lines, matched, completed and approved here. */
export function BankReconciliation({ id, detail, isLoading, error, onRetry, autoMatch, match, unmatch, needsEntry, complete, approve }: BankReconciliationProps) {
  const [bankIds, setBankIds] = useState<string[]>([]);
  const [bookIds, setBookIds] = useState<string[]>([]);
  const statement = detail?.statement;
  const isOpen = statement?.status === 'Open';
  const openBank = useMemo(() => (detail?.bankLines ?? []).filter((l) => l.matchId === null), [detail]);
  const openBook = useMemo(() => (detail?.bookLines ?? []).filter((l) => l.matchId === null), [detail]);
  const chosenBank = openBank.filter((l) => bankIds.includes(String(l.id)));
  const chosenBook = openBook.filter((l) => bookIds.includes(glId(l)));
  const canMatch =
    isOpen &&
    matchRefusal(
      chosenBank.map((l) => l.amount),
      chosenBook.map((l) => l.amount),
    ) === null;
  const balanced = statement ? toNumber(statement.difference) === 0 : false;

  const bankColumns: DataTableColumn<BankLineView>[] = [
    { id: 'postedOn', header: 'Date', accessor: 'postedOn', format: 'date', width: '125px' },
    { id: 'baiType', header: 'BAI type', accessor: (l) => `${l.baiType} ${baiTypeName(l.baiType)}`, width: '190px' },
    { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', total: 'sum', width: '130px' },
    { id: 'checkNo', header: 'Check no.', accessor: 'checkNo', width: '110px' },
    { id: 'text', header: 'Text', accessor: 'text', width: 'minmax(200px, 2fr)' },
    {
      id: 'needsEntry',
      header: 'Entry',
      accessor: (l) => (l.needsEntry ? 'Needs entry' : ''),
      width: '190px',
      render: (l) => (
        <span className={css.cellActions}>
          {l.needsEntry ? <Badge tone="caution">Needs entry</Badge> : null}
          {isOpen ? (
            <Button tone="secondary" size="small" onPress={() => void needsEntry.run(l, !l.needsEntry)} aria-label={`${l.needsEntry ? 'Clear needs entry on' : 'Mark needs entry on'} ${bankName(l)}`}>
              {l.needsEntry ? 'Clear' : 'Needs entry'}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  const bookColumns: DataTableColumn<BookLineView>[] = [
    { id: 'postedOn', header: 'Date', accessor: 'postedOn', format: 'date', width: '125px' },
    { id: 'jeId', header: 'JE', accessor: 'jeId', width: '100px', render: (l) => <Link href={drillHref('/ar/transactiondetail', { brnId: statement?.brnId ?? '', jeId: l.jeId })}>{l.jeId}</Link> },
    { id: 'xref', header: 'Xref', accessor: 'xref', width: '150px' },
    { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', total: 'sum', width: '130px' },
    { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(200px, 2fr)' },
    { id: 'stale', header: 'Age', accessor: (l) => (l.stale ? 'Stale' : ''), width: '160px', render: (l) => (l.stale ? <Badge tone="critical">Stale: over 90 days</Badge> : null) },
  ];
  const matchRows = (detail?.matches ?? []).map((m) => {
    const bank = (detail?.bankLines ?? []).filter((l) => l.matchId === m.id);
    const book = (detail?.bookLines ?? []).filter((l) => l.matchId === m.id);
    return { ...m, bank, book, amount: moneyText(sumCents(bank.map((l) => l.amount))) };
  });
  type MatchRow = (typeof matchRows)[number];
  const matchColumns: DataTableColumn<MatchRow>[] = [
    { id: 'id', header: 'Match', accessor: (m) => `#${m.id}`, width: '90px' },
    { id: 'bank', header: 'Bank lines', accessor: (m) => m.bank.map((l) => `${formatDate(l.postedOn)} ${l.baiType} ${l.checkNo || l.text}`).join('; '), width: 'minmax(220px, 2fr)' },
    { id: 'book', header: 'Ledger lines', accessor: (m) => m.book.map((l) => `${l.jeId} ${l.xref}`).join('; '), width: 'minmax(200px, 2fr)' },
    { id: 'amount', header: 'Amount', accessor: 'amount', format: 'money2', total: 'sum', width: '130px' },
    { id: 'matchedBy', header: 'By', accessor: (m) => `${m.matchedBy} · ${m.matchedByName}`, width: '190px' },
    {
      id: 'unmatch',
      header: 'Action',
      accessor: () => '',
      width: '110px',
      render: (m) =>
        isOpen ? (
          <Button tone="secondary" size="small" onPress={() => void unmatch.run(statement!.version, m.id)} aria-label={`Unmatch match ${m.id}`}>
            Unmatch
          </Button>
        ) : null,
    },
  ];
  const failure = autoMatch.error ?? match.error ?? unmatch.error ?? needsEntry.error ?? complete.error ?? approve.error;
  return (
    <ReportScreen<BankLineView>
      title={`Bank Reconciliation File ${id}`}
      description={
        statement ? (
          <span className={css.cellActions}>
            {`Account ${statement.account} at ${statement.bankName} (branch ${statement.brnId}), ${formatDate(statement.periodFrom)} – ${formatDate(statement.periodTo)}, ${statement.fileName}.`}
            <Badge tone={RECONCILIATION_STATUS_TONE[statement.status]}>{statement.status}</Badge>
            {statement.preparer ? <span>{`Prepared by ${statement.preparer}.`}</span> : null}
            {statement.approver ? <span>{`Approved by ${statement.approver}.`}</span> : null}
          </span>
        ) : undefined
      }
      actions={
        statement ? (
          <>
            {isOpen ? (
              <Button tone="secondary" isPending={autoMatch.isPending} onPress={() => void autoMatch.run(statement.version)}>
                Auto-match
              </Button>
            ) : null}
            {isOpen ? (
              <Button tone="primary" isDisabled={!balanced} isPending={complete.isPending} onPress={() => void complete.run(statement.version)}>
                Complete
              </Button>
            ) : null}
            {statement.status === 'Balanced' ? (
              <Button tone="primary" isPending={approve.isPending} onPress={() => void approve.run(statement.version)}>
                Approve
              </Button>
            ) : null}
          </>
        ) : null
      }
      filters={null}
      freshness={detail ? { asOf: detail.asOf, stale: detail.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        moneyTile('Statement balance', statement?.statementBalance),
        moneyTile('Book balance', statement?.bookBalance),
        moneyTile('Outstanding checks', statement?.outstandingChecks),
        moneyTile('Deposits in transit', statement?.depositsInTransit),
        moneyTile('Difference', statement?.difference),
      ]}
    >
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
      {statement?.approvalRefusal ? <Alert tone="info">{statement.approvalRefusal}</Alert> : null}
      {statement ? (
        <div className={css.runningBar} role="status" aria-label="Running difference">
          <p className={css.figure}>
            <strong>Difference {formatMoney2(statement.difference)}</strong>
          </p>
          <p className={css.selection}>{isOpen ? selectionText(chosenBank, chosenBook) : `This reconciliation is ${statement.status.toLowerCase()}.`}</p>
          {isOpen ? (
            <Button
              tone="primary"
              size="small"
              isDisabled={!canMatch}
              isPending={match.isPending}
              onPress={() =>
                void match.run(
                  statement.version,
                  chosenBank.map((l) => l.id),
                  chosenBook.map(({ jeId, lineNo }) => ({ jeId, lineNo })),
                ).then((done) => {
                  if (!done) return;
                  setBankIds([]);
                  setBookIds([]);
                })
              }
            >
              Match selected
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={css.panes}>
        <Card title="Bank lines not matched">
          <DataTable<BankLineView>
            aria-label="Bank lines"
            columns={bankColumns}
            data={openBank}
            getRowId={(l) => String(l.id)}
            isLoading={isLoading}
            emptyMessage="Every bank line is matched."
            exportFileName={`bank-statement-${id}-bank-lines`}
            selectable={isOpen}
            selectedRowIds={bankIds}
            onSelectedRowIdsChange={setBankIds}
          />
        </Card>
        <Card title="Ledger cash lines not matched">
          <DataTable<BookLineView>
            aria-label="Ledger cash lines"
            columns={bookColumns}
            data={openBook}
            getRowId={glId}
            isLoading={isLoading}
            emptyMessage="Every ledger cash line of the period is matched."
            exportFileName={`bank-statement-${id}-ledger-lines`}
            selectable={isOpen}
            selectedRowIds={bookIds}
            onSelectedRowIdsChange={setBookIds}
          />
        </Card>
      </div>
      <Card title="Matched">
        <DataTable<MatchRow> aria-label="Matched pairs" columns={matchColumns} data={matchRows} getRowId={(m) => String(m.id)} isLoading={isLoading} emptyMessage="Nothing matched yet." exportFileName={`bank-statement-${id}-matches`} />
      </Card>
      <Card title="Reconciliation">{statement ? <BankReconciliationBlock figures={statement} /> : null}</Card>
    </ReportScreen>
  );
}
