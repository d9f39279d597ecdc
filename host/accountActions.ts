import type { AuthUser } from '../src/domain/auth';
import { MULTI_SCREEN_ERROR, MULTI_SCREEN_UNSUPPORTED } from '../src/domain/headerMessages';
import { LANDING_PAGE_ALREADY_SET } from '../src/domain/constants';
import { hasAnyPermission } from '../src/domain/permissionCheck';
import type { AccountAction } from '../src/shell/AccountMenu';
import { api, messageOf } from './api/client';
import { clearSession, session } from './session';
import { notify } from './toasts';

export interface AccountContext {
  user: AuthUser;
  isAssuming: boolean;
  microsoftConfigured: boolean;
  hasManyScreens: boolean;
}

/** The account menu's entries in the spec's order, for this user, here. */
export function accountActions({ user, isAssuming, microsoftConfigured, hasManyScreens }: AccountContext): AccountAction[] {
  // Every signed-in user has their own profile (/profile), whatever their permissions.
  const actions: AccountAction[] = ['profile'];
  if (microsoftConfigured && user.restrictedAccess.includes('microsoftToken')) actions.push('microsoftToken');
  if (!isAssuming && hasAnyPermission(user.permissions, ['can assume user'])) actions.push('assumeUser');
  if (isAssuming) actions.push('backToOriginal');
  actions.push('setLandingPage', 'suggestions');
  if (hasManyScreens) actions.push('multiScreen');
  actions.push('logout');
  return actions;
}

export async function setLandingPage(page: string) {
  try {
    const answer = await api.post('landingPage', { json: { landingpage: page, userid: session.user?.id } }).json<{ message: string }>();
    if (session.user) session.user.landingPage = page;
    notify(answer.message === LANDING_PAGE_ALREADY_SET ? 'info' : 'positive', answer.message);
  } catch (error) {
    notify('critical', messageOf(error));
  }
}

export async function signOut() {
  await api.post('logout').catch((error: unknown) => console.error('logout failed', error));
  clearSession();
}

export async function startMicrosoftSignIn() {
  try {
    const { url } = await api.post('microsoft/authorize').json<{ url: string }>();
    window.location.assign(url);
  } catch (error) {
    notify('critical', messageOf(error));
  }
}

interface ScreenDetails {
  screens: { left: number; top: number; availWidth: number; availHeight: number }[];
  currentScreen: unknown;
}

/** Opens this page on another screen (the Window Management API), with the spec's two messages. */
export async function openOnAnotherScreen(url: string) {
  const getScreenDetails = (window as unknown as { getScreenDetails?: () => Promise<ScreenDetails> }).getScreenDetails;
  if (!getScreenDetails) {
    notify('critical', MULTI_SCREEN_UNSUPPORTED);
    return;
  }
  try {
    const details = await getScreenDetails.call(window);
    const other = details.screens.find((s) => s !== details.currentScreen) ?? details.screens[0]!;
    window.open(url, '_blank', `left=${other.left},top=${other.top},width=${other.availWidth},height=${other.availHeight}`);
  } catch (error) {
    console.error(error);
    notify('critical', MULTI_SCREEN_ERROR);
  }
}
