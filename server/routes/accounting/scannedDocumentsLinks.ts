import { sql, type SQL } from 'drizzle-orm';
import { LINK_KIND_LABELS, type LinkKind } from '../../../src/domain/accounting/scannedDocuments';
import { branchRefused } from '../../business/branchScope';
import { queryRows, type Database } from '../../db/database';
import { badRequest, fail } from '../../http';

/** The branches of the Excede records a key names, per kind of record; a vendor belongs to none (every branch). */
const BRANCHES_OF: Record<LinkKind, (value: string) => SQL> = {
  xref: (v) => sql`select brn_id from excede_gl_lines where xref = ${v}
    union select brn_id from excede_ar_receipts where xref = ${v}
    union select brn_id from excede_parts_invoices where sls_id = ${v}
    union select brn_id from excede_repair_orders where sls_id = ${v}`,
  slsId: (v) => sql`select brn_id from excede_parts_invoices where sls_id = ${v}
    union select brn_id from excede_repair_orders where sls_id = ${v}
    union select brn_id from excede_deals where deal_id = ${v}`,
  stockNo: (v) => sql`select brn_id from excede_vehicles where stock_no = ${v} union select brn_id from excede_deals where stock_no = ${v}`,
  cusId: (v) => sql`select brn_id from excede_customers where cus_id = ${v}`,
  venId: (v) => sql`select '*' as brn_id from excede_vendors where ven_id = ${v}`,
};

/**
 * Checks that the record a document is tied to is in Excede's imported data (400 on `linkValue` otherwise)
 * and is one of the user's branches (403 when it is only another's).
 */
export async function checkLink(db: Database, kind: LinkKind, value: string, branches: readonly string[]): Promise<void> {
  const found = (await queryRows<{ brn_id: string }>(db, BRANCHES_OF[kind](value))).map((r) => r.brn_id);
  if (!found.length) badRequest([{ field: 'linkValue', message: `No ${LINK_KIND_LABELS[kind]} ${value} in Excede's data.` }]);
  if (!found.some((b) => b === '*' || branches.includes(b))) fail(403, branchRefused(found[0]!));
}
