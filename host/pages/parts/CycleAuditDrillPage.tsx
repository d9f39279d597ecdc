import useSWR from 'swr';
import { useLocation } from 'wouter';
import { readDrillParams, type DrillType } from '../../../src/domain/parts/cycleCounts';
import { CYCLE_LINE_FIELDS, type CountSheet, type CycleDetail, type CycleLineRow } from '../../../src/domain/parts/cycleCountsList';
import { CycleAuditDrill, type CycleDrillMode } from '../../../src/screens/parts/CycleAuditDrill';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

/**
 * /cycleAuditDrill/{brnid}/{cycle}/{sdate}/{incInvalid}/{type}: a cycle's lines of one view, its blind count and
 * recount sheets (`?mode=count|recount`), and its adjustments to decide. A wrong parameter is said, not a crash.
 */
export default function CycleAuditDrillPage({ params, query }: PageProps) {
  const [, navigate] = useLocation();
  const read = readDrillParams(params);
  const drill = read.ok ? read.params : { brnId: params.brnid ?? '', cycle: params.cycle ?? '', sdate: params.sdate ?? '', incInvalid: false, type: 'all' as DrillType };
  const cycleQuery = new URLSearchParams({ brnId: drill.brnId, cycle: drill.cycle, sdate: drill.sdate }).toString();
  const linesQuery = new URLSearchParams({ cycle: drill.cycle, sdate: drill.sdate, incInvalid: String(drill.incInvalid), type: drill.type }).toString();
  const mode: CycleDrillMode = query.mode === 'count' || query.mode === 'recount' ? query.mode : 'lines';
  const report = useReport<CycleLineRow>(`parts/cycle-counts/lines?${linesQuery}`, CYCLE_LINE_FIELDS, { branches: [drill.brnId], sort: [{ id: 'bin', desc: false }] }, 'grid.cycleAuditDrill');
  const cycle = useSWR<CycleDetail, Error>(read.ok ? `parts/cycle-counts/cycle?${cycleQuery}` : null);
  const sheet = useSWR<CountSheet, Error>(read.ok && cycle.data && mode !== 'lines' ? `parts/cycle-counts/${cycle.data.id}/sheet?mode=${mode}` : null);
  const path = (change: Partial<typeof drill>, nextMode = mode) => {
    const d = { ...drill, ...change };
    return `/cycleAuditDrill/${d.brnId}/${d.cycle}/${d.sdate}/${d.incInvalid}/${d.type}${nextMode === 'lines' ? '' : `?mode=${nextMode}`}`;
  };
  const refresh = () => {
    report.onRetry();
    void cycle.mutate();
    void sheet.mutate();
  };
  const act = useAction(async (path: string, json: unknown) => {
    await api.post(`parts/cycle-counts/${cycle.data!.id}/${path}`, { json }).json();
    refresh();
  });
  return (
    <CycleAuditDrill
      paramsError={read.ok ? null : read.message}
      brnId={drill.brnId}
      code={drill.cycle}
      sdate={drill.sdate}
      type={drill.type}
      incInvalid={drill.incInvalid}
      onTypeChange={(type) => navigate(path({ type }))}
      onIncInvalidChange={(incInvalid) => navigate(path({ incInvalid }))}
      cycle={cycle.data}
      grid={report.grid}
      freshness={report.freshness}
      isLoading={report.isLoading || !cycle.data}
      error={cycle.error?.message ?? report.error ?? sheet.error?.message ?? null}
      onRetry={refresh}
      mode={mode}
      onModeChange={(next) => navigate(path({}, next))}
      sheet={sheet.data}
      onCount={(line, qty) => act.run(`lines/${line.id}/${mode === 'recount' ? 'recount' : 'count'}`, { version: line.version, qty })}
      onStatus={(status, leaveUncounted) => void act.run('status', { version: cycle.data!.version, status, leaveUncounted })}
      onDecide={(decision, lines) => void act.run('decisions', { decision, lines: lines.map(({ id, version }) => ({ id, version })) })}
      isPending={act.isPending}
      actionError={act.error}
    />
  );
}
