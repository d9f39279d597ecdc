import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { branchCode } from '../../../src/domain/branches';
import { newYorkDay } from '../../../src/domain/businessDays';
import { BOARD_ROWS, type BoardEntry, type BoardView } from '../../../src/domain/service/schedulerBoard';
import type { PendingMove } from '../../../src/screens/service/SchedulerBoard/boardPlacement';
import { SchedulerBoard } from '../../../src/screens/service/SchedulerBoard/SchedulerBoard';
import { api, ApiError, messageOf } from '../../api/client';
import { useAddressChoice } from '../../service/useAddressChoice';
import { useLiveSchedulerBoard } from '../../service/useLiveSchedulerBoard';
import { session } from '../../session';
import type { PageProps } from '../PageProps';

const ENTRIES = 'service/scheduler/entries';
const GROUPS = ['none', 'shift'] as const;

/**
 * /servicescheduler: the working branch's board. A move shows at once (pending) and is sent; the server's refusal
 * puts it back with the reason, and a conflict (409: someone else moved it, or a rule) reads the board again so
 * the other dispatcher's move shows. Rows (technicians or bays) and grouping by shift are kept in the address.
 */
export default function ServiceSchedulerPage(_: PageProps) {
  const { branch } = useSnapshot(session);
  const brnId = branchCode(branch);
  const [day, setDay] = useState(() => newYorkDay(Date.now()));
  const [view, setView] = useState<BoardView>('day');
  const [rows, setRows] = useAddressChoice('rows', BOARD_ROWS);
  const [group, setGroup] = useAddressChoice('group', GROUPS);
  const board = useLiveSchedulerBoard(brnId, view, day);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (move: PendingMove | null, request: () => Promise<unknown>) => {
    setMessage(null);
    setPending(move);
    try {
      await request();
      await board.mutate();
    } catch (caught) {
      setMessage(messageOf(caught));
      if (caught instanceof ApiError && caught.status === 409) await board.mutate();
    } finally {
      setPending(null);
    }
  };
  const entryPath = (entry: BoardEntry, rest = '') => `${ENTRIES}/${entry.id}${rest}`;

  return (
    <SchedulerBoard
      board={board.data}
      isLoading={board.isLoading}
      error={board.error ? messageOf(board.error) : null}
      onRetry={() => void board.mutate()}
      day={day}
      view={view}
      onDayChange={setDay}
      onViewChange={setView}
      rows={rows}
      onRowsChange={setRows}
      group={group}
      onGroupChange={setGroup}
      pending={pending}
      message={message}
      onPlace={(job, at) => send({ subject: { kind: 'job', key: `${job.slsId}/${job.opsId}` }, ...at }, () => api.post(ENTRIES, { json: { brnId, job, ...at } }))}
      onMove={(entry, at) => send({ subject: { kind: 'entry', id: entry.id }, ...at }, () => api.patch(entryPath(entry), { json: { ...at, version: entry.version } }))}
      onSplit={(entry, at) => send(null, () => api.post(entryPath(entry, '/split'), { json: { at, version: entry.version } }))}
      onStatus={(entry, status) => send(null, () => api.patch(entryPath(entry, '/status'), { json: { status, version: entry.version } }))}
      onUnschedule={(entry) => send(null, () => api.delete(entryPath(entry), { searchParams: { version: entry.version } }))}
    />
  );
}
