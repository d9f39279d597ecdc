import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkNewPassword, checkPasswordChange, loginRules, registerRules, resetPasswordRules } from '../../src/domain/auth';
import { checkForm, EMAIL_PATTERN } from '../../src/domain/formRules';

describe('the sign-in forms’ plain rules', () => {
  it('accept and reject the same email addresses as zod’s z.email()', () => {
    const samples = [
      'parts@demo.local',
      'first.last@peachstatetrucks.com',
      "o'neil+tag@dealer.co.uk",
      'a@b.c',
      'no-at-sign.com',
      '.leading@dot.com',
      'double..dot@x.com',
      'trailing.@x.com',
      'space in@x.com',
      'x@-host.com',
      'x@host',
      '',
    ];
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(z.email().safeParse(sample).success);
  });

  it('normalise the email and give the first failing message per field', () => {
    expect(checkForm(loginRules, { email: '  Admin@Demo.LOCAL ', password: 'demo1234' })).toEqual({
      ok: true,
      data: { email: 'admin@demo.local', password: 'demo1234' },
    });
    expect(checkForm(loginRules, {})).toEqual({
      ok: false,
      errors: { email: 'Enter your email address.', password: 'Enter your password.' },
    });
    expect(checkForm(loginRules, { email: 'nobody', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid email address.' },
    });
  });

  it('refuse what is not text, and drop fields they do not know', () => {
    expect(checkForm(loginRules, { email: ['a@b.co'], password: 5 })).toEqual({
      ok: false,
      errors: { email: 'Must be text.', password: 'Must be text.' },
    });
    expect(checkForm(loginRules, null)).toMatchObject({ ok: false });
    const result = checkForm(registerRules, { name: ' Pat ', email: 'pat@x.com', password: 'long enough', admin: true });
    expect(result).toEqual({ ok: true, data: { name: 'Pat', email: 'pat@x.com', password: 'long enough' } });
  });

  it('hold new passwords to the minimum length and the repeat to the same text', () => {
    expect(checkForm(resetPasswordRules, { token: 'x'.repeat(43), password: 'short' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters.' },
    });
    expect(checkNewPassword({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      ok: false,
      errors: { confirm: 'The two passwords do not match.' },
    });
    expect(checkNewPassword({ password: 'long enough', confirm: 'long enough' })).toEqual({ ok: true, data: { password: 'long enough' } });
  });

  it('check a password change: the current password, and the new one by the same rule, twice', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: 'short', confirm: '' })).toEqual({
      ok: false,
      errors: { currentPassword: 'Enter your current password.', newPassword: 'Password must be at least 8 characters.' },
    });
    expect(checkPasswordChange({ currentPassword: 'old one', newPassword: 'long enough', confirm: 'other' })).toEqual({
      ok: false,
      errors: { confirm: 'The two passwords do not match.' },
    });
    expect(checkPasswordChange({ currentPassword: 'old one', newPassword: 'long enough', confirm: 'long enough' })).toEqual({
      ok: true,
      data: { currentPassword: 'old one', newPassword: 'long enough' },
    });
  });
});
