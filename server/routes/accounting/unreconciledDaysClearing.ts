import { sql } from 'drizzle-orm';
import { CASH_CLEARING_ACCOUNT } from '../../../src/domain/accounting/cashClearing';
import type { StreamSource } from './unreconciledDaysStreams';

/**
 * Cash clearing (GL 1050, /ar/cashclearing): a day's items are its lines, a line in a live match reconciled.
 * The lines no match clears are open only while they do not net to zero: a day that returned to zero (Zero on
 * Cash Clearing) carries nothing unreconciled.
 */
export const clearingStream: StreamSource = {
  items: ({ from, to }) => sql`(select l.brn_id, l.posted_on as day_on, l.je_id || ':' || l.line_no as item_key, l.source as kind, coalesce(l.xref, '') as reference,
      coalesce(l.description, '') as description, (l.debit - l.credit) as amount,
      (m.je_id is null and sum(l.debit - l.credit) filter (where m.je_id is null) over (partition by l.brn_id, l.posted_on) <> 0) as open, null::int as file_id
    from excede_gl_lines l
    left join cash_clearing_match_lines m on m.je_id = l.je_id and m.line_no = l.line_no and m.active
    where l.acct_id = ${CASH_CLEARING_ACCOUNT} and l.posted_on >= ${from}::date and l.posted_on <= ${to}::date)`,
  tables: ['excede_gl_lines'],
};
