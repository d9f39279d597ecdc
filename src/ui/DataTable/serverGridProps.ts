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
 * The DataTable props every screen of server rows passes the same way: the rows once they have come
 * (loading until then, unless it failed), the error with its retry, and the saved view.
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
