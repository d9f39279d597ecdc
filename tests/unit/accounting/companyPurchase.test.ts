import { describe, expect, it } from 'vitest';
import {
  isCapitalLine,
  nextTier,
  poNumberFor,
  purchaseNumber,
  purchaseTotalCents,
  purchaseTransition,
  receiptRefusal,
  splitPurchaseWarning,
  tierRefusal,
  tiersFor,
} from '../../../src/domain/accounting/companyPurchase';

const bounds = { departmentHeadBelowCents: 100_000, generalManagerBelowCents: 1_000_000 };

describe('approval tiers by amount', () => {
  it('walks every tier up to and including the amount’s', () => {
    expect(tiersFor(99_999, bounds)).toEqual(['department-head']);
    expect(tiersFor(100_000, bounds)).toEqual(['department-head', 'general-manager']);
    expect(tiersFor(999_999, bounds)).toEqual(['department-head', 'general-manager']);
    expect(tiersFor(1_200_000, bounds)).toEqual(['department-head', 'general-manager', 'controller', 'principal']);
  });

  it('follows the settings', () => {
    expect(tiersFor(150_000, { departmentHeadBelowCents: 200_000, generalManagerBelowCents: 500_000 })).toEqual(['department-head']);
  });

  it('waits for the first tier not yet approved, then nobody', () => {
    expect(nextTier(1_200_000, bounds, [])).toBe('department-head');
    expect(nextTier(1_200_000, bounds, ['department-head', 'general-manager'])).toBe('controller');
    expect(nextTier(50_000, bounds, ['department-head'])).toBeNull();
  });

  it('refuses a tier out of order, the same person twice, and a request every tier approved', () => {
    expect(tierRefusal({ tier: 'controller', waitingFor: 'general-manager', approverId: 5, approvedBy: [4] })).toMatch(/general manager’s approval first/);
    expect(tierRefusal({ tier: 'general-manager', waitingFor: 'general-manager', approverId: 4, approvedBy: [4] })).toMatch(/different person/);
    expect(tierRefusal({ tier: 'principal', waitingFor: null, approverId: 4, approvedBy: [] })).toMatch(/Every tier/);
    expect(tierRefusal({ tier: 'general-manager', waitingFor: 'general-manager', approverId: 5, approvedBy: [4] })).toBeNull();
  });
});

describe('amounts', () => {
  it('adds lines, tax and freight exactly in cents', () => {
    expect(purchaseTotalCents([{ quantity: 3, unitPriceCents: 1999 }, { quantity: 1, unitPriceCents: 10 }], 420, 1500)).toBe(3 * 1999 + 10 + 420 + 1500);
  });

  it('flags a line over the capital threshold, not one at it', () => {
    expect(isCapitalLine(250_001, 250_000)).toBe(true);
    expect(isCapitalLine(250_000, 250_000)).toBe(false);
  });

  it('numbers requests and POs', () => {
    expect(purchaseNumber(42)).toBe('CP-00042');
    expect(poNumberFor('101', 42)).toBe('PO-101-00042');
  });
});

describe('split purchases', () => {
  it('warns with the combined amount and the tier the two together need', () => {
    const warning = splitPurchaseWarning(90_000, [{ requestNo: 'CP-00007', requestedOn: '2026-11-20', amount: '950.00' }], bounds);
    expect(warning).toMatchObject({ combinedCents: 185_000, combinedTier: 'general-manager' });
    expect(warning!.message).toBe(
      'Possible split purchase: CP-00007 asks the same vendor by the same requester within 7 days. Together $1,850.00, which needs the general manager’s approval.',
    );
  });

  it('says nothing without another request', () => {
    expect(splitPurchaseWarning(90_000, [], bounds)).toBeNull();
  });
});

describe('receiving', () => {
  const line = { description: 'Floor jack', quantity: 4, quantityReceived: 1 };
  it('never receives more than remains ordered', () => {
    expect(receiptRefusal(line, 3)).toBeNull();
    expect(receiptRefusal(line, 4)).toBe('Only 3 of “Floor jack” remain to receive (4 ordered, 1 received).');
    expect(receiptRefusal(line, -1)).toMatch(/whole quantity/);
    expect(receiptRefusal(line, 1.5)).toMatch(/whole quantity/);
  });
});

describe('statuses', () => {
  const move = purchaseTransition;
  it('drafts, submits, approves tier by tier, orders, receives in part then in full, and closes', () => {
    expect(move('Draft', 'submit')).toEqual({ ok: true, status: 'Pending', resetsApprovals: false });
    expect(move('Pending', 'approve')).toMatchObject({ ok: true, status: 'Pending' });
    expect(move('Pending', 'approve', { lastTier: true })).toMatchObject({ ok: true, status: 'Approved' });
    expect(move('Approved', 'issue')).toMatchObject({ ok: true, status: 'Ordered' });
    expect(move('Ordered', 'receive')).toMatchObject({ ok: true, status: 'Received in part' });
    expect(move('Received in part', 'receive', { fullyReceived: true })).toMatchObject({ ok: true, status: 'Received' });
    expect(move('Received', 'invoice')).toMatchObject({ ok: true, status: 'Invoiced' });
    expect(move('Invoiced', 'receive', { fullyReceived: true })).toMatchObject({ ok: true, status: 'Invoiced' });
    expect(move('Received', 'close')).toMatchObject({ ok: true, status: 'Closed' });
    expect(move('Invoiced', 'close')).toMatchObject({ ok: true, status: 'Closed' });
  });

  it('resets the approvals of an edit after submission', () => {
    expect(move('Draft', 'edit')).toEqual({ ok: true, status: 'Draft', resetsApprovals: false });
    expect(move('Pending', 'edit')).toEqual({ ok: true, status: 'Pending', resetsApprovals: true });
    expect(move('Approved', 'edit')).toEqual({ ok: true, status: 'Pending', resetsApprovals: true });
  });

  it('refuses what a status does not allow', () => {
    expect(move('Ordered', 'edit')).toEqual({ ok: false, message: 'A request now ordered can no longer be changed.' });
    expect(move('Rejected', 'edit').ok).toBe(false);
    expect(move('Pending', 'submit').ok).toBe(false);
    expect(move('Draft', 'approve')).toEqual({ ok: false, message: 'Submit the request before it is approved.' });
    expect(move('Approved', 'reject').ok).toBe(false);
    expect(move('Pending', 'issue').ok).toBe(false);
    expect(move('Ordered', 'issue').ok).toBe(false);
    expect(move('Approved', 'receive').ok).toBe(false);
    expect(move('Closed', 'receive').ok).toBe(false);
    expect(move('Pending', 'invoice').ok).toBe(false);
    expect(move('Ordered', 'close').ok).toBe(false);
    expect(move('Received in part', 'close').ok).toBe(false);
  });
});
