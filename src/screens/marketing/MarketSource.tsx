import { formatDateTime } from '../../domain/format';
import type { MarketSourceFacts } from '../../domain/marketing/marketReportAnswers';
import { freshnessText } from '../../ui/report/DataFreshness';
import * as css from './MarketSource.css';

/** Where a report's figures come from and when they last changed: the feed's import, and the last upload over it. */
export function MarketSource({ source }: { source: MarketSourceFacts }) {
  return (
    <p className={css.source}>
      <span>{`Source: ${source.sources.join(', ')}. ${freshnessText(source.asOf)}${source.stale ? ' (may be out of date)' : ''}.`}</span>
      {source.upload ? <span>{` Uploaded ${source.upload.fileName} by ${source.upload.uploadedBy} on ${formatDateTime(source.upload.uploadedAt)}.`}</span> : null}
    </p>
  );
}
