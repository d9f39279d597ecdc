import { Suspense, createElement, lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { HOME_PATH, NOT_FOUND_PATH } from '../src/domain/routes';
import { breadcrumbs, guard, isShellHiddenPath, loginRedirect, matchRoute, routeTitle } from '../src/domain/routing';
import { pageTitle } from '../src/domain/portal';
import { BarePage } from '../src/shell/BarePage';
import { RouteProgress } from '../src/ui/RouteProgress/RouteProgress';
import { Skeleton } from '../src/ui/Skeleton/Skeleton';
import { afterProtectedNavigation, snapshotOf, type RouteSnapshot } from './lifecycle';
import { pageFor, preloadPage } from './pages/registry';
import { pageRecord } from './recordName';
import { useCurrentUser } from './useCurrentUser';

// The shell and its dialogs load with the first signed-in page, so the sign-in screen stays small.
const ShellFrame = lazy(() => import('./ShellFrame'));
const BranchPrompt = lazy(() => import('./BranchPrompt'));
const ClientLinks = lazy(() => import('./ClientLinks'));

const ALIASES: Record<string, string> = { '/pages': NOT_FOUND_PATH, '/pages/login': '/login', '/pages/register': '/register' };

/**
 * Runs once the page has painted: the load time is measured up to here, and the requests that follow
 * a navigation leave the frame that shows the page alone.
 */
function Rendered({ onRendered }: { onRendered: (at: number) => void }) {
  const done = useRef(onRendered);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => done.current(performance.now()));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return null;
}

/** Every route of the table through the guard: redirects, the shell, the lazily loaded page. */
export function RouteHost() {
  const [location] = useLocation();
  const search = useSearch();
  const { token, user } = useCurrentUser();
  const started = useRef(0);
  const previous = useRef<RouteSnapshot | null>(null);

  useLayoutEffect(() => {
    started.current = performance.now();
    window.scrollTo(0, 0);
  }, [location]);

  const query = Object.fromEntries(new URLSearchParams(search));
  const alias = ALIASES[location.replace(/\/+$/, '').toLowerCase()];
  const decision = guard(location, token ? (user ?? { permissions: [] }) : null);
  const match = decision.kind === 'not-found' ? matchRoute(NOT_FOUND_PATH)! : decision.match;
  const record = useSnapshot(pageRecord);
  const recordName = record.path === location ? record.name : null;
  const title = routeTitle(match.route, match.params, query, recordName);

  if (location === '/') return <Redirect to={token ? (user?.landingPage ?? HOME_PATH) : '/login'} replace />;
  if (alias) return <Redirect to={alias} replace />;
  if (decision.kind === 'login') return <Redirect to={loginRedirect(location + (search ? `?${search}` : ''))} replace />;
  // A token whose user has not loaded yet: wait for user/refresh rather than deny.
  if (token && !user && decision.kind !== 'open') return <RouteProgress isLoading />;
  if (decision.kind === 'denied') return <Redirect to={`/pages/accessdenied?from=${encodeURIComponent(location)}`} replace />;

  const isProtected = decision.kind === 'allow';
  const onRendered = (at: number) => {
    if (!isProtected || match.route.signIn) return;
    const to = snapshotOf(match.route, match.params, query, location);
    afterProtectedNavigation(previous.current, to, (at - started.current) / 1000);
    previous.current = to;
  };
  const page = (
    <Suspense
      fallback={
        <>
          <RouteProgress isLoading />
          <Skeleton lines={8} label="Loading page" />
        </>
      }
    >
      {/* The page components are created once, in the registry; createElement picks today's. */}
      {createElement(pageFor(match.route.path), { key: location + search, route: match.route, params: match.params, query })}
      <Rendered key={`done${location}${search}`} onRendered={onRendered} />
    </Suspense>
  );

  const withShell = !!user && !isShellHiddenPath(location) && (isProtected ? match.route.shell : decision.kind === 'not-found' || location.startsWith('/pages/'));
  const head = <title>{pageTitle(title)}</title>;
  if (match.route.signIn)
    return (
      <>
        {head}
        {page}
      </>
    );
  // The frame's code and the page's load side by side.
  preloadPage(match.route.path);
  if (!withShell)
    return (
      <Suspense fallback={<RouteProgress isLoading />}>
        <ClientLinks>
          {head}
          <BarePage>{page}</BarePage>
        </ClientLinks>
      </Suspense>
    );
  return (
    <Suspense fallback={<RouteProgress isLoading />}>
      <ShellFrame crumbs={breadcrumbs(match.route, match.params, query, recordName)}>
        {head}
        {/* Its dialog's code loads only for a page opened with ?brnid=. */}
        {isProtected && query.brnid ? <BranchPrompt query={query} /> : null}
        {page}
      </ShellFrame>
    </Suspense>
  );
}
