import { eq } from 'drizzle-orm';
import { purchaseTransition } from '../../src/domain/accounting/companyPurchase';
import { companyPurchases } from '../db/companyPurchase';
import type { Database } from '../db/database';

/**
 * Marks the request of this PO Invoiced when AP matches a vendor invoice to it (inside the caller's transaction,
 * which audits the match). A PO no request has, or a request whose status takes no invoice (already invoiced,
 * closed), is left as it is: the answer says which.
 */
export async function markPurchaseInvoiced(tx: Database, poNumber: string): Promise<{ invoiced: boolean; message: string | null }> {
  const [row] = await tx.select().from(companyPurchases).where(eq(companyPurchases.poNumber, poNumber)).for('update');
  if (!row) return { invoiced: false, message: `No company purchase has PO ${poNumber}.` };
  const moved = purchaseTransition(row.status, 'invoice');
  if (!moved.ok) return { invoiced: false, message: moved.message };
  await tx.update(companyPurchases).set({ status: moved.status, version: row.version + 1, updatedAt: new Date() }).where(eq(companyPurchases.id, row.id));
  return { invoiced: true, message: null };
}
