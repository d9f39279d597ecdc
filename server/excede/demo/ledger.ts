import { INVENTORY_ADJUSTMENT_ACCOUNT } from '../../../src/domain/parts/inventoryAdjustmentAccount';
import type { excedeGlAccounts, excedeGlLines } from '../../db/excede';
import { isoDay, monthOf, type Day } from './calendar';
import { money } from './draws';
import type { ExportWriter } from './exportFiles';

type AccountType = (typeof excedeGlAccounts.$inferInsert)['acctType'];

/** A truck dealer's chart of accounts: balance sheet, then sales, cost of sales and expenses by department. */
export const CHART = [
  ['1010', 'Cash in bank - operating', 'Asset', 'Administration'],
  ['1050', 'Cash clearing', 'Asset', 'Administration'],
  ['1060', 'Credit card clearing', 'Asset', 'Administration'],
  ['1200', 'Accounts receivable - customers', 'Asset', 'Administration'],
  ['1250', 'Contracts in transit', 'Asset', 'Administration'],
  ['1260', 'Finance reserve receivable', 'Asset', 'F&I'],
  ['1270', 'Warranty claims receivable', 'Asset', 'Service'],
  ['1300', 'New truck inventory', 'Asset', 'New trucks'],
  ['1320', 'Used truck inventory', 'Asset', 'Used trucks'],
  ['1400', 'Parts inventory', 'Asset', 'Parts'],
  ['1600', 'Lease and rental fleet', 'Asset', 'Lease and rental'],
  ['1610', 'Accumulated depreciation - lease and rental fleet', 'Asset', 'Lease and rental'],
  ['1700', 'Accumulated depreciation - buildings and equipment', 'Asset', 'Administration'],
  ['2000', 'Accounts payable', 'Liability', 'Administration'],
  ['2100', 'Floor plan payable - new', 'Liability', 'New trucks'],
  ['2110', 'Floor plan payable - used', 'Liability', 'Used trucks'],
  ['2200', 'Accrued technician wages', 'Liability', 'Service'],
  ['2300', 'F&I products payable', 'Liability', 'F&I'],
  ['2500', 'Notes payable - lease and rental fleet', 'Liability', 'Lease and rental'],
  ['3000', 'Retained earnings', 'Equity', 'Administration'],
  ['4100', 'Sales - new trucks', 'Income', 'New trucks'],
  ['4200', 'Sales - used trucks', 'Income', 'Used trucks'],
  ['4300', 'F&I product income', 'Income', 'F&I'],
  ['4310', 'Finance reserve income', 'Income', 'F&I'],
  ['4400', 'Parts sales - counter retail', 'Income', 'Parts'],
  ['4410', 'Parts sales - wholesale fleet', 'Income', 'Parts'],
  ['4420', 'Parts sales - service', 'Income', 'Parts'],
  ['4500', 'Labor sales - customer pay', 'Income', 'Service'],
  ['4510', 'Labor sales - warranty', 'Income', 'Service'],
  ['4520', 'Labor sales - internal', 'Income', 'Service'],
  ['4530', 'Labor sales - fleet contract', 'Income', 'Service'],
  ['4600', 'Lease and rental income', 'Income', 'Lease and rental'],
  ['4900', 'Finance charge income', 'Income', 'Administration'],
  ['5100', 'Cost of sales - new trucks', 'Cost of sales', 'New trucks'],
  ['5200', 'Cost of sales - used trucks', 'Cost of sales', 'Used trucks'],
  ['5300', 'F&I chargebacks', 'Cost of sales', 'F&I'],
  ['5400', 'Cost of sales - parts counter', 'Cost of sales', 'Parts'],
  ['5410', 'Cost of sales - parts wholesale', 'Cost of sales', 'Parts'],
  ['5420', 'Cost of sales - parts service', 'Cost of sales', 'Parts'],
  [INVENTORY_ADJUSTMENT_ACCOUNT.acctId, INVENTORY_ADJUSTMENT_ACCOUNT.name, 'Cost of sales', 'Parts'],
  ['5500', 'Cost of sales - technician labor', 'Cost of sales', 'Service'],
  ['5600', 'Depreciation - lease and rental fleet', 'Cost of sales', 'Lease and rental'],
  ['6010', 'Sales commissions - new trucks', 'Expense', 'New trucks'],
  ['6011', 'Sales commissions - used trucks', 'Expense', 'Used trucks'],
  ['6020', 'Salaries - parts', 'Expense', 'Parts'],
  ['6030', 'Salaries - service, non-productive', 'Expense', 'Service'],
  ['6040', 'Salaries - administration', 'Expense', 'Administration'],
  ['6050', 'Payroll taxes and benefits', 'Expense', 'Administration'],
  ['6100', 'Floor plan interest - new', 'Expense', 'New trucks'],
  ['6110', 'Floor plan interest - used', 'Expense', 'Used trucks'],
  ['6200', 'Advertising', 'Expense', 'Administration'],
  ['6300', 'Rent', 'Expense', 'Administration'],
  ['6310', 'Utilities', 'Expense', 'Administration'],
  ['6320', 'Shop supplies', 'Expense', 'Service'],
  ['6330', 'Freight and delivery', 'Expense', 'Parts'],
  ['6340', 'Insurance', 'Expense', 'Administration'],
  ['6350', 'Telephone and IT', 'Expense', 'Administration'],
  ['6360', 'Depreciation - buildings and equipment', 'Expense', 'Administration'],
  ['6370', 'Policy and goodwill', 'Expense', 'Service'],
  ['6400', 'Bank charges', 'Expense', 'Administration'],
  ['6410', 'Credit card processing fees', 'Expense', 'Administration'],
  ['6420', 'Training', 'Expense', 'Service'],
] as const satisfies readonly (readonly [string, string, AccountType, string])[];

export type AccountId = (typeof CHART)[number][0];
const ACCOUNT_INDEX = new Map<string, number>(CHART.map(([id], i) => [id, i]));
const IS_PROFIT_AND_LOSS = CHART.map(([, , type]) => type === 'Income' || type === 'Cost of sales' || type === 'Expense');
const IS_GROSS = CHART.map(([, , type]) => type === 'Income' || type === 'Cost of sales');

export function writeChart(writer: ExportWriter<typeof excedeGlAccounts>) {
  for (const [acctId, description, acctType, department] of CHART) writer.write({ acctId, description, acctType, department });
}

/** A line of an entry: the account and signed cents (debit positive, credit negative). */
export type Posting = readonly [AccountId, number];

export interface JournalEntry {
  branch: number;
  on: Day;
  source: string;
  xref: string;
  description: string;
  /** The department of the entry's balance-sheet lines (a P&L line takes its account's). */
  department: string;
  lines: readonly Posting[];
}

/**
 * Posts journal entries as GL lines (GLJEITM). Every entry balances to the cent or is refused; amounts are
 * whole cents, never float sums. It also totals each account by branch and month, which the month-end
 * entries (payroll, expenses follow gross profit) read.
 */
export class Ledger {
  private entries = 0;
  private readonly totals = new Map<number, Float64Array>();

  constructor(
    private readonly writer: ExportWriter<typeof excedeGlLines>,
    private readonly branchCodes: readonly string[],
  ) {}

  post(entry: JournalEntry): string {
    let sum = 0;
    for (const [, amount] of entry.lines) {
      if (!Number.isInteger(amount)) throw new Error(`${entry.source} ${entry.xref}: ${amount} is not whole cents.`);
      sum += amount;
    }
    if (sum !== 0) throw new Error(`${entry.source} ${entry.xref} does not balance: off by ${sum} cents.`);
    const jeId = String(9_000_001 + this.entries++);
    const postedOn = isoDay(entry.on);
    const brnId = this.branchCodes[entry.branch]!;
    const month = monthOf(entry.on);
    let lineNo = 0;
    for (const [acctId, amount] of entry.lines) {
      if (amount === 0) continue;
      const index = ACCOUNT_INDEX.get(acctId)!;
      this.monthTotals(month, index)[entry.branch]! += amount;
      this.writer.write({
        jeId,
        lineNo: ++lineNo,
        acctId,
        brnId,
        department: IS_PROFIT_AND_LOSS[index] ? CHART[index]![3] : entry.department,
        postedOn,
        debit: money(amount > 0 ? amount : 0),
        credit: money(amount < 0 ? -amount : 0),
        xref: entry.xref,
        source: entry.source,
        description: entry.description,
      });
    }
    return jeId;
  }

  /** A branch's opening balances on the first day of the history: what is given, retained earnings for the rest. */
  open(branch: number, on: Day, balances: readonly Posting[]) {
    const equity = balances.reduce((sum, [, amount]) => sum + amount, 0);
    const xref = `OB${this.branchCodes[branch]}`;
    this.post({ branch, on, source: 'General journal', xref, description: 'Opening balances', department: 'Administration', lines: [...balances, ['3000', -equity]] });
  }

  private monthTotals(month: number, account: number): Float64Array {
    const key = month * 100 + account;
    let totals = this.totals.get(key);
    if (!totals) {
      totals = new Float64Array(this.branchCodes.length);
      this.totals.set(key, totals);
    }
    return totals;
  }

  /** The net debit (cents) of an account at a branch in a month. */
  net(account: AccountId, branch: number, month: number): number {
    return this.totals.get(month * 100 + ACCOUNT_INDEX.get(account)!)?.[branch] ?? 0;
  }

  /** Sales less cost of sales at a branch in a month, in cents. */
  grossProfit(branch: number, month: number): number {
    let gross = 0;
    IS_GROSS.forEach((isGross, account) => {
      if (isGross) gross -= this.totals.get(month * 100 + account)?.[branch] ?? 0;
    });
    return gross;
  }
}
