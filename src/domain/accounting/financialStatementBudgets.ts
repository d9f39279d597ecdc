import { centsOf } from '../money';

/** A month's budget of an account at a branch, as a budget file gives it (the amount in the account's natural sense). */
export interface BudgetLine {
  brnId: string;
  acctId: string;
  /** YYYY-MM. */
  month: string;
  cents: number;
}

/** The header a budget CSV starts with, in this order. */
export const BUDGET_CSV_HEADER = ['brnId', 'acctId', 'month', 'amount'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CODE = /^[A-Za-z0-9]{1,10}$/;

/**
 * The lines of a budget CSV (brnId,acctId,month,amount; month YYYY-MM), or a message naming the first line
 * that is wrong; an account, branch and month given twice is wrong too. Nothing is kept from a file with one.
 */
export function readBudgetCsv(text: string): { ok: true; lines: BudgetLine[] } | { ok: false; message: string } {
  const rows = text.split(/\r?\n/).map((row, i) => ({ no: i + 1, cells: row.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1')) }));
  const [header, ...body] = rows.filter((row) => row.cells.some(Boolean));
  if (header?.cells.join(',') !== BUDGET_CSV_HEADER.join(',')) return { ok: false, message: `line 1: The header must be ${BUDGET_CSV_HEADER.join(',')}.` };
  if (!body.length) return { ok: false, message: 'The file has no budget lines.' };
  const lines: BudgetLine[] = [];
  const seen = new Set<string>();
  for (const { no, cells } of body) {
    const [brnId = '', acctId = '', month = '', amount = ''] = cells;
    const bad = (why: string) => ({ ok: false as const, message: `line ${no}: ${why}` });
    if (cells.length !== BUDGET_CSV_HEADER.length) return bad(`Give ${BUDGET_CSV_HEADER.length} values: ${BUDGET_CSV_HEADER.join(', ')}.`);
    if (!CODE.test(brnId)) return bad(`'${brnId}' is not a branch code.`);
    if (!CODE.test(acctId)) return bad(`'${acctId}' is not an account.`);
    if (!MONTH.test(month)) return bad(`'${month}' is not a month (YYYY-MM).`);
    const cents = centsOf(amount);
    if (cents === null) return bad(`'${amount}' is not an amount.`);
    const key = `${brnId}|${acctId}|${month}`;
    if (seen.has(key)) return bad(`${acctId} at ${brnId} in ${month} is given twice.`);
    seen.add(key);
    lines.push({ brnId, acctId, month, cents });
  }
  return { ok: true, lines };
}
