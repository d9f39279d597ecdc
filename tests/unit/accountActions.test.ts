import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../src/domain/auth';

// The account menu's rules only: the session, the API client and the toasts belong to the browser.
vi.mock('../../host/session', () => ({ session: {}, clearSession: () => undefined }));
vi.mock('../../host/api/client', () => ({ api: {}, messageOf: String }));
vi.mock('../../host/toasts', () => ({ notify: () => undefined }));
const { accountActions } = await import('../../host/accountActions');

const user = (permissions: string[], restrictedAccess: AuthUser['restrictedAccess'] = []): AuthUser => ({
  id: 4,
  userid: '4',
  name: 'Vic Viewer',
  email: 'viewer@demo.local',
  excede_name: null,
  excede_id: null,
  roles: [],
  landingPage: null,
  branches: ['101 - Norcross'],
  permissions: permissions.map((name, i) => ({ id: i + 1, name, short_name: name })),
  restrictedAccess,
  savedBranch: null,
});
const here = { isAssuming: false, microsoftConfigured: false, hasManyScreens: false };

describe('the account menu (host/accountActions.ts)', () => {
  it('gives every signed-in user their own Profile, even one without any permission', () => {
    expect(accountActions({ ...here, user: user([]) })).toEqual(['profile', 'setLandingPage', 'suggestions', 'logout']);
  });

  it('keeps the spec order around it: token, assume or back, landing page, suggestions, multi-screen, logout', () => {
    const admin = user(['can update user', 'can assume user'], ['microsoftToken']);
    expect(accountActions({ user: admin, isAssuming: false, microsoftConfigured: true, hasManyScreens: true })).toEqual([
      'profile',
      'microsoftToken',
      'assumeUser',
      'setLandingPage',
      'suggestions',
      'multiScreen',
      'logout',
    ]);
    expect(accountActions({ ...here, user: user([]), isAssuming: true })).toEqual(['profile', 'backToOriginal', 'setLandingPage', 'suggestions', 'logout']);
  });
});
