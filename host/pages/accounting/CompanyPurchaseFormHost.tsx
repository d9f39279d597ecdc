import { useState } from 'react';
import useSWR from 'swr';
import type { SplitPurchaseWarning } from '../../../src/domain/accounting/companyPurchase';
import { PURCHASES_PATH, type PurchaseVendor } from '../../../src/domain/accounting/companyPurchaseViews';
import { moneyText } from '../../../src/domain/money';
import { CompanyPurchaseForm, type CompanyPurchaseFormProps } from '../../../src/screens/accounting/CompanyPurchaseForm';

type Given = Omit<CompanyPurchaseFormProps, 'vendors' | 'onVendorSearch' | 'splitWarning' | 'onAmountChange'> & { purchaseId?: number; current?: PurchaseVendor };

/** The purchase form with what it asks the server as the user types: Excede's vendors, and the split-purchase check. */
export default function CompanyPurchaseFormHost({ purchaseId, current, ...props }: Given) {
  const [search, setSearch] = useState('');
  const [check, setCheck] = useState({ vendorId: props.initial.vendorId, cents: 0 });
  const vendors = useSWR<{ rows: PurchaseVendor[] }>(`${PURCHASES_PATH}/vendors?${new URLSearchParams({ q: search }).toString()}`, { keepPreviousData: true });
  const splitQuery = new URLSearchParams({ vendorId: check.vendorId, amount: moneyText(check.cents), ...(purchaseId ? { id: String(purchaseId) } : {}) });
  const split = useSWR<{ warning: SplitPurchaseWarning | null }>(check.vendorId ? `${PURCHASES_PATH}/split-check?${splitQuery.toString()}` : null, { keepPreviousData: true });
  return (
    <CompanyPurchaseForm
      {...props}
      vendors={[...(current && !vendors.data?.rows.some((v) => v.venId === current.venId) ? [current] : []), ...(vendors.data?.rows ?? [])]}
      onVendorSearch={setSearch}
      splitWarning={split.data?.warning ?? null}
      onAmountChange={(vendorId, cents) => setCheck({ vendorId, cents })}
    />
  );
}
