import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { canDeleteSkill, levelLabel, skillCreateSchema, STARTING_SKILLS } from '../../../src/domain/service/skills';
import { demoTechnicianSkills } from '../../../src/demo/technicianSkills';

const skill = { code: 'ac-609', name: 'A/C', category: 'Climate', levelScale: '1-3', certificationRequired: true };

describe('the skill catalogue', () => {
  it('upper-cases a code of 2 to 10 letters, digits or dashes and refuses any other', () => {
    expect(safeParse(skillCreateSchema, skill).data?.code).toBe('AC-609');
    for (const code of ['A', 'ABCDEFGHIJK', 'AC 609', 'AC_609']) expect(safeParse(skillCreateSchema, { ...skill, code }).success).toBe(false);
  });

  it('deletes only a skill nothing names, and reads a level in the skill’s scale', () => {
    expect(canDeleteSkill({ timesUsed: 0 })).toBe(true);
    expect(canDeleteSkill({ timesUsed: 2 })).toBe(false);
    expect(levelLabel('C/B/A', 3)).toBe('A');
    expect(levelLabel('1-3', 1)).toBe('1');
  });

  it('starts with unique codes that pass its own rule', () => {
    expect(new Set(STARTING_SKILLS.map((s) => s.code)).size).toBe(STARTING_SKILLS.length);
    for (const s of STARTING_SKILLS) expect(safeParse(skillCreateSchema, s).success).toBe(true);
  });
});

describe('the demo’s technician skills', () => {
  const skills = STARTING_SKILLS.map((s, i) => ({ id: i + 1, ...s }));
  const techs = ['A', 'B', 'C', 'A', 'B', 'C', 'A', 'B'].map((grade, i) => ({ empId: `7${i}`, brnId: '101', grade }));
  const rows = demoTechnicianSkills(techs, skills, '2026-11-25');

  it('grades A technicians above C and leaves high voltage to A technicians', () => {
    const mean = (grade: string) => {
      const levels = rows.filter((r) => techs.find((t) => t.empId === r.empId)!.grade === grade).map((r) => r.level);
      return levels.reduce((a, b) => a + b, 0) / levels.length;
    };
    expect(mean('A')).toBeGreaterThan(mean('C'));
    const hv = skills.find((s) => s.code === 'HV-EV')!.id;
    expect(rows.filter((r) => r.skillId === hv).every((r) => techs.find((t) => t.empId === r.empId)!.grade === 'A')).toBe(true);
  });

  it('certifies every certification-required skill, one expired, and is the same each time', () => {
    const required = new Set(skills.filter((s) => s.certificationRequired).map((s) => s.id));
    expect(rows.filter((r) => required.has(r.skillId)).every((r) => r.certificationExpires !== null)).toBe(true);
    expect(rows.filter((r) => r.certificationExpires !== null && r.certificationExpires < '2026-11-25')).toHaveLength(1);
    expect(demoTechnicianSkills(techs, skills, '2026-11-25')).toEqual(rows);
  });
});
