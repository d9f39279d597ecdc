import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { branchCode } from '../../../src/domain/branches';
import { newYorkDay } from '../../../src/domain/businessDays';
import {
  ALL_BRANCHES_MESSAGE,
  copiedHolidays,
  holidayCopySchema,
  holidayEditSchema,
  holidaySchema,
  holidayValues,
  holidayVersionSchema,
  PAST_DAY_MESSAGE,
  pastHolidayRefusal,
  type CompanyHoliday,
  type HolidayValues,
} from '../../../src/domain/service/companyHolidays';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord, removeRecord } from '../../business/recordChange';
import { companyHolidays } from '../../db/companyHolidays';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';
import { badRequest, fail, idParam, parseWith, readJson, type AppContext, type AppEnv } from '../../http';
import * as z from 'zod/mini';

/** A holiday's changes: no branchOf, since a holiday names several branches; `refuseBranches` checks each of them. */
const HOLIDAY = { table: companyHolidays, entity: 'company holiday', notFound: 'That holiday does not exist.' };

const today = () => newYorkDay(Date.now());
const yearQuery = z.object({ year: z._default(z.optional(z.coerce.number().check(z.int('year must be a year.'), z.minimum(2000, 'year must be a year.'), z.maximum(2100, 'year must be a year.'))), () => Number(today().slice(0, 4))) });

type RawHoliday = Omit<CompanyHoliday, 'updatedAt' | 'day'> & { day: string; updatedAt: Date | string };

/** The holidays of a year that close any branch of `branches`, by day (an all-branches holiday closes every one). */
export async function holidaysOf(db: Database, year: number, branches: readonly string[]): Promise<CompanyHoliday[]> {
  const rows = await queryRows<RawHoliday>(
    db,
    sql`select h.id, h.version, h.day::text as day, h.name, h.all_branches as "allBranches", h.branches, h.day_part as "dayPart", h.closes_at as "closesAt",
               h.opens_at as "opensAt", h.emergency_only as "emergencyOnly", u.name as "updatedByName", h.updated_at as "updatedAt"
          from company_holidays h left join users u on u.id = h.updated_by
         where h.day >= make_date(${year}::int, 1, 1) and h.day < make_date(${year}::int + 1, 1, 1)
           and (h.all_branches or h.branches && ${`{${branches.join(',')}}`}::text[])
         order by h.day, h.name`,
  );
  return rows.map((r) => ({ ...r, updatedAt: isoTime(r.updatedAt) }));
}

/** Every branch of the group, for "all branches". */
async function everyBranch(db: Database): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from branches order by code`);
  return rows.map((r) => r.code);
}

/** A holiday is kept by someone who holds each branch it closes: all of them for an all-branches one (403). */
async function refuseBranches(c: AppContext, db: Database, holiday: Pick<HolidayValues, 'allBranches' | 'branches'>) {
  if (!holiday.allBranches) return branchScope(c, holiday.branches);
  const mine = c.var.user.branches.map(branchCode);
  if ((await everyBranch(db)).some((code) => !mine.includes(code))) fail(403, ALL_BRANCHES_MESSAGE);
}

const refusePastDay = (day: string) => {
  if (day < today()) badRequest([{ field: 'day', message: PAST_DAY_MESSAGE }]);
};

/** A past holiday is history: changing or deleting it is a 409. */
const refusePast = (day: string) => {
  const refusal = pastHolidayRefusal(day, today());
  if (refusal) fail(409, refusal);
};

async function answerYear(c: AppContext, year: number) {
  const { db } = c.var.deps;
  const branches = branchScope(c, []);
  const all = await everyBranch(db);
  return c.json({ year, today: today(), holidays: await holidaysOf(db, year, branches), branches, holdsEveryBranch: all.every((b) => branches.includes(b)) });
}

/**
 * /companyholidays: a year's holidays of the user's branches; a holiday added, changed or deleted from today on
 * (a past one is history) by someone holding each branch it closes; last year's copied onto another year, each
 * moved by its US rule (src/domain/service/companyHolidays.ts). Every change audited with before and after.
 */
export const companyHolidayRoutes = new Hono<AppEnv>()
  .get('/service/company-holidays', guard('GET /service/company-holidays'), async (c) => answerYear(c, parseWith(yearQuery, c.req.query()).year))
  .post('/service/company-holidays', guard('POST /service/company-holidays'), async (c) => {
    const values = holidayValues(await readJson(c, holidaySchema));
    refusePastDay(values.day);
    const { db } = c.var.deps;
    await refuseBranches(c, db, values);
    const row = await db.transaction((tx) => createRecord(c, tx, { ...HOLIDAY, action: 'company-holiday.create', values }));
    return c.json({ id: row.id }, 201);
  })
  .put('/service/company-holidays/:id', guard('PUT /service/company-holidays/:id'), async (c) => {
    const id = idParam(c, 'a holiday');
    const { version, ...input } = await readJson(c, holidayEditSchema);
    const values = holidayValues(input);
    refusePastDay(values.day);
    const { db } = c.var.deps;
    await refuseBranches(c, db, values);
    await db.transaction((tx) =>
      changeRecord(c, tx, {
        ...HOLIDAY,
        action: 'company-holiday.edit',
        id,
        version,
        change: async (before) => {
          await refuseBranches(c, tx, before);
          refusePast(before.day);
          return values;
        },
      }),
    );
    return c.json({ id });
  })
  .delete('/service/company-holidays/:id', guard('DELETE /service/company-holidays/:id'), async (c) => {
    const id = idParam(c, 'a holiday');
    const { version } = await readJson(c, holidayVersionSchema);
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const before = await removeRecord(c, tx, { ...HOLIDAY, action: 'company-holiday.delete', id, version });
      await refuseBranches(c, tx, before);
      refusePast(before.day);
    });
    return c.body(null, 204);
  })
  .post('/service/company-holidays/copy', guard('POST /service/company-holidays/copy'), async (c) => {
    const { fromYear, toYear } = await readJson(c, holidayCopySchema);
    const { db } = c.var.deps;
    const branches = branchScope(c, []);
    const holdsAll = (await everyBranch(db)).every((b) => branches.includes(b));
    // Only what the user may keep is copied: their branches' holidays, the group's for someone holding every branch.
    const mine = (await holidaysOf(db, fromYear, branches)).filter((h) => (h.allBranches ? holdsAll : h.branches.every((b) => branches.includes(b))));
    const copies = copiedHolidays(mine, toYear, await holidaysOf(db, toYear, branches)).filter((h) => !pastHolidayRefusal(h.day, today()));
    await db.transaction(async (tx) => {
      for (const h of copies) {
        const { day, name, allBranches, branches: closes, dayPart, closesAt, opensAt, emergencyOnly } = h;
        await createRecord(c, tx, { ...HOLIDAY, action: 'company-holiday.copy', values: { day, name, allBranches, branches: closes, dayPart, closesAt, opensAt, emergencyOnly } });
      }
    });
    return c.json({ copied: copies.length, skipped: mine.length - copies.length });
  });
