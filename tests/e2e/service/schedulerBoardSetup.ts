import { expect } from 'vitest';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { CompanyHoliday } from '../../../src/domain/service/companyHolidays';
import type { LaborGuide } from '../../../src/domain/service/laborGuide';
import { jobKey, type BoardEntry, type BoardJob, type BoardTechnician, type SchedulerBoard } from '../../../src/domain/service/schedulerBoard';
import type { TechnicianSkillMatrix } from '../../../src/domain/service/technicianSkills';
import { isWorkday } from '../../../src/domain/service/availability';
import { callAs } from '../approvers';
import { baseURL, tokenOf } from '../browser';

/**
 * What the board's end-to-end test stands on, made through the API as the people who keep it would: the
 * e2e server runs no after-import seeding, so no technician holds a skill until a test gives them one.
 */

/** A DELETE as service@demo.local (its 204 has no body to read); the status. */
async function deleteAs(path: string, json?: unknown): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf('service@demo.local')}`, 'content-type': 'application/json' };
  return (await fetch(`${baseURL()}/api/${path}`, { method: 'DELETE', headers, body: json ? JSON.stringify(json) : undefined })).status;
}

export const boardOf = async (day: string): Promise<SchedulerBoard> => {
  const answer = await callAs('service@demo.local', `service/scheduler?brnId=101&view=day&day=${day}`);
  expect(answer.status).toBe(200);
  return answer.body as unknown as SchedulerBoard;
};

/** Norcross's company holidays of the years the days fall in. */
async function norcrossHolidays(days: readonly string[]): Promise<Set<string>> {
  const closed = new Set<string>();
  for (const year of new Set(days.map((d) => d.slice(0, 4)))) {
    const { holidays } = (await callAs('service@demo.local', `service/company-holidays?year=${year}`)).body as unknown as { holidays: CompanyHoliday[] };
    for (const h of holidays) if (h.allBranches || h.branches.includes('101')) closed.add(h.day);
  }
  return closed;
}

/** The next `count` workdays of Norcross after today (New York), no company holiday among them. */
export async function nextWorkdays(count: number): Promise<string[]> {
  const candidates: string[] = [];
  for (let day = addDays(newYorkDay(new Date()), 1); candidates.length < count + 15; day = addDays(day, 1)) if (isWorkday(day)) candidates.push(day);
  const closed = await norcrossHolidays(candidates);
  return candidates.filter((d) => !closed.has(d)).slice(0, count);
}

/** A holiday of Norcross on the day, named for this run; the version to delete it by. */
export async function addHoliday(day: string, name: string): Promise<number> {
  const made = await callAs('service@demo.local', 'service/company-holidays', { json: { day, name, branches: ['101'] } });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

export async function removeHoliday(id: number, year: string) {
  const { holidays } = (await callAs('service@demo.local', `service/company-holidays?year=${year}`)).body as unknown as { holidays: CompanyHoliday[] };
  const holiday = holidays.find((h) => h.id === id);
  if (holiday) await deleteAs(`service/company-holidays/${id}`, { version: holiday.version });
}

export interface BoardCast {
  /** A job waiting in the queue whose operation requires a skill. */
  job: BoardJob;
  /** A technician lacking the job's first required skill. */
  lacking: BoardTechnician;
  /** Technicians holding every skill the job requires, at level 3 (certified for a year where it needs it). */
  skilled: BoardTechnician[];
}

/** The job's operation's required skills: a link to the first active skill (minimum level 2) made when it has none. */
async function requiredSkills(job: BoardJob) {
  const guide = (await callAs('service@demo.local', 'service/labor-guide')).body as unknown as LaborGuide;
  const skills = guide.operations.find((op) => op.laborOp === job.laborOp)?.skills ?? [];
  if (skills.length) return skills.map(({ skillId, minLevel }) => ({ skillId, minLevel }));
  const link = await callAs('service@demo.local', 'service/labor-guide/links', { json: { laborOp: job.laborOp, skillId: guide.skills[0]!.id, minLevel: 2 } });
  expect(link.status).toBe(201);
  return [{ skillId: guide.skills[0]!.id, minLevel: 2 }];
}

/**
 * Picks the first job of the queue that fits in a day, makes sure its operation requires a skill, and casts a
 * technician who lacks it and `skilledCount` who hold it: the board's technicians free all day (no entry, no
 * time off) come first, so a rerun's leftovers are in nobody's way.
 */
export async function castBoard(day: string, skilledCount: number): Promise<BoardCast> {
  const board = await boardOf(day);
  const job = board.queue.map((key) => board.jobs[key]!).find((j) => j.unplacedHours > 0 && j.estimatedHours <= 6);
  if (!job) throw new Error(`no job of Norcross waits in the queue on ${day}`);
  const required = await requiredSkills(job);
  const matrix = (await callAs('service@demo.local', 'service/technician-skills?brnId=101')).body as unknown as TechnicianSkillMatrix;
  const certified = new Set(matrix.skills.filter((s) => s.certificationRequired).map((s) => s.id));
  const heldBy = (empId: string) => matrix.technicians.find((t) => t.empId === empId)?.skills ?? [];

  const busy = new Set(board.entries.map((e) => e.empId));
  const technicians = board.technicians
    .filter((t) => t.unavailable.length === 0 && !busy.has(t.empId))
    .sort((a, b) => a.name.localeCompare(b.name));
  const [lacking, ...others] = technicians;
  if (!lacking || others.length < skilledCount) throw new Error(`too few technicians of Norcross free all day on ${day}`);
  // the lacking technician gives up the first required skill, if a run before gave it
  const first = heldBy(lacking.empId).find((c) => c.skillId === required[0]!.skillId);
  if (first) expect(await deleteAs(`service/technician-skills/${first.id}`, { version: first.version })).toBe(204);
  const skilled = others.slice(0, skilledCount);
  for (const tech of skilled) {
    for (const need of required) {
      const held = heldBy(tech.empId).find((c) => c.skillId === need.skillId);
      const answer = held
        ? await callAs('service@demo.local', `service/technician-skills/${held.id}`, { method: 'PUT', json: { level: 3, version: held.version } })
        : await callAs('service@demo.local', 'service/technician-skills', { json: { empId: tech.empId, skillId: need.skillId, level: 3 } });
      expect(answer.status).toBeLessThan(300);
      if (!certified.has(need.skillId)) continue;
      const cell = answer.body as { id: number; version: number };
      const certifiedOn = newYorkDay(new Date());
      const recorded = await callAs('service@demo.local', `service/technician-skills/${cell.id}/certification`, {
        json: { certifiedOn, certificationExpires: addDays(certifiedOn, 365), version: cell.version },
      });
      expect(recorded.status).toBe(200);
    }
  }
  return { job, lacking, skilled };
}

/** The run's entries still on the board, sent back to the queue (the e2e database is shared by reruns). */
export async function sendBack(entries: readonly Pick<BoardEntry, 'id'>[], day: string) {
  const board = await boardOf(day);
  for (const { id } of entries) {
    const entry = board.entries.find((e) => e.id === id);
    if (entry) await deleteAs(`service/scheduler/entries/${id}?version=${entry.version}`);
  }
}

/** The entry the board shows for a job on the day, if any. */
export async function entryOf(day: string, job: BoardJob): Promise<BoardEntry | undefined> {
  return (await boardOf(day)).entries.find((e) => e.job && jobKey(e.job) === jobKey(job));
}
