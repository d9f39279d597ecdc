import {
  CUSTOMER_TAB_FIELDS,
  fieldsFor,
  type ArItemRow,
  type CustomerDocumentRow,
  type CustomerTab,
  type PartsInvoiceRow,
  type RepairOrderRow,
} from '../../domain/customers/customerHistoryTabs';
import { drillHref } from '../../domain/drill';
import type { ListFields } from '../../domain/listFields';
import { Badge } from '../../ui/Badge/Badge';
import type { DataTableColumn } from '../../ui/DataTable/DataTable';
import { Link } from '../../ui/Link/Link';
import { fieldColumns, type ColumnLook } from '../../ui/report/fieldColumns';

type Row = Record<string, unknown>;
type Looks = Record<string, ColumnLook<Row>>;

/** A record Excede posted, opened in Transaction Detail as the accounting screens open it. */
const transactionLink = (brnId: string, key: 'slsId' | 'xref', value: string) => <Link href={drillHref('/ar/transactiondetail', { brnId, [key]: value })}>{value}</Link>;

const TAB_LOOKS: Record<CustomerTab, { looks: Looks; key: string; label: string; empty: string }> = {
  invoices: {
    key: 'slsId',
    label: 'Parts invoices',
    empty: 'No parts invoice of this customer matches in your branches.',
    looks: {
      slsId: { width: '110px', render: (r) => transactionLink((r as unknown as PartsInvoiceRow).brnId, 'slsId', (r as unknown as PartsInvoiceRow).slsId) },
      invoicedAt: { width: '170px' },
      brnId: { width: '80px' },
      roSlsId: { width: '100px' },
      counterperson: { width: 'minmax(140px, 1fr)' },
      lines: { width: '80px' },
    },
  },
  ros: {
    key: 'slsId',
    label: 'Service repair orders',
    empty: 'No repair order of this customer matches in your branches.',
    looks: {
      slsId: { width: '100px', render: (r) => transactionLink((r as unknown as RepairOrderRow).brnId, 'slsId', (r as unknown as RepairOrderRow).slsId) },
      brnId: { width: '80px' },
      type: { width: '70px' },
      state: { width: '100px', render: (r) => <Badge tone={r.state === 'Open' ? 'info' : 'neutral'}>{String(r.state)}</Badge> },
      untId: { width: '90px' },
      fleetNo: { width: '90px' },
      writer: { width: 'minmax(140px, 1fr)' },
    },
  },
  units: {
    key: 'untId',
    label: 'Units',
    empty: 'Excede has no unit of this customer.',
    looks: { untId: { width: '100px' }, vin: { width: '190px' }, fleetNo: { width: '100px' }, year: { width: '70px' }, model: { width: 'minmax(120px, 1fr)' } },
  },
  deals: {
    key: 'dealId',
    label: 'Vehicle purchases',
    empty: 'This customer bought no truck in your branches.',
    looks: { dealId: { width: '90px' }, brnId: { width: '80px' }, vehicle: { width: 'minmax(160px, 1fr)' }, salesperson: { width: 'minmax(140px, 1fr)' } },
  },
  leases: {
    key: 'contractId',
    label: 'Lease and rental contracts',
    empty: 'This customer has no lease or rental contract in your branches.',
    looks: { contractId: { width: '110px' }, brnId: { width: '80px' } },
  },
  ar: {
    key: 'docId',
    label: 'Open AR items',
    empty: 'This customer owes nothing in your branches.',
    looks: {
      docId: { width: '110px', render: (r) => transactionLink((r as unknown as ArItemRow).brnId, 'xref', (r as unknown as ArItemRow).docId) },
      brnId: { width: '80px' },
      docType: { width: '130px' },
      bucket: { width: '90px' },
    },
  },
  documents: {
    key: 'docId',
    label: 'Documents',
    empty: 'No document of this customer’s invoices, repair orders, AR items or receipts has been printed or scanned yet.',
    looks: {
      docId: { width: '100px', render: (r) => <Link href={drillHref('/ar/documentviewer', { docId: (r as unknown as CustomerDocumentRow).docId })}>{String(r.docId)}</Link> },
      kind: { width: '140px' },
      brnId: { width: '80px' },
    },
  },
  'lost-sales': {
    key: 'id',
    label: 'Lost sales',
    empty: 'No lost sale of this customer is recorded in your branches.',
    looks: { id: { width: '80px' }, brnId: { width: '80px' }, description: { width: 'minmax(160px, 1fr)' }, reason: { width: 'minmax(140px, 1fr)' } },
  },
};

export interface TabGridLook {
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  label: string;
  empty: string;
}

const lookOf = (tab: CustomerTab, withCostAndGross: boolean): TabGridLook => {
  const { looks, key, label, empty } = TAB_LOOKS[tab];
  return { columns: fieldColumns<Row, ListFields>(fieldsFor(CUSTOMER_TAB_FIELDS[tab], withCostAndGross), looks), getRowId: (row) => String(row[key]), label, empty };
};

/** Each tab's columns, made once: with cost and gross for a manager, without for anyone else. */
const LOOKS = {
  manager: Object.fromEntries(Object.keys(TAB_LOOKS).map((tab) => [tab, lookOf(tab as CustomerTab, true)])) as Record<CustomerTab, TabGridLook>,
  other: Object.fromEntries(Object.keys(TAB_LOOKS).map((tab) => [tab, lookOf(tab as CustomerTab, false)])) as Record<CustomerTab, TabGridLook>,
};

export const tabGridLook = (tab: CustomerTab, withCostAndGross: boolean): TabGridLook => LOOKS[withCostAndGross ? 'manager' : 'other'][tab];

