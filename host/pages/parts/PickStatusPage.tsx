import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import type { ShortOutcome } from '../../../src/domain/parts/picks';
import type { PickCreateInput } from '../../../src/domain/parts/picksPayloads';
import { customerOf, isOpenStatus, type TicketQueue } from '../../../src/domain/parts/tickets';
import { PICK_FIELDS, type PickDetail, type PickLine, type PickRow, type PickTiles } from '../../../src/domain/parts/picksList';
import { PickStatus } from '../../../src/screens/parts/PickStatus';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { api } from '../../api/client';
import { useReport } from '../../report/useReport';
import { session } from '../../session';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

/**
 * /part-pick-status: the working branch's pick lists, newest request first; a row opens the pick in a
 * dialog (assign me, picked, short, deliver) and "Print pick list" shows its sheet in bin order to print.
 */
export default function PickStatusPage(_: PageProps) {
  const { user, branch } = useSnapshot(session);
  const home = user?.branches.includes(branch) ? [branchCode(branch)] : [];
  const report = useReport<PickRow>('parts/picks', PICK_FIELDS, { branches: home, sort: [{ id: 'requestedAt', desc: true }] }, 'grid.pickStatus');
  const tilesQuery = new URLSearchParams(report.query.branches.map((b) => ['brnId', b])).toString();
  const tiles = useSWR<PickTiles, Error>(`parts/picks/tiles?${tilesQuery}`);
  const [openId, setOpenId] = useState<number | null>(null);
  const [printing, setPrinting] = useState<PickDetail | null>(null);
  const [making, setMaking] = useState(false);
  const brnId = report.query.branches[0] ?? branchCode(branch);
  const willCall = useSWR<TicketQueue, Error>(making ? `parts/tickets?${new URLSearchParams({ brnId, type: 'Phone' }).toString()}` : null);
  const make = useAction(async (input: PickCreateInput) => {
    const made = await api.post('parts/picks', { json: input }).json<PickDetail>();
    report.onRetry();
    void tiles.mutate();
    setOpenId(made.id);
  });
  const pick = useSWR<PickDetail, Error>(openId ? `parts/picks/${openId}` : null);

  const change = useAction(async (path: string, json: Record<string, unknown>) => {
    const next = await api.post(`parts/picks/${openId}/${path}`, { json }).json<PickDetail>();
    await pick.mutate(next, { revalidate: false });
    report.onRetry();
    void tiles.mutate();
  });
  const current = pick.data;

  useEffect(() => {
    if (printing) window.print();
  }, [printing]);

  return (
    <ServerFieldErrors value={make.fieldErrors}>
      <PickStatus
        filters={report.filters}
        freshness={report.freshness}
        isLoading={report.isLoading}
        error={report.error ?? tiles.error?.message ?? null}
        onRetry={() => {
          report.onRetry();
          void tiles.mutate();
        }}
        tiles={tiles.data}
        grid={{ ...report.grid, onRowClick: (row) => setOpenId(row.id) }}
        printing={printing && { pick: printing, onBack: () => setPrinting(null) }}
        onNewPick={() => setMaking(true)}
        newPick={
          making
            ? {
                brnId,
                willCallTickets: (willCall.data?.tickets ?? []).filter((t) => isOpenStatus(t.status)).map((t) => ({ id: t.id, label: `#${t.number} ${customerOf(t)}` })),
                onCreate: make.run,
                isPending: make.isPending,
                error: make.error,
                onClose: () => setMaking(false),
              }
            : null
        }
        panel={
          openId
            ? {
                pick: current,
                error: pick.error?.message ?? null,
                isPending: change.isPending,
                actionError: change.error,
                onClose: () => setOpenId(null),
                onAssign: (pickerId: number | null) => void change.run('assign', { version: current!.version, pickerId }),
                onPicked: (line: PickLine) => void change.run(`lines/${line.id}`, { version: line.version, qtyPicked: line.qtyRequested, qtyShort: 0 }),
                onShort: (line: PickLine, qtyShort: number, outcome: ShortOutcome) =>
                  void change.run(`lines/${line.id}`, { version: line.version, qtyPicked: line.qtyRequested - qtyShort, qtyShort, shortOutcome: outcome }),
                onDeliver: () => void change.run('deliver', { version: current!.version }),
                onPrint: () => {
                  setOpenId(null);
                  setPrinting(current!);
                },
              }
            : null
        }
      />
    </ServerFieldErrors>
  );
}
