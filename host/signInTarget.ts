import type { AuthUser } from '../src/domain/auth';
import { takeNextUrl } from './session';

/** After sign-in: the remembered target, else the user's landing page, else /gettingstarted. */
export function signInTarget(user: AuthUser, next: string | null): string {
  const remembered = next ?? takeNextUrl();
  const safe = remembered && remembered.startsWith('/') && !remembered.startsWith('//') && !remembered.startsWith('/login');
  return safe ? remembered : (user.landingPage ?? '/gettingstarted');
}
