import { and, eq, isNull, sql } from 'drizzle-orm';
import { readSettlement, type SettlementFile } from '../../src/domain/accounting/cardSettlement';
import { autoMatch, MATCH_WINDOW_DAYS, type MatchableReceipt } from '../../src/domain/accounting/cardSettlementMatch';
import { BUSINESS_TIME_ZONE } from '../../src/domain/constants';
import { actorOf, audit } from '../audit';
import { cardSettlementFiles, cardSettlementLines } from '../db/cardReconciliation';
import { queryRows, type Database } from '../db/database';
import { parseCsv } from '../excede/csv';
import { badRequest, fail, type AppContext } from '../http';
import { createRecord, staffMemberOf } from './recordChange';
import { businessDayOf } from '../db/businessDay';

/**
 * Loading a processor's settlement file as Credit Card Collections does it, shared by its upload and the
 * automation shortcuts' import of the files waiting in the drop folder: read, refuse a batch loaded before,
 * record the file and its lines, auto-match.
 */

/**
 * Matches a file's open lines to the card receipts of its branch they settle (src/domain/accounting/
 * cardSettlementMatch.ts), leaving alone what is matched already; audited as one action. Answers how many.
 */
export async function autoMatchFile(c: AppContext, tx: Database, fileId: number, brnId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-settlement:${brnId}`}))`);
  const open = await queryRows<{ id: number; txnDate: string; amount: string; last4: string; authCode: string; reference: string }>(
    tx,
    sql`select id, txn_date::text as "txnDate", amount::text as amount, last4, auth_code as "authCode", reference from card_settlement_lines
        where file_id = ${fileId} and receipt_id is null order by line_no`,
  );
  if (!open.length) return 0;
  const days = open.map((l) => l.txnDate).sort();
  const receipts = await queryRows<MatchableReceipt>(
    tx,
    sql`select r.receipt_id as "receiptId", ${businessDayOf(sql`r.received_at`)}::text as "receivedOn", r.amount::text as amount, r.xref
        from excede_ar_receipts r
        where r.brn_id = ${brnId} and r.method = 'Card'
          and r.received_at >= ((${days[0]}::date - ${MATCH_WINDOW_DAYS}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and r.received_at < ((${days.at(-1)}::date + ${MATCH_WINDOW_DAYS + 1}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and not exists (select 1 from card_settlement_lines m where m.receipt_id = r.receipt_id)
        order by r.receipt_id`,
  );
  const matches = autoMatch(open, receipts);
  const me = staffMemberOf(c);
  for (const [lineId, receiptId] of matches) {
    await tx
      .update(cardSettlementLines)
      .set({ receiptId, matchedBy: 'Auto', version: sql`${cardSettlementLines.version} + 1`, updatedAt: new Date(), updatedBy: me })
      .where(and(eq(cardSettlementLines.id, lineId), isNull(cardSettlementLines.receiptId)));
  }
  await audit(tx, { action: 'card-settlement.auto-match', ...actorOf(c), entity: 'card settlement file', entityId: fileId, after: { matched: Object.fromEntries(matches) } });
  return matches.size;
}

/** The settlement file a CSV holds, or a 400 naming its first bad line. */
export function settlementOf(text: string): SettlementFile {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    badRequest([{ field: 'file', message: (error as Error).message }]);
  }
  const read = readSettlement(records);
  if (!read.ok) badRequest([{ field: 'file', message: read.message }]);
  return read.file;
}

/** A 409 when another file of the branch holds one of these batches (a batch is loaded once). */
export async function refuseLoadedBatches(tx: Database, file: SettlementFile, exceptFileId = 0) {
  const taken = await loadedBatchOf(tx, file, exceptFileId);
  if (taken) fail(409, `Batch ${taken.batchId} is already in file #${taken.fileId}. Delete that file first to load it again.`);
}

/** A batch of the file another file of the branch holds already, under the branch's lock. */
export async function loadedBatchOf(tx: Database, file: SettlementFile, exceptFileId = 0) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-settlement:${file.brnId}`}))`);
  const batchIds = [...new Set(file.lines.map((l) => l.batchId))];
  const [taken] = await queryRows<{ batchId: string; fileId: number }>(
    tx,
    sql`select batch_id as "batchId", file_id as "fileId" from card_settlement_lines
        where brn_id = ${file.brnId} and batch_id in (${sql.join(batchIds.map((b) => sql`${b}`), sql`, `)}) and file_id <> ${exceptFileId} limit 1`,
  );
  return taken;
}

/** The first and last transaction days of a file. */
export const periodOf = (file: SettlementFile) => {
  const days = file.lines.map((l) => l.txnDate).sort();
  return { periodFrom: days[0]!, periodTo: days.at(-1)! };
};

/** Records a settlement file read from `content` and its lines, then auto-matches them: a 409 for a batch already loaded. Answers its id. */
export async function loadSettlementFile(c: AppContext, tx: Database, upload: { name: string; content: string; file: SettlementFile }): Promise<number> {
  const { file, content } = upload;
  await refuseLoadedBatches(tx, file);
  const row = await createRecord(c, tx, {
    table: cardSettlementFiles,
    entity: 'card settlement file',
    action: 'card-settlement.upload',
    branchOf: (r) => r.brnId,
    values: { brnId: file.brnId, processor: file.processor, mid: file.mid, fileName: upload.name, ...periodOf(file) },
  });
  // Kept to read again, out of the audit entry (a file may be 5 MB).
  await tx.update(cardSettlementFiles).set({ content }).where(eq(cardSettlementFiles.id, row.id));
  const me = staffMemberOf(c);
  await tx.insert(cardSettlementLines).values(file.lines.map((l) => ({ ...l, fileId: row.id, brnId: file.brnId, createdBy: me, updatedBy: me })));
  await autoMatchFile(c, tx, row.id, file.brnId);
  return row.id;
}
