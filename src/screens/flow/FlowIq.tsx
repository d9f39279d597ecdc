import { formatDateTime, formatNumber } from '../../domain/format';
import { CUSTOMER_TYPES, FLOW_ITEM_FIELDS, flowItemHref, type CustomerType, type FlowItemRow, type FlowSummary } from '../../domain/flow/flowItems';
import { FLOWS, type FlowId } from '../../domain/flow/flows';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Link } from '../../ui/Link/Link';
import { fieldColumns } from '../../ui/report/fieldColumns';
import { ReportFilterBar, type ReportFilterBarProps } from '../../ui/report/ReportFilterBar';
import { ReportScreen, type ReportGrid, type ReportScreenProps } from '../../ui/report/ReportScreen';
import { Select } from '../../ui/Select/Select';
import { FlowDiagram, hoursText } from './FlowDiagram';
import * as css from './FlowIq.css';

/** The columns of a step's items; the reference opens the item where staff work it. */
export function flowItemColumns(flow: FlowId): readonly DataTableColumn<FlowItemRow>[] {
  return fieldColumns<FlowItemRow, typeof FLOW_ITEM_FIELDS>(FLOW_ITEM_FIELDS, {
    itemId: { width: '110px' },
    reference: { width: 'minmax(140px, 1fr)', render: (row) => <ItemLink flow={flow} row={row} /> },
    brnId: { width: '80px' },
    kind: { width: '100px' },
    party: { width: 'minmax(160px, 1fr)' },
    account: { width: '100px' },
    customerType: { width: '120px' },
    state: { width: '90px' },
    startedAt: { width: '170px' },
    reachedAt: { width: '170px' },
    hours: { width: '90px' },
  });
}

function ItemLink({ flow, row }: { flow: FlowId; row: FlowItemRow }) {
  const href = flowItemHref(flow, row);
  return href ? <Link href={href}>{row.reference}</Link> : <>{row.reference}</>;
}

export type FlowItemsGrid = Omit<ReportGrid<FlowItemRow>, 'aria-label' | 'columns' | 'getRowId' | 'emptyMessage'>;

export interface FlowIqProps extends Pick<ReportScreenProps<FlowItemRow>, 'freshness' | 'isLoading' | 'error' | 'onRetry'> {
  /** The flows the user may see (their area's permissions); none: the screen says so. */
  flows: readonly FlowId[];
  flow: FlowId | null;
  onFlowChange: (flow: FlowId) => void;
  customerType: CustomerType | null;
  onCustomerTypeChange: (customerType: CustomerType | null) => void;
  filters?: Omit<ReportFilterBarProps, 'children'>;
  summary?: FlowSummary | undefined;
  /** The step whose items are open below the diagram, or null. */
  step: string | null;
  onStepChange: (step: string | null) => void;
  grid?: FlowItemsGrid | undefined;
}

const sentenceOf = (summary: FlowSummary) => {
  const flow = FLOWS[summary.flow];
  const slowest = flow.steps.find((s) => s.id === summary.slowestStep);
  return `${flow.name}: ${formatNumber(summary.items)} items through ${flow.steps.map((s) => s.label).join(', ')}${slowest ? `; the slowest step is ${slowest.label}` : ''}. The table below gives each step's figures.`;
};

/**
 * /flowiq: how work moves. The flow chosen (repair orders, parts requests, vendor invoices, as the user's
 * permissions allow) as a diagram of its steps with who passed, who waits and the median hours to reach each,
 * the slowest step in red, the same figures as a table, the items waiting longest in each step, and a step's
 * items in a grid whose references open the RO's customer, the pick or the vendor's invoices.
 */
export function FlowIq({ flows, flow, onFlowChange, customerType, onCustomerTypeChange, filters, summary, step, onStepChange, grid, freshness, isLoading, error, onRetry }: FlowIqProps) {
  if (!flow || !flows.length) {
    return (
      <ReportScreen<FlowItemRow> title="FlowIQ" filters={null} freshness={null}>
        <EmptyState title="No flow to show" description="FlowIQ shows the flows of the areas you work in: repair orders, parts requests or vendor invoices. Ask an administrator for one of their permissions." />
      </ReportScreen>
    );
  }
  const { steps, name, hasCustomers } = FLOWS[flow];
  const figures = summary?.steps ?? [];
  const slowest = steps.find((s) => s.id === summary?.slowestStep);
  const openStep = steps.find((s) => s.id === step);
  const stuck = steps.filter((s) => summary?.stuck[s.id]?.length);
  return (
    <ReportScreen<FlowItemRow>
      title="FlowIQ"
      description="How work moves through the shop, the parts counter and accounts payable: each step's count and the median clock hours to reach it from the step before, the slowest step, and what waits longest. Open items sit in the step they wait for."
      filters={
        filters ? (
          <ReportFilterBar {...filters}>
            <Select label="Flow" items={flows.map((id) => ({ id, label: FLOWS[id].name }))} value={flow} isRequired onChange={(id) => id && onFlowChange(id as FlowId)} />
            {hasCustomers ? (
              <Select label="Customer type" placeholder="All customers" items={CUSTOMER_TYPES.map((t) => ({ id: t, label: t }))} value={customerType} onChange={(t) => onCustomerTypeChange(t as CustomerType | null)} />
            ) : null}
          </ReportFilterBar>
        ) : null
      }
      freshness={freshness}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      kpis={[
        { label: 'Items in the flow', value: summary?.items ?? 0, format: formatNumber },
        { label: 'Waiting now', value: figures.reduce((sum, f) => sum + f.inStep, 0), format: formatNumber },
        {
          label: 'Slowest step, median',
          value: figures.find((f) => f.step === slowest?.id)?.medianHours ?? 0,
          format: (hours) => (slowest ? hoursText(hours) : '—'),
          ...(slowest ? { note: { text: slowest.label, tone: 'critical' as const } } : {}),
        },
      ]}
      chart={
        summary && !summary.items ? (
          <EmptyState title="Nothing moved in this period" description="No item entered this flow in the period, and none is open. Try a longer period or all your branches." />
        ) : (
          <Card title={`${name}: steps`}>
            <div className={css.diagram}>
              {summary ? (
                <FlowDiagram steps={steps} figures={figures} slowestStep={summary.slowestStep} selectedStep={step} onStepPress={onStepChange} summary={sentenceOf(summary)} />
              ) : null}
              <div className={css.tableScroll}>
                <table className={css.table}>
                  <caption>Each step of the {name.toLowerCase()} flow (clock hours from the step before)</caption>
                  <thead>
                    <tr>
                      <th scope="col">Step</th>
                      <th scope="col">Passed</th>
                      <th scope="col">Waiting</th>
                      <th scope="col">Skipped</th>
                      <th scope="col">Left the flow</th>
                      <th scope="col">Median</th>
                      <th scope="col">90th percentile</th>
                    </tr>
                  </thead>
                  <tbody>
                    {steps.map((s, i) => {
                      const f = figures[i];
                      return (
                        <tr key={s.id} className={s.id === summary?.slowestStep ? css.slowRow : undefined}>
                          <th scope="row">
                            <Button tone="ghost" size="small" onPress={() => onStepChange(s.id)} aria-label={`Show the items of ${s.label}`}>
                              {s.label}
                            </Button>{' '}
                            {s.id === summary?.slowestStep ? <Badge tone="critical">Slowest</Badge> : null}
                          </th>
                          <td>{formatNumber(f?.passed ?? 0)}</td>
                          <td>{formatNumber(f?.inStep ?? 0)}</td>
                          <td>{formatNumber(f?.skipped ?? 0)}</td>
                          <td>{formatNumber(f?.left ?? 0)}</td>
                          <td>{hoursText(f?.medianHours ?? null)}</td>
                          <td>{hoursText(f?.p90Hours ?? null)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {openStep ? (
                <div className={css.drillHead}>
                  <h3 className={css.drillTitle}>Items of {openStep.label}</h3>
                  <p className={css.muted}>{openStep.reachedWhen}</p>
                  <Button tone="secondary" size="small" onPress={() => onStepChange(null)}>
                    Close the items
                  </Button>
                </div>
              ) : null}
            </div>
          </Card>
        )
      }
      {...(grid && openStep
        ? {
            grid: {
              ...grid,
              'aria-label': `Items of ${openStep.label}`,
              columns: flowItemColumns(flow),
              getRowId: (row: FlowItemRow) => row.itemId,
              emptyMessage: `No item reached or waits in ${openStep.label} in this period.`,
            },
          }
        : {})}
    >
      {stuck.length ? (
        <Card title="Waiting longest">
          <div className={css.stuck}>
            {stuck.map((s) => (
              <section key={s.id} aria-label={`Waiting longest in ${s.label}`}>
                <h3 className={css.drillTitle}>{s.label}</h3>
                <ul className={css.stuckList}>
                  {summary!.stuck[s.id]!.map((item) => (
                    <li key={item.itemId} className={css.stuckItem}>
                      <span>
                        <ItemLink flow={flow} row={item} /> {item.party ? <span className={css.muted}>{item.party}</span> : null}
                        <br />
                        <span className={css.muted}>since {formatDateTime(item.startedAt)}</span>
                      </span>
                      <span className={css.hours}>{hoursText(item.hours)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Card>
      ) : null}
    </ReportScreen>
  );
}
