import { useState } from 'react';
import useSWR from 'swr';
import { newYorkDay } from '../../../src/domain/businessDays';
import type { DashboardBranch, InventoryDashboard } from '../../../src/domain/parts/annualInventoryList';
import type { CountTag } from '../../../src/domain/parts/annualInventoryTags';
import type { StartCountInput, TagAddInput } from '../../../src/domain/parts/annualInventoryTagPayloads';
import { AnnualInventoryDashboard } from '../../../src/screens/parts/AnnualInventoryDashboard';
import { AnnualInventoryStart } from '../../../src/screens/parts/AnnualInventoryStart';
import { AnnualInventoryTagEntry } from '../../../src/screens/parts/AnnualInventoryTagEntry';
import { api, messageOf } from '../../api/client';
import { useAction, type Action } from '../../useAction';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

/** Tag entry at one branch's count: the tag found and each step on it, the dashboard's progress read again after each. */
function TagEntry({ branch, me, onChanged, onClose }: { branch: DashboardBranch; me: string; onChanged: () => void; onClose: () => void }) {
  const inventoryId = branch.inventory!.id;
  const [tag, setTag] = useState<CountTag | null>(null);
  // Only the last action's refusal is said: a tag not found before is no longer the news once a count is saved.
  const [last, setLast] = useState<'find' | 'step' | 'add'>('find');
  const find = useAction(async (tagNo: number) => {
    setTag(null);
    setTag(await api.get(`parts/annual-inventory/${inventoryId}/tags/${tagNo}`).json<CountTag>());
  });
  const step = useAction(async (path: string, current: CountTag, json: Record<string, unknown> = {}) => {
    setTag(await api.post(`parts/annual-inventory/tags/${current.id}/${path}`, { json: { version: current.version, ...json } }).json<CountTag>());
    onChanged();
  });
  const add = useAction(async (input: TagAddInput) => {
    setTag(await api.post(`parts/annual-inventory/${inventoryId}/tags`, { json: input }).json<CountTag>());
    onChanged();
  });
  const run = <A extends unknown[]>(which: typeof last, action: Action<A>, ...args: A) => {
    setLast(which);
    return action.run(...args);
  };
  return (
    <AnnualInventoryTagEntry
      brnId={branch.brnId}
      me={me}
      tag={tag}
      isFinding={find.isPending}
      error={{ find, step, add }[last].error}
      isPending={step.isPending || add.isPending}
      onFind={(tagNo) => void run('find', find, tagNo)}
      onReturned={(current) => void run('step', step, 'returned', current)}
      onEnter={(current, countedQty) => void run('step', step, 'entry', current, { countedQty })}
      onVerify={(current) => void run('step', step, 'verify', current)}
      onVoid={(current, reason) => void run('step', step, 'void', current, { reason })}
      onAdd={(input) => run('add', add, input)}
      onClose={onClose}
    />
  );
}

/** /annual-parts-inventory-dashboard: this year's count at the chosen branches (all of the user's by default); a count started, its tags entered. */
export default function AnnualInventoryDashboardPage(_: PageProps) {
  const { user } = useCurrentUser();
  const [branches, setBranches] = useState<string[]>([]);
  const dashboard = useSWR<InventoryDashboard, Error>(`parts/annual-inventory/dashboard?${new URLSearchParams(branches.map((b) => ['brnId', b])).toString()}`);
  const [starting, setStarting] = useState<DashboardBranch | null>(null);
  const [entering, setEntering] = useState<string | null>(null);
  const start = useAction(
    async (input: StartCountInput) => {
      await api.post('parts/annual-inventory/start', { json: input });
      await dashboard.mutate();
      setEntering(input.brnId);
    },
    { success: 'Tags issued.' },
  );
  const entryBranch = dashboard.data?.branches.find((b) => b.brnId === entering && b.inventory);
  return (
    <AnnualInventoryDashboard
      data={dashboard.data}
      filters={{ branches: user?.branches ?? [], value: { branches, from: null, to: null }, onChange: (next) => setBranches(next.branches) }}
      isLoading={dashboard.isLoading}
      error={dashboard.error ? messageOf(dashboard.error) : null}
      onRetry={() => void dashboard.mutate()}
      onStartCount={setStarting}
      onTagEntry={(branch) => setEntering(branch.brnId)}
      counting={
        <>
          {starting ? (
            <AnnualInventoryStart
              brnId={starting.brnId}
              checklist={starting.checklist}
              countDate={newYorkDay(new Date())}
              onStart={start.run}
              isPending={start.isPending}
              error={start.error}
              onClose={() => setStarting(null)}
            />
          ) : null}
          {entryBranch ? <TagEntry key={entryBranch.brnId} branch={entryBranch} me={user?.name ?? ''} onChanged={() => void dashboard.mutate()} onClose={() => setEntering(null)} /> : null}
        </>
      }
    />
  );
}
