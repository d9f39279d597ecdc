import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import {
  applySchema,
  copyName,
  hoursByTechnician,
  planShifts,
  rangeSchema,
  templateCopySchema,
  templateEditSchema,
  templateSchema,
  type TemplateValues,
} from '../../../src/domain/service/schedulerTemplates';
import { actorOf, audit } from '../../audit';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord, staffMemberOf } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { technicianShifts } from '../../db/schedulerTemplates';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import { constraintsOf, shiftsOn, TEMPLATE, TEMPLATE_NOT_FOUND, techniciansAmong, templateById, templatesOf } from './schedulerTemplatesData';
import { techniciansOf } from './timeOffData';

/** A template of the user's branches as the screen shows it: 404 when none, 403 for another's branch. */
async function templateOf(c: AppContext, db: Database, id: number) {
  const [row] = await templateById(db, id);
  if (!row) fail(404, TEMPLATE_NOT_FOUND);
  branchScope(c, [row.brnId]);
  return (await templatesOf(db, [row.brnId], id))[0]!;
}

/** The template's values once its branch is the user's and every technician named is one of that branch's (400 on empIds). */
async function checkedValues(c: AppContext, db: Database, values: TemplateValues): Promise<TemplateValues> {
  branchScope(c, [values.brnId]);
  const techs = await techniciansAmong(db, values.brnId, values.empIds);
  if (values.empIds.some((e) => !techs.has(e))) badRequest([{ field: 'empIds', message: 'Choose technicians of the branch from the list.' }]);
  return values;
}

/** The shifts a template gives over a range and the days it skips, with each technician's hours. */
async function planOf(db: Database, template: TemplateValues, range: { from: string; to: string }) {
  const { holidays, timeOff } = await constraintsOf(db, template.brnId, template.empIds, range);
  const plan = planShifts(template, range, holidays, timeOff);
  return { ...range, ...plan, hours: hoursByTechnician(plan) };
}

/**
 * /schedulertemplates: shift patterns of the user's branches, made, changed as of the version seen, copied,
 * previewed over a range of days and applied to it (technician_shifts, one shift a technician a day, replaced when
 * applied again); a day with a company holiday or the technician's time off (approved or requested) is skipped and
 * answered with its reason. Every change audited.
 */
export const schedulerTemplateRoutes = new Hono<AppEnv>()
  .get('/service/scheduler-templates', guard('GET /service/scheduler-templates'), async (c) => {
    const { db } = c.var.deps;
    const branches = branchScope(c, c.req.queries('brnId') ?? []);
    return c.json({ templates: await templatesOf(db, branches), technicians: await techniciansOf(db, branches), branches });
  })
  .post('/service/scheduler-templates', guard('POST /service/scheduler-templates'), async (c) => {
    const { db } = c.var.deps;
    const values = await checkedValues(c, db, await readJson(c, templateSchema));
    const row = await db.transaction((tx) => createRecord(c, tx, { ...TEMPLATE, action: 'scheduler-template.create', values }));
    return c.json(await templateOf(c, db, row.id), 201);
  })
  .put('/service/scheduler-templates/:id', guard('PUT /service/scheduler-templates/:id'), async (c) => {
    const id = idParam(c, 'a scheduler template');
    const { db } = c.var.deps;
    const { version, ...input } = await readJson(c, templateEditSchema);
    const values = await checkedValues(c, db, input);
    await db.transaction((tx) => changeRecord(c, tx, { ...TEMPLATE, action: 'scheduler-template.change', id, version, change: () => values }));
    return c.json(await templateOf(c, db, id));
  })
  .post('/service/scheduler-templates/:id/copy', guard('POST /service/scheduler-templates/:id/copy'), async (c) => {
    const id = idParam(c, 'a scheduler template');
    const { db } = c.var.deps;
    const input = await readJson(c, templateCopySchema);
    const values = parseWith(templateSchema, await templateOf(c, db, id));
    const row = await db.transaction((tx) => createRecord(c, tx, { ...TEMPLATE, action: 'scheduler-template.copy', values: { ...values, name: input.name ?? copyName(values.name) } }));
    return c.json(await templateOf(c, db, row.id), 201);
  })
  .post('/service/scheduler-templates/:id/preview', guard('POST /service/scheduler-templates/:id/preview'), async (c) => {
    const id = idParam(c, 'a scheduler template');
    const { db } = c.var.deps;
    const range = await readJson(c, rangeSchema);
    return c.json(await planOf(db, await templateOf(c, db, id), range));
  })
  .post('/service/scheduler-templates/:id/apply', guard('POST /service/scheduler-templates/:id/apply'), async (c) => {
    const id = idParam(c, 'a scheduler template');
    const { db } = c.var.deps;
    const { version, ...range } = await readJson(c, applySchema);
    const answer = await db.transaction(async (tx) => {
      const [row] = await templateById(tx, id).for('update');
      if (!row) fail(404, TEMPLATE_NOT_FOUND);
      branchScope(c, [row.brnId]);
      if (row.version !== version) fail(409, RECORD_CHANGED_MESSAGE);
      const plan = await planOf(tx, row, range);
      const replaced = await shiftsOn(tx, row.empIds, [...new Set(plan.shifts.map((s) => s.day))]);
      const me = staffMemberOf(c);
      if (plan.shifts.length) {
        await tx
          .insert(technicianShifts)
          .values(plan.shifts.map((s) => ({ ...s, brnId: row.brnId, startAt: new Date(s.startAt), endAt: new Date(s.endAt), templateId: id, createdBy: me, updatedBy: me })))
          .onConflictDoUpdate({
            target: [technicianShifts.empId, technicianShifts.day],
            set: {
              brnId: row.brnId,
              startAt: sql`excluded.start_at`,
              endAt: sql`excluded.end_at`,
              breakMinutes: sql`excluded.break_minutes`,
              templateId: id,
              version: sql`${technicianShifts.version} + 1`,
              updatedAt: new Date(),
              updatedBy: me,
            },
          });
      }
      await audit(tx, { action: 'scheduler-template.apply', ...actorOf(c), entity: TEMPLATE.entity, entityId: id, before: { shifts: replaced }, after: { from: range.from, to: range.to, shifts: plan.shifts, skipped: plan.skipped } });
      return plan;
    });
    return c.json(answer);
  });
