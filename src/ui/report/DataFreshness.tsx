import { formatDateTime } from '../../domain/format';
import { Alert } from '../Alert/Alert';
import { Skeleton } from '../Skeleton/Skeleton';
import * as css from './DataFreshness.css';

export interface DataFreshnessProps {
  /** The last good import of the Excede tables behind the report (ISO), null before the first. */
  asOf: string | null;
  /** Older than two runs of its schedule. */
  stale: boolean;
  /** No answer yet: nothing to say. */
  isLoading?: boolean;
}

/** The time as New York reads it: 'Excede data as of 11/18/2026 09:15 AM'. */
export function freshnessText(asOf: string | null): string {
  return asOf ? `Excede data as of ${formatDateTime(asOf)}` : 'Excede data not imported yet';
}

/** How fresh a report's Excede figures are; a warning bar when they may be out of date. */
export function DataFreshness({ asOf, stale, isLoading }: DataFreshnessProps) {
  if (isLoading)
    return (
      <div className={css.skeleton}>
        <Skeleton />
      </div>
    );
  if (!asOf)
    return <Alert tone="caution">{`${freshnessText(null)}: this report fills once the first import from Excede succeeds.`}</Alert>;
  if (stale)
    return (
      <Alert tone="caution">{`${freshnessText(asOf)}. The scheduled imports have not succeeded since, so these figures may be out of date; Informix Run Info says why.`}</Alert>
    );
  return <p className={css.line}>{freshnessText(asOf)}</p>;
}
