import type { AuthUser } from '../src/domain/auth';
import { HOME_PATH } from '../src/domain/routes';
import { safeNextPath } from '../src/domain/routing';
import { takeNextUrl } from './session';

/** After sign-in: the remembered target, else the user's landing page, else /gettingstarted. */
export function signInTarget(user: AuthUser, next: string | null): string {
  return safeNextPath(next) ?? safeNextPath(takeNextUrl()) ?? safeNextPath(user.landingPage) ?? HOME_PATH;
}
