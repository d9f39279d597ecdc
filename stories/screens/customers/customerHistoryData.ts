import type { CustomerHeader, CustomerListing } from '../../../src/domain/customers/customerHistory';
import type {
  ArItemRow,
  CustomerAging,
  CustomerDocumentRow,
  CustomerLostSaleRow,
  CustomerTab,
  DealRow,
  LeaseRow,
  PartsInvoiceRow,
  RepairOrderRow,
  UnitRow,
} from '../../../src/domain/customers/customerHistoryTabs';
import { moneyText } from '../../../src/domain/money';
import type { StatusLinkCreated } from '../../../src/domain/service/statusLinks';

/** The stories' customers and one customer's history, made by rule so every story and picture stays the same. */

const NAMES = ['Peachtree Hauling LLC', 'Gwinnett County Fleet', 'Southern Aggregates Inc', 'Chattahoochee Logistics', 'Red Clay Paving Co', 'Mobile Bay Towing'];

export const listing = (i: number, extra: Partial<CustomerListing> = {}): CustomerListing => ({
  cusId: String(100_101 + i * 7),
  name: NAMES[i % NAMES.length]!,
  brnId: i % 3 === 2 ? '102' : '101',
  city: i % 2 ? 'Norcross' : 'Forest Park',
  state: 'GA',
  phone: `(770) 555-${String(1200 + i * 13).padStart(4, '0')}`,
  match: null,
  viewedAt: null,
  lastActivity: `2026-11-${String(17 - i).padStart(2, '0')}`,
  ...extra,
});

export const viewedCustomers = (n: number) => Array.from({ length: n }, (_, i) => listing(i, { viewedAt: `2026-11-18T1${4 - Math.min(i, 4)}:${String(10 + i).padStart(2, '0')}:00.000Z` }));
export const latestCustomers = (n: number) => Array.from({ length: n }, (_, i) => listing(i));
export const VIN = '1FVACWDT5HHJ41286';
export const vinMatches = [listing(0, { match: { field: 'VIN last 6', value: VIN } }), listing(3, { match: { field: 'VIN', value: '3AKJHHDR0LSLA4128' } })];

const SPEND = [0, 1200, 0, 3400, 2100, 0, 880, 45000, 1500, 0, 2600, 1900, 700, 0, 3100, 2400, 0, 1200, 980, 4300, 0, 1600, 2200, 1400];

export const header = (seesCostAndGross: boolean, extra: Partial<CustomerHeader> = {}): CustomerHeader => ({
  cusId: '100101',
  name: 'Peachtree Hauling LLC',
  brnId: '101',
  branchName: 'Norcross',
  city: 'Norcross',
  state: 'GA',
  phone: '(770) 555-1200',
  email: 'ap@peachtreehauling.example',
  terms: 'NET30',
  creditLimit: '75000.00',
  balance: '18432.17',
  onHold: false,
  taxExempt: false,
  isFleet: true,
  fleetSize: 14,
  salesperson: 'Sandy Sales',
  firstActivity: '2023-02-06',
  lastActivity: '2026-11-17',
  spend: SPEND.map((parts, i) => {
    const month = new Date(Date.UTC(2024, 11 + i, 1)).toISOString().slice(0, 7);
    return { month, parts: moneyText(parts * 100), service: moneyText(((parts * 7) % 5000) * 100), vehicles: i === 7 ? '98500.00' : '0.00', lease: i >= 10 ? '2150.00' : '0.00' };
  }),
  seesCostAndGross,
  asOf: '2026-11-18T14:15:00.000Z',
  stale: false,
  ...extra,
});

const at = (i: number, hour = 14) => new Date(Date.UTC(2026, 10, 17 - (i % 300) / 2, hour, (i * 17) % 60)).toISOString();
const day = (i: number) => at(i).slice(0, 10);
const cents = (i: number, base: number) => moneyText(base * 100 + ((i * 7919) % 50_000));

export const invoices = (n: number): PartsInvoiceRow[] =>
  Array.from({ length: n }, (_, i) => {
    const total = 8_000 + ((i * 7919) % 90_000);
    const cost = Math.round(total * 0.68);
    return { slsId: String(3_000_900 - i), invoicedAt: at(i), brnId: i % 4 === 3 ? '102' : '101', roSlsId: i % 3 ? null : String(5_000_400 - i), counterperson: i % 2 ? 'Pat Parts' : 'Cory Counter', lines: 1 + (i % 6), total: moneyText(total), cost: moneyText(cost), gross: moneyText(total - cost) };
  });

export const repairOrders = (n: number): RepairOrderRow[] =>
  Array.from({ length: n }, (_, i) => ({
    slsId: String(5_000_400 - i),
    brnId: '101',
    type: ['CP', 'FLT', 'WTY', 'INT'][i % 4]!,
    state: i < 2 ? 'Open' : 'Invoiced',
    untId: `U${8100 + (i % 5)}`,
    fleetNo: `PH${101 + (i % 5)}`,
    openedAt: at(i * 3, 12),
    promisedAt: at(i * 3 - 1, 20),
    invoicedAt: i < 2 ? null : at(i * 3 - 2, 21),
    writer: 'Sam Service',
    hrsBill: (2 + (i % 7) * 1.5).toFixed(2),
    labor: cents(i, 300),
    parts: cents(i + 3, 200),
    total: cents(i + 5, 520),
  }));

export const units = (n: number): UnitRow[] =>
  Array.from({ length: n }, (_, i) => ({
    untId: `U${8100 + i}`,
    vin: `1FVACWDT${i}HHJ4${String(1286 + i * 31).padStart(4, '0')}`.slice(0, 17),
    fleetNo: `PH${101 + i}`,
    year: 2017 + (i % 8),
    make: i % 3 ? 'Freightliner' : 'Ford',
    model: i % 3 ? 'M2 106' : 'F-750',
    repairOrders: 3 + (i % 5),
    lastService: day(i * 5),
  }));

export const deals = (n: number): DealRow[] =>
  Array.from({ length: n }, (_, i) => ({
    dealId: `D${7200 - i}`,
    brnId: '101',
    stockNo: `N${31_200 - i}`,
    vehicle: `${2024 + (i % 2)} Ford F-750`,
    newUsed: i % 3 ? 'New' : 'Used',
    soldOn: day(i * 40),
    deliveredOn: day(i * 40 - 3),
    salesperson: 'Sandy Sales',
    lender: i % 2 ? 'Ford Credit' : null,
    price: cents(i, 98_000),
    cost: cents(i, 91_000),
    frontGross: cents(i, 4_200),
    backGross: cents(i, 1_100),
  }));

export const leases = (n: number): LeaseRow[] =>
  Array.from({ length: n }, (_, i) => ({ contractId: `L${4100 + i}`, kind: i % 2 ? 'Rental' : 'Lease', brnId: '101', untId: `U${8100 + i}`, startsOn: day(i * 60 + 30), endsOn: day(i * 60 - 300), status: i ? 'Ended' : 'Active', monthlyAmount: cents(i, 2_150) }));

const BUCKETS = ['Current', '1–30', '31–60', '61–90', '91–120', '120+'];
export const arItems = (n: number): ArItemRow[] =>
  Array.from({ length: n }, (_, i) => ({ docId: String(3_000_900 - i * 3), brnId: '101', docType: i % 7 === 6 ? 'Finance charge' : 'Invoice', docDate: day(i * 9 + 30), dueDate: day(i * 9), daysPastDue: i * 9 - 1, bucket: BUCKETS[Math.min(5, Math.floor((i * 9) / 30) + (i ? 1 : 0))]!, amount: cents(i, 900), balance: cents(i, 600) }));

export const agingOf = (rows: readonly ArItemRow[]): CustomerAging => ({
  buckets: BUCKETS.map((label, i) => {
    const of = rows.filter((r) => r.bucket === label);
    return { id: `b${i}`, label, balance: moneyText(of.reduce((s, r) => s + Math.round(Number(r.balance) * 100), 0)), count: of.length };
  }),
});

export const documents = (n: number): CustomerDocumentRow[] =>
  Array.from({ length: n }, (_, i) => ({ docId: 900 + i, kind: i % 2 ? 'Repair order' : 'Parts invoice', number: String(3_000_900 - i), xref: String(3_000_900 - i), brnId: '101', createdAt: at(i), pages: 1 + (i % 2) }));

export const lostSales = (n: number): CustomerLostSaleRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: 4400 + i, createdAt: at(i * 4), brnId: '101', partNo: `FL${1200 + i}`, description: 'Air dryer cartridge', qty: 1 + (i % 3), source: 'Counter', reason: 'Out of stock', status: i % 2 ? 'Closed' : 'New' }));

/** Each tab's rows for a story, `n` of each. */
export const tabRows = (tab: CustomerTab, n: number): Record<string, unknown>[] =>
  ({ invoices, ros: repairOrders, units, deals, leases, ar: arItems, documents, 'lost-sales': lostSales })[tab](n) as unknown as Record<string, unknown>[];

/** The status link the server answers "Send status link" with: mailed to the customer, working while the RO is open. */
export const SENT_LINK: StatusLinkCreated = { url: 'https://portal.example/customermobile/4kT9vQ2xLm8pR7sWz3Yb', expiresAt: null, mailedTo: 'ap@peachtreehauling.example' };
