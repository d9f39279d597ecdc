import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { PURCHASES_PATH, type PurchaseDetail } from '../../../src/domain/accounting/companyPurchaseViews';
import { branchCode } from '../../../src/domain/branches';
import { purchaseHref } from '../../../src/screens/accounting/CompanyPurchaseTones';
import type { PurchaseFormOutput } from '../../../src/screens/accounting/CompanyPurchaseForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { PageHeader } from '../../../src/ui/PageHeader/PageHeader';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';
import { api } from '../../api/client';
import { session } from '../../session';
import { useAction } from '../../useAction';
import { purchasePayload } from './companyPurchasePayload';

// The form (and the payload rules it checks with) loads with the page's first paint of it, not with the route.
const CompanyPurchaseFormHost = lazy(() => import('./CompanyPurchaseFormHost'));

/** /companypurchase/create: a new request, saved as a draft that opens its record. */
export default function CompanyPurchaseCreatePage() {
  const { user, branch } = useSnapshot(session);
  const [, navigate] = useLocation();
  const save = useAction(async (values: PurchaseFormOutput) => {
    const made = await api.post(PURCHASES_PATH, { json: purchasePayload(values) }).json<PurchaseDetail>();
    navigate(purchaseHref(made.purchase.id));
  }, { success: 'The request is saved as a draft.' });
  const branches = (user?.branches ?? []).map((b) => ({ id: branchCode(b), label: b }));
  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <PageHeader title="New Company Purchase" description="What to buy, from which Excede vendor, for which department and account, and why. It is saved as a draft; submit it for approval from its record." />
      <Suspense fallback={<Skeleton lines={8} label="Loading the form" />}>
      <CompanyPurchaseFormHost
        initial={{ brnId: branch ? branchCode(branch) : '', department: '' as never, vendorId: '', glAccount: '', justification: '', tax: '0.00', freight: '0.00', lines: [{ description: '', quantity: '1', unitPrice: '' }] }}
        branches={branches}
        submitLabel="Save draft"
        onSave={(values) => void save.run(values)}
        isPending={save.isPending}
        error={save.error}
      />
      </Suspense>
    </ServerFieldErrors>
  );
}
