import { useRef, useState } from 'react';
import useSWR from 'swr';
import type { CountInput, DepositRunInput, FundChangeInput, FundCreateInput, PaidOutInput, ReplenishmentInput } from '../../../src/domain/accounting/cashOnHand';
import { CASH_FUND_FIELDS, type CashCount, type CashFundDetail, type CashFundRow, type CashOnHandSummary } from '../../../src/domain/accounting/cashOnHandData';
import type { CashDecision } from '../../../src/screens/accounting/CashDecisionDialog';
import type { CashFundEditing } from '../../../src/screens/accounting/CashFundDialog';
import { CashOnHand } from '../../../src/screens/accounting/CashOnHand';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { lazyComponent } from '../../../src/ui/lazyOverlay';
import { api, messageOf } from '../../api/client';
import { useReport } from '../../report/useReport';

// The panel and the dialogs are chunks of their own: the page needs them only once someone acts.
const CashDepositRunDialog = lazyComponent(() => import('../../../src/screens/accounting/CashDepositRunDialog'), 'CashDepositRunDialog');
const CashReplenishDialog = lazyComponent(() => import('../../../src/screens/accounting/CashReplenishDialog'), 'CashReplenishDialog');
const CashCountDialog = lazyComponent(() => import('../../../src/screens/accounting/CashCountDialog'), 'CashCountDialog');
const CashDecisionDialog = lazyComponent(() => import('../../../src/screens/accounting/CashDecisionDialog'), 'CashDecisionDialog');
const CashFundDialog = lazyComponent(() => import('../../../src/screens/accounting/CashFundDialog'), 'CashFundDialog');
const CashFundPanel = lazyComponent(() => import('../../../src/screens/accounting/CashFundPanel'), 'CashFundPanel');
const CashPaidOutDialog = lazyComponent(() => import('../../../src/screens/accounting/CashPaidOutDialog'), 'CashPaidOutDialog');
const CashThresholdDialog = lazyComponent(() => import('../../../src/screens/accounting/CashThresholdDialog'), 'CashThresholdDialog');
import { notify } from '../../toasts';
import { useAction } from '../../useAction';
import { useHomeBranches } from '../../report/useHomeBranches';

const BASE = 'accounting/cash-on-hand';
type Fund = CashFundDetail['fund'];

/** /ar/cashonhand: the working branch's funds unless the address says otherwise, the tiles and counts awaiting sign-off of the same branches, and a fund's panel and forms. */
export default function CashOnHandPage() {
  const home = useHomeBranches();
  const report = useReport<CashFundRow>(`${BASE}/funds`, CASH_FUND_FIELDS, { branches: home, sort: [] }, 'grid.cashOnHand');
  const [now] = useState(() => new Date());
  const branchQuery = new URLSearchParams(report.query.branches.map((b) => ['brnId', b])).toString();
  const summary = useSWR<CashOnHandSummary>(report.error ? null : `${BASE}/summary?${branchQuery}`, { keepPreviousData: true });

  const [openFund, setOpenFund] = useState<number | null>(null);
  const detail = useSWR<CashFundDetail>(openFund === null ? null : `${BASE}/funds/${openFund}`);
  const [counting, setCounting] = useState<Fund | null>(null);
  const [payingOut, setPayingOut] = useState<Fund | null>(null);
  const [editing, setEditing] = useState<CashFundEditing | null>(null);
  const [decision, setDecision] = useState<CashDecision | null>(null);
  const [changingThreshold, setChangingThreshold] = useState(false);
  const [depositing, setDepositing] = useState(false);
  const [replenishing, setReplenishing] = useState<CashFundDetail | null>(null);

  const refresh = async (fund?: CashFundDetail) => {
    report.onRetry();
    await summary.mutate();
    if (fund) await detail.mutate(fund, { revalidate: false });
    else if (openFund !== null) await detail.mutate();
  };
  // The count the server recorded, for the dialog to show what was expected and whether it waits.
  const recorded = useRef<CashCount | null>(null);
  const record = useAction(async (fundId: number, count: CountInput) => {
    recorded.current = await api.post(`${BASE}/funds/${fundId}/counts`, { json: count }).json<CashCount>();
    await refresh();
  });
  const payOut = useAction(
    async (fundId: number, values: PaidOutInput, receipt: File) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      form.set('receipt', receipt);
      await refresh(await api.post(`${BASE}/funds/${fundId}/paid-outs`, { body: form }).json<CashFundDetail>());
    },
    { success: 'Paid-out recorded.' },
  );
  const saveFund = useAction(
    async (values: FundCreateInput | (FundChangeInput & { id: number })) => {
      const saved =
        'id' in values
          ? await api.put(`${BASE}/funds/${values.id}`, { json: { ...values, id: undefined } }).json<CashFundDetail>()
          : await api.post(`${BASE}/funds`, { json: values }).json<CashFundDetail>();
      await refresh(openFund === saved.fund.id ? saved : undefined);
    },
    { success: 'Fund saved.' },
  );
  const decide = useAction(
    async (chosen: CashDecision, values: { version: number; note?: string; reason?: string }) => {
      await api.post(`${BASE}/counts/${chosen.count.id}/${chosen.kind}`, { json: values });
      await refresh();
    },
    { success: 'Decision recorded.' },
  );
  const recordDepositRun = useAction(
    async (run: DepositRunInput) => {
      await api.post(`${BASE}/deposit-runs`, { json: run });
      await refresh();
    },
    { success: 'Deposit run recorded.' },
  );
  const replenish = useAction(
    async (fundId: number, values: ReplenishmentInput) => {
      await refresh(await api.post(`${BASE}/funds/${fundId}/replenishments`, { json: values }).json<CashFundDetail>());
    },
    { success: 'Petty cash replenished.' },
  );
  // The count sheet opens in a tab of its own, where the browser's PDF viewer prints it.
  const printCountSheet = async (fund: Fund, withLastCount: boolean) => {
    try {
      const blob = await api.get(`${BASE}/funds/${fund.id}/count-sheet${withLastCount ? '?with=last' : ''}`).blob();
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (failure) {
      notify('critical', messageOf(failure));
    }
  };
  const setThreshold = useAction(
    async (threshold: string) => {
      await api.put(`${BASE}/threshold`, { json: { threshold } });
      await summary.mutate();
    },
    { success: 'Threshold saved.' },
  );

  return (
    <ServerFieldErrors value={saveFund.fieldErrors ?? payOut.fieldErrors ?? record.fieldErrors ?? recordDepositRun.fieldErrors ?? replenish.fieldErrors}>
      <CashOnHand
        filters={report.filters}
        grid={report.grid}
        summary={summary.data}
        now={now}
        freshness={report.freshness}
        isLoading={report.isLoading}
        error={report.error ?? (summary.error ? messageOf(summary.error) : null)}
        onRetry={() => {
          report.onRetry();
          void summary.mutate();
        }}
        onOpenFund={(fund) => setOpenFund(fund.id)}
        onAddFund={() => setEditing({ kind: 'add', branches: report.filters.branches, branch: report.query.branches.length === 1 ? report.query.branches[0]! : null })}
        onSignOff={(count) => setDecision({ kind: 'sign-off', count })}
        onReject={(count) => setDecision({ kind: 'reject', count })}
        onChangeThreshold={() => setChangingThreshold(true)}
        onRecordDepositRun={() => setDepositing(true)}
      />
      <CashFundPanel
        isOpen={openFund !== null && !counting && !payingOut && !editing && !replenishing}
        detail={detail.data?.fund.id === openFund ? detail.data : undefined}
        error={detail.error ? messageOf(detail.error) : null}
        now={now}
        onCount={setCounting}
        onPaidOut={setPayingOut}
        onEdit={(fund) => setEditing({ kind: 'edit', fund })}
        onReplenish={setReplenishing}
        onPrintCountSheet={(fund, withLastCount) => void printCountSheet(fund, withLastCount)}
        onClose={() => setOpenFund(null)}
      />
      <CashCountDialog
        fund={counting}
        onRecord={async (fundId, count) => ((await record.run(fundId, count)) ? recorded.current : null)}
        isPending={record.isPending}
        error={record.error}
        onClose={() => setCounting(null)}
      />
      <CashPaidOutDialog fund={payingOut} onRecord={payOut.run} isPending={payOut.isPending} error={payOut.error} onClose={() => setPayingOut(null)} />
      <CashFundDialog
        editing={editing}
        onCreate={(values) => saveFund.run(values)}
        onChange={(id, values) => saveFund.run({ ...values, id })}
        isPending={saveFund.isPending}
        error={saveFund.error}
        onClose={() => setEditing(null)}
      />
      <CashDepositRunDialog
        branches={depositing ? (summary.data?.branches ?? null) : null}
        labels={report.filters.branches}
        onRecord={recordDepositRun.run}
        isPending={recordDepositRun.isPending}
        error={recordDepositRun.error}
        onClose={() => setDepositing(false)}
      />
      <CashReplenishDialog detail={replenishing} onRecord={replenish.run} isPending={replenish.isPending} error={replenish.error} onClose={() => setReplenishing(null)} />
      <CashDecisionDialog decision={decision} onDecide={decide.run} isPending={decide.isPending} error={decide.error} onClose={() => setDecision(null)} />
      <CashThresholdDialog
        isOpen={changingThreshold}
        threshold={summary.data?.threshold ?? '5.00'}
        onSave={setThreshold.run}
        isPending={setThreshold.isPending}
        error={setThreshold.error}
        onClose={() => setChangingThreshold(false)}
      />
    </ServerFieldErrors>
  );
}
