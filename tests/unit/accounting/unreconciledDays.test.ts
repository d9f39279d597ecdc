import { describe, expect, it } from 'vitest';
import { daysOpenTone, isReconciliationStream, itemHref, monthRange, recentMonths, reconcileRefusal } from '../../../src/domain/accounting/unreconciledDays';
import { businessDaysBetween } from '../../../src/domain/businessDays';

const explained = (approvedAt: string | null) => ({ id: 1, version: 1, text: 'Deposited late.', writtenBy: 'Casey', writtenAt: '2026-11-02T15:00:00.000Z', approvedBy: null, approvedAt, approvalRefusal: null });

describe('reconcileRefusal: when a day may be marked reconciled', () => {
  it('allows a day with nothing open, or whose every open item has an approved explanation', () => {
    expect(reconcileRefusal([])).toBeNull();
    expect(reconcileRefusal([{ open: false, explanation: null }])).toBeNull();
    expect(reconcileRefusal([{ open: true, explanation: explained('2026-11-03T10:00:00.000Z') }, { open: false, explanation: null }])).toBeNull();
  });

  it('refuses an open item without an explanation, or with one waiting for approval, saying how many', () => {
    expect(reconcileRefusal([{ open: true, explanation: null }])).toBe(
      'This day still carries unreconciled items: 1 item has no explanation. Every open item needs an approved explanation first.',
    );
    expect(reconcileRefusal([{ open: true, explanation: null }, { open: true, explanation: null }, { open: true, explanation: explained(null) }])).toBe(
      'This day still carries unreconciled items: 2 items have no explanation and 1 explanation waits for approval. Every open item needs an approved explanation first.',
    );
  });
});

describe('streams, ages and links', () => {
  it('knows the four streams and nothing else', () => {
    expect(['cash', 'creditcard', 'bank', 'clearing'].every(isReconciliationStream)).toBe(true);
    expect(isReconciliationStream('wire')).toBe(false);
  });

  it('counts business days open and colours them', () => {
    // Friday the 6th to Monday the 9th is one business day; to Friday the 13th, five.
    expect(businessDaysBetween('2026-11-06', '2026-11-09')).toBe(1);
    expect(businessDaysBetween('2026-11-06', '2026-11-13')).toBe(5);
    expect(businessDaysBetween('2026-11-06', '2026-11-06')).toBe(0);
    expect([0, 1, 2, 5, 6].map(daysOpenTone)).toEqual(['positive', 'positive', 'caution', 'caution', 'critical']);
  });

  it('links each item to the screen of its reconciliation, with the branch and the day', () => {
    const item = { reference: 'INV1', fileId: 7 };
    expect(itemHref('clearing', '101', '2026-11-02', item)).toBe('/ar/cashclearing/detail?brnId=101&date=2026-11-02');
    expect(itemHref('creditcard', '101', '2026-11-02', item)).toBe('/ar/creditcardcollections/gridview/details?brnId=101&from=2026-11-02&to=2026-11-02');
    expect(itemHref('bank', '101', '2026-11-02', item)).toBe('/bankreconcillation/filebyid/7?brnId=101&date=2026-11-02');
    expect(itemHref('cash', '101', '2026-11-02', item)).toBe('/ar/cashonhand?brnId=101&date=2026-11-02');
  });
});

describe('the month filter', () => {
  it('turns a month into its first and last day, and lists the months before today', () => {
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(recentMonths('2026-01-15', 3)).toEqual([
      { id: '2026-01', label: 'January 2026' },
      { id: '2025-12', label: 'December 2025' },
      { id: '2025-11', label: 'November 2025' },
    ]);
  });
});
