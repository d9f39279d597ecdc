import { API_GUARDS, type ApiEndpoint } from '../apiGuards';
import { formatDate, formatMoney, toNumber, type ValueFormat } from '../format';
import { hasAnyPermission } from '../permissionCheck';
import { ROUTES, type MenuGroup, type RoutePath } from '../routes';
import type { CashClearingOverview } from '../accounting/cashClearing';
import type { UnreconciledDay } from '../accounting/unreconciledDays';
import type { WireOverview } from '../accounting/wireAuthorizationViews';
import type { ListAnswer } from '../listQuery';
import type { PickTiles } from '../parts/picksList';
import type { MissTiles } from '../parts/rootCauseAnalysis';
import type { RootCauseDashboard } from '../parts/rootCauseDashboard';
import type { TicketQueue } from '../parts/tickets';
import type { FiSummary } from '../sales/financeInsuranceFields';
import { AGING_BUCKETS, type VehicleAgingSummary } from '../sales/vehicleAging';
import type { VehicleSalesSummary } from '../sales/vehicleSalesFields';
import type { SchedulerBoard } from '../service/schedulerBoard';
import type { TimeOffRow } from '../service/timeOff';
import { GRID_ROWS, type WidgetFigure } from './widgetFigure';

export type WidgetArea = 'General' | 'Accounting' | 'Parts' | 'Service' | 'Sales';
export const WIDGET_AREAS: readonly WidgetArea[] = ['General', 'Accounting', 'Parts', 'Service', 'Sales'];

/** What a widget's request is made of: the branches of its filter (none: all the user's), one branch where the screen shows one, and the period's New York days. */
export interface WidgetAsk {
  branches: readonly string[];
  branch: string;
  from: string;
  to: string;
}

interface WidgetBase {
  title: string;
  area: WidgetArea;
  /** The screen it belongs to: the user must be allowed to open it. */
  route: RoutePath;
  /** Where its title links (the screen with its parameters). */
  href: string;
}

export interface DataWidget<T = never> extends WidgetBase {
  shape: 'kpi' | 'chart' | 'grid';
  /** The screen's own endpoint it reads, so the rights it needs are that endpoint's, checked on every request. */
  endpoint: ApiEndpoint;
  /** Whether the period of its filter changes what it shows (the rest show the state of now). */
  usesPeriod: boolean;
  /** Its request, the path under /api. */
  ask: (a: WidgetAsk) => string;
  read: (data: T) => WidgetFigure;
}

export interface LinksWidget extends WidgetBase {
  shape: 'links';
  /** The sidebar group whose screens it lists (those the user may open). */
  group: MenuGroup;
}

export type WidgetDef = DataWidget<never> | LinksWidget;

const query = (path: string, params: Record<string, string | readonly string[] | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of typeof value === 'string' ? [value] : (value ?? [])) search.append(key, one);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

const dollars = (text: string | null | undefined): number => toNumber(text) ?? 0;
const monthOf = (day: string) => day.slice(0, 7);
const chart = (kind: 'bar' | 'line', format: ValueFormat, seriesLabel: string, points: [string, number][]): WidgetFigure => ({
  shape: 'chart',
  chart: kind,
  format,
  seriesLabel,
  points: points.map(([label, value]) => ({ label, value })),
});

/** A screen's endpoint as widgets read it: the screen, its link, the endpoint and how a filter asks it. */
type Source = Pick<DataWidget, 'area' | 'route' | 'href' | 'endpoint' | 'usesPeriod' | 'ask'>;

const ofPeriod = (path: string) => (a: WidgetAsk) => query(path, { brnId: a.branches, from: a.from, to: a.to });
const ofBranches = (path: string) => (a: WidgetAsk) => query(path, { brnId: a.branches });
const ofMonth = (path: string) => (a: WidgetAsk) => query(path, { brnId: a.branches, period: monthOf(a.to) });

const SOURCES = {
  unreconciledDays: {
    area: 'Accounting',
    route: '/ar/unreconcileddays/:page',
    href: '/ar/unreconcileddays/clearing',
    endpoint: 'GET /accounting/unreconciled-days/:stream',
    usesPeriod: true,
    ask: (a) => query('/accounting/unreconciled-days/clearing', { brnId: a.branches, from: a.from, to: a.to, pageSize: '25' }),
  },
  wires: { area: 'Accounting', route: '/wireauthorization', href: '/wireauthorization', endpoint: 'GET /accounting/wires/overview', usesPeriod: false, ask: ofBranches('/accounting/wires/overview') },
  cashClearing: { area: 'Accounting', route: '/ar/cashclearing', href: '/ar/cashclearing', endpoint: 'GET /accounting/cash-clearing/overview', usesPeriod: true, ask: ofPeriod('/accounting/cash-clearing/overview') },
  rootCauseDashboard: { area: 'Parts', route: '/root-cause-dashboard', href: '/root-cause-dashboard', endpoint: 'GET /parts/root-cause-dashboard', usesPeriod: true, ask: ofPeriod('/parts/root-cause-dashboard') },
  lostSales: { area: 'Parts', route: '/root-cause-analysis', href: '/root-cause-analysis', endpoint: 'GET /parts/root-cause-analysis/tiles', usesPeriod: true, ask: ofPeriod('/parts/root-cause-analysis/tiles') },
  picks: { area: 'Parts', route: '/part-pick-status', href: '/part-pick-status', endpoint: 'GET /parts/picks/tiles', usesPeriod: false, ask: ofBranches('/parts/picks/tiles') },
  tickets: { area: 'Parts', route: '/displaytickets', href: '/displaytickets', endpoint: 'GET /parts/tickets', usesPeriod: false, ask: (a) => query('/parts/tickets', { brnId: a.branch }) },
  scheduler: {
    area: 'Service',
    route: '/servicescheduler',
    href: '/servicescheduler',
    endpoint: 'GET /service/scheduler',
    usesPeriod: false,
    ask: (a) => query('/service/scheduler', { brnId: a.branch, view: 'week' }),
  },
  timeOff: {
    area: 'Service',
    route: '/scheduletimeoff',
    href: '/scheduletimeoff',
    endpoint: 'GET /service/time-off',
    usesPeriod: false,
    ask: (a) => query('/service/time-off', { brnId: a.branches, 'f.status': 'Requested', sort: 'fromAt', pageSize: '25' }),
  },
  aging: { area: 'Sales', route: '/vh-aging-report', href: '/vh-aging-report', endpoint: 'GET /sales/vehicle-aging/summary', usesPeriod: false, ask: ofBranches('/sales/vehicle-aging/summary') },
  vehicleSales: { area: 'Sales', route: '/vehicle-sales-report', href: '/vehicle-sales-report', endpoint: 'GET /sales/vehicle-sales', usesPeriod: true, ask: ofMonth('/sales/vehicle-sales') },
  financeInsurance: { area: 'Sales', route: '/finance-insurance-report', href: '/finance-insurance-report', endpoint: 'GET /sales/finance-insurance', usesPeriod: true, ask: ofMonth('/sales/finance-insurance') },
} satisfies Record<string, Source>;

/** A widget of a source that answers `T`: the reader is checked against it. */
const data = <T>(source: Source, shape: DataWidget['shape'], title: string, read: (answer: T) => WidgetFigure): DataWidget<never> =>
  ({ ...source, shape, title, read }) as unknown as DataWidget<never>;

/** A links widget of a sidebar group: its screens the user may open. */
const links = (area: WidgetArea, group: MenuGroup, title: string): LinksWidget => ({ title, area, shape: 'links', route: '/gettingstarted', href: '/gettingstarted', group });

const CATALOGUE = {
  unreconciledDays: data<ListAnswer<UnreconciledDay>>(SOURCES.unreconciledDays, 'kpi', 'Unreconciled days: cash clearing', (list) => ({
    shape: 'kpi',
    value: list.total,
    format: 'number',
    goodDirection: 'down',
    note: `${formatMoney(list.totals['unreconciled'])} unreconciled`,
  })),
  wiresPending: data<WireOverview>(SOURCES.wires, 'kpi', 'Wires waiting for my approval', (overview) => ({
    shape: 'kpi',
    value: overview.awaitingMyApproval,
    format: 'number',
    goodDirection: 'down',
    sparkline: overview.weeks.map((w) => w.count),
    note: `Cut-off ${overview.cutOff}`,
  })),
  cashClearing: data<CashClearingOverview>(SOURCES.cashClearing, 'kpi', 'Cash clearing: uncleared', (overview) => ({
    shape: 'kpi',
    value: dollars(overview.uncleared),
    format: 'money2',
    goodDirection: 'down',
    sparkline: overview.byDay.map((d) => dollars(d.uncleared)),
    note: `${overview.daysNotZero} days not zero, ${overview.exceptions} exceptions`,
  })),
  cashClearingByDay: data<CashClearingOverview>(SOURCES.cashClearing, 'chart', 'Cash clearing by day', (overview) =>
    chart('bar', 'money', 'Uncleared', overview.byDay.map((d) => [formatDate(d.postedOn), dollars(d.uncleared)])),
  ),
  fillRate: data<RootCauseDashboard>(SOURCES.rootCauseDashboard, 'kpi', 'Parts fill rate', (dashboard) => ({
    shape: 'kpi',
    value: dashboard.current.fillRate ?? 0,
    format: 'percent',
    ...(dashboard.previous.fillRate === null ? {} : { previous: dashboard.previous.fillRate }),
    sparkline: dashboard.weeks.map((w) => w.fillRate ?? 0),
    note: `${dashboard.current.lostLines} lost-sale lines`,
  })),
  lostSales: data<MissTiles>(SOURCES.lostSales, 'kpi', 'Lost sales to work', (tiles) => ({
    shape: 'kpi',
    value: tiles.open,
    format: 'number',
    goodDirection: 'down',
    note: `${formatMoney(tiles.lostValue)} at list price`,
  })),
  openPicks: data<PickTiles>(SOURCES.picks, 'chart', 'Open picks by age', (tiles) => chart('bar', 'number', 'Open picks', tiles.openByAge.map((b) => [b.bucket, b.count]))),
  waitingList: data<TicketQueue>(SOURCES.tickets, 'grid', 'Parts waiting list', (queue) => ({
    shape: 'grid',
    columns: [
      { id: 'number', header: 'No.', format: 'number' },
      { id: 'customer', header: 'Customer', format: 'text' },
      { id: 'status', header: 'Status', format: 'text' },
      { id: 'createdAt', header: 'Since', format: 'datetime' },
    ],
    rows: queue.tickets
      .filter((t) => t.status !== 'Completed' && t.status !== 'Cancelled')
      .slice(0, GRID_ROWS)
      .map((t) => ({ number: t.number, customer: t.customer, status: t.status, createdAt: t.createdAt })),
  })),
  schedulerCapacity: data<SchedulerBoard>(SOURCES.scheduler, 'chart', 'Shop load this week', (board) =>
    chart(
      'bar',
      'percent',
      'Scheduled of expected hours',
      board.capacity.map((d) => [formatDate(d.day), d.expectedHours ? Math.round((d.scheduledHours / d.expectedHours) * 1000) / 10 : 0]),
    ),
  ),
  timeOffRequested: data<ListAnswer<TimeOffRow>>(SOURCES.timeOff, 'grid', 'Time off requested', (list) => ({
    shape: 'grid',
    columns: [
      { id: 'technician', header: 'Technician', format: 'text' },
      { id: 'type', header: 'Type', format: 'text' },
      { id: 'fromAt', header: 'From', format: 'datetime' },
      { id: 'hours', header: 'Hours', format: 'number' },
    ],
    rows: list.rows.slice(0, GRID_ROWS).map((r) => ({ technician: r.technician, type: r.type, fromAt: r.fromAt, hours: r.hours })),
  })),
  agingUnits: data<VehicleAgingSummary>(SOURCES.aging, 'kpi', 'Trucks in stock', (summary) => ({
    shape: 'kpi',
    value: summary.units,
    format: 'number',
    note: `Floor-plan interest to date ${formatMoney(summary.interestToDate)}`,
  })),
  agingBuckets: data<VehicleAgingSummary>(SOURCES.aging, 'chart', 'Stock by days in stock', (summary) =>
    chart('bar', 'number', 'Units', AGING_BUCKETS.map(({ label }) => [label, summary.cells.filter((c) => c.bucket === label).reduce((sum, c) => sum + c.units, 0)])),
  ),
  vehicleSalesMonth: data<VehicleSalesSummary>(SOURCES.vehicleSales, 'kpi', 'Vehicle sales: units', (summary) => ({
    shape: 'kpi',
    value: summary.month.units,
    format: 'number',
    previous: summary.priorMonth.units,
    sparkline: summary.trend.map((m) => m.units),
    note: `Front gross ${formatMoney(summary.month.frontGross)}`,
  })),
  vehicleSalesTrend: data<VehicleSalesSummary>(SOURCES.vehicleSales, 'chart', 'Units sold by month', (summary) =>
    chart('line', 'number', 'Units', summary.trend.map((m) => [m.month, m.units])),
  ),
  fiPvr: data<FiSummary>(SOURCES.financeInsurance, 'kpi', 'F&I PVR', (summary) => {
    const before = summary.trend.at(-2)?.pvr;
    return {
      shape: 'kpi',
      value: dollars(summary.pvr),
      format: 'money',
      ...(before ? { previous: dollars(before) } : {}),
      sparkline: summary.trend.map((m) => dollars(m.pvr)),
      note: `${summary.retailUnits} retail units`,
    };
  }),
  homeLinks: links('General', 'Home', 'My shortcuts'),
  accountingLinks: links('Accounting', 'Accounting', 'Accounting screens'),
  partsLinks: links('Parts', 'Parts', 'Parts screens'),
  serviceLinks: links('Service', 'Service', 'Service screens'),
  salesLinks: links('Sales', 'Sales', 'Sales screens'),
} satisfies Record<string, WidgetDef>;

export type WidgetKind = keyof typeof CATALOGUE;
export const WIDGETS: Readonly<Record<WidgetKind, WidgetDef>> = CATALOGUE;
export const WIDGET_KINDS = Object.keys(CATALOGUE) as WidgetKind[];

type Permissions = Parameters<typeof hasAnyPermission>[0];

const routeNamed = (path: string) => ROUTES.find((r) => r.path === path);

/** Whether a user with these permissions may open the screen (the route's permission and, for its data, the endpoint's). */
export function mayOpenWidget(kind: WidgetKind, permissions: Permissions): boolean {
  const widget = WIDGETS[kind];
  const route = routeNamed(widget.route);
  if (!route || !hasAnyPermission(permissions, route.permissions)) return false;
  if (widget.shape === 'links') return linksOf(widget.group, permissions).length > 0;
  const rule = API_GUARDS[widget.endpoint];
  return rule.access !== 'permission' || hasAnyPermission(permissions, rule.anyOf);
}

/** The screens of a sidebar group the user may open, as a links widget lists them. */
export function linksOf(group: MenuGroup, permissions: Permissions): { label: string; href: string }[] {
  return ROUTES.flatMap((route) =>
    !route.restrictedTo && hasAnyPermission(permissions, route.permissions)
      ? (route.menu ?? []).filter((m) => m.group === group).map((m) => ({ label: m.label ?? route.name, href: m.href ?? route.path }))
      : [],
  );
}

/** The widgets a user may add, in the catalogue's order. */
export const offeredWidgets = (permissions: Permissions): WidgetKind[] => WIDGET_KINDS.filter((kind) => mayOpenWidget(kind, permissions));

/** Whether the period of a widget's filter changes what it shows. */
export const usesPeriod = (kind: WidgetKind): boolean => {
  const widget = WIDGETS[kind];
  return widget.shape !== 'links' && widget.usesPeriod;
};
