import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { VendorInvoiceAction, VendorInvoiceStatus } from '../../src/domain/accounting/vendorInvoices';
import { alreadyFiledMessage, duplicateFinding, dueDateOf, SAME_AMOUNT_WINDOW_DAYS } from '../../src/domain/accounting/vendorInvoicesRules';
import { addDays } from '../../src/domain/businessDays';
import { centsOf, moneyText } from '../../src/domain/money';
import type { Database } from '../db/database';
import { excedeVendors } from '../db/excede';
import { vendorInvoices, vendorInvoiceSteps } from '../db/vendorInvoices';
import { badRequest, conflictOn, type AppContext } from '../http';
import { createRecord, staffMemberOf } from './recordChange';

export type VendorInvoiceRow = typeof vendorInvoices.$inferSelect;

/** A vendor invoice to file: typed in on /vendorinvoices, or a scan filed as one (docId). */
export interface VendorInvoiceIntake {
  brnId: string;
  /** excede_vendors.ven_id. */
  vendorId: string;
  invoiceNo: string;
  /** YYYY-MM-DD. */
  invoiceDate: string;
  amountCents: number;
  poNumber?: string | null;
  docId?: number | null;
  /** None: from the vendor's terms. */
  dueDate?: string | null;
  discountDate?: string | null;
  discountPercent?: number | null;
  /** The user saw the warning of the same vendor and amount within 30 days and files it anyway. */
  confirmSimilar?: boolean;
}

/** Adds a step to an invoice's trail: what was done, the status it left, why. */
export async function recordInvoiceStep(
  c: AppContext,
  tx: Database,
  invoice: Pick<VendorInvoiceRow, 'id' | 'brnId'>,
  step: { action: VendorInvoiceAction; status: VendorInvoiceStatus; reason?: string },
): Promise<void> {
  const me = staffMemberOf(c);
  await tx.insert(vendorInvoiceSteps).values({ invoiceId: invoice.id, brnId: invoice.brnId, ...step, createdBy: me, updatedBy: me });
}

/**
 * Files a vendor invoice as New, audited, after the duplicate check: the same vendor and invoice number
 * (any case) is a 409 on `invoiceNo`; the same vendor and amount within 30 days is a 409 on `confirmSimilar`
 * until the caller confirms; an unknown vendor is a 400 on `vendorId`; another's branch a 403. Run it inside
 * the caller's transaction.
 */
export async function fileVendorInvoice(c: AppContext, tx: Database, input: VendorInvoiceIntake): Promise<VendorInvoiceRow> {
  const [vendor] = await tx.select({ trmId: excedeVendors.trmId }).from(excedeVendors).where(eq(excedeVendors.venId, input.vendorId));
  if (!vendor) badRequest([{ field: 'vendorId', message: `Vendor ${input.vendorId} is not among Excede's vendors.` }]);
  const invoiceNo = input.invoiceNo.trim();
  const filed = await tx
    .select({ id: vendorInvoices.id, venId: vendorInvoices.venId, invoiceNo: vendorInvoices.invoiceNo, invoiceDate: vendorInvoices.invoiceDate, amount: vendorInvoices.amount })
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.venId, input.vendorId),
        or(
          sql`lower(${vendorInvoices.invoiceNo}) = lower(${invoiceNo})`,
          and(
            eq(vendorInvoices.amount, moneyText(input.amountCents)),
            gte(vendorInvoices.invoiceDate, addDays(input.invoiceDate, -SAME_AMOUNT_WINDOW_DAYS)),
            lte(vendorInvoices.invoiceDate, addDays(input.invoiceDate, SAME_AMOUNT_WINDOW_DAYS)),
          ),
        ),
      ),
    );
  const finding = duplicateFinding(
    { venId: input.vendorId, invoiceNo, invoiceDate: input.invoiceDate, amountCents: input.amountCents },
    filed.map((f) => ({ ...f, amountCents: centsOf(f.amount) ?? 0 })),
  );
  if (finding?.kind === 'refused') conflictOn('invoiceNo', finding.message);
  if (finding?.kind === 'warning' && !input.confirmSimilar) conflictOn('confirmSimilar', finding.message);
  const invoice = await createRecord(c, tx, {
    table: vendorInvoices,
    entity: 'vendor invoice',
    action: 'vendor-invoice.file',
    branchOf: (row) => row.brnId,
    values: {
      brnId: input.brnId,
      venId: input.vendorId,
      invoiceNo,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? dueDateOf(input.invoiceDate, vendor.trmId),
      discountDate: input.discountDate ?? null,
      discountPercent: input.discountPercent == null ? null : input.discountPercent.toFixed(2),
      amount: moneyText(input.amountCents),
      poNumber: input.poNumber?.trim() || null,
      docId: input.docId ?? null,
      status: 'New',
    },
  }).catch((error: unknown) => refuseRepeatedNumber(error, input.vendorId, invoiceNo));
  await recordInvoiceStep(c, tx, invoice, { action: 'file', status: 'New' });
  return invoice;
}

/** Two people filing the same vendor's number at once: the unique index keeps one, the other hears why. */
function refuseRepeatedNumber(error: unknown, venId: string, invoiceNo: string): never {
  const failure = error as { code?: string; cause?: { code?: string } };
  if ((failure.cause ?? failure).code === '23505') conflictOn('invoiceNo', alreadyFiledMessage(invoiceNo, venId));
  throw error;
}
