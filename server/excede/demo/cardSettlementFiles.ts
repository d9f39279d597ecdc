import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXCEDE_EXPORTS, exportFileName } from '../catalog';
import { readUnl } from '../unl';
import { batchDayOf, settlementCsv, type CardReceipt } from './cardSettlements';

/**
 * Writes into `outDir` the processor's settlement files of the last `days` card batches of the first `branches`
 * branches, one file per branch (settlement-<branch>-<first day>-<last day>.csv), from the receipts export
 * (ARRCP) in `exportsDir`, for staff to upload. Answers the files' paths.
 */
export async function writeDemoSettlementFiles(exportsDir: string, outDir: string, { days = 5, branches = 3 } = {}): Promise<string[]> {
  const receiptsExport = EXCEDE_EXPORTS.find((e) => e.name === 'ARRCP')!;
  const at = Object.fromEntries(receiptsExport.columns.map((c, i) => [c.name, i]));
  const receipts: CardReceipt[] = [];
  for await (const { fields } of readUnl(createReadStream(path.join(exportsDir, exportFileName(receiptsExport)), 'utf8'))) {
    const depositId = fields[at.deposit_id!];
    if (fields[at.method!] !== 'Card' || !depositId) continue;
    receipts.push({ receiptId: fields[at.receipt_id!]!, brnId: fields[at.brn_id!]!, receivedOn: batchDayOf(depositId), amount: fields[at.amount!]!, xref: fields[at.xref!] ?? '', depositId });
  }
  const lastDays = [...new Set(receipts.map((r) => r.receivedOn))].sort().slice(-days);
  const recent = receipts.filter((r) => lastDays.includes(r.receivedOn)).sort((a, b) => a.depositId.localeCompare(b.depositId) || a.receiptId.localeCompare(b.receiptId));
  const codes = [...new Set(recent.map((r) => r.brnId))].sort().slice(0, branches);
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const brnId of codes) {
    const own = recent.filter((r) => r.brnId === brnId).map((r) => r.receivedOn).sort();
    const file = path.join(outDir, `settlement-${brnId}-${own[0]}-${own.at(-1)}.csv`);
    await writeFile(file, settlementCsv(brnId, recent));
    written.push(file);
  }
  return written;
}
