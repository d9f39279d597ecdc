import { Hono } from 'hono';
import { closedSpanOf, timeOffHours, type Span } from '../../../src/domain/service/availability';
import { OVERLAP_MESSAGE, overlappingTimeOff, timeOffDecisionRefusal, timeOffDecisionSchema, timeOffRequestSchema, type TimeOffDetail } from '../../../src/domain/service/timeOff';
import { guard } from '../../auth/guard';
import { authoritiesOf } from '../../business/approvals';
import { branchScope } from '../../business/branchScope';
import { answerList } from '../../business/listEndpoint';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { badRequest, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { holidaysOf } from './companyHolidays';
import { conflictsOf, technicianOf, techniciansOf, TIME_OFF, TIME_OFF_LIST, TIME_OFF_NOT_FOUND, timeOffById, timeOffOfTechnician } from './timeOffData';

/** What the branch is closed for anyway in a span: its holidays' closed hours, which time off does not count. */
async function closedSpans(db: Database, brnId: string, span: Span): Promise<Span[]> {
  const years = new Set([new Date(span.from).getUTCFullYear(), new Date(span.to).getUTCFullYear()]);
  const holidays = (await Promise.all([...years].map((y) => holidaysOf(db, y, [brnId])))).flat();
  return holidays.map(closedSpanOf).filter((s): s is Span => s !== null);
}

/** One request with the jobs it overlaps and why the person asking may not decide it. */
async function detail(c: AppContext, id: number): Promise<TimeOffDetail> {
  const { db } = c.var.deps;
  const found = await timeOffById(db, id);
  if (!found) fail(404, TIME_OFF_NOT_FOUND);
  branchScope(c, [found.row.brnId]);
  const me = staffMemberOf(c);
  const refusal = timeOffDecisionRefusal({ status: found.row.status, requestedById: found.requestedById }, me, await authoritiesOf(db, me));
  return { ...found.row, version: found.version, conflicts: await conflictsOf(db, found.row.empId, found.row.fromAt, found.row.toAt), decisionRefusal: refusal?.message ?? null };
}

/**
 * /scheduletimeoff: technicians' time off of the user's branches (the list kit), requested for a technician of
 * theirs (an overlap with the technician's other time off is a 400), and approved or denied by a service manager
 * who did not request it. A request's answer lists the scheduler board's jobs it overlaps, so the dispatcher can
 * reassign them before and after approving.
 */
export const timeOffRoutes = new Hono<AppEnv>()
  .get('/service/time-off', guard('GET /service/time-off'), (c) => answerList(c, TIME_OFF_LIST))
  .get('/service/time-off/technicians', guard('GET /service/time-off/technicians'), async (c) =>
    c.json({ technicians: await techniciansOf(c.var.deps.db, branchScope(c, c.req.queries('brnId') ?? [])) }),
  )
  .get('/service/time-off/:id', guard('GET /service/time-off/:id'), async (c) => c.json(await detail(c, idParam(c, 'a time off request'))))
  .post('/service/time-off', guard('POST /service/time-off'), async (c) => {
    const input = await readJson(c, timeOffRequestSchema);
    const { db } = c.var.deps;
    const technician = await technicianOf(db, input.empId);
    if (!technician) badRequest([{ field: 'empId', message: 'Choose a technician from the list.' }]);
    branchScope(c, [technician.brnId]);
    const fromAt = new Date(input.fromAt).toISOString();
    const toAt = new Date(input.toAt).toISOString();
    const span = { from: Date.parse(fromAt), to: Date.parse(toAt) };
    const id = await db.transaction(async (tx) => {
      if (overlappingTimeOff({ empId: input.empId, fromAt, toAt }, await timeOffOfTechnician(tx, input.empId))) {
        badRequest([{ field: 'fromAt', message: OVERLAP_MESSAGE }]);
      }
      const hours = timeOffHours(span, await closedSpans(tx, technician.brnId, span));
      const row = await createRecord(c, tx, {
        ...TIME_OFF,
        action: 'technician-time-off.request',
        values: { empId: input.empId, brnId: technician.brnId, type: input.type, fromAt: new Date(fromAt), toAt: new Date(toAt), hours: hours.toFixed(1), note: input.note },
      });
      return row.id;
    });
    return c.json(await detail(c, id), 201);
  })
  .post('/service/time-off/:id/decision', guard('POST /service/time-off/:id/decision'), async (c) => {
    const id = idParam(c, 'a time off request');
    const input = await readJson(c, timeOffDecisionSchema);
    const { db } = c.var.deps;
    const me = staffMemberOf(c);
    const authorities = await authoritiesOf(db, me);
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...TIME_OFF,
        action: input.decision === 'Approved' ? 'technician-time-off.approve' : 'technician-time-off.deny',
        id,
        version: input.version,
        change: (before) => {
          const refusal = timeOffDecisionRefusal({ status: before.status, requestedById: before.createdBy }, me, authorities);
          if (refusal) fail(refusal.status, refusal.message);
          return { status: input.decision, decidedBy: me, decidedAt: new Date(), decisionNote: input.note };
        },
      }),
    );
    return c.json(await detail(c, id));
  });
