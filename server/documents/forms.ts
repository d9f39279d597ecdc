import { sql } from 'drizzle-orm';
import type { PrintedKind } from '../../src/domain/accounting/documents';
import { formatDate, formatDateTime, formatMoney2, formatNumber } from '../../src/domain/format';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { queryRows, type Database } from '../db/database';
import type { PrintedForm } from './printedForm';

/** What every form of a document needs beside its own: the record's branch and when it is printed. */
interface Printing {
  db: Database;
  number: string;
  brnId: string;
  printedAt: Date;
}

export type Customer = { cus_id: string; name: string | null; city: string | null; state: string | null; phone: string | null; trm_id: string | null };

/** Who a form is for: name, number, city and phone. */
export const customerLines = (c: Customer) =>
  [c.name ?? `Customer ${c.cus_id}`, `Customer ${c.cus_id}`, [c.city, c.state].filter(Boolean).join(', '), c.phone ?? ''].filter(Boolean);

const customerColumns = sql`c.name, c.city, c.state, c.phone, c.trm_id`;

/** A branch as a form's letterhead names it. */
export async function branchOf(db: Database, code: string): Promise<PrintedForm['branch']> {
  const [row] = await queryRows<{ name: string; state: string }>(db, sql`select name, state from branches where code = ${code}`);
  return { code, name: row?.name ?? code, state: row?.state ?? null };
}

async function partsInvoice({ db, number, brnId }: Printing): Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null> {
  const [invoice] = await queryRows<Customer & { invoiced_at: string; total: string; ro_sls_id: string | null; counter: string | null }>(
    db,
    sql`select pi.cus_id, pi.invoiced_at::text, pi.total::text, pi.ro_sls_id, e.name as counter, ${customerColumns}
        from excede_parts_invoices pi left join excede_customers c on c.cus_id = pi.cus_id left join excede_employees e on e.excede_id = pi.emp_id
        where pi.sls_id = ${number} and pi.brn_id = ${brnId}`,
  );
  if (!invoice) return null;
  const lines = await queryRows<{ part_no: string; description: string; qty_ship: number; qty_backorder: number; price: string; extended: string }>(
    db,
    sql`select part_no, description, qty_ship, qty_backorder, amt_price::text as price, (qty_ship * amt_price)::numeric(14, 2)::text as extended
        from excede_parts_invoice_lines where sls_id = ${number} order by line_no`,
  );
  return {
    title: 'Parts invoice',
    number,
    facts: [
      ['Date', formatDateTime(invoice.invoiced_at)],
      ['Terms', invoice.trm_id ?? ''],
      ['Counter', invoice.counter ?? ''],
      ...(invoice.ro_sls_id ? ([['Repair order', invoice.ro_sls_id]] as const) : []),
    ],
    party: { heading: 'Sold to', lines: customerLines(invoice) },
    columns: [
      { header: 'Part number', width: 1.3 },
      { header: 'Description', width: 2.6 },
      { header: 'Shipped', width: 0.8, align: 'right' },
      { header: 'Back order', width: 0.9, align: 'right' },
      { header: 'Price', width: 1, align: 'right' },
      { header: 'Extended', width: 1.1, align: 'right' },
    ],
    rows: lines.map((l) => [l.part_no, l.description, formatNumber(l.qty_ship), formatNumber(l.qty_backorder), formatMoney2(l.price), formatMoney2(l.extended)]),
    totals: [['Invoice total', formatMoney2(invoice.total)]],
    note: 'Returns within 30 days with this invoice. Core charges refunded on return of the core.',
  };
}

async function repairOrder({ db, number, brnId }: Printing): Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null> {
  const [ro] = await queryRows<
    Customer & { sls_typ_id: string; status: string; date_open: string; date_invoice: string | null; amt_labor: string; amt_parts: string; amt_total: string; writer: string | null; unit: string | null; vin: string | null }
  >(
    db,
    sql`select ro.cus_id, ro.sls_typ_id, ro.status, ro.date_open::text, ro.date_invoice::text, ro.amt_labor::text, ro.amt_parts::text, ro.amt_total::text,
          e.name as writer, u.year || ' ' || u.make || ' ' || u.model as unit, u.vin, ${customerColumns}
        from excede_repair_orders ro left join excede_customers c on c.cus_id = ro.cus_id
          left join excede_employees e on e.excede_id = ro.emp_id_writer left join excede_units u on u.unt_id = ro.unt_id
        where ro.sls_id = ${number} and ro.brn_id = ${brnId}`,
  );
  if (!ro) return null;
  const lines = await queryRows<{ ops_id: number; line_no: number | null; code: string; description: string; qty: string; amount: string | null }>(
    db,
    sql`select j.ops_id, null::int as line_no, j.labor_op as code, j.description, j.hrs_bill::text as qty, null as amount from excede_ro_jobs j where j.sls_id = ${number}
        union all
        select l.ops_id, l.line_no, coalesce(l.part_no, 'LABOR'), case when l.kind = 'Labor' then coalesce('Labor - ' || t.name, 'Labor') else coalesce(p.description, 'Part') end,
          l.qty::text, l.amount::text
        from excede_ro_lines l left join excede_part_master p on p.part_no = l.part_no left join excede_employees t on t.excede_id = l.emp_id_lbr
        where l.sls_id = ${number}
        order by 1, 2 nulls first`,
  );
  return {
    title: 'Repair order',
    number,
    facts: [
      ['Opened', formatDateTime(ro.date_open)],
      ['Invoiced', ro.date_invoice ? formatDateTime(ro.date_invoice) : 'Not yet'],
      ['Type', ro.sls_typ_id],
      ['Status', ro.status],
      ['Writer', ro.writer ?? ''],
    ],
    party: { heading: 'Customer and unit', lines: [...customerLines(ro), ...(ro.unit ? [`${ro.unit}  VIN ${ro.vin ?? ''}`] : [])] },
    columns: [
      { header: 'Job', width: 0.6 },
      { header: 'Op / part', width: 1.3 },
      { header: 'Description', width: 3.2 },
      { header: 'Hours / qty', width: 1, align: 'right' },
      { header: 'Amount', width: 1.1, align: 'right' },
    ],
    rows: lines.map((l) => [l.line_no === null ? `Job ${l.ops_id}` : '', l.code, l.description, formatNumber(l.qty), l.amount === null ? '' : formatMoney2(l.amount)]),
    totals: [
      ['Labor', formatMoney2(ro.amt_labor)],
      ['Parts', formatMoney2(ro.amt_parts)],
      ['Repair order total', formatMoney2(ro.amt_total)],
    ],
    note: 'Customer signature: ______________________________   I authorize the repairs above and the use of the parts needed.',
  };
}

async function receipt({ db, number, brnId }: Printing): Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null> {
  const [r] = await queryRows<Customer & { received_at: string; method: string; amount: string; drawer: string | null; xref: string; deposit_id: string | null }>(
    db,
    sql`select r.cus_id, r.received_at::text, r.method, r.amount::text, r.drawer, r.xref, r.deposit_id, ${customerColumns}
        from excede_ar_receipts r left join excede_customers c on c.cus_id = r.cus_id where r.receipt_id = ${number} and r.brn_id = ${brnId}`,
  );
  if (!r) return null;
  return {
    title: 'Receipt',
    number,
    facts: [
      ['Received', formatDateTime(r.received_at)],
      ['Method', r.method],
      ['Drawer', r.drawer ?? ''],
      ['Deposit', r.deposit_id ?? 'Not yet deposited'],
    ],
    party: { heading: 'Received from', lines: customerLines(r) },
    columns: [
      { header: 'Applied to', width: 2 },
      { header: 'Method', width: 1.5 },
      { header: 'Amount', width: 1.2, align: 'right' },
    ],
    rows: [[r.xref, r.method, formatMoney2(r.amount)]],
    totals: [['Amount received', formatMoney2(r.amount)]],
    note: 'Thank you for your payment.',
  };
}

async function depositSlip({ db, number, brnId }: Printing): Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null> {
  const items = await queryRows<{ receipt_id: string; method: string; amount: string; xref: string; customer: string | null; received_at: string }>(
    db,
    sql`select r.receipt_id, r.method, r.amount::text, r.xref, c.name as customer, r.received_at::text
        from excede_ar_receipts r left join excede_customers c on c.cus_id = r.cus_id
        where r.deposit_id = ${number} and r.brn_id = ${brnId} and r.method in ('Cash', 'Check') order by r.method, r.receipt_id`,
  );
  const [gl] = await queryRows<{ posted_on: string; banked: string; cash: string; checks: string; items: string }>(
    db,
    sql`select min(posted_on)::text as posted_on, sum(debit) filter (where acct_id = '1010')::text as banked,
          (select coalesce(sum(amount), 0)::text from excede_ar_receipts where deposit_id = ${number} and brn_id = ${brnId} and method = 'Cash') as cash,
          (select coalesce(sum(amount), 0)::text from excede_ar_receipts where deposit_id = ${number} and brn_id = ${brnId} and method = 'Check') as checks,
          (select coalesce(sum(amount), 0)::text from excede_ar_receipts where deposit_id = ${number} and brn_id = ${brnId} and method in ('Cash', 'Check')) as items
        from excede_gl_lines where xref = ${number} and brn_id = ${brnId} and source = 'Deposit'`,
  );
  if (!gl?.posted_on) return null;
  return {
    title: 'Deposit slip',
    number,
    facts: [
      ['Date', formatDate(gl.posted_on)],
      ['Account', '1010 Cash in bank - operating'],
      ['Items', formatNumber(items.length)],
    ],
    party: null,
    columns: [
      { header: 'Receipt', width: 1 },
      { header: 'Received', width: 1.5 },
      { header: 'Customer', width: 2.6 },
      { header: 'Method', width: 0.8 },
      { header: 'Applied to', width: 1.1 },
      { header: 'Amount', width: 1.1, align: 'right' },
    ],
    rows: items.map((i) => [i.receipt_id, formatDateTime(i.received_at), i.customer ?? '', i.method, i.xref, formatMoney2(i.amount)]),
    totals: [
      ['Currency and coin', formatMoney2(gl.cash)],
      ['Checks', formatMoney2(gl.checks)],
      ['Items total', formatMoney2(gl.items)],
      ['Deposited', formatMoney2(gl.banked)],
    ],
    note: 'Deposits may not be available for immediate withdrawal. Items are received subject to the bank\'s collection agreement.',
  };
}

/** Sums of a customer's open items at a branch as of a day (numeric text). */
export interface StatementSums {
  current: string;
  pastDue: string;
  balance: string;
}

/**
 * A customer's open items at a branch dated up to a day, as a statement lists them: each with its days late on
 * that day, and the current, past-due and total balance.
 */
export async function statementLines(
  db: Database,
  { cusId, brnId, asOf }: { cusId: string; brnId: string; asOf: string },
): Promise<{ lines: Pick<PrintedForm, 'columns' | 'rows' | 'totals'>; sums: StatementSums; items: number }> {
  const items = await queryRows<{ doc_id: string; doc_type: string; doc_date: string; due_date: string; amount: string; balance: string; late: number }>(
    db,
    sql`select doc_id, doc_type, doc_date::text, due_date::text, amount::text, balance::text, greatest(${asOf}::date - due_date, 0) as late
        from excede_ar_open_items where cus_id = ${cusId} and brn_id = ${brnId} and doc_date <= ${asOf}::date and balance <> 0
        order by doc_date, doc_id`,
  );
  const [sums] = await queryRows<StatementSums>(
    db,
    sql`select coalesce(sum(balance) filter (where due_date >= ${asOf}::date), 0)::text as current,
          coalesce(sum(balance) filter (where due_date < ${asOf}::date), 0)::text as "pastDue", coalesce(sum(balance), 0)::text as balance
        from excede_ar_open_items where cus_id = ${cusId} and brn_id = ${brnId} and doc_date <= ${asOf}::date and balance <> 0`,
  );
  const lines: Pick<PrintedForm, 'columns' | 'rows' | 'totals'> = {
    columns: [
      { header: 'Date', width: 1 },
      { header: 'Document', width: 1.1 },
      { header: 'Type', width: 1.3 },
      { header: 'Due', width: 1 },
      { header: 'Days late', width: 0.8, align: 'right' },
      { header: 'Amount', width: 1.1, align: 'right' },
      { header: 'Balance', width: 1.1, align: 'right' },
    ],
    rows: items.map((i) => [formatDate(i.doc_date), i.doc_id, i.doc_type, formatDate(i.due_date), i.late ? formatNumber(i.late) : '', formatMoney2(i.amount), formatMoney2(i.balance)]),
    totals: [
      ['Current', formatMoney2(sums!.current)],
      ['Past due', formatMoney2(sums!.pastDue)],
      ['Balance due', formatMoney2(sums!.balance)],
    ],
  };
  return { lines, sums: sums!, items: items.length };
}

async function statement({ db, number, brnId }: Printing): Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null> {
  const [charge] = await queryRows<Customer & { doc_date: string; amount: string }>(
    db,
    sql`select oi.cus_id, oi.doc_date::text, oi.amount::text, ${customerColumns}
        from excede_ar_open_items oi left join excede_customers c on c.cus_id = oi.cus_id
        where oi.doc_id = ${number} and oi.brn_id = ${brnId} and oi.doc_type = 'Finance charge'`,
  );
  if (!charge) return null;
  return {
    title: 'Statement',
    number,
    facts: [
      ['Statement date', formatDate(charge.doc_date)],
      ['Terms', charge.trm_id ?? ''],
      ['Finance charge', formatMoney2(charge.amount)],
    ],
    party: { heading: 'Account', lines: customerLines(charge) },
    ...(await statementLines(db, { cusId: charge.cus_id, brnId, asOf: charge.doc_date })).lines,
    note: 'A finance charge of 1.5% a month (at least $2.00) applies to balances more than 30 days past due.',
  };
}

const FORMS: Record<PrintedKind, (p: Printing) => Promise<Omit<PrintedForm, 'branch' | 'printedAt'> | null>> = {
  'Parts invoice': partsInvoice,
  'Repair order': repairOrder,
  Receipt: receipt,
  'Deposit slip': depositSlip,
  Statement: statement,
};

/** A document's form from the Excede record it prints; null when that record is no longer there. */
export async function formOf(db: Database, document: { kind: PrintedKind; number: string; brnId: string }, printedAt: Date): Promise<PrintedForm | null> {
  const form = await FORMS[document.kind]({ db, number: document.number, brnId: document.brnId, printedAt });
  return form && { ...form, branch: await branchOf(db, document.brnId), printedAt };
}

/**
 * The documents Excede holds for an xref, in every branch: the invoice or repair order it numbers, the
 * statement of a finance charge, the deposit it names, and each receipt posted with it (found through its
 * GL line: the same branch, day and amount, as the receipts have no index on their xref).
 */
export async function documentsOfXref(db: Database, xref: string): Promise<{ kind: PrintedKind; number: string; brnId: string }[]> {
  return queryRows(
    db,
    sql`select 'Parts invoice' as kind, sls_id as number, brn_id as "brnId" from excede_parts_invoices where sls_id = ${xref}
        union all select 'Repair order', sls_id, brn_id from excede_repair_orders where sls_id = ${xref}
        union all select 'Statement', doc_id, brn_id from excede_ar_open_items where doc_id = ${xref} and doc_type = 'Finance charge'
        union all select distinct 'Deposit slip', xref, brn_id from excede_gl_lines where xref = ${xref} and source = 'Deposit'
        union all select distinct 'Receipt', r.receipt_id, r.brn_id from excede_gl_lines l
          join excede_ar_receipts r on r.brn_id = l.brn_id and r.xref = l.xref and r.amount = l.debit
            and r.received_at >= (l.posted_on::timestamp at time zone ${BUSINESS_TIME_ZONE})
            and r.received_at < ((l.posted_on + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          where l.xref = ${xref} and l.source = 'AR receipt' and l.debit > 0`,
  );
}
