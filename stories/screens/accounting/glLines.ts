import { createRandom } from '../../../src/demo/random';
import type { GlLine } from '../../../src/domain/accounting/glLines';

const ACCOUNTS = [
  ['1000', 'Cash in bank'],
  ['1200', 'Cash clearing'],
  ['1310', 'Accounts receivable - parts'],
  ['4100', 'Parts sales - counter'],
  ['4200', 'Service labor sales'],
  ['6100', 'Shop supplies'],
] as const;
const SOURCES = ['CR', 'GJ', 'PS', 'SV'] as const;

/**
 * GL lines as the server answers them, in balanced pairs (a debit line, then its credit line), newest
 * first from the 18th of November 2026, for one branch.
 */
export function glLines(count: number, brnId = '101', seed = 11): GlLine[] {
  const random = createRandom(seed);
  const lines: GlLine[] = [];
  for (let i = 0; lines.length < count; i++) {
    const day = 18 - Math.floor(i / 6);
    const postedOn = day >= 1 ? `2026-11-${String(day).padStart(2, '0')}` : '2026-10-31';
    const cents = random.int(500, 950_000);
    const money = (c: number) => (c / 100).toFixed(2);
    const [debitAcct, creditAcct] = [random.pick(ACCOUNTS), random.pick(ACCOUNTS)];
    const jeId = `JE${String(884_000 - i).padStart(7, '0')}`;
    const source = random.pick(SOURCES);
    const xref = source === 'GJ' ? null : String(4_471_000 + i * 7);
    const description = source === 'CR' ? `Counter receipt ${xref}` : source === 'SV' ? `Repair order ${xref}` : source === 'PS' ? `Parts invoice ${xref}` : 'Month-end accrual';
    const base = { postedOn, brnId, jeId, department: 'ACCT', source, xref, description };
    lines.push({ ...base, lineNo: 1, acctId: debitAcct[0], account: debitAcct[1], debit: money(cents), credit: '0.00' });
    if (lines.length < count) lines.push({ ...base, lineNo: 2, acctId: creditAcct[0], account: creditAcct[1], debit: '0.00', credit: money(cents) });
  }
  return lines;
}
