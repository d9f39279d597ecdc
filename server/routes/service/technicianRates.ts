import { Hono } from 'hono';
import { centsOf, moneyText } from '../../../src/domain/money';
import {
  backdatedRefusal,
  changePercent,
  NOT_DRAFT_MESSAGE,
  payPeriodOf,
  rateDecisionRefusal,
  rateDecisionSchema,
  rateEditSchema,
  rateProposalSchema,
  rateRuleSchema,
  rateSubmitSchema,
  ruleChangeOf,
  ruleProposals,
  type RateBatch,
  type TechnicianRateDetail,
} from '../../../src/domain/service/technicianRates';
import { guard } from '../../auth/guard';
import { authoritiesOf } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import type { Database } from '../../db/database';
import type { technicianRateChanges } from '../../db/technicianRates';
import { badRequest, conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { latestChangeOf, nextBatchId, RATE_CHANGE, rateTechnicianOf, rateTechniciansOf, TECHNICIAN_RATE_LIST, today } from './technicianRatesData';

const refuseBackdated = (effectiveOn: string) => {
  const refusal = backdatedRefusal(effectiveOn, today());
  if (refusal) badRequest([{ field: 'effectiveOn', message: refusal }]);
};

/** One technician of the user's branches with their latest change and why the person asking may not decide it. */
async function detail(c: AppContext, empId: string): Promise<TechnicianRateDetail> {
  const { db } = c.var.deps;
  const technician = await rateTechnicianOf(db, empId);
  if (!technician) fail(404, 'That technician does not exist.');
  branchScope(c, [technician.brnId]);
  const day = today();
  const latest = await latestChangeOf(db, empId, day);
  const me = staffMemberOf(c);
  const refusal =
    latest?.stored === 'Pending'
      ? rateDecisionRefusal(
          { status: latest.stored, submittedById: latest.submittedById, currentCents: centsOf(latest.change.currentRate)!, proposedCents: centsOf(latest.change.proposedRate)! },
          me,
          await authoritiesOf(db, me),
        )
      : null;
  return {
    empId,
    technician: technician.name,
    brnId: technician.brnId,
    grade: technician.grade,
    currentRate: technician.rate,
    change: latest ? { ...latest.change, decisionRefusal: refusal?.message ?? null } : null,
    openPeriod: payPeriodOf(day),
  };
}

/** A rule read and checked: its branches the user's, its effective day in the open pay period or later; the technicians' changes. */
async function ruleOf(c: AppContext) {
  const rule = await readJson(c, rateRuleSchema);
  branchScope(c, rule.brnIds);
  refuseBackdated(rule.effectiveOn);
  const change = ruleChangeOf(rule.kind, rule.change)!;
  return { rule, preview: ruleProposals(await rateTechniciansOf(c.var.deps.db, rule.brnIds), { ...rule, change }) };
}

const rateValues = (currentCents: number, proposedCents: number) => ({
  currentRate: moneyText(currentCents),
  proposedRate: moneyText(proposedCents),
  changePercent: changePercent(currentCents, proposedCents)?.toFixed(2) ?? null,
});

type RateChangeRow = typeof technicianRateChanges.$inferSelect;

/** Submits or decides several changes in one transaction, each as of the version seen; any refusal writes nothing. */
async function changeEach(c: AppContext, db: Database, changes: readonly { id: number; version: number }[], step: { action: string; change: (row: RateChangeRow) => Partial<RateChangeRow> },
) {
  return db.transaction(async (tx) => {
    const done: { id: number; version: number }[] = [];
    for (const { id, version } of changes) {
      const after = await changeRecord(c, tx, { ...RATE_CHANGE, ...step, id, version });
      done.push({ id: after.id, version: after.version });
    }
    return { changes: done };
  });
}

/**
 * /automatetechnicianrate: technicians' labor cost rates of the user's branches (the list kit, exported for
 * payroll); a change proposed for one technician or by a rule for many (previewed first), edited while a draft,
 * submitted, and approved or rejected by a service manager, or the general manager for a raise over 5%, never by
 * whoever submitted it; never effective before the open pay period.
 */
export const technicianRateRoutes = new Hono<AppEnv>()
  .get('/service/technician-rates', guard('GET /service/technician-rates'), (c) => answerList(c, TECHNICIAN_RATE_LIST))
  .get('/service/technician-rates/technicians/:empId', guard('GET /service/technician-rates/technicians/:empId'), async (c) => c.json(await detail(c, c.req.param('empId'))))
  .post('/service/technician-rates/preview', guard('POST /service/technician-rates/preview'), async (c) => c.json((await ruleOf(c)).preview))
  .post('/service/technician-rates/batches', guard('POST /service/technician-rates/batches'), async (c) => {
    const { rule, preview } = await ruleOf(c);
    if (!preview.proposals.length) badRequest([{ field: 'brnIds', message: 'The rule changes no technician’s rate.' }]);
    const { db } = c.var.deps;
    const batch = await db.transaction(async (tx): Promise<RateBatch> => {
      const batchId = await nextBatchId(tx);
      const changes: RateBatch['changes'] = [];
      for (const p of preview.proposals) {
        const row = await createRecord(c, tx, {
          ...RATE_CHANGE,
          action: 'technician-rate.propose',
          values: { empId: p.empId, brnId: p.brnId, ...rateValues(p.currentCents, p.proposedCents), effectiveOn: rule.effectiveOn, reason: rule.reason, batchId },
        });
        changes.push({ id: row.id, version: row.version, empId: row.empId });
      }
      return { batchId, changes, skipped: preview.skipped };
    });
    return c.json(batch, 201);
  })
  .post('/service/technician-rates', guard('POST /service/technician-rates'), async (c) => {
    const input = await readJson(c, rateProposalSchema);
    const { db } = c.var.deps;
    const technician = await rateTechnicianOf(db, input.empId);
    if (!technician) badRequest([{ field: 'empId', message: 'Choose a technician from the list.' }]);
    branchScope(c, [technician.brnId]);
    refuseBackdated(input.effectiveOn);
    if (technician.rateCents === null) badRequest([{ field: 'empId', message: 'Excede has no labor cost rate for this technician.' }]);
    if (technician.hasOpenChange) conflictOn('empId', 'This technician has a change in Draft or Pending already.');
    await db.transaction((tx) =>
      createRecord(c, tx, {
        ...RATE_CHANGE,
        action: 'technician-rate.propose',
        values: { empId: input.empId, brnId: technician.brnId, ...rateValues(technician.rateCents!, input.proposedRate), effectiveOn: input.effectiveOn, reason: input.reason },
      }),
    );
    return c.json(await detail(c, input.empId), 201);
  })
  .put('/service/technician-rates/:id', guard('PUT /service/technician-rates/:id'), async (c) => {
    const id = idParam(c, 'a rate change');
    const input = await readJson(c, rateEditSchema);
    refuseBackdated(input.effectiveOn);
    const { db } = c.var.deps;
    const after = await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...RATE_CHANGE,
        action: 'technician-rate.edit',
        id,
        version: input.version,
        change: (before) => {
          if (before.status !== 'Draft') fail(409, NOT_DRAFT_MESSAGE);
          return { ...rateValues(centsOf(before.currentRate)!, input.proposedRate), effectiveOn: input.effectiveOn, reason: input.reason };
        },
      }),
    );
    return c.json(await detail(c, after.empId));
  })
  .post('/service/technician-rates/submit', guard('POST /service/technician-rates/submit'), async (c) => {
    const input = await readJson(c, rateSubmitSchema);
    const me = staffMemberOf(c);
    return c.json(
      await changeEach(c, c.var.deps.db, input.changes, {
        action: 'technician-rate.submit',
        change: (before) => {
          if (before.status !== 'Draft') fail(409, NOT_DRAFT_MESSAGE);
          refuseBackdated(before.effectiveOn);
          return { status: 'Pending', submittedBy: me, submittedAt: new Date() };
        },
      }),
    );
  })
  .post('/service/technician-rates/decision', guard('POST /service/technician-rates/decision'), async (c) => {
    const input = await readJson(c, rateDecisionSchema);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    const authorities = await authoritiesOf(db, me);
    return c.json(
      await changeEach(c, db, input.changes, {
        action: input.decision === 'Approved' ? 'technician-rate.approve' : 'technician-rate.reject',
        change: (before) => {
          const refusal = rateDecisionRefusal(
            { status: before.status, submittedById: before.submittedBy, currentCents: centsOf(before.currentRate)!, proposedCents: centsOf(before.proposedRate)! },
            me,
            authorities,
          );
          if (refusal) fail(refusal.status, refusal.message);
          return { status: input.decision, decidedBy: me, decidedAt: new Date(), decisionNote: input.note };
        },
      }),
    );
  });
