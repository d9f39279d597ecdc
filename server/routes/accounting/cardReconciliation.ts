import { Hono } from 'hono';
import { eq, sql, type SQL } from 'drizzle-orm';
import { cardLineClassifySchema, cardLineMatchSchema, cardLineVersionSchema, SETTLEMENT_FILE_RULES } from '../../../src/domain/accounting/cardSettlement';
import { cardFileReparseSchema, carryOver, reparseLossMessage } from '../../../src/domain/accounting/cardSettlementReparse';
import { CARD_DAY_FIELDS, CARD_FILE_FIELDS, type CardBatch, type CardFileDetail, type CardLine, type CardReceiptChoice } from '../../../src/domain/accounting/cardSettlementViews';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/constants';
import type { ListQuery } from '../../../src/domain/listQuery';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { actorOf, audit } from '../../audit';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { branchScope, inBranches } from '../../business/branchScope';
import { autoMatchFile, loadSettlementFile, periodOf, refuseLoadedBatches, settlementOf } from '../../business/cardSettlementLoad';
import { freshnessOf } from '../../business/freshness';
import { answerList, listColumnsIn, type ListDefinition } from '../../business/listEndpoint';
import { changeRecord, staffMemberOf } from '../../business/recordChange';
import { uploadedText } from '../../business/uploadedFile';
import { cardSettlementFiles, cardSettlementLines } from '../../db/cardReconciliation';
import { queryRows, type Database } from '../../db/database';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { cardChartsOf } from './cardReconciliationCharts';
import { isoTimeOf } from '../../db/isoTime';
import { businessDayOf } from '../../db/businessDay';

const TABLES = ['excede_ar_receipts', 'excede_gl_lines'];
const MAX_FILE_BYTES = SETTLEMENT_FILE_RULES.maxFileBytes;
const FILE_TOO_LARGE = 'file: A settlement file may be 5 MB at most.';
const FILE_NOT_FOUND = 'That card settlement file does not exist.';
const LINE_NOT_FOUND = 'That settlement line does not exist.';
const BANK_ACCOUNT = '1010';

/** The bank deposit Excede posted for the batch of a row aliased `row` (its 1010 lines with the batch's xref). */
const bankDeposit = (row: SQL) => sql`(select sum(g.debit - g.credit) as deposit from excede_gl_lines g
    where g.acct_id = ${BANK_ACCOUNT} and g.brn_id = ${row}.brn_id and g.xref = ${row}.batch_id)`;

/**
 * Each batch's figures from its lines: gross sales, fees (the fee column and adjustments classed as fees),
 * chargebacks, refunds, the net the file reports, what is still open (a sale or refund unmatched, an
 * adjustment unclassified), and the bank deposit Excede posted for it (its 1010 line with the batch's xref).
 */
const batchFigures = (where: SQL) => sql`(select b.*, d.deposit, (b.gross - b.fees - b.chargebacks - b.refunds) as expected,
      (b.open = 0 and d.deposit is not null and b.gross - b.fees - b.chargebacks - b.refunds = d.deposit) as reconciled
    from (select min(l.file_id) as file_id, l.brn_id, l.batch_id, count(*)::int as lines,
            coalesce(sum(l.amount) filter (where l.line_type = 'Sale'), 0)::numeric(14, 2) as gross,
            (sum(l.fee) + coalesce(sum(-l.amount) filter (where l.classification = 'Fee'), 0))::numeric(14, 2) as fees,
            coalesce(sum(-l.amount) filter (where l.classification = 'Chargeback'), 0)::numeric(14, 2) as chargebacks,
            coalesce(sum(-l.amount) filter (where l.line_type = 'Refund' or l.classification = 'Refund'), 0)::numeric(14, 2) as refunds,
            sum(l.net) as net,
            (count(*) filter (where (l.line_type <> 'Adjustment' and l.receipt_id is null) or (l.line_type = 'Adjustment' and l.classification is null)))::int as open
          from card_settlement_lines l where ${where} group by l.brn_id, l.batch_id) b
    left join lateral ${bankDeposit(sql`b`)} d on true)`;

/** The files with their figures; `where` picks them (an alias f of card_settlement_files). */
const fileRows = (where: SQL = sql`true`) => sql`(select f.id, f.version, f.processor, f.mid, f.brn_id, f.file_name, f.period_from, f.period_to, f.created_at, u.name as uploaded_by,
      s.lines, s.gross, s.fees, s.chargebacks, s.net, s.matched,
      case when s.all_reconciled then 'Reconciled' when s.any_error then 'Errors' else 'Parsed' end as status
    from card_settlement_files f join users u on u.id = f.created_by
    cross join lateral (select coalesce(sum(b.lines), 0)::int as lines, coalesce(sum(b.gross), 0)::numeric(14, 2) as gross, coalesce(sum(b.fees), 0)::numeric(14, 2) as fees,
          coalesce(sum(b.chargebacks), 0)::numeric(14, 2) as chargebacks, coalesce(sum(b.net), 0)::numeric(14, 2) as net, coalesce(bool_and(b.reconciled), false) as all_reconciled,
          coalesce(bool_or(b.open = 0 and not b.reconciled), false) as any_error,
          (select count(*)::int from card_settlement_lines m where m.file_id = f.id and m.receipt_id is not null) as matched
        from ${batchFigures(sql`l.file_id = f.id`)} b) s
    where ${where}) t`;

/** The files of the request's branches whose period meets the period asked (a day's drill finds the file holding it). */
const filesOf = (query: ListQuery, branches: readonly string[]) =>
  fileRows(sql`${inBranches(sql`f.brn_id`, branches)}${query.to ? sql` and f.period_from <= ${query.to}::date` : sql``}${query.from ? sql` and f.period_to >= ${query.from}::date` : sql``}`);

const FILES: ListDefinition = {
  name: 'card-settlement-files',
  from: filesOf,
  branch: sql`t.brn_id`,
  columns: listColumnsIn('t', CARD_FILE_FIELDS, { uploadedAt: sql`t.created_at` }),
  key: [sql`t.id`],
  defaultSort: [{ id: 'id', desc: true }],
  tables: TABLES,
};

/**
 * Per branch and batch day over the period: Excede's card receipts in the batch, the processor's batch, the
 * bank deposit. The receipts are read for the request's branches and period only, and each batch's figures
 * from its own lines (by branch and batch), so the work follows what is asked, not every line ever uploaded.
 */
function cardDays(query: ListQuery, branches: readonly string[]): SQL {
  const start = query.from ?? '0001-01-01';
  const end = query.to ?? '9999-12-31';
  return sql`(select x.brn_id, x.batch_id, x.batch_on, x.receipts, b.gross, b.fees, b.chargebacks, b.expected, d.deposit,
        (b.expected - d.deposit) as difference,
        case when b.batch_id is null then 'No file' when b.open > 0 then 'Open items' when b.reconciled then 'Reconciled' else 'Difference' end as status
      from (select r.brn_id, r.deposit_id as batch_id, to_date(right(r.deposit_id, 8), 'YYYYMMDD') as batch_on, sum(r.amount) as receipts
            from excede_ar_receipts r
            where ${inBranches(sql`r.brn_id`, branches)} and r.method = 'Card' and r.deposit_id is not null
              and r.received_at >= (${start}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})
              and r.received_at < ((${end}::date + 1)::timestamp at time zone ${BUSINESS_TIME_ZONE})
            group by r.brn_id, r.deposit_id) x
      left join lateral ${batchFigures(sql`l.brn_id = x.brn_id and l.batch_id = x.batch_id`)} b on true
      left join lateral ${bankDeposit(sql`x`)} d on true) t`;
}

const DAYS: ListDefinition = {
  name: 'card-reconciliation',
  from: cardDays,
  branch: sql`t.brn_id`,
  columns: listColumnsIn('t', CARD_DAY_FIELDS),
  key: [sql`t.brn_id`, sql`t.batch_id`],
  defaultSort: [{ id: 'batchOn', desc: true }, { id: 'brnId', desc: false }],
  tables: TABLES,
};

const fileSelect = sql`select t.id, t.version, t.processor, t.mid, t.brn_id as "brnId", t.file_name as "fileName", t.period_from::text as "periodFrom",
  t.period_to::text as "periodTo", ${isoTimeOf('t.created_at')} as "uploadedAt", t.lines, t.gross::text as gross,
  t.fees::text as fees, t.chargebacks::text as chargebacks, t.net::text as net, t.status, t.uploaded_by as "uploadedBy", t.matched`;

/** A file with its lines and batches, of a branch the user has. */
async function fileDetail(c: AppContext, id: number): Promise<CardFileDetail> {
  const db = c.var.deps.db;
  const [file] = await queryRows<CardFileDetail['file']>(db, sql`${fileSelect} from ${fileRows(sql`f.id = ${id}`)} where t.id = ${id}`);
  if (!file) fail(404, FILE_NOT_FOUND);
  branchScope(c, [file.brnId]);
  const lines = await queryRows<CardLine>(
    db,
    sql`select l.id, l.version, l.line_no as "lineNo", l.batch_id as "batchId", l.txn_date::text as "txnDate", l.line_type as "lineType", l.brand, l.last4,
          l.auth_code as "authCode", l.reference, l.amount::text as amount, l.fee::text as fee, l.net::text as net, l.receipt_id as "receiptId",
          r.xref as "receiptXref", l.matched_by as "matchedBy", l.classification
        from card_settlement_lines l left join excede_ar_receipts r on r.receipt_id = l.receipt_id
        where l.file_id = ${id} order by l.line_no`,
  );
  const batches = await queryRows<CardBatch>(
    db,
    sql`select b.batch_id as "batchId", b.gross::text as gross, b.fees::text as fees, b.chargebacks::text as chargebacks, b.refunds::text as refunds,
          b.expected::text as expected, b.deposit::text as deposit, b.open, b.reconciled
        from ${batchFigures(sql`l.file_id = ${id}`)} b order by b.batch_id`,
  );
  return { file, lines, batches, ...(await freshnessOf(db, TABLES)) };
}

/** Reads an uploaded settlement file: 400 naming its first bad line, 403 for a branch the user lacks, 409 for a batch already uploaded. */
async function uploadFile(c: AppContext): Promise<number> {
  const upload = await uploadedText(c, { maxFileBytes: MAX_FILE_BYTES, tooLarge: FILE_TOO_LARGE, choose: 'Choose a settlement file (CSV).' });
  const file = settlementOf(upload.text);
  branchScope(c, [file.brnId]);
  return c.var.deps.db.transaction((tx) => loadSettlementFile(c, tx as unknown as Database, { name: upload.name, content: upload.text, file }));
}


const NOT_KEPT = 'This file was uploaded before the portal kept its CSV, so it cannot be read again: delete it and upload it again.';

/**
 * Reads a file's CSV again as of the version the user saw, keeping hand matches and classifications where
 * the same line is still there (cardSettlementReparse.ts), then auto-matches the rest. A hand match it would
 * drop is a 409 until the user confirms. Audited with the file's lines and hand work before and after.
 */
async function reparseFile(c: AppContext, id: number) {
  const { version, confirmLoss } = await readJson(c, cardFileReparseSchema);
  await c.var.deps.db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const [before] = await tx.select().from(cardSettlementFiles).where(eq(cardSettlementFiles.id, id)).for('update');
    if (!before) fail(404, FILE_NOT_FOUND);
    branchScope(c, [before.brnId]);
    if (before.version !== version) fail(409, RECORD_CHANGED_MESSAGE);
    if (before.content === null) fail(409, NOT_KEPT);
    const file = settlementOf(before.content);
    if (file.brnId !== before.brnId) badRequest([{ field: 'file', message: `The file now reads as branch ${file.brnId}'s (MID ${file.mid}), not branch ${before.brnId}'s.` }]);
    await refuseLoadedBatches(database, file, id);
    const oldLines = await tx.select().from(cardSettlementLines).where(eq(cardSettlementLines.fileId, id)).orderBy(cardSettlementLines.lineNo);
    const carried = carryOver(oldLines, file.lines);
    const loss = reparseLossMessage(carried.lostMatches);
    if (loss && !confirmLoss) fail(409, loss);
    const me = staffMemberOf(c);
    await tx.delete(cardSettlementLines).where(eq(cardSettlementLines.fileId, id));
    await tx.insert(cardSettlementLines).values(
      file.lines.map((l) => ({ ...l, ...carried.kept.get(l.lineNo), fileId: id, brnId: file.brnId, createdBy: me, updatedBy: me })),
    );
    const values = { processor: file.processor, mid: file.mid, ...periodOf(file) };
    await tx.update(cardSettlementFiles).set({ ...values, version: version + 1, updatedAt: new Date(), updatedBy: me }).where(eq(cardSettlementFiles.id, id));
    const handWork = (lines: readonly { lineNo: number; receiptId: string | null; matchedBy: string | null; classification: string | null }[]) => ({
      lines: lines.length,
      handMatches: Object.fromEntries(lines.filter((l) => l.matchedBy === 'Manual').map((l) => [l.lineNo, l.receiptId])),
      classifications: Object.fromEntries(lines.filter((l) => l.classification).map((l) => [l.lineNo, l.classification])),
    });
    const { content: _, ...kept } = before;
    await audit(tx, {
      action: 'card-settlement.reparse',
      ...actorOf(c),
      entity: 'card settlement file',
      entityId: id,
      before: { ...kept, ...handWork(oldLines) },
      after: { ...kept, ...values, version: version + 1, ...handWork(file.lines.map((l) => ({ lineNo: l.lineNo, receiptId: null, matchedBy: null, classification: null, ...carried.kept.get(l.lineNo) }))),
        dropped: { handMatches: carried.lostMatches.map((l) => l.lineNo), classifications: carried.lostClassifications.map((l) => l.lineNo) } },
    });
    await autoMatchFile(c, database, id, file.brnId);
  });
}

/** Deletes a file none of whose lines is matched, as of the version the user saw. */
async function deleteFile(c: AppContext, id: number) {
  const { version } = await readJson(c, cardLineVersionSchema);
  await c.var.deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(cardSettlementFiles).where(eq(cardSettlementFiles.id, id)).for('update');
    if (!before) fail(404, FILE_NOT_FOUND);
    branchScope(c, [before.brnId]);
    if (before.version !== version) fail(409, RECORD_CHANGED_MESSAGE);
    const [matched] = await queryRows<{ n: number }>(tx as unknown as Database, sql`select count(*)::int as n from card_settlement_lines where file_id = ${id} and receipt_id is not null`);
    if (matched!.n > 0) fail(409, `${matched!.n} of this file's lines are matched to receipts. Unmatch them before deleting the file.`);
    await tx.delete(cardSettlementFiles).where(eq(cardSettlementFiles.id, id));
    const { content: _, ...file } = before;
    await audit(tx, { action: 'card-settlement.delete', ...actorOf(c), entity: 'card settlement file', entityId: id, before: file });
  });
}

const lineDescribed = {
  table: cardSettlementLines,
  entity: 'card settlement line',
  branchOf: (row: typeof cardSettlementLines.$inferSelect) => row.brnId,
  notFound: LINE_NOT_FOUND,
};

/** Matches a line by hand to a card receipt of its branch, of its amount to the cent, that no other line settles. */
async function matchLine(c: AppContext, id: number) {
  const { version, receiptId } = await readJson(c, cardLineMatchSchema);
  const db = c.var.deps.db;
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    return changeRecord(c, database, {
      ...lineDescribed,
      action: 'card-settlement.match',
      id,
      version,
      change: async (line) => {
        if (line.receiptId) fail(409, `This line is already matched to receipt ${line.receiptId}. Unmatch it first.`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-settlement:${line.brnId}`}))`);
        const [receipt] = await queryRows<{ brn_id: string; amount: string; method: string; taken: number | null }>(
          database,
          sql`select r.brn_id, r.amount::text as amount, r.method, (select m.id from card_settlement_lines m where m.receipt_id = r.receipt_id limit 1) as taken
              from excede_ar_receipts r where r.receipt_id = ${receiptId}`,
        );
        if (!receipt || receipt.method !== 'Card' || receipt.brn_id !== line.brnId) badRequest([{ field: 'receiptId', message: `Receipt ${receiptId} is not a card receipt of branch ${line.brnId}.` }]);
        if (receipt.amount !== line.amount) badRequest([{ field: 'receiptId', message: `Receipt ${receiptId} is for ${receipt.amount}, the line for ${line.amount}: a match must agree to the cent.` }]);
        if (receipt.taken !== null) fail(409, `Receipt ${receiptId} is already matched to another settlement line.`);
        return { receiptId, matchedBy: 'Manual' as const };
      },
    });
  });
}

/** The card receipts a line could be matched to: its branch's, unmatched, within a week of it, the same amount first. */
async function receiptChoices(c: AppContext, id: number): Promise<CardReceiptChoice[]> {
  const db = c.var.deps.db;
  const [line] = await db.select().from(cardSettlementLines).where(eq(cardSettlementLines.id, id));
  if (!line) fail(404, LINE_NOT_FOUND);
  branchScope(c, [line.brnId]);
  return queryRows<CardReceiptChoice>(
    db,
    sql`select r.receipt_id as "receiptId", ${businessDayOf(sql`r.received_at`)}::text as "receivedOn", r.amount::text as amount, r.xref, cu.name as customer
        from excede_ar_receipts r left join excede_customers cu on cu.cus_id = r.cus_id
        where r.brn_id = ${line.brnId} and r.method = 'Card'
          and r.received_at >= ((${line.txnDate}::date - 7)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and r.received_at < ((${line.txnDate}::date + 8)::timestamp at time zone ${BUSINESS_TIME_ZONE})
          and not exists (select 1 from card_settlement_lines m where m.receipt_id = r.receipt_id)
        order by r.amount <> ${line.amount}::numeric, abs(r.amount - ${line.amount}::numeric), r.receipt_id limit 50`,
  );
}

export const cardReconciliationRoutes = new Hono<AppEnv>()
  .get('/accounting/card-settlements/files', guard('GET /accounting/card-settlements/files'), (c) => answerList(c, FILES))
  .post('/accounting/card-settlements/files', guard('POST /accounting/card-settlements/files'), uploadLimit(MAX_FILE_BYTES + 64 * 1024, FILE_TOO_LARGE), async (c) =>
    c.json(await fileDetail(c, await uploadFile(c)), 201),
  )
  .get('/accounting/card-settlements/files/:id', guard('GET /accounting/card-settlements/files/:id'), async (c) => c.json(await fileDetail(c, idParam(c, 'a file'))))
  .delete('/accounting/card-settlements/files/:id', guard('DELETE /accounting/card-settlements/files/:id'), async (c) => {
    await deleteFile(c, idParam(c, 'a file'));
    return c.body(null, 204);
  })
  .post('/accounting/card-settlements/files/:id/auto-match', guard('POST /accounting/card-settlements/files/:id/auto-match'), async (c) => {
    const id = idParam(c, 'a file');
    const [file] = await c.var.deps.db.select().from(cardSettlementFiles).where(eq(cardSettlementFiles.id, id));
    if (!file) fail(404, FILE_NOT_FOUND);
    branchScope(c, [file.brnId]);
    const matched = await c.var.deps.db.transaction((tx) => autoMatchFile(c, tx as unknown as Database, id, file.brnId));
    return c.json({ matched, ...(await fileDetail(c, id)) });
  })
  .post('/accounting/card-settlements/files/:id/reparse', guard('POST /accounting/card-settlements/files/:id/reparse'), async (c) => {
    const id = idParam(c, 'a file');
    await reparseFile(c, id);
    return c.json(await fileDetail(c, id));
  })
  .get('/accounting/card-settlements/lines/:id/receipts', guard('GET /accounting/card-settlements/lines/:id/receipts'), async (c) =>
    c.json({ rows: await receiptChoices(c, idParam(c, 'a line')) }),
  )
  .post('/accounting/card-settlements/lines/:id/match', guard('POST /accounting/card-settlements/lines/:id/match'), async (c) => c.json({ content: await matchLine(c, idParam(c, 'a line')) }))
  .post('/accounting/card-settlements/lines/:id/unmatch', guard('POST /accounting/card-settlements/lines/:id/unmatch'), async (c) => {
    const id = idParam(c, 'a line');
    const { version } = await readJson(c, cardLineVersionSchema);
    const line = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        ...lineDescribed,
        action: 'card-settlement.unmatch',
        id,
        version,
        change: (row) => {
          if (!row.receiptId) fail(409, 'This line is not matched.');
          return { receiptId: null, matchedBy: null };
        },
      }),
    );
    return c.json({ content: line });
  })
  .put('/accounting/card-settlements/lines/:id/classification', guard('PUT /accounting/card-settlements/lines/:id/classification'), async (c) => {
    const id = idParam(c, 'a line');
    const { version, classification } = await readJson(c, cardLineClassifySchema);
    const line = await c.var.deps.db.transaction((tx) =>
      changeRecord(c, tx as unknown as Database, {
        ...lineDescribed,
        action: 'card-settlement.classify',
        id,
        version,
        change: (row) => {
          if (row.lineType !== 'Adjustment') badRequest([{ field: 'classification', message: `A ${row.lineType.toLowerCase()} is matched to a receipt, not classified.` }]);
          return { classification };
        },
      }),
    );
    return c.json({ content: line });
  })
  .get('/accounting/card-settlements/days', guard('GET /accounting/card-settlements/days'), (c) => answerList(c, DAYS))
  .get('/accounting/card-settlements/charts', guard('GET /accounting/card-settlements/charts'), async (c) => c.json(await cardChartsOf(c, DAYS)));
