import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  laborOpSkillCreateSchema,
  laborOpSkillEditSchema,
  laborOpSkillVersionSchema,
  linkTakenMessage,
  unknownOperationMessage,
  unknownSkillMessage,
} from '../../../src/domain/service/laborGuide';
import { LINK_CSV_FILE_RULES, LINK_CSV_TOO_LARGE, readLinkCsv, type LinkCsvError } from '../../../src/domain/service/laborGuideCsv';
import { guard } from '../../auth/guard';
import { uploadLimit } from '../../bodyLimits';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import { uploadedCsv } from '../../business/uploadedFile';
import { laborOpSkills } from '../../db/laborOpSkills';
import { serviceSkills } from '../../db/serviceSkills';
import { badRequest, conflictOn, fail, idParam, readJson, type AppContext, type AppEnv } from '../../http';
import { activeSkills, excedeOperations, laborGuideOf, linkOf, linksOf } from './laborGuideData';

/** A code table of every branch: no branchOf, so any holder of the permission keeps it; audited all the same. */
const LINK = { table: laborOpSkills, entity: 'labor operation skill', notFound: 'No such labor operation skill link.' };

async function answerLink(c: AppContext, id: number) {
  const [link] = await linksOf(c.var.deps.db, id);
  return link ? c.json(link) : fail(404, LINK.notFound);
}

/** A 400 naming every bad line of a file, nothing written. */
function refuseLines(errors: LinkCsvError[]): never {
  badRequest(errors.map((e) => ({ field: e.field === 'file' ? 'file' : `line ${e.line}, ${e.field}`, message: e.message })));
}

/**
 * Imports a links file: every line read and checked (its operation in Excede, its skill active in the catalogue)
 * before anything is written, then each line adds its link or changes the one there, in one transaction, audited.
 */
async function importLinks(c: AppContext) {
  const { records } = await uploadedCsv(c, { maxFileBytes: LINK_CSV_FILE_RULES.maxFileBytes, tooLarge: LINK_CSV_TOO_LARGE, choose: 'Choose a CSV file of links.' });
  const read = readLinkCsv(records);
  if (!read.ok) refuseLines(read.errors);
  const { db } = c.var.deps;
  const known = new Map((await excedeOperations(db, [...new Set(read.lines.map((l) => l.laborOp))])).map((op) => [op.laborOp.toUpperCase(), op.laborOp]));
  const skills = new Map((await activeSkills(db)).map((s) => [s.code.toUpperCase(), s.id]));
  const errors: LinkCsvError[] = read.lines.flatMap((l): LinkCsvError[] => {
    if (!known.has(l.laborOp)) return [{ line: l.line, field: 'labor_op', message: unknownOperationMessage(l.laborOp) }];
    if (!skills.has(l.skillCode)) return [{ line: l.line, field: 'skill_code', message: unknownSkillMessage(l.skillCode) }];
    return [];
  });
  if (errors.length) refuseLines(errors);
  return db.transaction(async (tx) => {
    let added = 0;
    let changed = 0;
    for (const line of read.lines) {
      const laborOp = known.get(line.laborOp)!;
      const skillId = skills.get(line.skillCode)!;
      const values = { minLevel: line.minLevel, note: line.note };
      const was = await linkOf(tx, laborOp, skillId);
      if (!was) {
        await createRecord(c, tx, { ...LINK, action: 'labor-op-skill.import', values: { laborOp, skillId, ...values } });
        added++;
      } else if (was.minLevel !== values.minLevel || was.note !== values.note) {
        await changeRecord(c, tx, { ...LINK, action: 'labor-op-skill.import', id: was.id, version: was.version, change: () => values });
        changed++;
      }
    }
    return { added, changed, unchanged: read.lines.length - added - changed };
  });
}

/**
 * The labor guide's skill links (/laborguidehasskills): Excede's operations with what each requires; map an
 * operation to a skill, change a link's minimum level or note as of its version, unmap it, import a CSV of links.
 */
export const laborGuideRoutes = new Hono<AppEnv>()
  .get('/service/labor-guide', guard('GET /service/labor-guide'), async (c) => c.json(await laborGuideOf(c.var.deps.db)))
  .post('/service/labor-guide/links', guard('POST /service/labor-guide/links'), async (c) => {
    const input = await readJson(c, laborOpSkillCreateSchema);
    const { db } = c.var.deps;
    const [op] = await excedeOperations(db, [input.laborOp]);
    if (!op) badRequest([{ field: 'laborOp', message: unknownOperationMessage(input.laborOp) }]);
    const [skill] = await db.select().from(serviceSkills).where(eq(serviceSkills.id, input.skillId));
    if (!skill?.active) badRequest([{ field: 'skillId', message: unknownSkillMessage(skill?.code ?? String(input.skillId)) }]);
    const made = await db
      .transaction(async (tx) => {
        if (await linkOf(tx, op.laborOp, skill.id)) conflictOn('skillId', linkTakenMessage(op.laborOp, skill.name));
        return createRecord(c, tx, { ...LINK, action: 'labor-op-skill.map', values: { ...input, laborOp: op.laborOp } });
      })
      .catch((error: unknown) => {
        const { cause } = error as { cause?: { code?: string } };
        if (cause?.code === '23505') conflictOn('skillId', linkTakenMessage(op.laborOp, skill.name));
        throw error;
      });
    c.status(201);
    return answerLink(c, made.id);
  })
  .put('/service/labor-guide/links/:id', guard('PUT /service/labor-guide/links/:id'), async (c) => {
    const id = idParam(c, 'a link');
    const { version, ...values } = await readJson(c, laborOpSkillEditSchema);
    await c.var.deps.db.transaction((tx) => changeRecord(c, tx, { ...LINK, action: 'labor-op-skill.edit', id, version, change: () => values }));
    return answerLink(c, id);
  })
  .delete('/service/labor-guide/links/:id', guard('DELETE /service/labor-guide/links/:id'), async (c) => {
    const id = idParam(c, 'a link');
    const { version } = await readJson(c, laborOpSkillVersionSchema);
    await c.var.deps.db.transaction((tx) => removeRecord(c, tx, { ...LINK, action: 'labor-op-skill.unmap', id, version }));
    return c.body(null, 204);
  })
  .post(
    '/service/labor-guide/import',
    guard('POST /service/labor-guide/import'),
    uploadLimit(LINK_CSV_FILE_RULES.maxFileBytes + 64 * 1024, LINK_CSV_TOO_LARGE),
    async (c) => c.json(await importLinks(c)),
  );
