import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema';

/**
 * Every Excede export the portal imports: its Excede table name (the file is `<name>.unl`, or `.csv`
 * with a header row), the portal table it fills, and the fields in the order UNLOAD writes them, which
 * is the table's column order in the schema. Names marked `assumed` are ours until checked in
 * the Informix catalog. The key is the table's primary key (branches: the BrnId).
 */
export interface ExcedeExport {
  name: string;
  title: string;
  table: PgTable;
  /** The fields of a record, in order; the Drizzle columns they fill. */
  columns: PgColumn[];
  key: PgColumn[];
  /** How often the import runs (cron, New York time). */
  cron: string;
  /** The Excede table name is assumed, not yet seen in Excede's catalog. */
  assumed: boolean;
}

const EVERY_HOUR = '0 * * * *';
const NIGHTLY = '30 2 * * *';
const EVERY_15_MINUTES = '*/15 * * * *';

function define(name: string, title: string, table: PgTable, cron: string, only?: PgColumn[], key?: PgColumn[]): ExcedeExport {
  const assumed = title.endsWith(' (a)');
  const config = getTableConfig(table);
  const columns = only ?? config.columns.filter((c) => c.name !== 'import_run_id');
  // A composite key's columns are copies made for the table's extra config: take the table's own, by name.
  const own = new Map(config.columns.map((c) => [c.name, c]));
  const primary = (config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary)).map((c) => own.get(c.name)!);
  return { name, title: title.replace(/ \(a\)$/, ''), table, columns, key: key ?? primary, cron, assumed };
}

export const EXCEDE_EXPORTS: readonly ExcedeExport[] = [
  define('COBRN', 'Branches', t.branches, NIGHTLY, [t.branches.code, t.branches.name, t.branches.state], [t.branches.code]),
  define('COEMP', 'Employees', t.excedeEmployees, NIGHTLY),
  define('ARCUS', 'Customers', t.excedeCustomers, EVERY_HOUR),
  define('SVUNT', 'Customer units', t.excedeUnits, EVERY_HOUR),
  define('APVEN', 'Vendors', t.excedeVendors, NIGHTLY),
  define('PTITM', 'Part master', t.excedePartMaster, NIGHTLY),
  define('PTBRN', 'Parts stock by branch (a)', t.excedePartBranches, EVERY_15_MINUTES),
  define('PTBIN', 'Part bins (a)', t.excedePartBins, EVERY_HOUR),
  define('PTSUP', 'Supersessions (a)', t.excedeSupersessions, NIGHTLY),
  define('PTSLS', 'Parts invoices', t.excedePartsInvoices, EVERY_15_MINUTES),
  define('PTSLSITM', 'Parts invoice lines', t.excedePartsInvoiceLines, EVERY_15_MINUTES),
  define('SVSLS', 'Repair orders', t.excedeRepairOrders, EVERY_15_MINUTES),
  define('SVSLSOPS', 'Repair order jobs', t.excedeRoJobs, EVERY_15_MINUTES),
  define('SVSLSITM', 'Repair order lines', t.excedeRoLines, EVERY_15_MINUTES),
  define('COEMPLBR', 'Technician time', t.excedeTechTime, EVERY_15_MINUTES),
  define('GLACCT', 'GL accounts (a)', t.excedeGlAccounts, NIGHTLY),
  define('GLJEITM', 'GL lines (a)', t.excedeGlLines, EVERY_HOUR),
  define('GLPRD', 'GL periods (a)', t.excedeGlPeriods, EVERY_HOUR),
  define('ARITM', 'AR open items (a)', t.excedeArOpenItems, EVERY_HOUR),
  define('ARRCP', 'AR receipts (a)', t.excedeArReceipts, EVERY_15_MINUTES),
  define('VHUNT', 'Vehicles in stock (a)', t.excedeVehicles, EVERY_HOUR),
  define('VHDEAL', 'Vehicle deals (a)', t.excedeDeals, EVERY_HOUR),
  define('VHDEALPRD', 'Deal F&I products (a)', t.excedeDealProducts, EVERY_HOUR),
  define('LRCON', 'Lease and rental contracts', t.excedeLeaseContracts, NIGHTLY),
  define('MKTMETRIC', 'Market metrics (feed)', t.excedeMarketMetrics, NIGHTLY),
  define('REVIEW', 'Reviews (feed)', t.excedeReviews, NIGHTLY),
];

export function exportNamed(name: string): ExcedeExport | undefined {
  return EXCEDE_EXPORTS.find((e) => e.name === name);
}

/** The portal table an export fills, by its SQL name. */
export const tableNameOf = (e: ExcedeExport) => getTableConfig(e.table).name;

/** The export a file holds: its name is the Excede table's (`GLJEITM.unl`, `gljeitm.csv`). */
export function exportOfFile(fileName: string): ExcedeExport | undefined {
  return exportNamed(fileName.replace(/\.(unl|csv)$/i, '').toUpperCase());
}

/** The file name an export is written and looked for under. */
export const exportFileName = (e: ExcedeExport) => `${e.name}.unl`;
