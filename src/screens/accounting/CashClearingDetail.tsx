import { useMemo, useState } from 'react';
import { CASH_CLEARING_ACCOUNT, type CashClearingDayNote as DayNote, type CashClearingDetail as Detail, type CashClearingFlag, type CashClearingLine, type CashClearingMatch } from '../../domain/accounting/cashClearing';
import type { CashClearingFlagInput, CashClearingMatchInput, CashClearingNoteInput } from '../../domain/accounting/cashClearingPayloads';
import { drillHref } from '../../domain/drill';
import { formatDate, formatMoney2, toNumber } from '../../domain/format';
import { centsOf, moneyText, sumCents } from '../../domain/money';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { DataTable, type DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import type { ReportKpi } from '../../ui/report/ReportScreen';
import { ReportScreen } from '../../ui/report/ReportScreen';
import { lazyComponent } from '../../ui/lazyOverlay';
import { DAY_STATUS_TONE } from './CashClearing';
import type { FlagTarget } from './CashClearingFlagDialog';
import type { ScreenAction } from './CashClearingMatchDialog';

// The match dialog is a chunk of its own: reading a day needs none of it.
const CashClearingMatchDialog = lazyComponent(() => import('./CashClearingMatchDialog'), 'CashClearingMatchDialog');
// So is the list of matches, with its note and unmatch forms.
const CashClearingMatches = lazyComponent(() => import('./CashClearingMatches'), 'CashClearingMatches');
// And the flags, their dialog and the day's note, with theirs.
const CashClearingFlags = lazyComponent(() => import('./CashClearingFlags'), 'CashClearingFlags');
const CashClearingFlagDialog = lazyComponent(() => import('./CashClearingFlagDialog'), 'CashClearingFlagDialog');
const CashClearingDayNote = lazyComponent(() => import('./CashClearingDayNote'), 'CashClearingDayNote');
import * as css from './CashClearing.css';

/** What the detail shows: one branch's day, or the lines of one cross-reference; on cash clearing unless `acctId` names another clearing account. */
export type CashClearingScope = ({ brnId: string; date: string; branchLabel: string } | { xref: string }) & { acctId?: string };

const clearingXrefHref = (brnId: string, xref: string, acctId?: string) => drillHref('/ar/cashclearing/detail', { brnId, xref, acctId: acctId === CASH_CLEARING_ACCOUNT ? null : acctId });

/** The lines' columns; a line's xref and deposit open their detail on the same account. */
export const cashClearingLineColumns = (acctId?: string): readonly DataTableColumn<CashClearingLine>[] => [
  { id: 'postedOn', header: 'Date', accessor: 'postedOn', format: 'date', width: '120px' },
  {
    id: 'jeId',
    header: 'Entry',
    accessor: 'jeId',
    width: '100px',
    // The whole journal entry on Transaction Detail.
    render: (row) => <Link href={drillHref('/ar/transactiondetail', { brnId: row.brnId, jeId: row.jeId })}>{row.jeId}</Link>,
  },
  { id: 'source', header: 'Source', accessor: 'source', width: '100px' },
  { id: 'xref', header: 'Xref', accessor: 'xref', width: 'minmax(150px, 1fr)', render: (row) => <Link href={clearingXrefHref(row.brnId, row.xref, acctId)}>{row.xref}</Link> },
  { id: 'customer', header: 'Customer', accessor: (row) => (row.cusId ? `${row.cusId} - ${row.customer ?? ''}` : null), width: 'minmax(180px, 1.5fr)' },
  { id: 'method', header: 'Method', accessor: 'method', width: '80px' },
  { id: 'debit', header: 'Debit', accessor: 'debit', format: 'money2', total: 'sum', width: '120px' },
  { id: 'credit', header: 'Credit', accessor: 'credit', format: 'money2', total: 'sum', width: '120px' },
  {
    id: 'depositXref',
    header: 'Deposit',
    accessor: 'depositXref',
    width: 'minmax(150px, 1fr)',
    render: (row) => (row.depositXref ? <Link href={clearingXrefHref(row.brnId, row.depositXref, acctId)}>{row.depositXref}</Link> : null),
  },
  { id: 'matchId', header: 'Match', accessor: (row) => (row.matchId === null ? null : `#${row.matchId}`), width: '80px' },
  // Excede's own words; the columns before say the same, so it starts hidden.
  { id: 'description', header: 'Description', accessor: 'description', width: 'minmax(260px, 2fr)' },
];

export interface CashClearingDetailProps {
  scope: CashClearingScope;
  detail: Detail | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  match: ScreenAction<[CashClearingMatchInput]>;
  unmatch: ScreenAction<[CashClearingMatch]>;
  saveNote: ScreenAction<[CashClearingMatch, CashClearingNoteInput]>;
  flag: ScreenAction<[CashClearingFlagInput]>;
  clearFlag: ScreenAction<[CashClearingFlag]>;
  saveDayNote: ScreenAction<[string, DayNote | null]>;
  removeDayNote: ScreenAction<[DayNote]>;
}

const lineId = (line: CashClearingLine) => `${line.jeId}:${line.lineNo}`;
const isDeposit = (line: CashClearingLine) => (centsOf(line.credit) ?? 0) > 0;
const money = (cents: number) => toNumber(moneyText(cents)) ?? 0;
const moneyTile = (label: string, amount: string | number): ReportKpi => ({ label, value: typeof amount === 'number' ? amount : (toNumber(amount) ?? 0), format: formatMoney2 });

/** What the selection would match, in words. */
function selectionText(deposits: readonly CashClearingLine[], receipts: readonly CashClearingLine[], matched: number): string {
  if (!deposits.length && !receipts.length) return 'Select a deposit and the receipts it took to the bank.';
  if (matched) return 'A selected line is already matched: unmatch it first.';
  if (deposits.length !== 1) return deposits.length ? 'Select one deposit only.' : 'Select the deposit too.';
  if (!receipts.length) return `Deposit ${deposits[0]!.xref} (${formatMoney2(deposits[0]!.credit)}) selected: select the receipts it took to the bank.`;
  const receiptsTotal = formatMoney2(moneyText(sumCents(receipts.map((r) => r.debit))));
  return `Deposit ${deposits[0]!.xref} (${formatMoney2(deposits[0]!.credit)}) and ${receipts.length} ${receipts.length === 1 ? 'receipt' : 'receipts'} (${receiptsTotal}) selected.`;
}

/** /ar/cashclearing/detail: the GL lines behind a branch's day on cash clearing, or behind one cross-reference, and their matches. */
export function CashClearingDetail({ scope, detail, isLoading, error, onRetry, match, unmatch, saveNote, flag, clearFlag, saveDayNote, removeDayNote }: CashClearingDetailProps) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [matching, setMatching] = useState(false);
  const [flagging, setFlagging] = useState<FlagTarget | null>(null);
  const lines = useMemo(() => detail?.lines ?? [], [detail]);
  const flags = useMemo(() => detail?.flags ?? [], [detail]);
  const columns = useMemo<readonly DataTableColumn<CashClearingLine>[]>(() => {
    const open = new Set(flags.filter((f) => !f.clearedAt && f.jeId).map((f) => `${f.jeId}:${f.lineNo}`));
    const [date, ...rest] = cashClearingLineColumns(scope.acctId);
    return [date!, { id: 'flagged', header: 'Flag', accessor: (row) => (open.has(lineId(row)) ? 'Flagged' : null), width: '90px', render: (row) => (open.has(lineId(row)) ? <Badge tone="critical">Flagged</Badge> : null) }, ...rest];
  }, [flags, scope.acctId]);
  const selected = lines.filter((l) => selectedIds.includes(lineId(l)));
  const deposits = selected.filter(isDeposit);
  const receipts = selected.filter((l) => !isDeposit(l));
  const matched = selected.filter((l) => l.matchId !== null).length;
  const canMatch = deposits.length === 1 && receipts.length > 0 && !matched;

  const day = detail?.day ?? null;
  const uncleared = sumCents(lines.filter((l) => l.matchId === null).map((l) => l.debit)) - sumCents(lines.filter((l) => l.matchId === null).map((l) => l.credit));
  const kpis: ReportKpi[] = !('xref' in scope)
    ? [moneyTile('Opening', day?.opening ?? 0), moneyTile('Receipts', day?.receipts ?? 0), moneyTile('Deposits', day?.deposits ?? 0), moneyTile('Closing', day?.closing ?? 0), moneyTile('Difference', day?.difference ?? 0)]
    : [moneyTile('Receipts', money(sumCents(lines.map((l) => l.debit)))), moneyTile('Deposits', money(sumCents(lines.map((l) => l.credit)))), moneyTile('Uncleared', money(uncleared))];
  const status = day ? (day.status === 'Zero' && detail?.matches.length ? 'Matched to zero' : day.status) : null;

  return (
    <ReportScreen<CashClearingLine>
      title={'xref' in scope ? `Cash Clearing Detail ${scope.xref}` : 'Cash Clearing Detail'}
      description={
        'xref' in scope ? (
          'The lines on cash clearing (1050) with this cross-reference, and the receipts Excede puts in it when it is a deposit.'
        ) : (
          <span className={css.status}>
            {`${scope.branchLabel}, ${formatDate(scope.date)}: the day's lines on cash clearing (1050), and receipts of other days its deposit took to the bank.`}
            {day && status ? <Badge tone={DAY_STATUS_TONE[day.status]}>{status}</Badge> : null}
          </span>
        )
      }
      actions={
        'date' in scope && detail ? (
          <Button tone="secondary" onPress={() => setFlagging({ brnId: scope.brnId, date: scope.date })}>
            Flag day for a correcting entry…
          </Button>
        ) : undefined
      }
      filters={null}
      freshness={detail ? { asOf: detail.asOf, stale: detail.stale } : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={kpis}
    >
      <DataTable<CashClearingLine>
        aria-label="Cash clearing lines"
        columns={columns}
        data={lines}
        getRowId={lineId}
        isLoading={isLoading}
        emptyMessage="No lines on cash clearing here."
        exportFileName="cash-clearing-lines"
        defaultView={{ columnVisibility: { description: false } }}
        selectable
        selectedRowIds={selectedIds}
        onSelectedRowIdsChange={setSelectedIds}
        toolbar={
          <>
            <p className={css.selection} aria-live="polite">
              {selectionText(deposits, receipts, matched)}
            </p>
            <Button tone="primary" size="small" isDisabled={!canMatch} onPress={() => setMatching(true)}>
              Match to deposit…
            </Button>
            <Button tone="secondary" size="small" isDisabled={selected.length !== 1} onPress={() => setFlagging({ brnId: selected[0]!.brnId, date: selected[0]!.postedOn, line: selected[0]! })}>
              Flag line…
            </Button>
          </>
        }
      />
      {'date' in scope && detail ? <CashClearingDayNote note={detail.dayNote} saveDayNote={saveDayNote} removeDayNote={removeDayNote} /> : null}
      <CashClearingFlags flags={flags} clearFlag={clearFlag} />
      <CashClearingMatches matches={detail?.matches ?? []} unmatch={unmatch} saveNote={saveNote} />
      <CashClearingFlagDialog target={flagging} flag={flag} onClose={() => setFlagging(null)} />
      <CashClearingMatchDialog
        deposit={matching ? (deposits[0] ?? null) : null}
        receipts={receipts}
        match={match}
        onCancel={() => setMatching(false)}
        onMatched={() => {
          setMatching(false);
          setSelectedIds([]);
        }}
      />
    </ReportScreen>
  );
}
