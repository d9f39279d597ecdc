import { sql } from 'drizzle-orm';
import { lastExceptionDay } from '../../../src/domain/accounting/cashClearing';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import { businessDayOf } from '../../db/businessDay';
import type { StreamSource } from './unreconciledDaysStreams';


/**
 * Cash on hand (/ar/cashonhand): the day's cash receipts, each reconciled once a deposit took it to the bank and
 * open while it waits longer than one business day (cash still within its day is not yet due, so not listed);
 * and the day's counts whose over/short needs a manager, open until signed off.
 */
export const cashStream: StreamSource = {
  items: ({ from, to }) => {
    // Cash is late once its next business day is over: the last day whose cash is late today.
    const lastLateDay = lastExceptionDay(addDays(newYorkDay(new Date()), -1));
    return sql`(select r.brn_id, ${businessDayOf(sql.raw('r.received_at'))} as day_on, 'receipt:' || r.receipt_id as item_key, 'Cash receipt' as kind,
          coalesce(r.drawer, '') as reference, 'Receipt ' || r.receipt_id || coalesce(' · ' || r.xref, '') as description, r.amount,
          r.deposit_id is null as open, null::int as file_id
        from excede_ar_receipts r
        where r.method = 'Cash' and r.received_at >= (${from}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and r.received_at < ((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and (r.deposit_id is not null or ${businessDayOf(sql.raw('r.received_at'))} <= ${lastLateDay}::date)
      union all
      select c.brn_id, ${businessDayOf(sql.raw('c.created_at'))}, 'count:' || c.id, 'Cash count', f.name, case when c.status = 'Signed off' then 'Over/short signed off' else 'Over/short awaiting sign-off' end, c.over_short,
          c.status = 'Awaiting sign-off', null::int
        from cash_counts c join cash_funds f on f.id = c.fund_id
        where c.status in ('Awaiting sign-off', 'Signed off') and c.created_at >= (${from}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and c.created_at < ((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE}))`;
  },
  tables: ['excede_ar_receipts'],
};
