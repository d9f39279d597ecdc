import { describe, expect, it } from 'vitest';
import {
  approversNeeded,
  callbackRefusal,
  cutOffText,
  cutOffWarning,
  dailyLimitRefusal,
  isRoutingNumber,
  maskedAccountNumber,
  releaseRefusal,
  secondApprovalRefusal,
  wireNumber,
  wireTransition,
  type WireStatus,
} from '../../../src/domain/accounting/wireAuthorization';
import { beneficiarySchema, wireCreateSchema, wireFormSchema } from '../../../src/domain/accounting/wireAuthorizationPayloads';
import { validate } from '../../../src/domain/validation';

const one = { approvals: 0, needed: 1 as const };
const two = { approvals: 0, needed: 2 as const };

describe('wire statuses', () => {
  it('walks Draft → Submitted → Approved 1 of 2 → Approved → Released → Confirmed for a wire needing two approvers', () => {
    expect(wireTransition('Draft', 'submit', two)).toEqual({ ok: true, status: 'Submitted', resetsApprovals: false });
    expect(wireTransition('Submitted', 'approve', two)).toMatchObject({ status: 'Approved 1 of 2' });
    expect(wireTransition('Approved 1 of 2', 'approve', { approvals: 1, needed: 2 })).toMatchObject({ status: 'Approved' });
    expect(wireTransition('Approved', 'release', two)).toMatchObject({ status: 'Released' });
    expect(wireTransition('Released', 'confirm', two)).toMatchObject({ status: 'Confirmed' });
  });

  it('needs one approval below the amount and two above it', () => {
    expect(approversNeeded(1_000_000, 1_000_000)).toBe(1);
    expect(approversNeeded(1_000_001, 1_000_000)).toBe(2);
    expect(wireTransition('Submitted', 'approve', one)).toMatchObject({ status: 'Approved' });
  });

  it('resets the approvals of an edit after an approval, back to Submitted', () => {
    expect(wireTransition('Approved', 'edit', two)).toEqual({ ok: true, status: 'Submitted', resetsApprovals: true });
    expect(wireTransition('Approved 1 of 2', 'edit', two)).toEqual({ ok: true, status: 'Submitted', resetsApprovals: true });
    expect(wireTransition('Submitted', 'edit', two)).toEqual({ ok: true, status: 'Submitted', resetsApprovals: false });
    expect(wireTransition('Draft', 'edit', two)).toEqual({ ok: true, status: 'Draft', resetsApprovals: false });
  });

  it('refuses every other move, saying why', () => {
    const closed: WireStatus[] = ['Released', 'Confirmed', 'Rejected', 'Cancelled'];
    for (const status of closed) {
      expect(wireTransition(status, 'edit', one).ok).toBe(false);
      expect(wireTransition(status, 'cancel', one).ok).toBe(false);
      expect(wireTransition(status, 'approve', one).ok).toBe(false);
    }
    expect(wireTransition('Draft', 'approve', one)).toEqual({ ok: false, message: 'Submit the wire before it is approved.' });
    expect(wireTransition('Approved 1 of 2', 'release', two)).toEqual({ ok: false, message: 'Only an approved wire is released to the bank.' });
    expect(wireTransition('Submitted', 'confirm', one).ok).toBe(false);
    expect(wireTransition('Submitted', 'submit', one).ok).toBe(false);
    expect(wireTransition('Draft', 'reject', one).ok).toBe(false);
    expect(wireTransition('Approved', 'cancel', one)).toMatchObject({ status: 'Cancelled' });
    expect(wireTransition('Approved 1 of 2', 'reject', two)).toMatchObject({ status: 'Rejected' });
  });
});

describe('approvers and limits', () => {
  it('takes the second approval from someone else', () => {
    expect(secondApprovalRefusal([7], 7)).toMatch(/someone else/);
    expect(secondApprovalRefusal([7], 8)).toBeNull();
  });

  it('keeps a value date’s approved wires within the daily limit', () => {
    expect(dailyLimitRefusal({ approvedCents: 40_000_00, amountCents: 60_000_00, limitCents: 100_000_00, valueDate: '2026-11-25' })).toBeNull();
    expect(dailyLimitRefusal({ approvedCents: 40_000_01, amountCents: 60_000_00, limitCents: 100_000_00, valueDate: '2026-11-25' })).toBe(
      'The wires approved for 11/25/2026 would come to $100,000.01, over the daily limit of $100,000.00.',
    );
  });
});

describe('call-backs and bank details', () => {
  it('releases a wire only once a call-back confirmed the beneficiary', () => {
    expect(releaseRefusal({ verifiedAt: null })).toMatch(/call-back/);
    expect(releaseRefusal({ verifiedAt: '2026-11-20T15:00:00Z' })).toBeNull();
  });

  it('accepts a call-back to the number on file only, however it is written', () => {
    expect(callbackRefusal('(770) 555-0142', '770-555-0142')).toBeNull();
    expect(callbackRefusal('(770) 555-0142', '+1 770 555 0142')).toBeNull();
    expect(callbackRefusal('(770) 555-0142', '(404) 555-0199')).toBe('The call-back must be to the number on file before the change, (770) 555-0142.');
  });

  it('checks an ABA routing number’s check digit', () => {
    expect(isRoutingNumber('061000104')).toBe(true);
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('021000022')).toBe(false);
    expect(isRoutingNumber('02100002')).toBe(false);
    expect(validate(beneficiarySchema, { brnId: '001', name: 'A', bankName: 'B', routingNumber: '021000022', accountNumber: '12345678', phone: '7705550142' })).toMatchObject({
      ok: false,
      errors: { routingNumber: expect.stringMatching(/check digit/) },
    });
  });

  it('masks an account number to its last four', () => {
    expect(maskedAccountNumber('000123456789')).toBe('••••6789');
  });
});

describe('the bank’s cut-off', () => {
  // 11/24/2026 is a Tuesday; 16:00 New York is 21:00 UTC in November.
  it('warns of a same-day wire after the cut-off, a weekend, a holiday and a day gone by', () => {
    expect(cutOffWarning('2026-11-24', Date.parse('2026-11-24T20:59:00Z'), '16:00')).toBeNull();
    expect(cutOffWarning('2026-11-24', Date.parse('2026-11-24T21:00:00Z'), '16:00')).toMatch(/past the bank’s cut-off \(4:00 PM/);
    expect(cutOffWarning('2026-11-28', Date.parse('2026-11-24T15:00:00Z'), '16:00')).toMatch(/weekend or company holiday/);
    expect(cutOffWarning('2026-11-26', Date.parse('2026-11-24T15:00:00Z'), '16:00')).toMatch(/weekend or company holiday/);
    expect(cutOffWarning('2026-11-23', Date.parse('2026-11-24T15:00:00Z'), '16:00')).toMatch(/has passed/);
    expect(cutOffWarning('2026-11-25', Date.parse('2026-11-24T22:00:00Z'), '16:00')).toBeNull();
  });

  it('says the cut-off as people read it', () => {
    expect(cutOffText('16:00')).toBe('4:00 PM');
    expect(cutOffText('09:30')).toBe('9:30 AM');
    expect(cutOffText('12:00')).toBe('12:00 PM');
  });
});

describe('a wire request', () => {
  it('reads the amount in cents and names each missing field', () => {
    expect(validate(wireCreateSchema, { brnId: '001', beneficiaryId: '3', amount: '60,000.00', valueDate: '2026-11-25', purpose: 'Truck purchase' })).toEqual({
      ok: true,
      data: { brnId: '001', beneficiaryId: 3, amount: 6_000_000, valueDate: '2026-11-25', purpose: 'Truck purchase', reference: '', notes: '' },
    });
    const refused = validate(wireCreateSchema, { brnId: '001', amount: '', valueDate: 'soon', purpose: '' });
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual(['amount', 'beneficiaryId', 'purpose', 'valueDate']);
  });

  it('numbers requests as staff quote them', () => {
    expect(wireNumber(42)).toBe('W-00042');
  });

  it('reads the form: a wire of the list, or a new beneficiary’s details checked with it', () => {
    const wire = { brnId: '101', amount: '60,000.00', valueDate: '2026-11-25', purpose: 'Truck purchase' };
    expect(validate(wireFormSchema, { ...wire, beneficiaryId: '3' })).toMatchObject({ ok: true, data: { wire: { beneficiaryId: 3, amount: 6_000_000 }, beneficiary: null } });
    const details = { name: 'Gwinnett Trailer Sales', bankName: 'Regions Bank', routingNumber: '062005690', accountNumber: '0093317752', phone: '(678) 555-0110' };
    expect(validate(wireFormSchema, { ...wire, beneficiaryId: 'new', ...details })).toMatchObject({ ok: true, data: { beneficiary: { brnId: '101', ...details } } });
    const refused = validate(wireFormSchema, { ...wire, amount: '', beneficiaryId: 'new', ...details, routingNumber: '062005691' });
    expect(refused.ok ? [] : Object.keys(refused.errors).sort()).toEqual(['amount', 'routingNumber']);
  });
});
