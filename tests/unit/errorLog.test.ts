import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeError } from '../../server/errorLog';

describe('describeError', () => {
  it("keeps a failed query's message and code but never its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError('insert into users (name, password_hash) values ($1, $2)', ['x'.repeat(5_000_000), '$argon2id$v=19$secret'], cause);
    const line = describeError(error);
    expect(line).toContain('invalid byte sequence');
    expect(line).toContain('22021');
    expect(line).not.toContain('argon2id');
    expect(line).not.toContain('xxxx');
    expect(line.length).toBeLessThan(1000);
  });

  it('says what any other failure was', () => {
    expect(describeError(new TypeError('boom'))).toMatch(/^TypeError: boom/);
    expect(describeError('plain')).toBe('plain');
  });
});
