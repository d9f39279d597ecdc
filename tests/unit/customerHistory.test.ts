import { describe, expect, it } from 'vitest';
import { customerSearchQuery, seesCostAndGross } from '../../src/domain/customers/customerHistory';
import { COST_AND_GROSS_FIELDS, customerTabOf, DEAL_FIELDS, fieldsFor, PARTS_INVOICE_FIELDS } from '../../src/domain/customers/customerHistoryTabs';

describe('cost and gross on customer history', () => {
  it('are for whoever already sees gross on a report: vehicle sales, financial statements, P&L comparison or root cause analysis', () => {
    for (const permission of ['can view vehicle sales report', 'can view financial report', 'can view pl comparison', 'can view root cause analysis']) {
      expect(seesCostAndGross(['can view customer history', permission]), permission).toBe(true);
    }
  });

  it('are not for someone who holds customer history alone, or a permission whose name merely resembles one', () => {
    expect(seesCostAndGross(['can view customer history'])).toBe(false);
    expect(seesCostAndGross(['can view customer history', 'can view vehicle sales drill report', 'can view'])).toBe(false);
  });

  it('leave a tab’s fields for anyone else, and only them', () => {
    expect(Object.keys(fieldsFor(DEAL_FIELDS, false))).toEqual(Object.keys(DEAL_FIELDS).filter((id) => !['cost', 'frontGross', 'backGross'].includes(id)));
    expect(Object.keys(fieldsFor(PARTS_INVOICE_FIELDS, true))).toEqual(expect.arrayContaining([...COST_AND_GROSS_FIELDS.filter((f) => f in PARTS_INVOICE_FIELDS)]));
    expect(Object.keys(fieldsFor(PARTS_INVOICE_FIELDS, false))).not.toContain('gross');
  });
});

describe('the address and the search', () => {
  it('opens a known tab or the parts invoices', () => {
    expect(customerTabOf('ar')).toBe('ar');
    expect(customerTabOf('nope')).toBe('invoices');
    expect(customerTabOf(undefined)).toBe('invoices');
  });

  it('searches two characters or more, trimmed', () => {
    expect(customerSearchQuery.safeParse({ q: ' a ' }).success).toBe(false);
    expect(customerSearchQuery.parse({ q: ' 41286 ' }).q).toBe('41286');
  });
});
