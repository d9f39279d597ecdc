import { sql, type SQL } from 'drizzle-orm';
import { addDays, companyHolidays, newYorkDay } from '../../../src/domain/businessDays';
import { businessDaysAfter, DUE_SOON_BUSINESS_DAYS, winRateOf } from '../../../src/domain/sales/altecRfqs';
import { ALTEC_RFQ_FIELDS, type AltecRfqDetail, type AltecRfqFile, type AltecRfqSummary, type RfqMonth } from '../../../src/domain/sales/altecRfqsList';
import { listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { altecRfqs } from '../../db/altecRfqs';
import { queryRows, type Database } from '../../db/database';
import { isoTimeOf } from '../../db/isoTime';

export const RFQ_NOT_FOUND = 'That RFQ does not exist.';
export const RFQ_FILE_NOT_FOUND = 'That PDF is not one of this RFQ.';
/** An RFQ as its changes name it (server/business/recordChange.ts). */
export const RFQ = { table: altecRfqs, entity: 'altec rfq', branchOf: (row: { brnId: string }) => row.brnId, notFound: RFQ_NOT_FOUND };

/** The group's holidays of the years an RFQ may span, as a date[] for SQL (business days skip them as src/domain/businessDays.ts does). */
function holidaysAround(today: string): SQL {
  const year = Number(today.slice(0, 4));
  const days = [year - 3, year - 2, year - 1, year, year + 1].flatMap((y) => [...companyHolidays(y)]);
  return sql`array[${sql.join(days.map((d) => sql`${d}`), sql`, `)}]::date[]`;
}

/**
 * Every RFQ as the grid shows it on `today` (New York): its quote total, the business days it took us to quote,
 * its order, its due-date alert (Pending with no quote: Overdue past its due day, Due soon within three business
 * days) and how many PDFs it has.
 */
function rfqRows(today: string): SQL {
  const dueSoonBy = businessDaysAfter(today, DUE_SOON_BUSINESS_DAYS);
  return sql`(
    select r.id, r.rfq_no, r.brn_id, r.received_on, r.plant, r.contact, r.end_customer, r.model, r.cab, r.wheelbase, r.cab_to_axle, r.gvwr,
           r.drivetrain, r.qty, r.due_on, r.quote_no, r.quoted_on, r.unit_price, (r.unit_price * r.qty)::numeric(14,2) as quote_total,
           case when r.quoted_on is not null then (
             select count(*)::int from generate_series(r.received_on + 1, r.quoted_on, interval '1 day') g(d)
              where extract(isodow from g.d) < 6 and g.d::date <> all(${holidaysAround(today)})
           ) end as response_days,
           r.outcome, r.reason, r.stock_no, r.deal_id,
           case when r.deal_id is not null then 'Deal ' || r.deal_id when r.stock_no is not null then 'Stock ' || r.stock_no end as order_ref,
           r.upfit_ship_to, r.expected_delivery, r.salesperson, r.version,
           case when r.outcome = 'Pending' and r.quoted_on is null then
             case when r.due_on < ${today}::date then 'Overdue' when r.due_on <= ${dueSoonBy}::date then 'Due soon' end
           end as alert,
           (select count(*)::int from altec_rfq_files f where f.rfq_id = r.id) as attachments
      from altec_rfqs r
  ) q`;
}

/** /altec_sales's RFQs: the latest received first. */
export const ALTEC_RFQ_LIST: ListDefinition = {
  name: 'altec-rfqs',
  from: () => rfqRows(newYorkDay(new Date())),
  branch: sql`q.brn_id`,
  date: sql`q.received_on`,
  columns: listColumnsIn('q', ALTEC_RFQ_FIELDS),
  key: [sql`q.id`],
  rowId: sql`q.id`,
  defaultSort: [{ id: 'receivedOn', desc: true }],
  tables: [],
};

/** The last 12 months, oldest first, as YYYY-MM, ending with today's. */
export function lastTwelveMonths(today: string): string[] {
  const months: string[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (let i = 0; i < 12; i += 1) {
    months.unshift(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** The tiles and the chart over the RFQs the grid selects: units quoted and won by the month the RFQ was received. */
export async function rfqSummaryOf(db: Database, from: SQL, where: SQL): Promise<AltecRfqSummary> {
  const [t] = await queryRows<Omit<AltecRfqSummary, 'winRate' | 'months' | 'averageResponseDays'> & { averageResponseDays: string | null }>(
    db,
    sql`select count(*) filter (where q.outcome = 'Won')::int as won, count(*) filter (where q.outcome = 'Lost')::int as lost,
               count(*) filter (where q.outcome = 'No bid')::int as "noBid", count(*) filter (where q.outcome = 'Pending')::int as pending,
               coalesce(sum(q.qty) filter (where q.quoted_on is not null), 0)::int as "unitsQuoted",
               coalesce(sum(q.qty) filter (where q.outcome = 'Won'), 0)::int as "unitsWon",
               round(avg(q.response_days), 1)::text as "averageResponseDays",
               count(*) filter (where q.alert is not null)::int as alerts
          from ${from} where ${where}`,
  );
  const today = newYorkDay(new Date());
  const months = lastTwelveMonths(today);
  const counted = await queryRows<RfqMonth>(
    db,
    sql`select to_char(q.received_on, 'YYYY-MM') as month,
               coalesce(sum(q.qty) filter (where q.quoted_on is not null), 0)::int as quoted,
               coalesce(sum(q.qty) filter (where q.outcome = 'Won'), 0)::int as won
          from ${from} where ${where} and q.received_on >= ${`${months[0]}-01`}::date and q.received_on < ${addDays(today, 1)}::date
         group by 1`,
  );
  return {
    ...t!,
    winRate: winRateOf(t!.won, t!.lost),
    averageResponseDays: t!.averageResponseDays === null ? null : Number(t!.averageResponseDays),
    months: months.map((month) => counted.find((m) => m.month === month) ?? { month, quoted: 0, won: 0 }),
  };
}

/** An RFQ's PDFs, oldest first, with who attached each and when. */
export const rfqFilesOf = (db: Database, rfqId: number) =>
  queryRows<AltecRfqFile>(
    db,
    sql`select f.id, f.kind, f.file_name as "fileName", f.size, coalesce(u.name, 'Unknown') as "attachedBy", ${isoTimeOf('f.created_at')} as "attachedAt"
          from altec_rfq_files f left join users u on u.id = f.created_by where f.rfq_id = ${rfqId} order by f.id`,
  );

const DETAIL_COLUMNS = sql.join(
  [...Object.keys(ALTEC_RFQ_FIELDS), 'id', 'version', 'stockNo', 'dealId'].map((id) => sql`q.${sql.raw(id.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`))} as ${sql.identifier(id)}`),
  sql`, `,
);

/** One RFQ as its dialog shows it, with its PDFs, or undefined. */
export async function rfqById(db: Database, id: number): Promise<AltecRfqDetail | undefined> {
  const [row] = await queryRows<Omit<AltecRfqDetail, 'files'>>(
    db,
    sql`select ${DETAIL_COLUMNS} from ${rfqRows(newYorkDay(new Date()))} where q.id = ${id}`,
  );
  if (!row) return undefined;
  return { ...row, ...days(row), files: await rfqFilesOf(db, id) };
}

/** Days as YYYY-MM-DD whichever driver read them. */
function days(row: Omit<AltecRfqDetail, 'files'>) {
  const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | null));
  return { receivedOn: day(row.receivedOn)!, dueOn: day(row.dueOn)!, quotedOn: day(row.quotedOn), expectedDelivery: day(row.expectedDelivery) };
}

/** Whether the order named exists at the branch: a deal of excede_deals, or a truck of excede_vehicles. */
export async function orderExists(db: Database, brnId: string, order: { dealId: string | null; stockNo: string | null }): Promise<{ field: 'dealId' | 'stockNo'; message: string } | null> {
  if (order.dealId) {
    const [deal] = await queryRows(db, sql`select 1 from excede_deals where deal_id = ${order.dealId} and brn_id = ${brnId}`);
    if (!deal) return { field: 'dealId', message: `Branch ${brnId} has no deal ${order.dealId}.` };
  }
  if (order.stockNo) {
    const [truck] = await queryRows(db, sql`select 1 from excede_vehicles where stock_no = ${order.stockNo} and brn_id = ${brnId}`);
    if (!truck) return { field: 'stockNo', message: `Branch ${brnId} has no truck of stock number ${order.stockNo}.` };
  }
  return null;
}
