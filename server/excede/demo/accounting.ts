import { addWorkdays, isoDay, monthOf, TODAY, workdayOf, type Day } from './calendar';
import type { Draws } from './draws';
import type { AccountId, Ledger, Posting } from './ledger';
import type { Branch } from './shared';

/**
 * The month's overheads, sized on what each branch grosses so every scale reads like a dealership (net
 * profit near a fifth of gross): payroll on the 15th and at month end, rent on the 1st, the month's bills
 * and parts restocking at month end, each paid through accounts payable some weeks later.
 */
const PAYROLL: readonly [AccountId, number][] = [
  ['6010', 0.07],
  ['6011', 0.03],
  ['6020', 0.1],
  ['6030', 0.09],
  ['6040', 0.1],
  ['6050', 0.06],
];
/** Monthly bills as a share of gross, with their seasons (advertising at year end, power in summer). */
const BILLS: readonly [AccountId, number, readonly number[] | null][] = [
  ['6200', 0.03, [0.7, 0.8, 1, 1, 1, 0.9, 0.9, 0.9, 1, 1.2, 1.4, 1.6]],
  ['6310', 0.018, [1.3, 1.2, 1, 0.9, 1, 1.2, 1.4, 1.4, 1.1, 0.9, 0.9, 1.1]],
  ['6320', 0.02, null],
  ['6330', 0.015, null],
  ['6340', 0.03, null],
  ['6350', 0.015, null],
  ['6420', 0.008, null],
];
const RENT = 0.08;
const DEPRECIATION = 0.02;
const BANK_CHARGES = 0.004;

export class Overheads {
  /** Each branch's usual monthly gross (cents), smoothed over the months so far. */
  private readonly usual: Float64Array;
  private readonly known: Uint8Array;

  constructor(
    private readonly r: Draws,
    private readonly ledger: Ledger,
    private readonly branches: readonly Branch[],
  ) {
    this.usual = new Float64Array(branches.length);
    this.known = new Uint8Array(branches.length);
  }

  /** The gross the overheads follow: the usual month, or twice the first half-month before any is known. */
  private base(branch: Branch, day: Day): number {
    return this.known[branch.index] ? this.usual[branch.index]! : Math.max(0, 2 * this.ledger.grossProfit(branch.index, monthOf(day)));
  }

  private post(branch: Branch, day: Day, source: string, xref: string, description: string, lines: readonly Posting[]) {
    const on = workdayOf(day);
    if (on <= TODAY) this.ledger.post({ branch: branch.index, on, source, xref, description, department: 'Administration', lines });
  }

  /** A bill into accounts payable, and its payment `days` workdays later. */
  private bill(branch: Branch, day: Day, xref: string, description: string, lines: readonly Posting[], days: number) {
    const total = lines.reduce((sum, [, amount]) => sum + amount, 0);
    if (!total) return;
    this.post(branch, day, 'Accounts payable', xref, description, [...lines, ['2000', -total]]);
    this.post(branch, addWorkdays(day, days), 'AP payment', xref, `Payment: ${description}`, [['2000', total], ['1010', -total]]);
  }

  private payroll(branch: Branch, day: Day, share: number, extra: readonly Posting[] = []) {
    const base = this.base(branch, day) * share;
    const lines: Posting[] = PAYROLL.map(([account, part]) => [account, Math.round(base * part * this.r.factor(0.04))]);
    lines.push(...extra);
    const total = lines.reduce((sum, [, amount]) => sum + amount, 0);
    if (total) this.post(branch, day, 'Payroll', `PR${branch.code}-${isoDay(day)}`, 'Payroll', [...lines, ['1010', -total]]);
  }

  firstOfMonth(day: Day) {
    for (const branch of this.branches) {
      if (!this.known[branch.index]) continue;
      const rent = Math.round(this.usual[branch.index]! * RENT);
      this.bill(branch, day, `RENT${branch.code}-${isoDay(day).slice(0, 7)}`, 'Rent', [['6300', rent]], 0);
    }
  }

  midMonth(day: Day) {
    for (const branch of this.branches) this.payroll(branch, day, 0.5);
  }

  /** Month end: the second payroll (with the technicians' wages the repair orders accrued), the bills, the restocking. */
  closeMonth(day: Day) {
    const r = this.r;
    const month = monthOf(day);
    const season = month % 12;
    for (const branch of this.branches) {
      const b = branch.index;
      this.payroll(branch, day, 0.5, [['2200', -this.ledger.net('2200', b, month)]]);
      const base = this.base(branch, day);
      const tag = `${branch.code}-${isoDay(day).slice(0, 7)}`;
      const bills: Posting[] = BILLS.map(([account, share, seasons]) => [account, Math.round(base * share * (seasons?.[season] ?? 1) * r.factor(0.1))]);
      this.bill(branch, day, `AP${tag}`, 'Monthly vendor bills', bills, r.int(12, 20));
      const restock = Math.round(-this.ledger.net('1400', b, month) * r.between(0.96, 1.06));
      if (restock > 0) this.bill(branch, day, `PO${tag}`, 'Parts restocking', [['1400', restock]], r.int(15, 22));
      const depreciation = Math.round(base * DEPRECIATION);
      const charges = Math.round(base * BANK_CHARGES * r.factor(0.2));
      this.post(branch, day, 'General journal', `GJ${tag}`, 'Depreciation and bank charges', [
        ['6360', depreciation],
        ['1700', -depreciation],
        ['6400', charges],
        ['1010', -charges],
      ]);
      const gross = this.ledger.grossProfit(b, month);
      this.usual[b] = this.known[b] ? this.usual[b]! * 0.75 + gross * 0.25 : gross;
      this.known[b] = 1;
    }
  }
}
