import { sql, type SQL } from 'drizzle-orm';
import { lastExceptionDay, methodsOfAccount } from '../../src/domain/accounting/cashClearing';
import { newYorkDay } from '../../src/domain/businessDays';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { inBranches } from './branchScope';

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Clearing by branch, day and account over a period (cash clearing unless the account filter asks for
 * another): the balance before each day, what the day posted (receipts are debits, deposits credits), the
 * balance after it, and what of the day no match clears. A line is cleared when it is in a live match; a day
 * whose uncleared lines net to zero is Zero. Each day also says its receipts' methods and its open flags.
 */
export function clearingDays(from: string | null, to: string | null, accounts: readonly string[], branches: readonly string[]): SQL {
  const start = from ?? '0001-01-01';
  const end = to ?? '9999-12-31';
  const lastException = lastExceptionDay(newYorkDay(new Date()));
  const methods = [...new Set(accounts.flatMap(methodsOfAccount))];
  return sql`(select d.brn_id, d.posted_on, d.acct_id, d.receipts, d.deposits, d.difference,
      coalesce(b.balance, 0) + sum(d.receipts - d.deposits) over (partition by d.brn_id, d.acct_id order by d.posted_on) - (d.receipts - d.deposits) as opening,
      case when d.difference = 0 then 0 else d.open_lines end as unmatched,
      case when d.difference = 0 then 'Zero' when d.posted_on <= ${lastException}::date then 'Exception' else 'Not zero' end as status,
      coalesce((select string_agg(distinct r.method, ', ' order by r.method) from excede_ar_receipts r
        where r.brn_id = d.brn_id and r.method in (${inList(methods)})
          and r.received_at >= (d.posted_on::timestamp at time zone ${BUSINESS_TIME_ZONE}) and r.received_at < ((d.posted_on + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})), '') as methods,
      (select count(*) from cash_clearing_flags f where f.brn_id = d.brn_id and f.posted_on = d.posted_on and f.cleared_at is null
        and (f.je_id is null or exists (select 1 from excede_gl_lines g where g.je_id = f.je_id and g.line_no = f.line_no and g.acct_id = d.acct_id)))::int as flags
    from (select l.brn_id, l.posted_on, l.acct_id, sum(l.debit) as receipts, sum(l.credit) as deposits,
            coalesce(sum(l.debit - l.credit) filter (where m.je_id is null), 0)::numeric(14, 2) as difference,
            (count(*) filter (where m.je_id is null))::int as open_lines
          from excede_gl_lines l
          left join cash_clearing_match_lines m on m.je_id = l.je_id and m.line_no = l.line_no and m.active
          where l.acct_id in (${inList(accounts)}) and ${inBranches(sql`l.brn_id`, branches)} and l.posted_on >= ${start}::date and l.posted_on <= ${end}::date
          group by l.brn_id, l.posted_on, l.acct_id) d
    left join (select brn_id, acct_id, sum(debit - credit) as balance from excede_gl_lines
          where acct_id in (${inList(accounts)}) and ${inBranches(sql`brn_id`, branches)} and posted_on < ${start}::date group by brn_id, acct_id) b on b.brn_id = d.brn_id and b.acct_id = d.acct_id) t`;
}
