import { addDays } from '../domain/businessDays';
import { createRandom, DEMO_SEED } from './random';

export interface DemoTechnician {
  empId: string;
  brnId: string;
  grade: string;
}

export interface DemoSkill {
  id: number;
  code: string;
  certificationRequired: boolean;
}

export interface DemoTechnicianSkill {
  empId: string;
  skillId: number;
  level: number;
  certifiedOn: string | null;
  certificationExpires: string | null;
}

/** How able a grade starts (3 the most) and how many of the catalogue's skills it holds. */
const GRADES: Record<string, { level: number; share: number }> = { A: { level: 3, share: 0.85 }, B: { level: 2, share: 0.65 }, C: { level: 1, share: 0.4 } };
const seedOf = (empId: string) => [...empId].reduce((sum, ch) => sum * 31 + ch.charCodeAt(0), DEMO_SEED) >>> 0;

/**
 * A shop's skills as the demo grades them: A technicians hold most skills at the top level, C technicians a few
 * at the first; only A technicians work high voltage. Certifications last two years; every sixth runs out within
 * the month, and the first certified technician's has just run out, so the matrix shows both.
 */
export function demoTechnicianSkills(technicians: readonly DemoTechnician[], skills: readonly DemoSkill[], today: string): DemoTechnicianSkill[] {
  let certified = 0;
  return technicians.flatMap((tech) => {
    const random = createRandom(seedOf(tech.empId));
    const grade = GRADES[tech.grade] ?? GRADES.C!;
    return skills.flatMap((skill): DemoTechnicianSkill[] => {
      const held = skill.code === 'HV-EV' ? tech.grade === 'A' && random.next() < 0.4 : random.next() < grade.share;
      if (!held) return [];
      const level = Math.max(1, grade.level - (random.next() < 0.3 ? 1 : 0));
      if (!skill.certificationRequired) return [{ empId: tech.empId, skillId: skill.id, level, certifiedOn: null, certificationExpires: null }];
      const n = certified++;
      const expires = n === 0 ? addDays(today, -12) : n % 6 === 3 ? addDays(today, random.int(5, 25)) : addDays(today, random.int(60, 700));
      return [{ empId: tech.empId, skillId: skill.id, level, certifiedOn: addDays(expires, -730), certificationExpires: expires }];
    });
  });
}
