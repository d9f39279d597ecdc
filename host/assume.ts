import { mutate } from 'swr';
import type { AuthUser, LoginAnswer } from '../src/domain/auth';
import { DEFAULT_BRANCH } from '../src/domain/branches';
import { HOME_PATH } from '../src/domain/routes';
import { api } from './api/client';
import { chooseBranch } from './branch';
import { session, signIn } from './session';

/**
 * Assume-user mode (spec section 4). Assuming keeps the administrator's own token in local storage
 * under 'original_api_token' and signs in with the new session the server issued for the target;
 * 'Back to original user' ends the assumed session on the server and restores the original one.
 */
export const ORIGINAL_TOKEN_KEY = 'original_api_token';

/** Whether this browser is working as another user (the account menu shows 'Back to original user'). */
export function isAssuming(): boolean {
  return !!localStorage.getItem(ORIGINAL_TOKEN_KEY);
}

/** Forget every cached answer of the previous user. */
function dropCache() {
  void mutate(() => true, undefined, { revalidate: false });
}

/** Assumes a user; answers where to go next (their landing page, else /gettingstarted). */
export async function assumeUser(userId: number): Promise<string> {
  const original = session.token;
  if (!original) throw new Error('Sign in first.');
  const { content } = await api.post('user/assume', { json: { userId, isBackToOriginal: false } }).json<{ content: LoginAnswer }>();
  localStorage.setItem(ORIGINAL_TOKEN_KEY, original);
  dropCache();
  signIn(content);
  return content.landingPage ?? HOME_PATH;
}

/**
 * Back to the original user: the server revokes the assumed session (called with its token) and
 * answers the original user; the original token comes back from local storage and the branch resets
 * to '101 - Norcross', saved as their choice. When the assumed session has already ended, the original one is restored all
 * the same. Answers where to go next.
 */
export async function backToOriginalUser(): Promise<string> {
  const original = localStorage.getItem(ORIGINAL_TOKEN_KEY);
  if (!original) return session.user?.landingPage ?? HOME_PATH;
  let user: AuthUser | null = null;
  // Plain fetch: a 401 here (assumed session already ended) must not sign the original user out.
  const response = await fetch('/api/user/assume', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session.token ? { authorization: `Bearer ${session.token}` } : {}) },
    body: JSON.stringify({ isBackToOriginal: true }),
  }).catch(() => null);
  if (response?.ok) user = ((await response.json()) as { content: AuthUser }).content;
  localStorage.removeItem(ORIGINAL_TOKEN_KEY);
  dropCache();
  session.token = original;
  if (!user) user = (await api.get('user/refresh').json<{ content: AuthUser }>()).content;
  signIn({ ...user, token: original });
  // The spec: back in one's own account, work in 101 - Norcross (when held), and keep that choice.
  const home = user.branches.includes(DEFAULT_BRANCH) ? DEFAULT_BRANCH : user.branches[0];
  if (home) await chooseBranch(home);
  return user.landingPage ?? HOME_PATH;
}
