import { newWidget, type PlacedWidget, type WidgetSize } from './layout';
import { mayOpenWidget, type WidgetKind } from './widgets';

type Permissions = Parameters<typeof mayOpenWidget>[1];

/** Each role's first dashboard: what its people look at first every morning. */
export const ROLE_DEFAULTS: Readonly<Record<string, readonly [WidgetKind, WidgetSize][]>> = {
  Parts: [['fillRate', 'S'], ['lostSales', 'S'], ['openPicks', 'M'], ['waitingList', 'L'], ['partsLinks', 'S']],
  Accounting: [['unreconciledDays', 'S'], ['wiresPending', 'S'], ['cashClearing', 'M'], ['cashClearingByDay', 'L'], ['accountingLinks', 'S']],
  Service: [['schedulerCapacity', 'L'], ['timeOffRequested', 'M'], ['serviceLinks', 'S']],
  Sales: [['vehicleSalesMonth', 'S'], ['fiPvr', 'S'], ['agingUnits', 'S'], ['vehicleSalesTrend', 'M'], ['agingBuckets', 'M'], ['salesLinks', 'S']],
  Administrator: [['unreconciledDays', 'S'], ['fillRate', 'S'], ['vehicleSalesMonth', 'S'], ['wiresPending', 'S'], ['schedulerCapacity', 'M'], ['vehicleSalesTrend', 'M']],
};

/** For a user of no listed role: the screens every signed-in user has. */
const EVERYONE: readonly [WidgetKind, WidgetSize][] = [['homeLinks', 'M']];

/**
 * A user's default dashboard: their roles' widgets in the order of their roles, each kind once, then the
 * shortcuts everyone has; only what the user may open.
 */
export function roleDefaultLayout(roles: readonly string[], permissions: Permissions): PlacedWidget[] {
  const kinds = new Map<WidgetKind, WidgetSize>();
  for (const [kind, size] of [...roles.flatMap((role) => ROLE_DEFAULTS[role] ?? []), ...EVERYONE]) if (!kinds.has(kind)) kinds.set(kind, size);
  return [...kinds]
    .filter(([kind]) => mayOpenWidget(kind, permissions))
    .map(([kind, size], index) => newWidget(`default-${index + 1}`, kind, size));
}
