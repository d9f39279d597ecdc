import { describe, expect, it } from 'vitest';
import { alreadyRunningMessage, AUTOMATION_JOB_INFO, AUTOMATION_JOBS, resultOf } from '../../../src/domain/accounting/automationShortcuts';
import { ROUTES } from '../../../src/domain/routes';

describe('automation shortcuts rules', () => {
  it('a run that threw failed; one with warnings says so; else OK', () => {
    expect(resultOf(null)).toBe('Failed');
    expect(resultOf({ rowsAffected: 3, summary: '', warnings: ['broken.csv: file: Line 2'] })).toBe('Warnings');
    expect(resultOf({ rowsAffected: 0, summary: '', warnings: [] })).toBe('OK');
  });

  it('each job needs the permission of the screen it links to', () => {
    for (const job of AUTOMATION_JOBS) {
      const { screen, permission } = AUTOMATION_JOB_INFO[job];
      const route = ROUTES.find((r) => new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(screen));
      // A route that names none (unreconciled days) asks for its breadcrumb parent's.
      const permissions = route?.permissions.length ? route.permissions : (ROUTES.find((r) => r.path === route?.parent)?.permissions ?? []);
      expect(permissions, screen).toContain(permission);
    }
  });

  it('a second start names who started the run and when', () => {
    expect(alreadyRunningMessage('bank-auto-match', 'Casey Accounting', '11/24/2026 09:15 AM')).toBe('Bank auto-match is already running: Casey Accounting started it at 11/24/2026 09:15 AM.');
  });
});
