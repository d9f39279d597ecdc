import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isoOfUsDate } from '../../../src/domain/isoDate';
import { centsOf, moneyText } from '../../../src/domain/money';
import { BUDGET_CSV_HEADER, type BudgetLine } from '../../../src/domain/accounting/financialStatementBudgets';
import { EXCEDE_EXPORTS, exportFileName } from '../catalog';
import { readUnl } from '../unl';
import { isoDay, TODAY } from './calendar';
import { CHART } from './ledger';

const NATURAL_CREDIT = new Set<string>(CHART.filter(([, , type]) => type === 'Income').map(([id]) => id));
const PROFIT_AND_LOSS = new Set<string>(CHART.filter(([, , type]) => type === 'Income' || type === 'Cost of sales' || type === 'Expense').map(([id]) => id));

/** A steady share in [0, 1) of a name (FNV-1a), so each account of a branch is budgeted its own way, the same every time. */
function shareOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 2 ** 32;
}

/**
 * The budget accounting would have made for the demo's year: each profit-and-loss account of each branch, month by
 * month, last year's actual (its natural sense) grown or trimmed by 0 to 15 % the account's own way, to whole
 * dollars; a month with no actual last year has no budget. Some accounts end over it, some under.
 */
export function demoBudget(actuals: ReadonlyMap<string, number>, year: number): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const [key, cents] of actuals) {
    const [brnId, acctId, month] = key.split('|') as [string, string, string];
    if (Number(month.slice(0, 4)) !== year - 1 || cents === 0) continue;
    const factor = 0.97 + 0.15 * shareOf(`${brnId}|${acctId}`);
    lines.push({ brnId, acctId, month: `${year}${month.slice(4)}`, cents: Math.round((cents * factor) / 100) * 100 });
  }
  return lines.sort((a, b) => a.brnId.localeCompare(b.brnId) || a.acctId.localeCompare(b.acctId) || a.month.localeCompare(b.month));
}

/**
 * Writes into `outDir` the budgets of the demo year and the year before as the CSVs accounting uploads on the
 * financial report (budget-YYYY.csv), from the GL lines export in `exportsDir`, so a 12-month trend has a budget
 * in every month. A year with no actuals the year before it has no file. Answers the files' paths.
 */
export async function writeDemoBudgets(exportsDir: string, outDir: string): Promise<string[]> {
  const glExport = EXCEDE_EXPORTS.find((e) => e.name === 'GLJEITM')!;
  const at = Object.fromEntries(glExport.columns.map((c, i) => [c.name, i]));
  const actuals = new Map<string, number>();
  for await (const { fields } of readUnl(createReadStream(path.join(exportsDir, exportFileName(glExport)), 'utf8'))) {
    const acctId = fields[at.acct_id!]!;
    if (!PROFIT_AND_LOSS.has(acctId)) continue;
    const net = centsOf(fields[at.debit!]!)! - centsOf(fields[at.credit!]!)!;
    const key = `${fields[at.brn_id!]}|${acctId}|${isoOfUsDate(fields[at.posted_on!]!)!.slice(0, 7)}`;
    actuals.set(key, (actuals.get(key) ?? 0) + (NATURAL_CREDIT.has(acctId) ? -net : net));
  }
  const thisYear = Number(isoDay(TODAY).slice(0, 4));
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    const lines = demoBudget(actuals, year);
    if (lines.length === 0) continue;
    const file = path.join(outDir, `budget-${year}.csv`);
    await writeFile(file, `${[BUDGET_CSV_HEADER.join(','), ...lines.map((l) => [l.brnId, l.acctId, l.month, moneyText(l.cents)].join(','))].join('\n')}\n`);
    files.push(file);
  }
  return files;
}
