import { hasAnyPermission } from './permissionCheck';
import { HOME_PATH, MENU_GROUPS, ROUTES, type MenuGroup, type RestrictedEntry, type RouteDef } from './routes';

/** What the route table needs to know of a user. */
export interface RouteUser {
  permissions: readonly (string | { name: string })[];
  /** The employee-id limited entries this user is allowed (decided by the server from configuration). */
  restrictedAccess?: readonly RestrictedEntry[];
}

export type Params = Record<string, string>;
export type Query = Record<string, string>;

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const compiled = ROUTES.map((route) => ({
  route,
  parts: segments(route.path),
  staticCount: segments(route.path).filter((s) => !s.startsWith(':')).length,
}))
  // The most specific pattern wins: '/marketreport/all' before '/marketreport/:name'.
  .sort((a, b) => b.staticCount - a.staticCount);

/** Finds the route of a path (case-insensitive, trailing slash ignored), with its params. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = segments(pathname);
  for (const { route, parts: pattern } of compiled) {
    if (pattern.length !== parts.length) continue;
    const params: Params = {};
    const ok = pattern.every((p, i) => {
      const actual = parts[i]!;
      if (p.startsWith(':')) {
        params[p.slice(1)] = safeDecode(actual);
        return true;
      }
      return p.toLowerCase() === actual.toLowerCase();
    });
    if (ok) return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function routeByPath(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Fills {placeholders} from the route params, then the query; an unknown one is dropped. */
export function fillTemplate(template: string, params: Params, query: Query = {}): string {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? query[key] ?? '')
    .replace(/\s+([:,])/g, '$1')
    .replace(/[:,]\s*$/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Fills a pattern's :params to a path: '/users/edit/:id' with { id: '7' } → '/users/edit/7'. */
export function buildPath(pattern: string, params: Params): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

export function canOpen(route: RouteDef, user: RouteUser | null): boolean {
  if (route.access === 'open') return true;
  if (!user) return false;
  if (route.restrictedTo && !user.restrictedAccess?.includes(route.restrictedTo)) return false;
  return hasAnyPermission(user.permissions, route.permissions);
}

export type GuardDecision =
  | { kind: 'not-found' }
  | { kind: 'open'; match: RouteMatch }
  | { kind: 'login'; match: RouteMatch }
  | { kind: 'denied'; match: RouteMatch }
  | { kind: 'allow'; match: RouteMatch };

/** The permission guard: open routes pass, protected ones need a signed-in user holding a listed permission. */
export function guard(pathname: string, user: RouteUser | null): GuardDecision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'not-found' };
  if (match.route.access === 'open') return { kind: 'open', match };
  if (!user) return { kind: 'login', match };
  return canOpen(match.route, user) ? { kind: 'allow', match } : { kind: 'denied', match };
}

export interface Crumb {
  label: string;
  href?: string;
}

function groupOf(route: RouteDef): MenuGroup | undefined {
  for (let r: RouteDef | undefined = route; r; r = r.parent ? routeByPath(r.parent) : undefined) {
    if (r.menu?.[0]) return r.menu[0].group;
  }
  return undefined;
}

/** Home, the menu group, the parents, then the page itself (not linked). */
/** A route's title: its name, or once its page has loaded the record, its record title ('Edit Role: Administrator'). */
export function routeTitle(route: RouteDef, params: Params, query: Query = {}, recordName?: string | null): string {
  if (recordName && route.recordTitle) return fillTemplate(route.recordTitle, { ...params, name: recordName }, query);
  return fillTemplate(route.name, params, query);
}

export function breadcrumbs(route: RouteDef, params: Params, query: Query = {}, recordName?: string | null): Crumb[] {
  const chain: RouteDef[] = [];
  for (let r = route.parent ? routeByPath(route.parent) : undefined; r; r = r.parent ? routeByPath(r.parent) : undefined) {
    chain.unshift(r);
  }
  const crumbs: Crumb[] = [{ label: 'Home', href: HOME_PATH }];
  const group = groupOf(route);
  // The group names the area, unless its first page already says the same ('Users' › 'Users').
  if (group && group !== 'Home' && fillTemplate(chain[0]?.name ?? route.name, params, query) !== group) crumbs.push({ label: group });
  for (const parent of chain) crumbs.push({ label: fillTemplate(parent.name, params, query), href: buildPath(parent.path, params) });
  if (route.path !== HOME_PATH) crumbs.push({ label: routeTitle(route, params, query, recordName) });
  return crumbs;
}

export interface MenuItem {
  label: string;
  href: string;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

/** The sidebar: entries the user may open, grouped; a group with no visible entry is hidden. */
export function menuFor(user: RouteUser | null): MenuSection[] {
  const open = ROUTES.filter((route) => route.menu && route.access === 'protected' && canOpen(route, user));
  return MENU_GROUPS.map((group) => ({
    group,
    items: open.flatMap((route) =>
      route
        .menu!.filter((entry) => entry.group === group)
        .map((entry) => ({ label: entry.label ?? route.name, href: entry.href ?? route.path })),
    ),
  })).filter((section) => section.items.length > 0);
}

/**
 * A page reached through its breadcrumb parent is usable only by those who may open the parent too (the
 * spec leaves /newfeatures/create open on the route table; its page needs the parent's permission).
 */
function canOpenWithParents(route: RouteDef, user: RouteUser | null): boolean {
  for (let r: RouteDef | undefined = route; r; r = r.parent ? routeByPath(r.parent) : undefined) {
    if (!canOpen(r, user)) return false;
  }
  return true;
}

/** Everything the command palette offers: the menu, plus the pages without parameters the user may use. */
export function paletteEntries(user: RouteUser | null): (MenuItem & { group: string })[] {
  const fromMenu = menuFor(user).flatMap((s) => s.items.map((item) => ({ ...item, group: s.group })));
  const seen = new Set(fromMenu.map((e) => e.href));
  const others = ROUTES.filter(
    (r) => r.access === 'protected' && !r.path.includes(':') && !seen.has(r.path) && !r.path.startsWith('/callback') && canOpenWithParents(r, user),
  ).map((r) => ({ label: fillTemplate(r.name, {}), href: r.path, group: r.parent ? fillTemplate(routeByPath(r.parent)?.name ?? '', {}) : 'Pages' }));
  return [...fromMenu, ...others];
}

const SHELLESS_PREFIXES = ['/fordservicescheduler', '/customermobile/', '/serviceschedulerford/create', '/addsuggestions'];

/** The spec: no sidebar, header or footer on these paths (compared without case). */
export function isShellHiddenPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return SHELLESS_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** A same-site path to go to after sign-in, or null for anything else (another site, the sign-in pages). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const match = matchRoute(new URL(next, 'http://portal.local').pathname);
  return match && match.route.access === 'protected' ? next : null;
}

/** Where the guard sends a signed-out visitor: /login, keeping the target. */
export function loginRedirect(target: string): string {
  return `/login?next=${encodeURIComponent(target)}`;
}

/** The menu entry to highlight for a path: its own, else the nearest parent's that is in the menu. */
export function activeMenuHref(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const hrefs = ROUTES.flatMap((r) => (r.menu ?? []).map((m) => (m.href ?? r.path).toLowerCase()));
  const own = pathname.replace(/\/+$/, '').toLowerCase();
  if (hrefs.includes(own)) return own;
  for (let r: RouteDef | undefined = match.route; r; r = r.parent ? routeByPath(r.parent) : undefined) {
    if (r.menu?.length && !r.path.includes(':')) return r.path.toLowerCase();
  }
  return null;
}
