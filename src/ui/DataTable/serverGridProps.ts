import type { ListAnswer } from '../../domain/listQuery';
import type { DataTableView } from './types';

/** A screen's props for its grid of rows from the server. */
export interface ServerGridState {
  isLoading?: boolean | undefined;
  error?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The user's saved view of the grid, and where a change of it goes. */
  view?: Partial<DataTableView> | undefined;
  onViewChange?: ((view: DataTableView) => void) | undefined;
}

/**
 * The DataTable props every screen of server rows passes the same way when the grid holds them all
 * (client mode): the rows once they have come (loading until then, unless it failed), the error with
 * its retry, and the saved view.
 */
export function serverGridProps<T>(rows: readonly T[] | undefined, { isLoading, error, onRetry, view, onViewChange }: ServerGridState) {
  return {
    data: rows ?? [],
    isLoading: !!isLoading || (!rows && !error),
    error: error ?? null,
    ...(onRetry ? { onRetry } : {}),
    ...(view ? { view } : {}),
    ...(onViewChange ? { onViewChange } : {}),
  };
}

/**
 * The DataTable props of a server grid (`<DataTable mode="server" {...serverPageProps(answer, state)} />`)
 * from the list's answer: its page, the count and the totals of every matching row, with the loading,
 * error and view as above. Keep the previous answer while the next one loads (SWR's keepPreviousData):
 * its rows stay in place, muted, until the next page comes.
 */
export function serverPageProps<T>(answer: ListAnswer<T> | undefined, state: ServerGridState) {
  return { ...serverGridProps(answer?.rows, state), rowCount: answer?.total ?? 0, totals: answer?.totals };
}
