import { Hono } from 'hono';
import { missBulkSchema, missRefusal, type MissOptions, type MissTiles } from '../../../src/domain/parts/rootCauseAnalysis';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { answerList, listSelection } from '../../business/listEndpoint';
import { changeRecord } from '../../business/recordChange';
import type { Database } from '../../db/database';
import { badRequest, readJson, type AppEnv } from '../../http';
import { staffOfBranch, type StaffMember } from '../../users/branchStaff';
import { listCodes } from './rootCauseCodes';
import { MISS, MISS_LIST, missTilesOf } from './rootCauseAnalysisData';
import { rootCauseDetailRoutes } from './rootCauseDetail';

export const NOT_AN_ANALYST = "Choose someone who works root cause analysis at the miss's branch.";

/** Who works root cause analysis at any of these branches, by name: who a miss may be assigned to. */
async function analystsAt(db: Database, branches: readonly string[]): Promise<StaffMember[]> {
  const byId = new Map((await Promise.all(branches.map((b) => staffOfBranch(db, b, ['can view root cause analysis'])))).flat().map((s) => [s.id, s]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * Root cause analysis (/root-cause-analysis): the branches' misses paged by the list kit with tiles over the same
 * selection, and one change to several misses at once (reason, action, assignee, note, status), all or nothing:
 * each row names the version the user saw (409 if any is stale), is checked by the rules of
 * src/domain/parts/rootCauseAnalysis.ts and audited before and after.
 */
export const rootCauseAnalysisRoutes = new Hono<AppEnv>()
  .get('/parts/root-cause-analysis', guard('GET /parts/root-cause-analysis'), (c) => answerList(c, MISS_LIST))
  .get('/parts/root-cause-analysis/tiles', guard('GET /parts/root-cause-analysis/tiles'), async (c) => {
    const { from, where } = listSelection(c, MISS_LIST);
    const tiles: MissTiles = await missTilesOf(c.var.deps.db, from, where);
    return c.json(tiles);
  })
  .get('/parts/root-cause-analysis/options', guard('GET /parts/root-cause-analysis/options'), async (c) => {
    const { db } = c.var.deps;
    const options: MissOptions = { assignees: await analystsAt(db, branchScope(c, [])), codes: await listCodes(db) };
    return c.json(options);
  })
  .post('/parts/root-cause-analysis/bulk', guard('POST /parts/root-cause-analysis/bulk'), async (c) => {
    const { rows, ...change } = await readJson(c, missBulkSchema);
    const { db } = c.var.deps;
    const codes = new Map((await listCodes(db)).map((code) => [code.id, code]));
    await db.transaction(async (tx) => {
      const analysts = new Map<string, StaffMember[]>();
      const mayWork = async (brnId: string, userId: number) => {
        if (!analysts.has(brnId)) analysts.set(brnId, await analystsAt(tx, [brnId]));
        return analysts.get(brnId)!.some((a) => a.id === userId);
      };
      for (const row of rows) {
        await changeRecord(c, tx, {
          ...MISS,
          action: 'lost-sale.change',
          id: row.id,
          version: row.version,
          change: async (before) => {
            const refusal =
              missRefusal(before, change, codes) ??
              (change.assignedTo && !(await mayWork(before.brnId, change.assignedTo)) ? { field: 'assignedTo' as const, message: NOT_AN_ANALYST } : null);
            if (refusal) badRequest([{ field: refusal.field, message: rows.length > 1 ? `Miss ${row.id}: ${refusal.message}` : refusal.message }]);
            return { ...change, ...(change.note === undefined ? {} : { note: change.note || null }) };
          },
        });
      }
    });
    return c.json({ changed: rows.length });
  })
  .route('/', rootCauseDetailRoutes);
