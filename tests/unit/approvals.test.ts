import { describe, expect, it } from 'vitest';
import { approvalRefusal, authorityOf, isApprovalKind, type ApprovalAuthority } from '../../src/domain/approvals';

const request = { kind: 'cash-over-short' as const, makerId: 7, approverId: 9, amountCents: -700 };
const unlimited: ApprovalAuthority = { kind: 'cash-over-short', limitCents: null };

describe('who may approve', () => {
  it('lets someone other than the maker with an authority of the kind approve', () => {
    expect(approvalRefusal(request, [unlimited])).toBeNull();
  });

  it('never lets the maker approve their own record, authority or not', () => {
    expect(approvalRefusal({ ...request, approverId: 7 }, [unlimited])).toEqual({
      reason: 'own record',
      message: 'You recorded this count: someone else must sign it off.',
    });
  });

  it('needs an authority of that kind', () => {
    expect(approvalRefusal(request, [])).toEqual({ reason: 'no authority', message: 'You have no approval authority for cash over/short.' });
    expect(approvalRefusal(request, [{ kind: 'wire', limitCents: null }])?.reason).toBe('no authority');
  });

  it('bounds the size of the amount (a shortage as an overage) by the limit, when there is one', () => {
    expect(approvalRefusal(request, [{ kind: 'cash-over-short', limitCents: 700 }])).toBeNull();
    expect(approvalRefusal({ ...request, amountCents: 701 }, [{ kind: 'cash-over-short', limitCents: 700 }])).toEqual({
      reason: 'over limit',
      message: 'Your approval limit for cash over/short is $7.00; this count is for $7.01.',
    });
    expect(approvalRefusal({ ...request, amountCents: -250_000 }, [{ kind: 'cash-over-short', limitCents: 100 }, unlimited])).toBeNull();
  });

  it('reads an authority row and knows its kinds', () => {
    expect(authorityOf({ kind: 'cash-over-short', limitAmount: '250.00' })).toEqual({ kind: 'cash-over-short', limitCents: 25_000 });
    expect(authorityOf({ kind: 'cash-over-short', limitAmount: null }).limitCents).toBeNull();
    expect(isApprovalKind('cash-over-short')).toBe(true);
    expect(isApprovalKind('toString')).toBe(false);
  });
});
