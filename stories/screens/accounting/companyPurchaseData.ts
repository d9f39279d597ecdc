import { PURCHASE_DEPARTMENTS, PURCHASE_STATUSES, purchaseNumber } from '../../../src/domain/accounting/companyPurchase';
import type { PurchaseDetail, PurchaseOverview, PurchaseRow, PurchaseVendor } from '../../../src/domain/accounting/companyPurchaseViews';

/** Purchase requests of the stories, a few hundred at most, made the same way every run. */

const VENDORS = ['Snap-on Tools', 'Grainger Industrial', 'CDW Government', 'Mohawk Lifts', 'Fastenal', 'Uline'];
const WHAT = ['Two-post truck lift', 'Impact wrench set', 'Laptops for service writers', 'Shop fans', 'Parts shelving', 'Diagnostic tablet'];
const PEOPLE = ['Dana Whitfield', 'Marcus Bell', 'Priya Raman', 'Tom Alvarez'];

export function purchaseRows(count: number, branches = ['101', '102']): PurchaseRow[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const status = PURCHASE_STATUSES[i % PURCHASE_STATUSES.length]!;
    const ordered = ['Ordered', 'Received in part', 'Received', 'Invoiced', 'Closed'].includes(status);
    const brnId = branches[i % branches.length]!;
    return {
      id,
      requestNo: purchaseNumber(id),
      requestedOn: `2026-11-${String(18 - (i % 17)).padStart(2, '0')}`,
      brnId,
      department: PURCHASE_DEPARTMENTS[i % PURCHASE_DEPARTMENTS.length]!,
      requester: PEOPLE[i % PEOPLE.length]!,
      vendor: VENDORS[i % VENDORS.length]!,
      description: WHAT[i % WHAT.length]!,
      amount: ((i * 733) % 14_000 + 120.5).toFixed(2),
      glAccount: i % 3 ? '6320' : '6350',
      poNumber: ordered ? `PO-${brnId}-${String(id).padStart(5, '0')}` : null,
      status,
    };
  });
}

export const PURCHASE_OVERVIEW: PurchaseOverview = {
  awaitingMyApproval: 3,
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].flatMap((month, i) => [
    { month, department: 'Service', amount: (4200 + i * 900).toFixed(2) },
    { month, department: 'Parts', amount: (1800 + (i % 3) * 700).toFixed(2) },
    { month, department: 'IT', amount: (i % 2 ? 2600 : 400).toFixed(2) },
  ]),
};

export const STORY_VENDORS: PurchaseVendor[] = [
  { venId: 'MOHAWK', name: 'Mohawk Lifts' },
  { venId: 'SNAPON', name: 'Snap-on Tools' },
  { venId: 'GRAING', name: 'Grainger Industrial' },
];

/** A $12,000.00 request waiting for the general manager, the department head's approval given. */
export const PENDING_PURCHASE: PurchaseDetail = {
  purchase: {
    id: 42,
    version: 3,
    requestNo: 'CP-00042',
    brnId: '101',
    department: 'Service',
    vendorId: 'MOHAWK',
    vendor: 'Mohawk Lifts',
    glAccount: '6320',
    justification: 'The second lift bay has no lift: trucks wait a day for the first one.',
    tax: '400.00',
    freight: '100.00',
    amount: '12000.00',
    status: 'Pending',
    requestedBy: 'Dana Whitfield',
    requestedOn: '2026-11-16',
    poNumber: null,
    poEmailedTo: null,
  },
  lines: [
    { id: 1, lineNo: 1, description: 'Two-post truck lift', quantity: 1, unitPrice: '9500.00', extended: '9500.00', quantityReceived: 0, capital: true },
    { id: 2, lineNo: 2, description: 'Creeper', quantity: 4, unitPrice: '500.00', extended: '2000.00', quantityReceived: 0, capital: false },
  ],
  tiers: ['department-head', 'general-manager', 'controller', 'principal'],
  waitingFor: 'general-manager',
  trail: [{ tier: 'department-head', decision: 'Approved', by: 'Marcus Bell', at: '2026-11-17T14:05:00.000Z', reason: null, resetAt: null }],
  receipts: [],
  quotes: [{ id: 7, fileName: 'Mohawk quote 1182.pdf', size: 48_211 }],
  splitWarning: null,
  approvalRefusal: null,
};

/** The same request ordered, two of four creepers received. */
export const RECEIVING_PURCHASE: PurchaseDetail = {
  ...PENDING_PURCHASE,
  purchase: { ...PENDING_PURCHASE.purchase, status: 'Received in part', version: 9, poNumber: 'PO-101-00042', poEmailedTo: 'orders@mohawklifts.example' },
  lines: [PENDING_PURCHASE.lines[0]!, { ...PENDING_PURCHASE.lines[1]!, quantityReceived: 2 }],
  waitingFor: null,
  trail: (['department-head', 'general-manager', 'controller', 'principal'] as const).map((tier, i) => ({
    tier,
    decision: 'Approved' as const,
    by: PEOPLE[i]!,
    at: `2026-11-1${7 + (i > 1 ? 1 : 0)}T1${i}:00:00.000Z`,
    reason: null,
    resetAt: null,
  })),
  receipts: [{ line: 'Creeper', quantity: 2, at: '2026-11-18T13:30:00.000Z', by: 'Tom Alvarez' }],
};
