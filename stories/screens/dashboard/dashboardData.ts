import { DEMO_ROLES } from '../../../src/demo/people';
import { newWidget, type PlacedWidget, type WidgetSize } from '../../../src/domain/dashboard/layout';
import { linksOf, WIDGETS, type WidgetKind } from '../../../src/domain/dashboard/widgets';
import type { WidgetFigure } from '../../../src/domain/dashboard/widgetFigure';
import type { WidgetState } from '../../../src/screens/dashboard/WidgetBody';

export const permissionsOf = (role: string) => DEMO_ROLES.find((r) => r.name === role)!.permissions;
export const ADMIN = permissionsOf('Administrator');

export const BRANCHES = [
  { code: '101', label: '101 - Norcross' },
  { code: '201', label: '201 - Forest Park' },
  { code: '301', label: '301 - Birmingham' },
];

const days = ['11/17/2026', '11/18/2026', '11/19/2026', '11/20/2026', '11/23/2026', '11/24/2026'];
const months = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

/** What each widget shows once its screen answered, as the demo's figures read. */
const FIGURES: Record<Exclude<WidgetKind, `${string}Links`>, WidgetFigure> = {
  unreconciledDays: { shape: 'kpi', value: 7, format: 'number', goodDirection: 'down', note: '$4,812 unreconciled' },
  wiresPending: { shape: 'kpi', value: 3, format: 'number', goodDirection: 'down', sparkline: [2, 4, 1, 5, 3], note: 'Cut-off 3:00 PM' },
  cashClearing: { shape: 'kpi', value: 1280.44, format: 'money2', goodDirection: 'down', sparkline: [300, 120, 0, 640, 220.44], note: '4 days not zero, 1 exceptions' },
  cashClearingByDay: { shape: 'chart', chart: 'bar', format: 'money', seriesLabel: 'Uncleared', points: days.map((label, i) => ({ label, value: [300, 120, 0, 640, 220, 90][i]! })) },
  fillRate: { shape: 'kpi', value: 91.4, format: 'percent', previous: 89.9, sparkline: [88, 90.5, 89.9, 92, 91.4], note: '38 lost-sale lines' },
  lostSales: { shape: 'kpi', value: 24, format: 'number', goodDirection: 'down', note: '$6,310 at list price' },
  openPicks: { shape: 'chart', chart: 'bar', format: 'number', seriesLabel: 'Open picks', points: ['0–15 min', '15–30 min', '30–60 min', '60+ min'].map((label, i) => ({ label, value: [6, 3, 2, 1][i]! })) },
  waitingList: {
    shape: 'grid',
    columns: [
      { id: 'number', header: 'No.', format: 'number' },
      { id: 'customer', header: 'Customer', format: 'text' },
      { id: 'status', header: 'Status', format: 'text' },
      { id: 'createdAt', header: 'Since', format: 'datetime' },
    ],
    rows: [
      { number: 14, customer: 'Peach State Freight', status: 'Waiting', createdAt: '2026-11-25T13:05:00Z' },
      { number: 15, customer: 'Dixie Paving', status: 'Being pulled', createdAt: '2026-11-25T13:22:00Z' },
      { number: 17, customer: 'Walk-in: J. Ortiz', status: 'Waiting on order', createdAt: '2026-11-25T14:01:00Z' },
    ],
  },
  schedulerCapacity: { shape: 'chart', chart: 'bar', format: 'percent', seriesLabel: 'Scheduled of expected hours', points: days.slice(0, 5).map((label, i) => ({ label, value: [92, 104.5, 78, 66, 40][i]! })) },
  timeOffRequested: {
    shape: 'grid',
    columns: [
      { id: 'technician', header: 'Technician', format: 'text' },
      { id: 'type', header: 'Type', format: 'text' },
      { id: 'fromAt', header: 'From', format: 'datetime' },
      { id: 'hours', header: 'Hours', format: 'number' },
    ],
    rows: [
      { technician: 'Marcus Hill', type: 'Vacation', fromAt: '2026-12-01T12:00:00Z', hours: 40 },
      { technician: 'Dana Reyes', type: 'Training', fromAt: '2026-12-03T13:00:00Z', hours: 8 },
    ],
  },
  agingUnits: { shape: 'kpi', value: 142, format: 'number', note: 'Floor-plan interest to date $38,204' },
  agingBuckets: { shape: 'chart', chart: 'bar', format: 'number', seriesLabel: 'Units', points: ['0–30', '31–60', '61–90', '91–180', '181–365', '365+'].map((label, i) => ({ label, value: [41, 33, 24, 28, 12, 4][i]! })) },
  vehicleSalesMonth: { shape: 'kpi', value: 37, format: 'number', previous: 41, sparkline: [30, 35, 41, 37], note: 'Front gross $182,440' },
  vehicleSalesTrend: { shape: 'chart', chart: 'line', format: 'number', seriesLabel: 'Units', points: months.map((label, i) => ({ label, value: 28 + ((i * 7) % 15) })) },
  fiPvr: { shape: 'kpi', value: 1412, format: 'money', previous: 1288, sparkline: [1190, 1250, 1288, 1412], note: '31 retail units' },
};

/** A widget's state as its screen would answer for an administrator: links from the permissions, the rest from FIGURES. */
export function readyState(kind: WidgetKind, permissions = ADMIN): WidgetState {
  const def = WIDGETS[kind];
  return def.shape === 'links' ? { status: 'ready', figure: { shape: 'links', links: linksOf(def.group, permissions) } } : { status: 'ready', figure: FIGURES[kind as keyof typeof FIGURES] };
}

export const placed = (kinds: readonly (WidgetKind | [WidgetKind, WidgetSize])[]): PlacedWidget[] =>
  kinds.map((entry, i) => (typeof entry === 'string' ? newWidget(`w${i + 1}`, entry) : newWidget(`w${i + 1}`, entry[0], entry[1])));
