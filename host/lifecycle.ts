import { mutate } from 'swr';
import type { Params, Query } from '../src/domain/routing';
import type { RouteDef } from '../src/domain/routes';
import { fillTemplate } from '../src/domain/routing';
import { api } from './api/client';
import { session } from './session';
import { USER_REFRESH_KEY } from './useCurrentUser';

export interface RouteSnapshot {
  name: string;
  params: Params;
  query: Query;
  path: string;
}

export function snapshotOf(route: RouteDef, params: Params, query: Query, path: string): RouteSnapshot {
  return { name: fillTemplate(route.name, params, query), params, query, path };
}

/** Filter parameters screens cache in the browser; a new version clears them. */
const FILTER_KEY_PREFIXES = ['filters:', 'grid:'];

function clearCachedFilters() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (FILTER_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
  }
}

/**
 * After each protected navigation (spec section 4): record the activity, refresh the user, check
 * the version. Failures of these go only to the console.
 */
export function afterProtectedNavigation(from: RouteSnapshot | null, to: RouteSnapshot, loadSeconds: number) {
  api
    .post('addUserActivityLogs', {
      json: {
        action: 'navigate',
        userAgent: navigator.userAgent,
        data: { fromObj: from, toObj: to },
        description: from ? `${from.name} → ${to.name}` : `Opened ${to.name}`,
        loadtime: Math.round(loadSeconds * 1000) / 1000,
        branch_id: session.user?.branches.includes(session.branch) ? session.branch : null,
        pageName: to.name,
      },
    })
    .catch((error: unknown) => console.error('addUserActivityLogs failed', error));

  void mutate(USER_REFRESH_KEY).catch((error: unknown) => console.error('user/refresh failed', error));

  api
    .post('checkversion', { json: { version: session.version } })
    .json<{ content: number; version: string }>()
    .then((answer) => {
      if (answer.content !== 1) return;
      session.version = answer.version;
      clearCachedFilters();
      // Let valtio's subscription persist the version before the page goes away.
      setTimeout(() => location.reload(), 50);
    })
    .catch((error: unknown) => console.error('checkversion failed', error));
}
