import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import type { StreamSource } from './unreconciledDaysStreams';
import { businessDayOf } from '../../db/businessDay';

/**
 * Card receipts and settlement lines (/ar/creditcardcollections): Excede's card receipts of the day, each
 * reconciled once a settlement line settles it; and the lines of the processor's files that settle no receipt,
 * a sale or refund open until matched, an adjustment until classified.
 */
export const cardStream: StreamSource = {
  items: ({ from, to }) => sql`(select r.brn_id, ${businessDayOf(sql`r.received_at`)} as day_on, 'receipt:' || r.receipt_id as item_key,
        'Card receipt' as kind, coalesce(r.xref, '') as reference, 'Receipt ' || r.receipt_id as description, r.amount,
        not exists (select 1 from card_settlement_lines s where s.receipt_id = r.receipt_id) as open, null::int as file_id
      from excede_ar_receipts r
      where r.method = 'Card' and r.received_at >= (${from}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})
        and r.received_at < ((${to}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
    union all
    select s.brn_id, s.txn_date, 'line:' || s.id, 'Settlement ' || lower(s.line_type), s.batch_id, s.brand || ' ' || s.last4 || coalesce(' · ' || s.classification, ''),
        s.amount, s.classification is null, null::int
      from card_settlement_lines s
      where s.txn_date >= ${from}::date and s.txn_date <= ${to}::date and (s.line_type = 'Adjustment' or s.receipt_id is null))`,
  tables: ['excede_ar_receipts'],
};
