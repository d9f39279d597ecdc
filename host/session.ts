import { proxy, subscribe } from 'valtio';
import type { AuthUser, LoginAnswer } from '../src/domain/auth';
import { DEFAULT_VERSION } from '../src/domain/constants';
import { DEFAULT_THEME_COLOR } from '../src/domain/themeColor';

/** The spec's local storage keys, plus the cached user so a reload paints before user/refresh answers. */
const KEYS = {
  token: 'api_token',
  userid: 'userid',
  id: 'id',
  excedeEmpId: 'excede_emp_id',
  branch: 'excede_branch_id',
  landingPage: 'landingPage',
  roles: 'roles',
  version: 'production_version',
  nextUrl: 'next_url',
  user: 'auth_user',
  themeColor: 'theme-bg',
} as const;

interface SessionState {
  token: string | null;
  user: AuthUser | null;
  branch: string;
  version: string;
  /** The user's theme colour (spec key theme-bg). */
  themeColor: string;
}

function readUser(): AuthUser | null {
  try {
    return JSON.parse(localStorage.getItem(KEYS.user) ?? 'null') as AuthUser | null;
  } catch {
    return null;
  }
}

export const session = proxy<SessionState>({
  token: localStorage.getItem(KEYS.token),
  user: readUser(),
  branch: localStorage.getItem(KEYS.branch) ?? '',
  version: localStorage.getItem(KEYS.version) ?? DEFAULT_VERSION,
  themeColor: localStorage.getItem(KEYS.themeColor) ?? DEFAULT_THEME_COLOR,
});

function write(key: string, value: string | null | undefined) {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

subscribe(session, () => {
  const { token, user, branch, version, themeColor } = session;
  write(KEYS.token, token);
  write(KEYS.user, user ? JSON.stringify(user) : null);
  write(KEYS.userid, user?.userid);
  write(KEYS.id, user ? String(user.id) : null);
  write(KEYS.excedeEmpId, user?.excede_id);
  write(KEYS.landingPage, user?.landingPage);
  write(KEYS.roles, user ? JSON.stringify(user.roles) : null);
  write(KEYS.branch, branch);
  write(KEYS.version, version);
  write(KEYS.themeColor, themeColor);
});

export function signIn(answer: LoginAnswer) {
  const { token, ...user } = answer;
  session.token = token;
  session.user = user;
  // Work in the branch the user chose last; a branch they do not hold is no choice at all (the header asks).
  if (user.savedBranch) session.branch = user.savedBranch;
  else if (!user.branches.includes(session.branch)) session.branch = '';
}

export function replaceUser(user: AuthUser) {
  // user/refresh answers after every navigation, nearly always with the same user: replacing it anyway
  // would re-render the shell (and rework the menu) while the new screen paints.
  if (JSON.stringify(user) === JSON.stringify(session.user)) return;
  session.user = user;
}

/** Signing out or a 401: the spec clears local storage. */
export function clearSession() {
  session.token = null;
  session.user = null;
  localStorage.clear();
}

export function rememberNextUrl(url: string) {
  sessionStorage.setItem(KEYS.nextUrl, url);
}

export function takeNextUrl(): string | null {
  const url = sessionStorage.getItem(KEYS.nextUrl);
  sessionStorage.removeItem(KEYS.nextUrl);
  return url;
}
