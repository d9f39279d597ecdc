/**
 * Every permission name of the spec, written once, lower case as the spec writes them.
 * The route table, the menu, the seed and the server's checks all read these constants.
 */

export const PERMISSION_AREAS = {
  Accounting: [
    'can view cash and credit collections',
    'can view cash clearing',
    'can view transaction detail',
    'can view cash on hand',
    'can view credit card',
    'can view bank reconcillation',
    'can view wire authorization',
    'can create wire authorization',
    'can approve wire authorization',
    'can view wire bank details',
    'can view company purchase',
    'can create company purchase',
    'can update company purchase',
    'can approve company purchase',
    'can view uncategorized scanned',
    'can view categorized scanned',
    'can view vendor invoices',
    'can view accounting automation shortcuts',
    'can view financial report',
    'can view expense dashboard',
    'can view pl comparison',
  ],
  Parts: [
    'can view waiting list',
    'can update ticket status',
    'can view ticket status',
    'can view parts pickup status',
    'can view root cause analysis',
    'can view root cause details',
    'can view parts research',
    'can view and update action and reason',
    'can view bin verification',
    'can view shelf label parts',
    'can view informix schedule',
    'can view cycle audit report',
    'can view cycle detail report',
    'can view annual parts inventory dashboard',
    'can view annual parts inventory adjustment',
  ],
  Service: [
    'can view tech skills',
    'can view schedule types',
    'can view labor guide/skill link',
    'can view tech/skill link',
    'can view scheduler templates',
    'can view company holidays',
    'can view schedule timeoff',
    'can view service scheduler',
    'can view ford service scheduler',
    'can view service throughput',
    'can view update technician rate',
  ],
  Sales: [
    'can view altec sales',
    'can view vh aging report',
    'can view vehicle sales report',
    'can view vehicle sales drill report',
    'can view finance and insurance report',
    'can view finance and insurance drill report',
  ],
  Marketing: ['can view market report'],
  Customers: ['can view customer history'],
  Administration: [
    'can view whatsnew features',
    'can view product planning',
    'can view all suggestions',
    'can update suggestions status',
    'can view flag errors',
    'can view user logs',
    'can update informix schedule',
  ],
  Users: [
    'can view users',
    'can create user',
    'can update user',
    'can assume user',
    'can view automated created user',
    'can view roles',
    'can create role',
    'can update role',
    'can view audit log',
  ],
} as const;

export type PermissionArea = keyof typeof PERMISSION_AREAS;
export type PermissionName = (typeof PERMISSION_AREAS)[PermissionArea][number];

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(PERMISSION_AREAS).flat();

/** The 'Can View' style short name: the verb phrase that opens the permission name, title-cased. */
export function shortNameOf(name: string): string {
  const verb = /^can (view and update|view|create|update|approve|assume)\b/.exec(name)?.[1] ?? 'view';
  return `Can ${verb.replace(/\b\w/g, (c) => c.toUpperCase())}`;
}

export function areaOf(name: string): PermissionArea | undefined {
  return (Object.keys(PERMISSION_AREAS) as PermissionArea[]).find((area) =>
    (PERMISSION_AREAS[area] as readonly string[]).includes(name),
  );
}
