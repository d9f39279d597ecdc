import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/domain/permissions';
import { ROUTES } from '../../src/domain/routes';
import {
  breadcrumbs,
  buildPath,
  fillTemplate,
  guard,
  isShellHiddenPath,
  loginRedirect,
  matchRoute,
  menuFor,
  paletteEntries,
  routeTitle,
  safeNextPath,
} from '../../src/domain/routing';
import { PERMISSION_AREAS } from '../../src/domain/permissions';

const samplePath = (pattern: string) => buildPath(pattern, Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, k]) => [k!, `x${k}`])));
const nobody = { permissions: [] };
const everyone = { permissions: [...ALL_PERMISSIONS], restrictedAccess: ['informix', 'microsoftToken'] as const };

describe('the route table', () => {
  it('has one entry per path and every protected permission is a known name', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
    for (const route of ROUTES) for (const p of route.permissions) expect(ALL_PERMISSIONS).toContain(p);
  });

  describe.each(ROUTES.map((r) => [r.path, r] as const))('%s', (_, route) => {
    const path = samplePath(route.path);
    it('matches its own path', () => {
      expect(matchRoute(path)?.route).toBe(route);
    });
    if (route.access === 'open') {
      it('needs no token', () => expect(guard(path, null).kind).toBe('open'));
      return;
    }
    it('sends a signed-out visitor to /login, keeping the target', () => {
      expect(guard(path, null).kind).toBe('login');
      expect(loginRedirect(`${path}?a=1`)).toBe(`/login?next=${encodeURIComponent(`${path}?a=1`)}`);
    });
    it(route.permissions.length ? 'denies a user without its permission' : 'lets any signed-in user in', () => {
      expect(guard(path, nobody).kind).toBe(route.permissions.length || route.restrictedTo ? 'denied' : 'allow');
    });
    it('opens for a user holding one of its permissions', () => {
      const user = { permissions: route.permissions.slice(-1), restrictedAccess: everyone.restrictedAccess };
      expect(guard(path, user).kind).toBe('allow');
    });
  });
});

describe('matching', () => {
  it('ignores case and a trailing slash, and prefers the most specific pattern', () => {
    expect(matchRoute('/ar/transactiondetail/')?.route.path).toBe('/ar/transactiondetail');
    expect(matchRoute('/updateticketstatus')?.route.path).toBe('/UpdateTicketStatus');
    expect(matchRoute('/marketreport/all')?.route.path).toBe('/marketreport/all');
    expect(matchRoute('/marketreport/Social%20Media')?.params).toEqual({ name: 'Social Media' });
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(guard('/no/such/page', null).kind).toBe('not-found');
  });
  it("is an exact permission check: 'can view' does not pass 'can view cash clearing'", () => {
    expect(guard('/ar/cashclearing', { permissions: ['can view'] }).kind).toBe('denied');
    expect(guard('/ar/cashclearing', { permissions: ['can view cash clearing'] }).kind).toBe('allow');
  });
  it('lets either reading of ticket status in, and no one else', () => {
    expect(guard('/UpdateTicketStatus', { permissions: ['can view ticket status'] }).kind).toBe('allow');
    expect(guard('/UpdateTicketStatus', { permissions: ['can update ticket status'] }).kind).toBe('allow');
    expect(guard('/part-pick-status', { permissions: ['can view parts pickup status'] }).kind).toBe('allow');
    expect(guard('/UpdateTicketStatus', { permissions: ['can view waiting list'] }).kind).toBe('denied');
  });
  it('limits Informix run info to the configured employee ids as well as the permission', () => {
    expect(guard('/informixRunInfo', { permissions: ['can view informix schedule'] }).kind).toBe('denied');
    expect(guard('/informixRunInfo', { permissions: ['can view informix schedule'], restrictedAccess: ['informix'] }).kind).toBe('allow');
  });
});

describe('titles and breadcrumbs', () => {
  it('fill placeholders from params, then the query', () => {
    const detail = matchRoute('/ar/cashclearing/detail')!;
    expect(fillTemplate(detail.route.name, detail.params, { xref: 'CC-1042' })).toBe('Cash Clearing Detail CC-1042');
    expect(fillTemplate(detail.route.name, detail.params, {})).toBe('Cash Clearing Detail');
    const drill = matchRoute('/cycleAuditDrill/101/7/2026-11-01/false/bin')!;
    expect(fillTemplate(drill.route.name, drill.params)).toBe('Cycle Audit Drill: Branch 101, Cycle 7');
    expect(breadcrumbs(drill.route, drill.params)).toEqual([
      { label: 'Home', href: '/gettingstarted' },
      { label: 'Parts › Reports' },
      { label: 'Cycle Audit Report', href: '/cycleAudit' },
      { label: 'Cycle Audit Drill: Branch 101, Cycle 7' },
    ]);
    const days = matchRoute('/ar/unreconcileddays/3/details')!;
    expect(breadcrumbs(days.route, days.params).map((c) => c.href ?? c.label)).toEqual([
      '/gettingstarted',
      'Accounting',
      '/ar/cashclearing',
      '/ar/unreconcileddays/3',
      'Unreconciled Days Details',
    ]);
    expect(breadcrumbs(matchRoute('/gettingstarted')!.route, {})).toEqual([{ label: 'Home', href: '/gettingstarted' }]);
  });
});

describe('the menu', () => {
  it('shows the parts user only the parts groups', () => {
    const parts = { permissions: [...PERMISSION_AREAS.Parts] };
    expect(menuFor(parts).map((s) => s.group)).toEqual(['Home', 'Parts', 'Parts › Reports', 'Administration']);
    expect(menuFor(parts).find((s) => s.group === 'Parts')!.items.map((i) => i.label)).not.toContain('Informix Run Info');
  });
  it('hides every group without a visible entry', () => {
    expect(menuFor(nobody).map((s) => s.group)).toEqual(['Home', 'Administration']);
    expect(menuFor(nobody).find((s) => s.group === 'Administration')!.items).toEqual([{ label: 'Add a Suggestion', href: '/suggestions' }]);
  });
  it('lists every market report by name', () => {
    const items = menuFor(everyone).find((s) => s.group === 'Marketing')!.items;
    expect(items.map((i) => i.label)).toContain('Happy or Not');
    expect(items.find((i) => i.label === 'Social Media')!.href).toBe('/marketreport/Social%20Media');
  });
  it('offers the palette pages without parameters', () => {
    const entries = paletteEntries(everyone).map((e) => e.href);
    expect(entries).toContain('/users/create');
    expect(entries).not.toContain('/users/edit/:id');
  });
  it('offers a page only to those who may use it: a new feature needs the features permission of its parent', () => {
    expect(paletteEntries(nobody).map((e) => e.href)).not.toContain('/newfeatures/create');
    expect(paletteEntries({ permissions: ['can view whatsnew features'] }).map((e) => e.href)).toContain('/newfeatures/create');
    for (const entry of paletteEntries(nobody)) {
      const decision = guard(entry.href, nobody);
      expect(decision.kind, entry.href).toBe('allow');
    }
  });
});

describe('titles of pages that show a record', () => {
  it("use the record's name once the page has it, in the title and the last breadcrumb", () => {
    const route = matchRoute('/roles/edit/1')!;
    expect(routeTitle(route.route, route.params)).toBe('Edit Role 1');
    expect(routeTitle(route.route, route.params, {}, 'Administrator')).toBe('Edit Role: Administrator');
    expect(breadcrumbs(route.route, route.params, {}, 'Administrator').at(-1)).toEqual({ label: 'Edit Role: Administrator' });
    const plain = matchRoute('/users')!;
    expect(routeTitle(plain.route, plain.params, {}, 'Ignored')).toBe('Users');
  });
});

describe('the shell and sign-in targets', () => {
  it('hides the shell on the spec paths, whatever their case', () => {
    for (const p of ['/fordServiceScheduler', '/fordservicescheduler/x', '/customermobile/12', '/serviceSchedulerFord/create', '/addsuggestions']) {
      expect(isShellHiddenPath(p)).toBe(true);
    }
    expect(isShellHiddenPath('/serviceSchedulerFord')).toBe(false);
    expect(isShellHiddenPath('/customermobile')).toBe(false);
  });
  it('only returns to a protected page of this portal', () => {
    expect(safeNextPath('/ar/cashclearing?x=1')).toBe('/ar/cashclearing?x=1');
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/nope')).toBeNull();
  });
});
