import type { LaborGuide, LaborOperation, RequiredSkill, SkillOption } from '../../../src/domain/service/laborGuide';
import { STARTING_SKILLS } from '../../../src/domain/service/skills';

export const SKILL_OPTIONS: SkillOption[] = STARTING_SKILLS.map((s, at) => ({ id: at + 1, code: s.code, name: s.name, levelScale: s.levelScale }));

let linkId = 0;
const requires = (code: string, minLevel: number, note: string | null = null): RequiredSkill => {
  const skill = SKILL_OPTIONS.find((s) => s.code === code)!;
  return { id: ++linkId, skillId: skill.id, skillCode: skill.code, skillName: skill.name, levelScale: skill.levelScale, minLevel, note, version: 1 };
};
const op = (laborOp: string, description: string, standardHours: number, uses: number, skills: RequiredSkill[] = []): LaborOperation => ({ laborOp, description, standardHours, uses, skills });

/** A shop's labor guide as the API answers it: three operations unmapped, RECON the most used of them. */
export const LABOR_GUIDE: LaborGuide = {
  operations: [
    op('AC', 'A/C diagnose and recharge', 1.6, 112, [requires('AC-609', 1, 'EPA 609 certificate must be current.')]),
    op('AIR', 'Air leak diagnosis and repair', 1.8, 190, [requires('AIR-BRK', 2), requires('ELEC', 1)]),
    op('BODY', 'Cab and body repair', 2, 74),
    op('BRK-R', 'Replace rear brake shoes and drums', 4.2, 221, [requires('AIR-BRK', 2)]),
    op('DEF', 'Aftertreatment DEF system repair', 2.6, 118, [requires('AFT-DEF', 2), requires('ELEC', 1)]),
    op('DPF', 'Clean DPF and replace gaskets', 4.8, 109, [requires('AFT-DEF', 2)]),
    op('ENG-D', 'Engine diagnostics, check engine light', 1.5, 186, [requires('ENG-DIAG', 2)]),
    op('INJ', 'Replace fuel injectors', 7.8, 37, [requires('ENG-DIAG', 3, 'Injector coding with the maker’s software.')]),
    op('LGT', 'Repair lighting', 0.8, 148),
    op('PM-A', 'Preventive maintenance A service', 1.5, 512, [requires('PM-INSP', 1)]),
    op('RECON', 'Used truck reconditioning', 6, 160),
    op('TRNS', 'Transmission service', 2.2, 71, [requires('TRANS', 1)]),
  ],
  skills: SKILL_OPTIONS,
};

/** A hundred and twenty operations, every fifth unmapped, for the large story. */
export const LARGE_LABOR_GUIDE: LaborGuide = {
  operations: Array.from({ length: 120 }, (_, i) =>
    op(`OP-${String(i + 1).padStart(3, '0')}`, `Labor operation ${i + 1}`, 0.5 + (i % 20) / 2, (i * 37) % 600, i % 5 === 0 ? [] : [requires(SKILL_OPTIONS[i % SKILL_OPTIONS.length]!.code, 1 + (i % 3))]),
  ),
  skills: SKILL_OPTIONS,
};
