import { buildStatement, DEFAULT_LAYOUT, statementKpis } from '../../../src/domain/accounting/financialStatement';
import { branchColumns, monthReportColumns } from '../../../src/domain/accounting/financialStatementColumns';
import type { FinancialStatement, StatementColumn } from '../../../src/domain/accounting/financialStatementQuery';

/** A Norcross month in dollars, each P&L account's net debit (sales negative), scaled per column. */
const MONTH: Record<string, number> = {
  '4100': -1_240_000, '5100': 1_161_500, '4200': -386_000, '5200': 351_200, '4300': -48_200, '5300': 3_900, '4310': -21_400,
  '4400': -412_300, '5400': 298_600, '4410': -96_500, '5410': 78_100, '4500': -268_400, '5500': 96_700, '4510': -74_800,
  '4600': -58_900, '5600': 31_200, '4900': -4_150, '6010': 38_400, '6011': 11_900, '6020': 52_600, '6030': 41_300,
  '6040': 68_900, '6050': 37_800, '6100': 24_600, '6110': 7_100, '6200': 18_300, '6300': 42_000, '6310': 9_850,
  '6320': 12_400, '6330': 6_900, '6340': 11_200, '6350': 7_600, '6360': 14_100, '6370': 5_300, '6400': 1_250, '6410': 8_700, '6420': 2_900,
};

/** A statement over the demo layout with each column's accounts at a share of the month (cents, exact). */
export function statementOf(columns: StatementColumn[], scales: readonly number[], preliminary = [true]): FinancialStatement {
  const nets = new Map(Object.entries(MONTH).map(([acct, dollars]) => [acct, scales.map((s) => Math.round(dollars * s * 100))]));
  const rows = buildStatement(DEFAULT_LAYOUT, nets, columns.length);
  return {
    columns: columns.map((c, i) => ({ ...c, preliminary: preliminary[i] ?? false, kpis: statementKpis(rows, i) })),
    rows,
    asOf: '2026-11-18T14:15:00Z',
    stale: false,
  };
}

/** October 2026 at Norcross: the month, the prior year, the budget and the same to date. */
export const norcrossOctober = statementOf(monthReportColumns('2026-10', ['101']), [1, 0.91, 1.04, 9.7, 8.8, 10.1]);

/** The same month at Norcross and Forest Park side by side. */
export const twoBranchesOctober = statementOf(branchColumns('2026-10', ['101', '102']), [1, 0.64]);

/** A month with nothing posted. */
export const emptyOctober = statementOf(monthReportColumns('2026-10', ['101']), [0, 0, 0, 0, 0, 0]);
