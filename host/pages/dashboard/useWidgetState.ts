import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { PlacedWidget } from '../../../src/domain/dashboard/layout';
import { linksOf, mayOpenWidget, WIDGETS } from '../../../src/domain/dashboard/widgets';
import { branchCode } from '../../../src/domain/branches';
import type { WidgetState } from '../../../src/screens/dashboard/WidgetBody';
import { presetRange } from '../../../src/ui/report/datePresets';
import { ApiError } from '../../api/client';
import { session } from '../../session';

/**
 * One widget's own request to its screen's endpoint, checked against the user's rights first: a widget of a screen
 * the user may no longer open asks nothing and says so, as does one whose endpoint refuses (403).
 */
export function useWidgetState(widget: PlacedWidget): WidgetState {
  const { user } = useSnapshot(session);
  const def = WIDGETS[widget.kind];
  const permissions = user?.permissions ?? [];
  const allowed = mayOpenWidget(widget.kind, permissions);
  let path: string | null = null;
  if (allowed && def.shape !== 'links') {
    const range = presetRange(widget.filter.period, new Date());
    const home = user?.savedBranch ?? user?.branches[0];
    const branch = widget.filter.branches[0] ?? (home ? branchCode(home) : '');
    path = def.ask({ branches: widget.filter.branches, branch, from: range.start, to: range.end });
  }
  const { data, error, mutate } = useSWR<never>(path);
  if (def.shape === 'links') return allowed ? { status: 'ready', figure: { shape: 'links', links: linksOf(def.group, permissions) } } : { status: 'refused' };
  if (!allowed || (error instanceof ApiError && error.status === 403)) return { status: 'refused' };
  if (error) return { status: 'failed', message: (error as Error).message, onRetry: () => void mutate() };
  if (data === undefined) return { status: 'loading' };
  return { status: 'ready', figure: def.read(data) };
}
