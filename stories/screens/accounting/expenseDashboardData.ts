import { categoryOf } from '../../../src/domain/accounting/expenseDashboard';
import type { ExpenseAccountRow, ExpenseDashboard } from '../../../src/domain/accounting/expenseDashboardFields';
import { moneyText } from '../../../src/domain/money';

const CHART = [
  ['6020', 'Salaries - parts', 'Parts'],
  ['6030', 'Salaries - service, non-productive', 'Service'],
  ['6040', 'Salaries - administration', 'Administration'],
  ['6200', 'Advertising', 'Administration'],
  ['6300', 'Rent', 'Administration'],
  ['6310', 'Utilities', 'Administration'],
  ['6320', 'Shop supplies', 'Service'],
  ['6350', 'Telephone and IT', 'Administration'],
] as const;

/** An account row as the server answers it, from its actual, budget and prior year in cents. */
function accountRow(brnId: string, [acctId, description, department]: readonly [string, string, string], actual: number, budget: number, priorYear: number): ExpenseAccountRow {
  const variance = actual - budget;
  const percent = budget === 0 ? null : Math.round((variance * 1000) / budget) / 10;
  return {
    brnId,
    acctId,
    description,
    department,
    category: categoryOf(acctId),
    actual: moneyText(actual),
    budget: moneyText(budget),
    variance: moneyText(variance),
    variancePercent: percent === null ? null : percent.toFixed(1),
    priorYear: moneyText(priorYear),
    overrun: variance > 100_000 && (percent === null || percent > 10),
  };
}

/** October 2026 at Norcross (101): advertising and shop supplies over their limits, rent just over, salaries under. */
export const octoberAccounts: ExpenseAccountRow[] = [
  accountRow('101', CHART[0], 48_210_00, 50_000_00, 46_900_00),
  accountRow('101', CHART[1], 31_400_50, 30_000_00, 29_800_00),
  accountRow('101', CHART[2], 22_000_00, 22_000_00, 21_500_00),
  accountRow('101', CHART[3], 9_870_25, 6_000_00, 5_400_00),
  accountRow('101', CHART[4], 15_000_00, 15_000_00, 14_500_00),
  accountRow('101', CHART[5], 4_350_10, 4_000_00, 3_980_00),
  accountRow('101', CHART[6], 7_920_00, 5_500_00, 5_100_00),
  accountRow('101', CHART[7], 3_210_00, 3_300_00, 3_050_00),
].sort((a, b) => Number(b.variance) - Number(a.variance));

const sum = (rows: readonly ExpenseAccountRow[], key: 'actual' | 'budget') => rows.reduce((total, r) => total + Math.round(Number(r[key]) * 100), 0);
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

/** The dashboard of those accounts, with Forest Park (102) beside Norcross in the categories. */
export const octoberDashboard: ExpenseDashboard = {
  period: '2026-10',
  branches: ['101', '102'],
  departments: ['Administration', 'New trucks', 'Parts', 'Service', 'Used trucks'],
  month: { actual: moneyText(sum(octoberAccounts, 'actual')), budget: moneyText(sum(octoberAccounts, 'budget')), percentOfBudget: 104.5 },
  yearToDate: { actual: '1381654.20', budget: '1350000.00', percentOfBudget: 102.3 },
  largestOverrun: octoberAccounts[0]!,
  categories: [
    { brnId: '101', amounts: { Personnel: '101610.50', 'Semi-fixed': '22140.35', Fixed: '18210.00' } },
    { brnId: '102', amounts: { Personnel: '74300.00', 'Semi-fixed': '15870.40', Fixed: '12400.00' } },
  ],
  trend: MONTHS.map((month, i) => ({ month, actual: moneyText(128_000_00 + ((i * 7_919_00) % 19_000_00)), budget: moneyText(133_000_00) })),
  top: octoberAccounts.filter((r) => Number(r.variance) > 0),
  limits: { percent: 10, cents: 100_000 },
  asOf: '2026-11-18T14:15:00.000Z',
  stale: false,
};

/** A month with nothing spent or budgeted. */
export const emptyDashboard: ExpenseDashboard = {
  ...octoberDashboard,
  month: { actual: '0.00', budget: '0.00', percentOfBudget: null },
  yearToDate: { actual: '0.00', budget: '0.00', percentOfBudget: null },
  largestOverrun: null,
  categories: [{ brnId: '101', amounts: { Personnel: '0.00', 'Semi-fixed': '0.00', Fixed: '0.00' } }],
  trend: MONTHS.map((month) => ({ month, actual: '0.00', budget: '0.00' })),
  top: [],
};

/** Many branches' accounts (a few hundred rows): the server pages them. */
export const manyAccounts = (count: number): ExpenseAccountRow[] =>
  Array.from({ length: count }, (_, i) => accountRow(String(101 + Math.floor(i / CHART.length)), CHART[i % CHART.length]!, 5_000_00 + ((i * 1_237_31) % 40_000_00), 20_000_00, 18_000_00));

/** The dashboard of many branches' accounts: a full top 20. */
export const manyAccountsDashboard = (rows: readonly ExpenseAccountRow[]): ExpenseDashboard => ({
  ...octoberDashboard,
  top: [...rows].sort((a, b) => Number(b.variance) - Number(a.variance)).slice(0, 20),
});
