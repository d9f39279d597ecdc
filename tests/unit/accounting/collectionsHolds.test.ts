import { describe, expect, it } from 'vitest';
import { holdRequestProblem, needsArManager, RELEASE_APPROVAL } from '../../../src/domain/accounting/collectionsHolds';
import { approvalRefusal } from '../../../src/domain/approvals';

describe('credit hold, release and legal requests', () => {
  it('asks for a hold only on an active account, a release only on one held or with legal, legal once', () => {
    expect(holdRequestProblem('Credit hold', 'Active')).toBeNull();
    expect(holdRequestProblem('Credit hold', 'Credit hold')).toBe('The account is already on credit hold.');
    expect(holdRequestProblem('Credit hold', 'Legal')).toBe('The account is already with legal.');
    expect(holdRequestProblem('Release', 'Active')).toBe('The account is not on hold: there is nothing to release.');
    expect(holdRequestProblem('Release', 'Credit hold')).toBeNull();
    expect(holdRequestProblem('Release', 'Legal')).toBeNull();
    expect(holdRequestProblem('Legal', 'Active')).toBeNull();
    expect(holdRequestProblem('Legal', 'Credit hold')).toBeNull();
    expect(holdRequestProblem('Legal', 'Legal')).toBe('The account is already with legal.');
  });

  it('leaves a release to an AR manager who did not ask for it', () => {
    expect([needsArManager('Release'), needsArManager('Credit hold'), needsArManager('Legal')]).toEqual([true, false, false]);
    const manager = [{ kind: RELEASE_APPROVAL, limitCents: null }];
    const release = { kind: RELEASE_APPROVAL, makerId: 1, amountCents: 1_000_000 };
    expect(approvalRefusal({ ...release, approverId: 1 }, manager)?.message).toBe('You recorded this request: someone else must decide it.');
    expect(approvalRefusal({ ...release, approverId: 2 }, [])?.message).toBe('You have no approval authority for credit hold releases.');
    expect(approvalRefusal({ ...release, approverId: 2 }, manager)).toBeNull();
  });
});
