/** The product's name: the suffix of every page title and the footer's line. */
export const PORTAL_NAME = 'Staff Portal';
export const COMPANY_NAME = 'Peach State Truck Centers';

export function pageTitle(routeName: string): string {
  return `${routeName} | ${PORTAL_NAME}`;
}
