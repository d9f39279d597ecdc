import { describe, expect, it } from 'vitest';
import { canPerform, certificationProblem, type HeldSkill } from '../../../src/domain/service/technicianAbility';
import { gradeOf } from '../../../src/domain/service/technicianSkills';

const held = (skillId: number, level: number, certificationExpires: string | null = null, certificationRequired = false): HeldSkill => ({
  skillId,
  level,
  certificationRequired,
  certificationExpires,
});
const today = '2026-11-25';

describe('canPerform', () => {
  it('is ok when every requirement is held at its minimum level or above, and when nothing is required', () => {
    expect(canPerform([held(1, 3), held(2, 2)], [{ skillId: 1, minLevel: 3 }, { skillId: 2, minLevel: 1 }], today)).toEqual({ ok: true });
    expect(canPerform([], [], today)).toEqual({ ok: true });
  });

  it('names each missing skill with its reason: not held, or the level too low (with the level held)', () => {
    expect(canPerform([held(2, 1)], [{ skillId: 1, minLevel: 1 }, { skillId: 2, minLevel: 2 }], today)).toEqual({
      ok: false,
      missing: [
        { skillId: 1, minLevel: 1, reason: 'not held', level: null, expiredOn: null },
        { skillId: 2, minLevel: 2, reason: 'level too low', level: 1, expiredOn: null },
      ],
    });
  });

  it('counts an expired certification as missing, whatever the level; the last good day still counts', () => {
    expect(canPerform([held(4, 3, '2026-11-24', true)], [{ skillId: 4, minLevel: 1 }], today)).toEqual({
      ok: false,
      missing: [{ skillId: 4, minLevel: 1, reason: 'certification expired', level: 3, expiredOn: '2026-11-24' }],
    });
    expect(canPerform([held(4, 3, today, true)], [{ skillId: 4, minLevel: 3 }], today)).toEqual({ ok: true });
  });

  it('counts a skill that needs a certification with none recorded as missing', () => {
    const result = canPerform([held(4, 2, null, true)], [{ skillId: 4, minLevel: 2 }], today);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.missing[0]!.reason).toBe('no certification');
  });
});

describe('certificationProblem', () => {
  it('is null for a skill needing none, expired once the last good day is past, missing when required and absent', () => {
    expect(certificationProblem({ certificationRequired: false, certificationExpires: null }, today)).toBeNull();
    expect(certificationProblem({ certificationRequired: false, certificationExpires: '2026-01-01' }, today)).toBe('certification expired');
    expect(certificationProblem({ certificationRequired: true, certificationExpires: '2027-01-01' }, today)).toBeNull();
    expect(certificationProblem({ certificationRequired: true, certificationExpires: null }, today)).toBe('no certification');
  });
});

describe('gradeOf', () => {
  it('reads the grade letter from an Excede technician title, else keeps the title', () => {
    expect(gradeOf('Technician A')).toBe('A');
    expect(gradeOf('technician c ')).toBe('C');
    expect(gradeOf('Shop foreman')).toBe('Shop foreman');
  });
});
