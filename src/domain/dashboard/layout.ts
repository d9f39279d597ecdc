import * as z from 'zod/mini';
import { WIDGET_KINDS, type WidgetKind } from './widgets';

/** A widget spans a quarter, half or the whole of a desktop row (one column below 992 px). */
export const WIDGET_SIZES = ['S', 'M', 'L'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];
export const SIZE_NAMES: Record<WidgetSize, string> = { S: 'Small', M: 'Medium', L: 'Large' };

/** The periods a widget's filter offers: the report screens' presets (src/ui/report/datePresets.ts) but Custom. */
export const WIDGET_PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'monthToDate', 'yearToDate', 'last30', 'last90'] as const;
export type WidgetPeriod = (typeof WIDGET_PERIODS)[number];

/** A dashboard holds this many widgets at most: each is its own request on every visit. */
export const MAX_WIDGETS = 24;

export interface WidgetFilter {
  /** BrnId codes; none: all the user's branches. */
  branches: string[];
  period: WidgetPeriod;
}

export interface PlacedWidget {
  /** Made by the browser when the widget is added; names it across saves. */
  id: string;
  kind: WidgetKind;
  size: WidgetSize;
  filter: WidgetFilter;
}

/** GET /api/dashboard/layout: the user's widgets in order, and the version a save must name (0: never saved, the role default). */
export interface DashboardLayout {
  version: number;
  widgets: PlacedWidget[];
  isDefault: boolean;
}

const placedWidget = z.object({
  id: z.string({ error: 'Every widget needs an id.' }).check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'A widget id is 1 to 40 letters, digits, - or _.')),
  kind: z.enum(WIDGET_KINDS as [WidgetKind, ...WidgetKind[]], { error: 'Choose a widget from the catalogue.' }),
  size: z.enum(WIDGET_SIZES, { error: 'Choose the size: S, M or L.' }),
  filter: z.object({
    branches: z
      .array(z.string().check(z.regex(/^\d{3}$/, 'A branch is its three-digit BrnId.')), { error: 'Choose the branches.' })
      .check(z.maxLength(50, 'Choose at most 50 branches.')),
    period: z.enum(WIDGET_PERIODS, { error: 'Choose the period from the list.' }),
  }),
});

/** PUT /api/dashboard/layout: the widgets as the user left them, as of the version they saw. */
export const dashboardLayoutSchema = z.object({
  version: z.int('Reload the dashboard and try again.').check(z.minimum(0, 'Reload the dashboard and try again.')),
  widgets: z
    .array(placedWidget, { error: 'Send the widgets as a list.' })
    .check(
      z.maxLength(MAX_WIDGETS, `A dashboard holds at most ${MAX_WIDGETS} widgets.`),
      z.refine((widgets) => new Set(widgets.map((w) => w.id)).size === widgets.length, 'Each widget id appears once.'),
    ),
});
export type DashboardLayoutInput = z.infer<typeof dashboardLayoutSchema>;

/** A new widget of a kind with its default size and filter (all the user's branches, month to date). */
export const newWidget = (id: string, kind: WidgetKind, size: WidgetSize = 'M'): PlacedWidget => ({ id, kind, size, filter: { branches: [], period: 'monthToDate' } });

/** POST /api/dashboard/layout/reset: back to the role default, as of the version seen. */
export const dashboardResetSchema = z.object({ version: dashboardLayoutSchema.shape.version });
