type UserPermissions = Iterable<string | { name: string }>;

// A user's permission names as a set, once per permissions list: the menu and the palette check
// every route of the table against the same list on each navigation. Lists are never changed in
// place (valtio snapshots are frozen; the server builds a user's list per load).
const namesByList = new WeakMap<object, ReadonlySet<string>>();

function namesOf(userPermissions: UserPermissions): ReadonlySet<string> {
  const cached = namesByList.get(userPermissions);
  if (cached) return cached;
  const names = new Set<string>();
  for (const permission of userPermissions) names.add(typeof permission === 'string' ? permission : permission.name);
  namesByList.set(userPermissions, names);
  return names;
}

/**
 * The spec's permission check (on its own, apart from the list of names, because the first screen
 * loads it): a user passes when one of their permission names is, exactly, one of the required
 * names; an empty requirement needs none. Never a substring test.
 */
export function hasAnyPermission(userPermissions: UserPermissions, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const names = namesOf(userPermissions);
  return required.some((name) => names.has(name));
}
