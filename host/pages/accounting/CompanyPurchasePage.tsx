import { lazy, Suspense, useState } from 'react';
import { PURCHASES_PATH, type PurchaseDetail } from '../../../src/domain/accounting/companyPurchaseViews';
import { CompanyPurchase } from '../../../src/screens/accounting/CompanyPurchase';
import type { PurchaseFormOutput } from '../../../src/screens/accounting/CompanyPurchaseForm';
import { ServerFieldErrors } from '../../../src/ui/Form/useForm';
import { Skeleton } from '../../../src/ui/Skeleton/Skeleton';
import { api } from '../../api/client';
import { uploadWithProgress } from '../../api/upload';
import { useAction } from '../../useAction';
import { useCan } from '../../useCan';
import { useScreenData } from '../../useScreenData';
import type { PageProps } from '../PageProps';
import { purchasePayload } from './companyPurchasePayload';

// The form (and the payload rules it checks with) loads with the page's first paint of it, not with the route.
const CompanyPurchaseFormHost = lazy(() => import('./CompanyPurchaseFormHost'));

const EDITABLE = ['Draft', 'Pending', 'Approved'];

/** /companypurchase/edit/{id}: one request and its next step; every step answers the request as it now is. */
export default function CompanyPurchasePage({ params }: PageProps) {
  const id = Number(params.id);
  const path = `${PURCHASES_PATH}/${id}`;
  const can = useCan();
  const { data, mutate, state } = useScreenData<PurchaseDetail>(path);
  const show = async (answer: Promise<PurchaseDetail>) => void (await mutate(await answer, { revalidate: false }));
  const step = useAction((name: string, json: object) => show(api.post(`${path}/${name}`, { json }).json()));
  const save = useAction((values: PurchaseFormOutput) => show(api.put(path, { json: { version: data!.purchase.version, ...purchasePayload(values) } }).json()), { success: 'The request is saved.' });
  const [progress, setProgress] = useState<number | null>(null);
  const attachQuote = async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    setProgress(0);
    try {
      await show(uploadWithProgress<PurchaseDetail>(`${path}/quotes`, form, setProgress));
    } finally {
      setProgress(null);
    }
  };
  const p = data?.purchase;
  const editable = !!p && EDITABLE.includes(p.status) && can('can update company purchase');
  return (
    <ServerFieldErrors value={save.fieldErrors}>
      <CompanyPurchase
        detail={data}
        isLoading={state.isLoading}
        error={state.error}
        onRetry={state.onRetry}
        may={{ approve: can('can approve company purchase'), update: can('can update company purchase'), request: can('can create company purchase', 'can update company purchase') }}
        steps={{
          submit: (version) => void step.run('submit', { version }),
          approve: (version, tier) => void step.run('approve', { version, tier }),
          reject: (version, reason) => void step.run('reject', { version, reason }),
          issue: (version, emailTo) => void step.run('issue', { version, emailTo }),
          receive: (version, lines) => void step.run('receive', { version, lines }),
          close: (version) => void step.run('close', { version }),
        }}
        isPending={step.isPending}
        stepError={step.error}
        quoteUpload={p && !['Closed', 'Rejected'].includes(p.status) && can('can create company purchase', 'can update company purchase') ? { onUpload: attachQuote, progress } : undefined}
        editForm={
          editable ? (
            <Suspense fallback={<Skeleton lines={8} label="Loading the form" />}>
            <CompanyPurchaseFormHost
              key={p.version}
              purchaseId={p.id}
              current={{ venId: p.vendorId, name: p.vendor }}
              initial={{
                brnId: p.brnId,
                department: p.department as never,
                vendorId: p.vendorId,
                glAccount: p.glAccount,
                justification: p.justification,
                tax: p.tax,
                freight: p.freight,
                lines: data.lines.map((l) => ({ description: l.description, quantity: String(l.quantity), unitPrice: l.unitPrice })),
              }}
              resetsApprovals={data.trail.some((t) => !t.resetAt && t.decision === 'Approved')}
              submitLabel="Save changes"
              onSave={(values) => void save.run(values)}
              isPending={save.isPending}
              error={save.error}
            />
            </Suspense>
          ) : undefined
        }
      />
    </ServerFieldErrors>
  );
}
