import type { SQL } from 'drizzle-orm';
import type { ReconciliationStream } from '../../../src/domain/accounting/unreconciledDays';
import { bankStream } from './unreconciledDaysBank';
import { cardStream } from './unreconciledDaysCards';
import { cashStream } from './unreconciledDaysCash';
import { clearingStream } from './unreconciledDaysClearing';

/** The New York days an unreconciled-days request reads (its month, or one day), YYYY-MM-DD. */
export interface StreamPeriod {
  from: string;
  to: string;
}

/**
 * Where one reconciliation stream's items come from: `items` is a derived table of every item of the period's
 * days, with the columns brn_id, day_on (date), item_key (unique in the stream and branch), kind, reference,
 * description, amount (numeric, signed), open (boolean: not cleared by its reconciliation) and file_id (integer
 * or null). A day with an open item is an unreconciled day. A new stream is one more source.
 */
export interface StreamSource {
  items: (period: StreamPeriod) => SQL;
  /** The Excede tables behind it, for "data as of". */
  tables: string[];
}

export const STREAM_SOURCES: Record<ReconciliationStream, StreamSource> = {
  clearing: clearingStream,
  creditcard: cardStream,
  cash: cashStream,
  bank: bankStream,
};
