import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  approverFor,
  discountStanding,
  dueDateOf,
  duplicateFinding,
  matchInvoice,
  nextStatus,
  toleranceCents,
} from '../../../src/domain/accounting/vendorInvoicesRules';

const filed = [
  { id: 1, venId: 'BENDIX', invoiceNo: 'INV-1001', invoiceDate: '2026-10-01', amountCents: 125_000 },
  { id: 2, venId: 'BENDIX', invoiceNo: 'INV-1002', invoiceDate: '2026-10-20', amountCents: 99_900 },
  { id: 3, venId: 'MERITR', invoiceNo: 'INV-1003', invoiceDate: '2026-10-20', amountCents: 50_000 },
];
const tolerance = { percent: 2, cents: 5000 };

describe('duplicateFinding', () => {
  it('refuses the same vendor and invoice number, whatever the case and spaces', () => {
    expect(duplicateFinding({ venId: 'BENDIX', invoiceNo: ' inv-1001 ', invoiceDate: '2026-11-01', amountCents: 1 }, filed)).toEqual({
      kind: 'refused',
      invoiceId: 1,
      message: 'Invoice INV-1001 from vendor BENDIX is already filed.',
    });
  });

  it('lets another vendor use the same number', () => {
    expect(duplicateFinding({ venId: 'MERITR', invoiceNo: 'INV-1001', invoiceDate: '2026-11-01', amountCents: 1 }, filed)).toBeNull();
  });

  it('warns of the same vendor and amount within 30 days either side, and not beyond', () => {
    const finding = duplicateFinding({ venId: 'BENDIX', invoiceNo: 'X-9', invoiceDate: '2026-10-31', amountCents: 125_000 }, filed);
    expect(finding).toEqual({ kind: 'warning', invoiceIds: [1], message: 'Vendor BENDIX has an invoice of $1,250.00 within 30 days (INV-1001): file this one too?' });
    expect(duplicateFinding({ venId: 'BENDIX', invoiceNo: 'X-9', invoiceDate: '2026-11-01', amountCents: 125_000 }, filed)).toBeNull();
    expect(duplicateFinding({ venId: 'BENDIX', invoiceNo: 'X-9', invoiceDate: '2026-09-01', amountCents: 125_000 }, filed)).toEqual(expect.objectContaining({ kind: 'warning' }));
    expect(duplicateFinding({ venId: 'MERITR', invoiceNo: 'X-9', invoiceDate: '2026-10-20', amountCents: 125_000 }, filed)).toBeNull();
  });
});

describe('matchInvoice', () => {
  it('needs approval without a PO', () => {
    expect(matchInvoice(10_000, null, tolerance)).toEqual({ result: 'No PO', varianceCents: null, needsApproval: true, note: 'No purchase order to match.' });
  });

  it('is OK at the PO amount', () => {
    expect(matchInvoice(100_000, { orderedCents: 100_000, receivedCents: 100_000 }, tolerance)).toEqual(expect.objectContaining({ result: 'OK', varianceCents: 0, needsApproval: false }));
  });

  it('accepts a price variance within 2% or $50, whichever is less', () => {
    expect(toleranceCents(100_000, tolerance)).toBe(2000);
    expect(toleranceCents(1_000_000, tolerance)).toBe(5000);
    expect(matchInvoice(102_000, { orderedCents: 100_000, receivedCents: 100_000 }, tolerance)).toEqual(
      expect.objectContaining({ result: 'Price variance', varianceCents: 2000, needsApproval: false }),
    );
    const over = matchInvoice(102_001, { orderedCents: 100_000, receivedCents: 100_000 }, tolerance);
    expect(over).toEqual(expect.objectContaining({ result: 'Price variance', varianceCents: 2001, needsApproval: true }));
    expect(over.note).toBe('Invoiced $1,020.01 against $1,000.00 on the PO: $20.01, over the tolerance of $20.00.');
    expect(matchInvoice(1_005_001, { orderedCents: 1_000_000, receivedCents: 1_000_000 }, tolerance).needsApproval).toBe(true);
    expect(matchInvoice(995_000, { orderedCents: 1_000_000, receivedCents: 1_000_000 }, tolerance).needsApproval).toBe(false);
  });

  it('is a qty variance when billed for more than was received of a part-received order', () => {
    expect(matchInvoice(100_000, { orderedCents: 100_000, receivedCents: 60_000 }, tolerance)).toEqual({
      result: 'Qty variance',
      varianceCents: 40_000,
      needsApproval: true,
      note: 'Invoiced $1,000.00; received $600.00 of $1,000.00 ordered.',
    });
    expect(matchInvoice(60_000, { orderedCents: 100_000, receivedCents: 60_000 }, tolerance).result).toBe('Price variance');
  });
});

describe('approverFor', () => {
  const approvers = [
    { userId: 1, name: 'Admin', limitCents: null },
    { userId: 2, name: 'Office manager', limitCents: 50_000 },
    { userId: 3, name: 'Controller', limitCents: 1_000_000 },
  ];
  it('routes to the smallest limit that covers the amount, never the maker, no limit last', () => {
    expect(approverFor(40_000, 9, approvers)?.name).toBe('Office manager');
    expect(approverFor(40_000, 2, approvers)?.name).toBe('Controller');
    expect(approverFor(2_000_000, 9, approvers)?.name).toBe('Admin');
    expect(approverFor(2_000_000, 1, approvers)).toBeNull();
  });
});

describe('nextStatus and actionsOf', () => {
  it('approves a match needing no sign-off, else waits for one', () => {
    expect(nextStatus('New', 'match', { needsApproval: false })).toEqual({ status: 'Approved' });
    expect(nextStatus('New', 'match', { needsApproval: true })).toEqual({ status: 'Needs approval' });
  });

  it('walks approval, entry in Excede and payment', () => {
    expect(nextStatus('Needs approval', 'approve')).toEqual({ status: 'Approved' });
    expect(nextStatus('Approved', 'enter')).toEqual({ status: 'Entered in Excede' });
    expect(nextStatus('Entered in Excede', 'pay')).toEqual({ status: 'Paid' });
    expect(nextStatus('Needs approval', 'reject')).toEqual({ status: 'Disputed' });
    expect(nextStatus('Approved', 'hold')).toEqual({ status: 'On hold' });
    expect(nextStatus('On hold', 'release')).toEqual({ status: 'New' });
  });

  it('refuses a step the status does not allow, saying why', () => {
    expect(nextStatus('New', 'pay')).toEqual({ problem: 'An invoice that is New cannot be marked paid.' });
    expect(nextStatus('Paid', 'hold')).toEqual({ problem: 'An invoice that is Paid cannot be put on hold.' });
    expect(nextStatus('New', 'approve')).toEqual({ problem: 'An invoice that is New cannot be approved.' });
  });

  it('lists the actions open on each status', () => {
    expect(actionsOf('New')).toEqual(['match', 'hold', 'dispute']);
    expect(actionsOf('Needs approval')).toEqual(['match', 'approve', 'reject', 'hold', 'dispute']);
    expect(actionsOf('Paid')).toEqual([]);
  });
});

describe('discountStanding and dueDateOf', () => {
  it('counts the days left to take a discount, or marks it missed', () => {
    expect(discountStanding({ discountDate: null, status: 'New', paidOn: null }, '2026-11-20')).toEqual({ kind: 'none' });
    expect(discountStanding({ discountDate: '2026-11-23', status: 'Approved', paidOn: null }, '2026-11-20')).toEqual({ kind: 'open', daysLeft: 3 });
    expect(discountStanding({ discountDate: '2026-11-19', status: 'Approved', paidOn: null }, '2026-11-20')).toEqual({ kind: 'missed' });
    expect(discountStanding({ discountDate: '2026-11-19', status: 'Paid', paidOn: '2026-11-18' }, '2026-11-20')).toEqual({ kind: 'none' });
    expect(discountStanding({ discountDate: '2026-11-19', status: 'Paid', paidOn: '2026-11-20' }, '2026-11-20')).toEqual({ kind: 'missed' });
  });

  it('reads the vendor terms', () => {
    expect(dueDateOf('2026-11-10', 'NET30')).toBe('2026-12-10');
    expect(dueDateOf('2026-12-10', 'DUE1')).toBe('2027-01-01');
    expect(dueDateOf('2026-11-10', 'DUE')).toBe('2026-11-10');
  });
});
