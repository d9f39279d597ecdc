import useSWR from 'swr';
import { useLocation } from 'wouter';
import { addDays, newYorkDay } from '../../../src/domain/businessDays';
import { drillHref } from '../../../src/domain/drill';
import { CUSTOMER_TYPES, FLOW_ITEM_FIELDS, type CustomerType, type FlowItemRow, type FlowSummary } from '../../../src/domain/flow/flowItems';
import { FLOWS, flowsFor, type FlowId } from '../../../src/domain/flow/flows';
import { FlowIq } from '../../../src/screens/flow/FlowIq';
import { useHomeBranches } from '../../report/useHomeBranches';
import { useReport } from '../../report/useReport';
import { useCurrentUser } from '../../useCurrentUser';
import type { PageProps } from '../PageProps';

const PATH = '/flowiq';

/**
 * /flowiq?flow=&customerType=&step=&brnId=&from=&to=: the first flow the user may see, at the working branch over
 * the last 30 days, unless the address says otherwise. A step's items are the list kit's grid (its view and page
 * in the address); the flow, customer type and step are a new address.
 */
export default function FlowIqPage({ query }: PageProps) {
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const flows = flowsFor((user?.permissions ?? []).map((p) => p.name));
  const flow = flows.includes(query.flow as FlowId) ? (query.flow as FlowId) : (flows[0] ?? null);
  const customerType = flow && FLOWS[flow].hasCustomers && (CUSTOMER_TYPES as readonly string[]).includes(query.customerType ?? '') ? (query.customerType as CustomerType) : null;
  const step = flow && FLOWS[flow].steps.some((s) => s.id === query.step) ? query.step! : null;
  const today = newYorkDay(new Date());
  const own = new URLSearchParams(customerType ? { customerType } : {});
  const report = useReport<FlowItemRow>(
    flow && step ? `flow/${flow}/items?${new URLSearchParams([...own, ['step', step]]).toString()}` : null,
    FLOW_ITEM_FIELDS,
    { branches: useHomeBranches(), from: addDays(today, -29), to: today, sort: [{ id: 'hours', desc: true }] },
    'grid.flowItems',
  );
  const { branches, from, to } = report.query;
  const asked = new URLSearchParams([...own, ...branches.map((b) => ['brnId', b]), ...(from ? [['from', from]] : []), ...(to ? [['to', to]] : [])]);
  const { data, error, isLoading, mutate } = useSWR<FlowSummary, Error>(flow ? `flow/${flow}?${asked.toString()}` : null, { keepPreviousData: true, shouldRetryOnError: false });
  const go = (next: { flow?: FlowId; customerType?: CustomerType | null; step?: string | null }) =>
    navigate(drillHref(PATH, { brnId: branches, from, to, flow: next.flow ?? flow, customerType: next.flow ? null : 'customerType' in next ? next.customerType : customerType, step: next.flow ? null : 'step' in next ? next.step : step }));
  return (
    <FlowIq
      flows={flows}
      flow={flow}
      onFlowChange={(next) => go({ flow: next })}
      customerType={customerType}
      onCustomerTypeChange={(next) => go({ customerType: next })}
      filters={report.filters}
      summary={data?.flow === flow ? data : undefined}
      step={step}
      onStepChange={(next) => go({ step: next })}
      grid={step ? report.grid : undefined}
      freshness={data ? { asOf: data.asOf, stale: data.stale } : undefined}
      isLoading={isLoading}
      error={error?.message ?? report.error}
      onRetry={() => {
        void mutate();
        report.onRetry();
      }}
    />
  );
}
