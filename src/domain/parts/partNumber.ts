/**
 * How the counter types a part number: with or without dashes, spaces or dots, in any case, sometimes with the
 * maker's prefix in front ("FLT-LF9009", "DD A4720900051"). Excede's numbers are compared by their letters and
 * digits only, upper-cased; the same normal form is indexed in the database (excede_part_master_norm_idx).
 */
export function normalPartNumber(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The SQL twin of normalPartNumber, over a column: the expression the index is built on, written once. */
export const NORMAL_PART_NUMBER_SQL = (column: string) => `upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * The normal forms a typed value may stand for: the whole value, and, when it opens with a short word of letters
 * set apart by a dash, space or dot (a vendor prefix such as "FLT-" or "DD "), the rest without it.
 */
export function partNumberCandidates(typed: string): string[] {
  const whole = normalPartNumber(typed);
  if (!whole) return [];
  const prefixed = /^\s*[A-Za-z]{2,6}[-\s.]+(.+)$/.exec(typed);
  const rest = prefixed ? normalPartNumber(prefixed[1]!) : '';
  return rest && rest !== whole && rest.length >= 2 ? [whole, rest] : [whole];
}

/** Why a part matched, best first: the search ranks by this, then by part number. */
export const MATCH_KINDS = ['Part number', 'Part number starts with', 'Description', 'Bin'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The words of a description search: two letters or more each, at most five. */
export function descriptionWords(typed: string): string[] {
  return typed
    .toLowerCase()
    .split(/[^a-z0-9/]+/)
    .filter((w) => w.length >= 2)
    .slice(0, 5);
}

/** Orders matches: better kind first, then the part number; one part keeps its best match only. */
export function rankMatches<T extends { partNo: string; match: MatchKind }>(matches: readonly T[], limit: number): T[] {
  const best = new Map<string, T>();
  for (const m of matches) {
    const seen = best.get(m.partNo);
    if (!seen || MATCH_KINDS.indexOf(m.match) < MATCH_KINDS.indexOf(seen.match)) best.set(m.partNo, m);
  }
  return [...best.values()]
    .sort((a, b) => MATCH_KINDS.indexOf(a.match) - MATCH_KINDS.indexOf(b.match) || a.partNo.localeCompare(b.partNo))
    .slice(0, limit);
}
