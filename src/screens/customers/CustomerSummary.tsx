import type { CustomerHeader } from '../../domain/customers/customerHistory';
import type { CustomerAging } from '../../domain/customers/customerHistoryTabs';
import { formatDate, formatMoney, formatMoney2 } from '../../domain/format';
import { Badge } from '../../ui/Badge/Badge';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { StackedBarChart } from '../../ui/charts/StackedBarChart';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import * as css from './CustomerHistory.css';

const SPEND_SERIES = [
  { key: 'parts', label: 'Parts' },
  { key: 'service', label: 'Service' },
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'lease', label: 'Lease' },
] as const;

export interface CustomerSummaryProps {
  header: CustomerHeader | undefined;
  /** The AR tab's aging bar, when that tab is open. */
  aging?: CustomerAging | undefined;
}

/** Who the customer is and what they spent: the header's details, the 24 months by department, and on the AR tab the aging bar. */
export function CustomerSummary({ header, aging }: CustomerSummaryProps) {
  const h = header;
  const contacts = h ? [h.phone, h.email, [h.city, h.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ') : null;
  return (
    <div className={css.record}>
      <Card title="Customer">
        <KeyValue
          items={[
            { label: 'CusId', value: h?.cusId },
            { label: 'Branch', value: h ? `${h.brnId}${h.branchName ? ` - ${h.branchName}` : ''}` : null },
            { label: 'Contacts', value: contacts },
            { label: 'Terms', value: h?.terms },
            { label: 'Credit limit', value: h ? formatMoney2(h.creditLimit) : null },
            { label: 'Balance', value: h ? formatMoney2(h.balance) : null },
            { label: 'Hold', value: h ? h.onHold ? <Badge tone="critical">On credit hold</Badge> : 'No' : null },
            { label: 'Tax-exempt', value: h && h.taxExempt !== null ? (h.taxExempt ? 'Yes' : 'No') : null },
            { label: 'Fleet size', value: h ? `${h.fleetSize} ${h.fleetSize === 1 ? 'unit' : 'units'}${h.isFleet ? ' (fleet account)' : ''}` : null },
            { label: 'Salesperson', value: h?.salesperson },
            { label: 'First activity', value: h?.firstActivity ? formatDate(h.firstActivity) : null },
            { label: 'Last activity', value: h?.lastActivity ? formatDate(h.lastActivity) : null },
          ]}
        />
      </Card>
      <Card title="Spend by department, 24 months">
        <StackedBarChart
          title="Spend by department, 24 months"
          data={(h?.spend ?? []).map((m) => ({ month: m.month, parts: Number(m.parts), service: Number(m.service), vehicles: Number(m.vehicles), lease: Number(m.lease) }))}
          categoryKey="month"
          categoryLabel="Month"
          series={SPEND_SERIES}
          format={formatMoney}
          height={220}
          isLoading={!h}
          emptyMessage="No spend in your branches in 24 months."
        />
      </Card>
      {aging ? (
        <Card title="Open AR by aging">
          <BarChart
            title="Open AR by aging"
            data={aging.buckets.map((b) => ({ bucket: b.label, balance: Number(b.balance) }))}
            categoryKey="bucket"
            categoryLabel="Days past due"
            series={[{ key: 'balance', label: 'Balance' }]}
            format={formatMoney}
            height={180}
            emptyMessage="Nothing open."
          />
        </Card>
      ) : null}
    </div>
  );
}
