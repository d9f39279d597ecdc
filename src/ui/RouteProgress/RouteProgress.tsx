import * as css from './RouteProgress.css';

export interface RouteProgressProps {
  isLoading: boolean;
}

/**
 * A thin bar across the top of the page while the next route's code or data loads. A plain
 * indeterminate progressbar (no value), so the first screen carries no react-aria.
 */
export function RouteProgress({ isLoading }: RouteProgressProps) {
  if (!isLoading) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className={css.track}>
      <div className={css.fill} />
    </div>
  );
}
