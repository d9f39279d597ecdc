/**
 * The spec's permission check (on its own, apart from the list of names, because the first screen
 * loads it): a user passes when one of their permission names is, exactly,
 * one of the required names; an empty requirement needs none. Never a substring test.
 */
export function hasAnyPermission(
  userPermissions: Iterable<string | { name: string }>,
  required: readonly string[],
): boolean {
  if (required.length === 0) return true;
  const wanted = new Set(required);
  for (const permission of userPermissions) {
    if (wanted.has(typeof permission === 'string' ? permission : permission.name)) return true;
  }
  return false;
}
