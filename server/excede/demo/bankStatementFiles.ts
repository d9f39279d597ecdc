import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '../../../src/domain/businessDays';
import { isoOfUsDate } from '../../../src/domain/isoDate';
import { centsOf, moneyText } from '../../../src/domain/money';
import { EXCEDE_EXPORTS, exportFileName } from '../catalog';
import { readUnl } from '../unl';
import { isoDay, TODAY } from './calendar';
import { demoStatement, type CashLine } from './bankStatements';

const CASH_ACCOUNT = '1010';

/** The last month that ended before `day` (ISO): its first and last days. */
export function lastClosedMonth(day: string): { from: string; to: string } {
  const to = addDays(`${day.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * Writes into `outDir` each branch's bank statement (BAI2) of the last month closed before the demo's today,
 * from the GL lines export (GLJEITM) in `exportsDir` written with it, for staff to upload on Bank Reconciliation:
 * statement-<branch>-<YYYY-MM>.bai. Answers the files' paths.
 */
export async function writeDemoBankStatements(exportsDir: string, outDir: string): Promise<string[]> {
  const glExport = EXCEDE_EXPORTS.find((e) => e.name === 'GLJEITM')!;
  const at = Object.fromEntries(glExport.columns.map((c, i) => [c.name, i]));
  const lines: CashLine[] = [];
  for await (const { fields } of readUnl(createReadStream(path.join(exportsDir, exportFileName(glExport)), 'utf8'))) {
    const postedOn = isoOfUsDate(fields[at.posted_on!]!)!;
    if (fields[at.acct_id!] !== CASH_ACCOUNT) continue;
    lines.push({
      jeId: fields[at.je_id!]!,
      lineNo: Number(fields[at.line_no!]),
      brnId: fields[at.brn_id!]!,
      postedOn,
      amount: moneyText(centsOf(fields[at.debit!]!)! - centsOf(fields[at.credit!]!)!),
      source: fields[at.source!]!,
      xref: fields[at.xref!] ?? '',
      description: fields[at.description!] ?? '',
    });
  }
  const { from, to } = lastClosedMonth(isoDay(TODAY));
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const brnId of [...new Set(lines.map((l) => l.brnId))].sort()) {
    const file = path.join(outDir, `statement-${brnId}-${from.slice(0, 7)}.bai`);
    await writeFile(file, demoStatement(brnId, lines, from, to));
    written.push(file);
  }
  return written;
}
