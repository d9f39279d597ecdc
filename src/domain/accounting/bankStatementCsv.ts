import { isoOfUsDate } from '../isoDate';
import { centsOf, moneyText } from '../money';
import { CHECK_PAID, CLOSING_LEDGER, isCredit, OPENING_LEDGER, statementProblem, type StatementLine, type StatementRead } from './bankStatement';

/**
 * A bank statement exported as CSV from the bank's portal: the header below, then one row per line with its
 * BAI2 type code, the first row the opening ledger balance (010) and the last the closing one (015). A
 * transaction's amount is unsigned (its type says credit or debit); a balance may be negative.
 */
export const STATEMENT_CSV_HEADER = ['Account', 'Date', 'BAI type', 'Amount', 'Check no', 'Bank reference', 'Text'] as const;

/** Reads a CSV statement from its records (the first the header), or names the first bad line and field. */
export function readStatementCsv(records: readonly (readonly string[])[]): StatementRead {
  const [header, ...rows] = records;
  if (!header || header.map((h) => h.trim()).join(',') !== STATEMENT_CSV_HEADER.join(',')) return statementProblem(1, `The header must be ${STATEMENT_CSV_HEADER.join(',')}.`);
  if (rows.length < 2) return statementProblem(2, `A statement needs its opening (${OPENING_LEDGER}) and closing (${CLOSING_LEDGER}) balance rows.`);
  let accountNumber = '';
  let opening: number | null = null;
  let closing: number | null = null;
  const lines: StatementLine[] = [];
  const days: string[] = [];
  for (const [i, row] of rows.entries()) {
    const lineNo = i + 2;
    if (row.length !== STATEMENT_CSV_HEADER.length) return statementProblem(lineNo, `Expected ${STATEMENT_CSV_HEADER.length} fields, found ${row.length}.`);
    const [account, date, type, amountText, checkNo, bankRef, text] = row.map((f) => f.trim()) as [string, string, string, string, string, string, string];
    if (!/^\d{4,17}$/.test(account)) return statementProblem(lineNo, `Account '${account}' is not 4 to 17 digits.`);
    if (accountNumber && account !== accountNumber) return statementProblem(lineNo, 'Account: a statement holds one account.');
    accountNumber = account;
    const postedOn = isoOfUsDate(date);
    if (!postedOn) return statementProblem(lineNo, `Date '${date}' is not a date (MM/DD/YYYY).`);
    if (days.length && postedOn < days.at(-1)!) return statementProblem(lineNo, `Date ${date} is before the row above it.`);
    days.push(postedOn);
    const cents = centsOf(amountText);
    if (cents === null) return statementProblem(lineNo, `Amount '${amountText}' is not an amount.`);
    const isFirst = i === 0;
    const isLast = i === rows.length - 1;
    if (isFirst !== (type === OPENING_LEDGER)) return statementProblem(lineNo, `BAI type: the first row, and only it, is the opening balance (${OPENING_LEDGER}).`);
    if (isLast !== (type === CLOSING_LEDGER)) return statementProblem(lineNo, `BAI type: the last row, and only it, is the closing balance (${CLOSING_LEDGER}).`);
    if (isFirst) opening = cents;
    else if (isLast) closing = cents;
    else {
      const credit = isCredit(type);
      if (credit === null) return statementProblem(lineNo, `BAI type '${type}' is not a BAI2 transaction type (100–699).`);
      if (cents < 0) return statementProblem(lineNo, `Amount '${amountText}' is negative: the BAI type says credit or debit.`);
      lines.push({ lineNo, postedOn, baiType: type, amount: moneyText(credit ? cents : -cents), checkNo: type === CHECK_PAID ? checkNo : '', bankRef, text });
    }
  }
  const moved = lines.reduce((sum, l) => sum + centsOf(l.amount)!, 0);
  if (opening! + moved !== closing) return statementProblem(rows.length + 1, `Amount: the closing balance ${moneyText(closing!)} is not the opening ${moneyText(opening!)} plus the transactions (${moneyText(opening! + moved)}).`);
  return { ok: true, statement: { format: 'CSV', accountNumber, periodFrom: days[0]!, periodTo: days.at(-1)!, openingBalance: moneyText(opening!), closingBalance: moneyText(closing!), lines } };
}
