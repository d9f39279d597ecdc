import { describe, expect, it } from 'vitest';
import { addMonths, buildStatement, DEFAULT_LAYOUT, inRanges, isPreliminary, lastDayOf, monthsOf, netBridge, shareOf, statementKpis } from '../../../src/domain/accounting/financialStatement';
import { columnParam, readColumns } from '../../../src/domain/accounting/financialStatementQuery';
import { readBudgetCsv } from '../../../src/domain/accounting/financialStatementBudgets';
import { branchColumns, glLinesHref, monthReportColumns, recentMonths } from '../../../src/domain/accounting/financialStatementColumns';

// Net debits in cents, one column: sales are credits (negative), costs and expenses debits.
const nets = new Map<string, number[]>([
  ['4100', [-100_000_00]],
  ['5100', [92_000_00]],
  ['4400', [-30_000_00]],
  ['5400', [21_000_00]],
  ['4500', [-20_000_00]],
  ['5500', [7_000_00]],
  ['6010', [3_000_00]],
  ['6020', [10_000_00]],
  ['6300', [5_000_00]],
]);
const statement = buildStatement(DEFAULT_LAYOUT, nets, 1);
const at = (key: string) => statement.find((r) => r.key === key)!;

describe('the financial statement from a layout', () => {
  it('shows each line in its own sense and each subtotal as the sum of its lines', () => {
    expect(at('sales-new').amounts).toEqual([100_000_00]);
    expect(at('sales').amounts).toEqual([150_000_00]);
    expect(at('cost').amounts).toEqual([120_000_00]);
    expect(at('gross-parts').amounts).toEqual([9_000_00]);
    expect(at('gross').amounts).toEqual([30_000_00]);
    expect(at('expenses').amounts).toEqual([18_000_00]);
    expect(at('net').amounts).toEqual([12_000_00]);
  });

  it('reads subtotals after their lines, and names every account a figure adds up', () => {
    const keys = statement.map((r) => r.key);
    expect(keys.indexOf('sales')).toBeGreaterThan(keys.indexOf('sales-other'));
    expect(keys.at(-1)).toBe('net');
    expect(at('gross-parts').accounts).toEqual(['4400', '5400']);
    expect(at('expenses').accounts).toEqual(['6010', '6020', '6300']);
    expect(at('sales-body').amounts).toEqual([0]);
  });

  it('takes ranges with both ends included', () => {
    expect(inRanges('4199', ['4100-4199'])).toBe(true);
    expect(inRanges('4200', ['4100-4199'])).toBe(false);
    expect(inRanges('4100', ['4100'])).toBe(true);
  });

  it('gives the KPIs: gross by department, fixed absorption, net profit and expense-to-gross', () => {
    const kpis = statementKpis(statement, 0);
    expect(kpis.departmentGross.map((d) => [d.key, d.cents])).toContainEqual(['gross-service', 13_000_00]);
    // (9,000 + 13,000) ÷ (18,000 − 3,000 commissions)
    expect(kpis.fixedAbsorption).toBe(146.7);
    expect(kpis.netProfitPercent).toBe(8);
    expect(kpis.expenseToGrossPercent).toBe(60);
    expect(shareOf(1, 0)).toBeNull();
  });
});

describe('months and their close', () => {
  it('keeps a period preliminary until Excede has closed every month it touches', () => {
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
    expect(monthsOf('2025-11-15', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    const closed = new Set(['2026-08', '2026-09']);
    expect(isPreliminary('2026-09-01', '2026-09-30', closed)).toBe(false);
    expect(isPreliminary('2026-08-10', '2026-09-30', closed)).toBe(false);
    expect(isPreliminary('2026-09-01', '2026-10-31', closed)).toBe(true);
    expect(isPreliminary('2026-07-31', '2026-08-31', closed)).toBe(true);
  });
});

describe('the columns in the address', () => {
  it('reads what columnParam writes and names a wrong one', () => {
    const column = { basis: 'budget' as const, from: '2026-01-01', to: '2026-10-31', branches: ['101', '102'] };
    expect(readColumns([columnParam(column)])).toEqual({ ok: true, columns: [column] });
    expect(readColumns(['actual:2026-10-01:2026-10-31:'])).toMatchObject({ ok: true, columns: [{ branches: [] }] });
    expect(readColumns(['actual:2026-10-31:2026-10-01:'])).toMatchObject({ ok: false, message: expect.stringContaining('col 1') });
    expect(readColumns(['forecast:2026-10-01:2026-10-31:'])).toMatchObject({ ok: false });
    expect(readColumns([])).toMatchObject({ ok: false });
  });
});

describe('a budget file', () => {
  it('reads its lines in cents', () => {
    expect(readBudgetCsv('brnId,acctId,month,amount\n101,4100,2026-10,"125000.50"\r\n101,6200,2026-10,-3\n')).toEqual({
      ok: true,
      lines: [
        { brnId: '101', acctId: '4100', month: '2026-10', cents: 125_000_50 },
        { brnId: '101', acctId: '6200', month: '2026-10', cents: -300 },
      ],
    });
  });

  it('names the first wrong line', () => {
    expect(readBudgetCsv('acct,amount\n')).toMatchObject({ ok: false, message: expect.stringMatching(/^line 1:/) });
    expect(readBudgetCsv('brnId,acctId,month,amount\n')).toMatchObject({ ok: false });
    expect(readBudgetCsv('brnId,acctId,month,amount\n101,4100,2026-10,1\n101,4100,2026-13,1')).toEqual({ ok: false, message: "line 3: '2026-13' is not a month (YYYY-MM)." });
    expect(readBudgetCsv('brnId,acctId,month,amount\n101,4100,2026-10,ten')).toMatchObject({ message: expect.stringMatching(/^line 2: 'ten'/) });
    expect(readBudgetCsv('brnId,acctId,month,amount\n101,4100,2026-10,1\n101,4100,2026-10,2')).toMatchObject({ message: expect.stringMatching(/^line 3: .*twice/) });
  });
});

describe('the columns of the reports', () => {
  it('asks the month, the prior year, the budget and the same to date', () => {
    expect(monthReportColumns('2026-03', ['101']).map((c) => `${c.basis} ${c.from} ${c.to}`)).toEqual([
      'actual 2026-03-01 2026-03-31',
      'actual 2025-03-01 2025-03-31',
      'budget 2026-03-01 2026-03-31',
      'actual 2026-01-01 2026-03-31',
      'actual 2025-01-01 2025-03-31',
      'budget 2026-01-01 2026-03-31',
    ]);
    expect(branchColumns('2026-02', ['101', '102']).map((c) => c.branches)).toEqual([['101'], ['102']]);
    expect(recentMonths('2026-11-20').slice(0, 2)).toEqual(['2026-11', '2026-10']);
  });

  it('drills an actual figure to its GL lines, never a budget', () => {
    const [month, , budget] = monthReportColumns('2026-03', ['101']);
    expect(glLinesHref(month!, at('gross-parts'))).toBe('/ar/transactiondetail?brnId=101&from=2026-03-01&to=2026-03-31&f.acctId=4400&f.acctId=5400');
    expect(glLinesHref(budget!, at('gross-parts'))).toBeNull();
  });
});

describe('the bridge from one net profit to another', () => {
  it('steps through the departments and the expenses, adding up to the second net exactly', () => {
    const two = buildStatement(DEFAULT_LAYOUT, new Map([...nets].map(([acct, [v]]) => [acct, [v!, acct === '6020' ? v! + 1_000_00 : acct === '4500' ? v! - 500_00 : v!]])), 2);
    const steps = netBridge(two, 0, 1, ['Norcross', 'Forest Park']);
    expect(steps[0]).toEqual({ label: 'Norcross', cents: 12_000_00, kind: 'total' });
    expect(steps.find((s) => s.label === 'Service')).toEqual({ label: 'Service', cents: 500_00, kind: 'change' });
    expect(steps.find((s) => s.label === 'Expenses')).toEqual({ label: 'Expenses', cents: -1_000_00, kind: 'change' });
    expect(steps.at(-1)).toEqual({ label: 'Forest Park', cents: 11_500_00, kind: 'total' });
    expect(steps.slice(1, -1).reduce((sum, s) => sum + s.cents, steps[0]!.cents)).toBe(steps.at(-1)!.cents);
  });
});
