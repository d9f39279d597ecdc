import { STARTING_SKILLS, type ServiceSkill } from '../../../src/domain/service/skills';
import type { SkilledTechnician, TechnicianSkillMatrix } from '../../../src/domain/service/technicianSkills';
import { demoTechnicianSkills } from '../../../src/demo/technicianSkills';

/** The day the stories judge expiry by. */
export const STORY_TODAY = '2026-11-20';

/** The demo's catalogue: high voltage inactive and unused, alignment unused. */
export const SKILLS: ServiceSkill[] = STARTING_SKILLS.map((skill, at) => ({
  ...skill,
  id: at + 1,
  active: skill.code !== 'HV-EV',
  timesUsed: skill.code === 'HV-EV' || skill.code === 'ALIGN' ? 0 : 30 - at * 2,
  version: 1,
}));

/** Forty skills for the large story. */
export const MANY_SKILLS: ServiceSkill[] = Array.from({ length: 40 }, (_, i) => ({
  ...STARTING_SKILLS[i % STARTING_SKILLS.length]!,
  id: 100 + i,
  code: `SK-${String(i + 1).padStart(2, '0')}`,
  name: `Shop skill ${String(i + 1).padStart(2, '0')}`,
  active: i % 7 !== 6,
  timesUsed: i % 4 === 0 ? 0 : i,
  version: 1,
}));

const NAMES = ['Darnell Brown', 'Maria Garcia', 'Tyler Scott', 'Keisha Young', 'Luis Martinez', 'Robert King', 'Crystal Adams', 'Wesley Hall'];
const GRADES = ['A', 'B', 'C'];

/** `count` technicians at 101 and 201, graded A, B, C in turn, with the demo's skills. */
export function matrixOf(count: number): TechnicianSkillMatrix {
  const skills = SKILLS.filter((s) => s.active).map(({ id, code, name, levelScale, certificationRequired }) => ({ id, code, name, levelScale, certificationRequired }));
  const techs = Array.from({ length: count }, (_, i) => ({ empId: String(4100 + i), brnId: i % 3 === 2 ? '201' : '101', grade: GRADES[i % 3]! }));
  const held = demoTechnicianSkills(techs, skills, STORY_TODAY);
  const technicians: SkilledTechnician[] = techs.map((t, i) => ({
    ...t,
    name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
    skills: held.filter((h) => h.empId === t.empId).map(({ empId: _, ...cell }, at) => ({ ...cell, id: Number(t.empId) * 100 + at, note: null, version: 1 })),
  }));
  return { skills, technicians, today: STORY_TODAY };
}

export const MATRIX = matrixOf(6);
export const BRANCHES = [
  { id: '101', label: '101 - Norcross' },
  { id: '201', label: '201 - Birmingham' },
];
