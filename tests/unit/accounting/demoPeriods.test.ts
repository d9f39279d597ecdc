import { describe, expect, it } from 'vitest';
import { closeDayOf } from '../../../server/excede/demo/periods';

describe('the demo controller’s month close', () => {
  it('closes a month on the tenth business day after its end, past weekends and holidays', () => {
    expect(closeDayOf('2026-10')).toBe('2026-11-13');
    expect(closeDayOf('2026-11')).toBe('2026-12-14');
    expect(closeDayOf('2026-12')).toBe('2027-01-15');
  });
});
