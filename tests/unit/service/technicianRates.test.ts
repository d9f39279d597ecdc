import { describe, expect, it } from 'vitest';
import type { ApprovalAuthority } from '../../../src/domain/approvals';
import {
  backdatedRefusal,
  changePercent,
  gradeOfTitle,
  needsGeneralManager,
  payPeriodOf,
  rateDecisionRefusal,
  rateDecisionSchema,
  rateRuleSchema,
  rateStatusOn,
  ruleChangeOf,
  ruleProposals,
  ruleRate,
  type RateTechnician,
} from '../../../src/domain/service/technicianRates';

const tech = (empId: string, brnId: string, grade: 'A' | 'B' | 'C', rateCents: number | null, hasOpenChange = false): RateTechnician => ({
  empId,
  name: `Tech ${empId}`,
  brnId,
  grade,
  rateCents,
  hasOpenChange,
});

describe('technician rates', () => {
  it('reads the grade of a technician title', () => {
    expect(gradeOfTitle('Technician A')).toBe('A');
    expect(gradeOfTitle('Technician C')).toBe('C');
    expect(gradeOfTitle('Service advisor')).toBeNull();
  });

  it('finds the biweekly pay period of a day from the anchor', () => {
    expect(payPeriodOf('2026-01-11')).toEqual({ start: '2026-01-11', end: '2026-01-24' });
    expect(payPeriodOf('2026-01-24')).toEqual({ start: '2026-01-11', end: '2026-01-24' });
    expect(payPeriodOf('2026-11-25')).toEqual({ start: '2026-11-15', end: '2026-11-28' });
    expect(payPeriodOf('2026-01-10')).toEqual({ start: '2025-12-28', end: '2026-01-10' });
  });

  it('refuses an effective date before the open pay period, and allows its first day', () => {
    expect(backdatedRefusal('2026-11-14', '2026-11-25')).toBe('The effective date cannot be before the open pay period, which started 11/15/2026.');
    expect(backdatedRefusal('2026-11-15', '2026-11-25')).toBeNull();
    expect(backdatedRefusal('2026-12-20', '2026-11-25')).toBeNull();
  });

  it('says the change in percent to two decimals, and when the general manager is needed (over 5%, exactly)', () => {
    expect(changePercent(4400, 4550)).toBe(3.41);
    expect(changePercent(0, 4550)).toBeNull();
    expect(needsGeneralManager(4000, 4200)).toBe(false);
    expect(needsGeneralManager(4000, 4201)).toBe(true);
    expect(needsGeneralManager(4000, 3000)).toBe(false);
  });

  it('reads a rule change as cents or hundredths of a percent, and applies it to the cent', () => {
    expect(ruleChangeOf('amount', '1.50')).toBe(150);
    expect(ruleChangeOf('amount', 'abc')).toBeNull();
    expect(ruleChangeOf('percent', '3.5%')).toBe(350);
    expect(ruleChangeOf('percent', '1000')).toBeNull();
    expect(ruleRate(4400, 'amount', 150)).toBe(4550);
    expect(ruleRate(3333, 'percent', 350)).toBe(3450);
  });

  it('proposes for the branches and grade a rule names, and skips those it cannot change with why', () => {
    const preview = ruleProposals(
      [tech('1', '101', 'A', 4400), tech('2', '101', 'B', 3600), tech('3', '201', 'A', 4500), tech('4', '101', 'A', null), tech('5', '101', 'A', 4300, true)],
      { brnIds: ['101'], grade: 'A', kind: 'amount', change: 150 },
    );
    expect(preview.proposals.map((p) => [p.empId, p.currentCents, p.proposedCents, p.changePercent, p.needsGeneralManager])).toEqual([['1', 4400, 4550, 3.41, false]]);
    expect(preview.skipped.map((s) => [s.empId, s.reason])).toEqual([
      ['4', 'Excede has no labor cost rate for this technician.'],
      ['5', 'A change is already in Draft or Pending.'],
    ]);
    const raise = ruleProposals([tech('1', '101', 'A', 4000), tech('2', '101', 'B', 3600)], { brnIds: ['101'], grade: 'All', kind: 'percent', change: 1000 });
    expect(raise.proposals.map((p) => [p.proposedCents, p.needsGeneralManager])).toEqual([
      [4400, true],
      [3960, true],
    ]);
  });

  it('shows an approved change as applied from its effective day', () => {
    expect(rateStatusOn('Approved', '2026-11-25', '2026-11-25')).toBe('Applied');
    expect(rateStatusOn('Approved', '2026-11-26', '2026-11-25')).toBe('Approved');
    expect(rateStatusOn('Pending', '2026-11-01', '2026-11-25')).toBe('Pending');
  });

  it('lets a service manager approve a small raise, never their own, and a raise over 5% only the general manager', () => {
    const manager: ApprovalAuthority[] = [{ kind: 'technician-rate', limitCents: null }];
    const gm: ApprovalAuthority[] = [...manager, { kind: 'technician-rate-general-manager', limitCents: null }];
    const small = { status: 'Pending' as const, submittedById: 1, currentCents: 4400, proposedCents: 4550 };
    const large = { ...small, proposedCents: 4840 };
    expect(rateDecisionRefusal(small, 2, manager)).toBeNull();
    expect(rateDecisionRefusal(small, 1, manager)?.reason).toBe('own record');
    expect(rateDecisionRefusal(large, 2, manager)?.message).toBe(
      'An increase over 5% needs the general manager. You have no approval authority for technician rate increases as general manager.',
    );
    expect(rateDecisionRefusal(large, 2, gm)).toBeNull();
    expect(rateDecisionRefusal({ ...small, status: 'Draft' }, 2, gm)?.status).toBe(409);
  });

  it('checks a rule and a decision, naming the field', () => {
    const rule = rateRuleSchema.safeParse({ brnIds: ['101'], grade: 'A', kind: 'amount', change: 'x', effectiveOn: '2026-11-29', reason: 'Market' });
    expect(rule.success ? [] : rule.error.issues.map((i) => i.path.join('.'))).toEqual(['change']);
    const zero = rateRuleSchema.safeParse({ brnIds: [], grade: 'A', kind: 'percent', change: '0', effectiveOn: '2026-11-29', reason: 'Market' });
    expect(zero.success ? [] : zero.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['brnIds', 'change']);
    const reject = rateDecisionSchema.safeParse({ changes: [{ id: 1, version: 1 }], decision: 'Rejected' });
    expect(reject.success ? [] : reject.error.issues.map((i) => i.path.join('.'))).toEqual(['note']);
  });
});
