import { sql } from 'drizzle-orm';
import type { StreamSource } from './unreconciledDaysStreams';

/** Bank statement lines not matched to the books: none until bank reconciliation's tables are read here. */
export const bankStream: StreamSource = {
  items: () => sql`(select null::text as brn_id, null::date as day_on, null::text as item_key, null::text as kind, null::text as reference,
      null::text as description, null::numeric as amount, false as open, null::int as file_id where false)`,
  tables: [],
};
