import { moneyText } from '../../../src/domain/money';
import type { PurchaseFormOutput } from '../../../src/screens/accounting/CompanyPurchaseForm';

/** The checked purchase form as the API reads it: amounts in dollars and cents again. */
export const purchasePayload = ({ tax, freight, lines, ...values }: PurchaseFormOutput) => ({
  ...values,
  tax: moneyText(tax),
  freight: moneyText(freight),
  lines: lines.map((l) => ({ ...l, unitPrice: moneyText(l.unitPrice) })),
});
