import { useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { formatDate, formatDateTime, formatMoney2, formatNumber } from '../../domain/format';
import { LOST_SALE_SOURCES, partLostSaleSchema, replacedText, type PartLineRecord, type PartLostSale, type PartPage } from '../../domain/parts/partsResearch';
import { Alert } from '../../ui/Alert/Alert';
import { Barcode } from '../../ui/Barcode/Barcode';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../ui/ErrorState/ErrorState';
import type { FieldOption } from '../../ui/Field/Field';
import { useForm } from '../../ui/Form/useForm';
import { KeyValue } from '../../ui/KeyValue/KeyValue';
import { Link } from '../../ui/Link/Link';
import { Modal } from '../../ui/Modal/Modal';
import { NumberField } from '../../ui/NumberField/NumberField';
import { Select } from '../../ui/Select/Select';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { TextField } from '../../ui/TextField/TextField';
import * as css from './PartsResearch.css';

export interface PartsResearchPartProps {
  page: PartPage | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The user's branches: a lost sale is logged at one of them. */
  myBranches: readonly FieldOption[];
  /** Resolves true once the lost sale is recorded (the dialog closes). */
  onLogLostSale: (sale: PartLostSale) => Promise<boolean>;
  isSaving: boolean;
  saveError: string | null;
}

const SOURCE_OPTIONS = LOST_SALE_SOURCES.map((s) => ({ id: s, label: s }));

function LostSaleDialog({ page, myBranches, onLogLostSale, isSaving, saveError, onClose }: Pick<PartsResearchPartProps, 'myBranches' | 'onLogLostSale' | 'isSaving' | 'saveError'> & { page: PartPage; onClose: () => void }) {
  const [brnId, setBrnId] = useState<string | null>(myBranches[0]?.id ?? null);
  const [qty, setQty] = useState(1);
  const [source, setSource] = useState<string | null>('Counter');
  const [customer, setCustomer] = useState('');
  const [reason, setReason] = useState('');
  const form = useForm(partLostSaleSchema, {
    values: { brnId: brnId ?? '', qty, source: (source ?? '') as PartLostSale['source'], customer, reason },
    onValid: async (sale) => void ((await onLogLostSale(sale)) && onClose()),
  });
  const title = `Log a lost sale of ${page.partNo}`;
  return (
    <Modal title={title} size="small" isOpen onOpenChange={(open) => (open || isSaving ? null : onClose())}>
      <Form className={css.dialogForm} onSubmit={form.onSubmit} validationBehavior="aria" aria-label={title}>
        {saveError ? <Alert tone="critical">{saveError}</Alert> : null}
        <Select label="Branch" items={[...myBranches]} value={brnId} onChange={setBrnId} isRequired errorMessage={form.errors.brnId} />
        <NumberField label="Quantity asked for" minValue={1} value={qty} onChange={setQty} isRequired errorMessage={form.errors.qty} />
        <Select label="Asked by" items={SOURCE_OPTIONS} value={source} onChange={setSource} isRequired errorMessage={form.errors.source} />
        <TextField label="Customer" value={customer} onChange={setCustomer} errorMessage={form.errors.customer} />
        <TextField label="Why it was lost" description="The customer went without or elsewhere: not a mere price check." value={reason} onChange={setReason} isRequired errorMessage={form.errors.reason} />
        <div className={css.actions}>
          <Button type="submit" isPending={isSaving}>
            Log lost sale
          </Button>
          <Button tone="secondary" isDisabled={isSaving} onPress={onClose}>
            Cancel
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * The shelf label: the number large, the description, the primary bin at the user's first branch, a Code 128
 * barcode; printed from Shelf Label Parts (a PDF sheet or ZPL), which opens with this part and branch.
 */
function LabelDialog({ page, onClose }: { page: PartPage; onClose: () => void }) {
  const branch = page.branches.find((b) => b.mine && b.bins.length) ?? page.branches.find((b) => b.mine);
  const bin = branch?.bins[0] ?? '';
  const printHref = `/shelflabelparts?${new URLSearchParams({ partNo: page.partNo, ...(branch ? { brnId: branch.brnId } : {}) })}`;
  return (
    <Modal title={`Label for ${page.partNo}`} size="small" isOpen onOpenChange={(open) => (open ? null : onClose())}>
      <div className={css.dialogForm}>
        <div className={css.label} aria-label="Label preview" role="figure">
          <span className={css.labelPartNo}>{page.partNo}</span>
          <span>{page.description}</span>
          {bin ? <span>Bin {bin}</span> : null}
          <Barcode value={page.partNo} />
        </div>
        <div className={css.actions}>
          <Link href={printHref}>Print as a PDF sheet or on the label printer</Link>
          <Button tone="secondary" onPress={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** A table that scrolls sideways on a narrow screen: a named region the keyboard can reach to scroll it. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.tableWrap} role="region" aria-label={`${label} table`} tabIndex={0}>
      {children}
    </div>
  );
}

function LinesTable({ lines, caption, empty }: { lines: readonly PartLineRecord[]; caption: string; empty: string }) {
  if (!lines.length) return <EmptyState title={empty} headingLevel={3} />;
  return (
    <Scroll label={caption}>
      <table className={css.table} aria-label={caption}>
        <thead>
          <tr>
            <th>Date</th>
            <th>Document</th>
            <th>Branch</th>
            <th>Part</th>
            <th className={css.number}>Qty</th>
            <th className={css.number}>Back-ordered</th>
            <th className={css.number}>Price</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.kind}-${l.docId}-${l.partNo}-${l.on}`}>
              <td>{formatDate(l.on)}</td>
              <td>
                {l.kind} {l.docId}
              </td>
              <td>{l.brnId}</td>
              <td>{l.partNo}</td>
              <td className={css.number}>{formatNumber(l.qty)}</td>
              <td className={css.number}>{formatNumber(l.qtyBackorder)}</td>
              <td className={css.number}>{formatMoney2(l.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function StockTable({ page }: { page: PartPage }) {
  if (!page.branches.length) return <EmptyState title="No branch stocks this part" headingLevel={3} />;
  return (
    <Scroll label="Stock at every branch">
      {/* The one screen that shows other branches' stock, by design: staff see where to ask for a transfer. */}
      <table className={css.table} aria-label="Stock at every branch">
        <thead>
          <tr>
            <th>Branch</th>
            <th className={css.number}>On hand</th>
            <th className={css.number}>Available</th>
            <th className={css.number}>On order</th>
            <th>Bins</th>
            <th className={css.number}>Min / max</th>
            <th>Last sale</th>
          </tr>
        </thead>
        <tbody>
          {page.branches.map((b) => (
            <tr key={b.brnId} className={b.mine ? css.mine : undefined} aria-current={b.mine ? 'true' : undefined}>
              <td>
                {b.brnId} - {b.name}
                {b.mine ? ' (mine)' : ''}
              </td>
              <td className={css.number}>{formatNumber(b.onHand)}</td>
              <td className={css.number}>{formatNumber(b.available)}</td>
              <td className={css.number}>{formatNumber(b.onOrder)}</td>
              <td>{b.bins.join(', ') || '—'}</td>
              <td className={css.number}>
                {b.minQty} / {b.maxQty}
              </td>
              <td>{formatDate(b.lastSaleOn) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

function PartDetail({ page, ...props }: Omit<PartsResearchPartProps, 'page' | 'isLoading' | 'error' | 'onRetry'> & { page: PartPage }) {
  const [dialog, setDialog] = useState<'lost-sale' | 'label' | null>(null);
  // The links from the number asked for to the current one: "P-123 was replaced by P-456 on 03/01/2025."
  const from = page.chain.findIndex((s) => s.oldPartNo === page.requested);
  const replaced = page.requested !== page.partNo && from >= 0 ? page.chain.slice(from) : [];
  const facts = [
    { label: 'Vendor', value: page.vendor ? `${page.vendor} (${page.venId})` : page.venId },
    { label: 'Stock class', value: page.partClass },
    { label: 'List price', value: formatMoney2(page.listPrice) },
    { label: 'Core charge', value: formatMoney2(page.coreCharge) },
    ...(page.cost === null ? [] : [{ label: 'Cost', value: formatMoney2(page.cost) }]),
    ...(page.chain.length ? [{ label: 'Supersession', value: [...page.chain.map((s) => s.oldPartNo), page.partNo].join(' → ') }] : []),
  ];
  return (
    <section className={css.part} aria-label={`Part ${page.partNo}`}>
      <Card
        title={`${page.partNo} · ${page.description}`}
        actions={
          <div className={css.actions}>
            <Button onPress={() => setDialog('lost-sale')}>Log lost sale</Button>
            <Button tone="secondary" onPress={() => setDialog('label')}>
              Print label
            </Button>
          </div>
        }
      >
        {replaced.length ? (
          <Alert tone="info">
            <p className={css.replaced}>{replaced.map(replacedText).join(' ')} Showing the current number.</p>
          </Alert>
        ) : null}
        <KeyValue items={facts} />
      </Card>
      <div className={css.columns}>
        <Card title="Stock at every branch">
          <StockTable page={page} />
        </Card>
        <Card title="Demand, 24 months">
          <BarChart
            title={`Quantity asked for of ${page.partNo} by month at my branches`}
            data={page.demand.map((d) => ({ month: d.month, qty: d.qty }))}
            categoryKey="month"
            categoryLabel="Month"
            series={[{ key: 'qty', label: 'Quantity' }]}
            format={formatNumber}
            height={240}
            emptyMessage="No demand in 24 months."
          />
        </Card>
      </div>
      <Card title="Orders and sales at my branches">
        <Tabs
          aria-label="Orders and sales"
          tabs={[
            { id: 'backorders', label: `Back orders (${page.backOrders.length})`, content: <LinesTable lines={page.backOrders} caption="Back orders" empty="No back orders in 60 days" /> },
            {
              id: 'lost',
              label: `Lost sales (${page.lostSales.length})`,
              content: page.lostSales.length ? (
                <Scroll label="Lost sales">
                  <table className={css.table} aria-label="Lost sales">
                    <thead>
                      <tr>
                        <th>Logged</th>
                        <th>Branch</th>
                        <th className={css.number}>Qty</th>
                        <th>Asked by</th>
                        <th>Customer</th>
                        <th>Reason</th>
                        <th>Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.lostSales.map((s) => (
                        <tr key={s.id}>
                          <td>{formatDateTime(s.createdAt)}</td>
                          <td>{s.brnId}</td>
                          <td className={css.number}>{s.qty ?? '—'}</td>
                          <td>{s.source}</td>
                          <td>{s.customer ?? '—'}</td>
                          <td>{s.reason}</td>
                          <td>{s.status}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Scroll>
              ) : (
                <EmptyState title="No lost sales of this part" headingLevel={3} />
              ),
            },
            { id: 'recent', label: 'Recent transactions', content: <LinesTable lines={page.recent} caption="Recent transactions" empty="No sales at my branches" /> },
          ]}
        />
      </Card>
      {dialog === 'lost-sale' ? <LostSaleDialog page={page} {...props} onClose={() => setDialog(null)} /> : null}
      {dialog === 'label' ? <LabelDialog page={page} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}

/** One part's page under the search box: loading, refused or missing, or its detail. */
export function PartsResearchPart({ page, isLoading, error, onRetry, ...props }: PartsResearchPartProps) {
  if (error) return <ErrorState title="The part could not be shown" message={error} onRetry={onRetry} />;
  if (!page || isLoading) return <Skeleton lines={8} label="Loading the part" />;
  return <PartDetail page={page} {...props} />;
}
