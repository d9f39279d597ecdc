import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { VENDOR_INVOICE_FIELDS, type VendorInvoice, type VendorInvoiceDetail, type VendorInvoiceStatus, type VendorInvoiceSummary } from '../../../src/domain/accounting/vendorInvoices';
import type { VendorInvoiceInput, VendorInvoiceStepInput } from '../../../src/domain/accounting/vendorInvoicesPayloads';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import type { ListFilter, ListQuery } from '../../../src/domain/listQuery';
import { listSearchParams } from '../../../src/domain/listQuery';
import { VendorInvoices } from '../../../src/screens/accounting/VendorInvoices';
import { api, messageOf } from '../../api/client';
import { downloadList } from '../../report/downloadList';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { useAction } from '../../useAction';
import type { PageProps } from '../PageProps';

const ENDPOINT = 'accounting/vendor-invoices';

/** A list query with one column's filter set (or taken away), back on the first page. */
function withFilter(query: ListQuery, id: string, filter: ListFilter | null): ListQuery {
  const { [id]: _, ...others } = query.filters;
  return { ...query, page: 1, filters: filter ? { ...others, [id]: filter } : others };
}

const firstOf = (filter: ListFilter | undefined) => (filter && 'anyOf' in filter ? (filter.anyOf[0] ?? null) : null);

/**
 * /vendorinvoices: the working branch's invoices by due date, unless the address says otherwise; `?vendor=`
 * (from the expense dashboard) lists one vendor's, `?docId=` (from the scanned archive) opens the invoice
 * filed from that scan.
 */
export default function VendorInvoicesPage({ query: address }: PageProps) {
  const today = newYorkDay(new Date());
  const docId = address.docId ?? null;
  const report = useReport<VendorInvoice>(
    ENDPOINT,
    VENDOR_INVOICE_FIELDS,
    {
      branches: useHomeBranches(),
      sort: [{ id: 'dueDate', desc: false }],
      filters: { ...(address.vendor ? { venId: { anyOf: [address.vendor] } } : {}), ...(docId ? { docId: { anyOf: [docId] } } : {}) },
    },
    'grid.vendorInvoices',
  );
  const { query, setQuery } = report;
  const summary = useSWR<VendorInvoiceSummary>(report.error ? null : `${ENDPOINT}/summary?${listSearchParams({ ...query, page: 1 }).toString()}`, { keepPreviousData: true });
  // Until the user opens or closes one, the scan's invoice is open once the list has found it.
  const [chosenId, setOpenId] = useState<number | null | undefined>(undefined);
  const scanned = docId ? report.grid.rows?.find((r) => String(r.docId) === docId) : undefined;
  const openId = chosenId === undefined ? (scanned?.id ?? null) : chosenId;
  const [isEntering, setEntering] = useState(false);
  const detail = useSWR<VendorInvoiceDetail>(openId === null ? null : `${ENDPOINT}/${openId}`, { shouldRetryOnError: false });
  const vendors = useSWR<{ venId: string; name: string }[]>(isEntering ? `${ENDPOINT}/vendors` : null);
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(ENDPOINT));

  const step = useAction(
    async (input: VendorInvoiceStepInput) => {
      await api.post(`${ENDPOINT}/${openId}/steps`, { json: input });
      await refresh();
    },
    { success: 'The invoice is updated.' },
  );
  const file = useAction(
    async (input: VendorInvoiceInput) => {
      await api.post(ENDPOINT, { json: input });
      await refresh();
    },
    { success: 'The invoice is filed.' },
  );
  const due = query.filters.dueDate;
  const dueMax = due && 'max' in due ? due.max : undefined;
  return (
    <VendorInvoices
      today={today}
      filters={report.filters}
      status={firstOf(query.filters.status) as VendorInvoiceStatus | null}
      onStatusChange={(status) => setQuery((current) => withFilter(current, 'status', status ? { anyOf: [status] } : null))}
      dueWithin={dueMax ? Math.round((Date.parse(dueMax) - Date.parse(today)) / 86_400_000) : null}
      onDueWithinChange={(days) => setQuery((current) => withFilter(current, 'dueDate', days === null ? null : { max: addDays(today, days) }))}
      exceptionsOnly={!!query.filters.exception}
      onExceptionsOnlyChange={(only) => setQuery((current) => withFilter(current, 'exception', only ? { min: '1' } : null))}
      summary={summary.data}
      freshness={report.freshness}
      isLoading={report.isLoading}
      error={report.error ?? (summary.error ? messageOf(summary.error) : null)}
      onRetry={() => {
        report.onRetry();
        void summary.mutate();
      }}
      grid={report.grid}
      onOpen={(invoice) => setOpenId(invoice.id)}
      detail={
        openId === null
          ? null
          : {
              detail: detail.data,
              error: detail.error ? messageOf(detail.error) : null,
              onRetry: () => void detail.mutate(),
              step,
              onClose: () => setOpenId(null),
            }
      }
      entry={{ branches: report.filters.branches, vendors: vendors.data ?? [], file, onFiled: () => setEntering(false) }}
      isEntering={isEntering}
      onEnteringChange={setEntering}
      onExportPaymentList={(dueBy) => {
        const payments = withFilter(withFilter(query, 'status', { anyOf: ['Approved'] }), 'dueDate', { max: dueBy });
        return downloadList(`${ENDPOINT}?${listSearchParams({ ...payments, format: 'csv' }).toString()}`, `payment-list-${dueBy}.csv`, () => undefined);
      }}
    />
  );
}
