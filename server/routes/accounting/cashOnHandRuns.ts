import { Hono } from 'hono';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DENOMINATIONS, depositRunProblem, depositRunSchema, replenishmentProblem, replenishmentSchema, type DenominationCounts } from '../../../src/domain/accounting/cashOnHand';
import { formatDateTime, formatMoney2, formatNumber } from '../../../src/domain/format';
import { centsOf, moneyText } from '../../../src/domain/money';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord } from '../../business/recordChange';
import { cashCounts, cashDepositRuns, cashPaidOuts, cashReplenishments } from '../../db/cashOnHand';
import { queryRows, type Database } from '../../db/database';
import { branchOf } from '../../documents/forms';
import { printForm } from '../../documents/printedForm';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { pdfAnswer } from '../files';
import { FUND, FUND_CLOSED, FUND_NOT_FOUND, FUNDS, fundBranch, fundDetail, fundFigures } from './cashOnHand';

const cents = (text: string) => centsOf(text) ?? 0;

/**
 * Takes a branch's undeposited cash to the bank: the amount in the bag (all of it, to the cent) and the bag's
 * number. One run at a time per branch; a run recorded since the one the user saw is a 409.
 */
async function recordDepositRun(c: AppContext) {
  const run = await readJson(c, depositRunSchema);
  branchScope(c, [run.brnId]);
  return c.var.deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash-deposit-run:${run.brnId}`}))`);
    const [last] = await tx.select({ id: cashDepositRuns.id }).from(cashDepositRuns).where(eq(cashDepositRuns.brnId, run.brnId)).orderBy(desc(cashDepositRuns.createdAt), desc(cashDepositRuns.id)).limit(1);
    if ((last?.id ?? null) !== run.lastRunId) fail(409, RECORD_CHANGED_MESSAGE);
    const [waiting] = await queryRows<{ undeposited: string }>(
      tx,
      sql`select coalesce(sum(t.receipts - t.deposited), 0)::numeric(14, 2)::text as undeposited from ${FUNDS} where t.active and t.brn_id = ${run.brnId}`,
    );
    const problem = depositRunProblem(run.amount, cents(waiting!.undeposited));
    if (problem) badRequest([{ field: 'amount', message: problem }]);
    return createRecord(c, tx, {
      table: cashDepositRuns,
      entity: 'cash deposit run',
      action: 'cash-deposit-run.record',
      branchOf: fundBranch,
      values: { brnId: run.brnId, amount: moneyText(run.amount), bagNumber: run.bagNumber },
    });
  });
}

/**
 * Brings petty cash back to its float: a check for what was paid out of it since its last replenishment, the
 * paid-outs it covers marked with it. The fund's version moves, so two at once are a 409.
 */
async function replenish(c: AppContext, id: number) {
  const { fundVersion, checkNumber } = await readJson(c, replenishmentSchema);
  await c.var.deps.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await changeRecord(c, tx, {
      ...FUND,
      action: 'cash-fund.replenish',
      id,
      version: fundVersion,
      change: async (fund) => {
        if (!fund.active) fail(400, FUND_CLOSED);
        const open = and(eq(cashPaidOuts.fundId, id), isNull(cashPaidOuts.replenishmentId));
        const [spent] = await tx.select({ total: sql<string>`coalesce(sum(${cashPaidOuts.amount}), 0)::numeric(14, 2)::text` }).from(cashPaidOuts).where(open);
        const problem = replenishmentProblem(fund.kind, cents(spent!.total));
        if (problem) fail(400, problem);
        const replenishment = await createRecord(c, tx, {
          table: cashReplenishments,
          entity: 'cash replenishment',
          action: 'cash-replenishment.record',
          branchOf: fundBranch,
          values: { fundId: id, brnId: fund.brnId, amount: spent!.total, checkNumber },
        });
        await tx.update(cashPaidOuts).set({ replenishmentId: replenishment.id }).where(open);
        return {};
      },
    });
  });
  return fundDetail(c, id);
}

/**
 * A fund's count sheet: its denominations to count by hand, blank or filled in with its last count (the pieces,
 * the amounts, what was expected and the over/short).
 */
async function countSheet(c: AppContext, id: number): Promise<{ bytes: Uint8Array; filename: string }> {
  const { db } = c.var.deps;
  const fund = await fundFigures(db, id);
  if (!fund) fail(404, FUND_NOT_FOUND);
  branchScope(c, [fund.brn_id]);
  const filled = c.req.query('with') === 'last';
  const [last] = filled ? await db.select().from(cashCounts).where(eq(cashCounts.fundId, id)).orderBy(desc(cashCounts.createdAt), desc(cashCounts.id)).limit(1) : [];
  if (filled && !last) fail(404, 'This fund has never been counted: print a blank count sheet.');
  const pieces: DenominationCounts = last?.denominations ?? {};
  const blank = '________';
  const printedAt = new Date();
  const { bytes } = await printForm({
    title: 'Cash count sheet',
    number: String(id),
    branch: await branchOf(db, fund.brn_id),
    facts: [
      ['Fund', fund.name],
      ['Kind', fund.kind],
      ['Custodian', fund.custodian],
      ['Authorized float', formatMoney2(fund.float_amount)],
      ...(last ? ([['Counted', formatDateTime(last.createdAt)]] as const) : []),
    ],
    party: null,
    columns: [
      { header: 'Denomination', width: 2.2 },
      { header: 'Kind', width: 1 },
      { header: 'Pieces', width: 1, align: 'right' },
      { header: 'Amount', width: 1.2, align: 'right' },
    ],
    rows: DENOMINATIONS.map((d) => {
      const count = pieces[d.id];
      return [d.label, d.group, last ? formatNumber(count ?? 0) : blank, last ? formatMoney2(((count ?? 0) * d.cents) / 100) : blank];
    }),
    totals: last
      ? [
          ['Expected', formatMoney2(last.expected)],
          ['Over/short', formatMoney2(last.overShort)],
          ['Counted', formatMoney2(last.counted)],
        ]
      : [['Counted', blank]],
    note: 'Counted by ____________________   Verified by ____________________   Date ____________',
    printedAt,
  });
  return { bytes, filename: `Count sheet ${fund.brn_id} ${fund.name}${last ? ' (last count)' : ''}.pdf` };
}

export const cashOnHandRunRoutes = new Hono<AppEnv>()
  .post('/accounting/cash-on-hand/deposit-runs', guard('POST /accounting/cash-on-hand/deposit-runs'), async (c) => c.json(await recordDepositRun(c), 201))
  .post('/accounting/cash-on-hand/funds/:id/replenishments', guard('POST /accounting/cash-on-hand/funds/:id/replenishments'), async (c) =>
    c.json(await replenish(c, idParam(c, 'a cash fund')), 201),
  )
  .get('/accounting/cash-on-hand/funds/:id/count-sheet', guard('GET /accounting/cash-on-hand/funds/:id/count-sheet'), async (c) => {
    const { bytes, filename } = await countSheet(c, idParam(c, 'a cash fund'));
    return pdfAnswer(c, bytes, filename);
  });
