/**
 * The F&I report's rules, which server/routes/sales/financeInsurance.ts applies in SQL. PVR is the retail deals' back
 * gross over retail units, and a product's penetration is the retail deals that took it over retail units: a fleet
 * customer's deal is not retail (Excede's `is_fleet`). A deal's finance reserve is its back gross less what its products
 * made (sale − cost + their reserve). A cancelled product charges back in the month the chargeback posts (Excede's GL:
 * source 'F&I chargeback' to 5300), whatever month the deal was.
 */
export const FI_PRODUCTS = ['Extended service contract', 'GAP', 'Credit life', 'Tire and wheel', 'Maintenance plan'] as const;
export type FiProduct = (typeof FI_PRODUCTS)[number];

/** The penetration each product is aimed at, in percent of retail units (our proposal until the dealer sets its own). */
export const PENETRATION_TARGETS: Readonly<Record<FiProduct, number>> = {
  'Extended service contract': 40,
  GAP: 30,
  'Credit life': 10,
  'Tire and wheel': 20,
  'Maintenance plan': 25,
};
