import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { expenseDashboardQuery } from '../../../src/domain/accounting/expenseDashboardQuery';

const parse = (input: Record<string, string>) => safeParse(expenseDashboardQuery, input);
const message = (input: Record<string, string>) => {
  const result = parse(input);
  return result.success ? null : result.error.issues.map((i) => i.message).join(' ');
};

describe('the expense dashboard’s parameters', () => {
  it('reads a month, a department and a category; blanks are every one', () => {
    expect(parse({ period: '2026-10', department: ' Service ', category: 'Fixed' }).data).toEqual({ period: '2026-10', department: 'Service', category: 'Fixed' });
    expect(parse({ period: '2026-10', department: '', category: '' }).data).toEqual({ period: '2026-10', department: null, category: null });
    expect(parse({ period: '2026-01' }).data).toEqual({ period: '2026-01', department: null, category: null });
  });

  it('refuses a month that is not YYYY-MM and a category not of the three, naming each', () => {
    expect(message({ period: '2026-13' })).toContain('period');
    expect(message({ period: '2026-1' })).toContain('period');
    expect(message({})).toContain('period');
    expect(message({ period: '2026-10', category: 'Food' })).toContain('category: Choose Personnel, Semi-fixed, Fixed.');
    expect(message({ period: '2026-10', department: 'x'.repeat(41) })).toContain('department');
  });
});
