import { sql } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { formatDate, formatMoney2 } from '../../../src/domain/format';
import { COMPANY_NAME } from '../../../src/domain/portal';
import { queryRows, type Database } from '../../db/database';
import { branchOf, customerLines, statementLines, type Customer, type StatementSums } from '../../documents/forms';
import { printForm } from '../../documents/printedForm';
import type { Mail } from '../../mail';

/** A customer's statement of account at a branch, printed. */
export interface PrintedStatement {
  bytes: Uint8Array;
  filename: string;
  branchName: string;
  sums: StatementSums;
  items: number;
}

/**
 * The customer's open items at the branch as a statement (pdf-lib, the dealer's printed form, as the finance
 * charge's statement lists them): each item with its days late, the current, past-due and total balance, as of
 * the New York day it is printed.
 */
export async function printStatement(db: Database, { brnId, cusId, printedAt }: { brnId: string; cusId: string; printedAt: Date }): Promise<PrintedStatement> {
  const today = newYorkDay(printedAt);
  const [customer] = await queryRows<Customer>(db, sql`select cus_id, name, city, state, phone, trm_id from excede_customers where cus_id = ${cusId}`);
  const branch = await branchOf(db, brnId);
  const { lines, sums, items } = await statementLines(db, { cusId, brnId, asOf: today });
  const { bytes } = await printForm({
    title: 'Statement',
    number: `${cusId}-${today.replaceAll('-', '')}`,
    branch,
    facts: [
      ['Statement date', formatDate(today)],
      ['Customer no.', cusId],
      ['Terms', customer?.trm_id ?? ''],
    ],
    party: { heading: 'Account', lines: customerLines(customer ?? { cus_id: cusId, name: null, city: null, state: null, phone: null, trm_id: null }) },
    ...lines,
    note: `Please remit the balance due to ${COMPANY_NAME}, branch ${brnId}. Questions about this statement: call the branch's accounting office.`,
    printedAt,
  });
  return { bytes, filename: `Statement ${cusId} ${today}.pdf`, branchName: branch.name, sums, items };
}

/** The mail that carries a statement to the customer. */
export function statementMail({ to, customer, statement }: { to: string; customer: string; statement: PrintedStatement }): Mail {
  const { balance, pastDue } = statement.sums;
  return {
    to,
    subject: `Your statement from ${COMPANY_NAME} ${statement.branchName}`,
    body: [
      `Dear ${customer},`,
      '',
      `Attached is your statement of account with ${COMPANY_NAME} ${statement.branchName}: a balance of ${formatMoney2(balance)}, of which ${formatMoney2(pastDue)} is past due.`,
      'If you have already sent your payment, thank you, and please disregard this reminder.',
      '',
      `${COMPANY_NAME} accounting`,
    ].join('\n'),
    attachments: [{ filename: statement.filename, content: statement.bytes, contentType: 'application/pdf' }],
  };
}
