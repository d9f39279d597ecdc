/**
 * Drill links: a report's figure opens the screen behind it with the same branches and period, so the
 * context survives the navigation (business screens §0). A report page reads these from its URL
 * (drillQuery.ts), so a reload, a bookmark and the back button keep them too.
 */

/** The `brnId` of a page address that means "All my branches" (no brnId means the screen's default). */
export const ALL_MY_BRANCHES = 'all';

type DrillValue = string | number | readonly string[] | null | undefined;

export interface DrillContext {
  /** BrnId codes; an empty list is "All my branches". */
  brnId?: string | readonly string[] | null | undefined;
  /** New York days, YYYY-MM-DD. */
  from?: string | null | undefined;
  to?: string | null | undefined;
  /** The target's own parameters (xref, jeId, cusId …); a list repeats its key. */
  [param: string]: DrillValue;
}

/** `path` with the branches, the period and the extra parameters in its query; blanks are left out. */
export function drillHref(path: string, { brnId, from, to, ...extra }: DrillContext): string {
  const params = new URLSearchParams();
  const branches = typeof brnId === 'string' ? (brnId ? [brnId] : null) : brnId;
  if (branches) for (const code of branches.length ? branches : [ALL_MY_BRANCHES]) params.append('brnId', code);
  const add = (key: string, value: DrillValue) => {
    if (value === null || value === undefined) return;
    for (const one of typeof value === 'object' ? value : [String(value)]) if (one !== '') params.append(key, one);
  };
  add('from', from);
  add('to', to);
  for (const [key, value] of Object.entries(extra)) add(key, value);
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
