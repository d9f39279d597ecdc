import { ALL_PERMISSIONS, PERMISSION_AREAS } from '../../src/domain/permissions';
import { breadcrumbs, matchRoute, menuFor, paletteEntries } from '../../src/domain/routing';

export const admin = { permissions: [...ALL_PERMISSIONS], restrictedAccess: ['informix', 'microsoftToken'] as ('informix' | 'microsoftToken')[] };
export const partsUser = { permissions: [...PERMISSION_AREAS.Parts] };

export const adminMenu = menuFor(admin);
export const partsMenu = menuFor(partsUser);
export const adminPalette = paletteEntries(admin);
export const partsPalette = paletteEntries(partsUser);

export function crumbsFor(path: string, query: Record<string, string> = {}) {
  const match = matchRoute(path)!;
  return breadcrumbs(match.route, match.params, query);
}
