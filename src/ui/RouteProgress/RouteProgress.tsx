import { ProgressBar } from 'react-aria-components';
import * as css from './RouteProgress.css';

export interface RouteProgressProps {
  isLoading: boolean;
}

/** A thin bar across the top of the page while the next route's code or data loads. */
export function RouteProgress({ isLoading }: RouteProgressProps) {
  if (!isLoading) return null;
  return (
    <ProgressBar isIndeterminate aria-label="Loading page" className={css.track}>
      <div className={css.fill} />
    </ProgressBar>
  );
}
