import { sql } from 'drizzle-orm';
import type { StreamSource } from './unreconciledDaysStreams';

/**
 * Bank reconciliation (/bankreconcillation): the statements' lines, each open until matched to the books or marked
 * as needing an entry; and the GL lines of each statement's cash account over its period, open until a match
 * clears them. An item's file is its statement (its workspace).
 */
export const bankStream: StreamSource = {
  items: ({ from, to }) => sql`(select b.brn_id, b.posted_on as day_on, 'bank:' || b.id as item_key, 'Bank line ' || b.bai_type as kind,
        coalesce(nullif(b.check_no, ''), b.bank_ref) as reference, b.text as description, b.amount, (b.match_id is null and not b.needs_entry) as open,
        b.statement_id as file_id
      from bank_lines b
      where b.posted_on >= ${from}::date and b.posted_on <= ${to}::date
    union all
    select l.brn_id, l.posted_on, 'gl:' || l.je_id || ':' || l.line_no, 'Book ' || lower(l.source), coalesce(l.xref, ''), coalesce(l.description, ''), (l.debit - l.credit),
        m.je_id is null, s.id
      from bank_statements s
      join bank_accounts a on a.id = s.bank_account_id
      join excede_gl_lines l on l.acct_id = a.acct_id and l.brn_id = s.brn_id and l.posted_on >= s.period_from and l.posted_on <= s.period_to
      left join bank_match_gl_lines m on m.je_id = l.je_id and m.line_no = l.line_no
      where l.posted_on >= ${from}::date and l.posted_on <= ${to}::date)`,
  tables: ['excede_gl_lines'],
};
