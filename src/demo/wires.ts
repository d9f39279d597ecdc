import type { WireStatus } from '../domain/accounting/wireAuthorization';
import type { WireBeneficiary } from '../domain/accounting/wireAuthorizationViews';
import { addDays, newYorkDay } from '../domain/businessDays';

/**
 * The demo's wires and the beneficiaries they go to, relative to the demo's "now": the seed records them
 * (server/db/seedWires.ts) and the stories show the same ones. A beneficiary whose `verifiedDaysAgo` is null
 * waits for its call-back.
 */
export interface DemoBeneficiary extends Pick<WireBeneficiary, 'brnId' | 'name' | 'bankName' | 'routingNumber' | 'accountNumber' | 'phone'> {
  key: string;
  verifiedDaysAgo: number | null;
}

export const DEMO_WIRE_BENEFICIARIES: readonly DemoBeneficiary[] = [
  { key: 'dtf', brnId: '101', name: 'Daimler Truck Financial', bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountNumber: '004418826310', phone: '(800) 555-0131', verifiedDaysAgo: 400 },
  { key: 'peterbilt', brnId: '101', name: 'Peterbilt Motors Company', bankName: 'Bank of America', routingNumber: '026009593', accountNumber: '898120447215', phone: '(940) 555-0188', verifiedDaysAgo: 210 },
  { key: 'fleetparts', brnId: '101', name: 'Fleet Parts Supply LLC', bankName: 'Truist Bank', routingNumber: '061000104', accountNumber: '1000276654', phone: '(770) 555-0142', verifiedDaysAgo: 35 },
  { key: 'bodyworks', brnId: '101', name: 'Southeast Body Works', bankName: 'Synovus Bank', routingNumber: '061100606', accountNumber: '7730019925', phone: '(404) 555-0167', verifiedDaysAgo: null },
  { key: 'dtf102', brnId: '102', name: 'Daimler Truck Financial', bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountNumber: '004418826327', phone: '(800) 555-0131', verifiedDaysAgo: 380 },
];

export interface DemoWire {
  beneficiary: string;
  brnId: string;
  amountCents: number;
  /** Days from the demo's today; negative is before it. */
  valueInDays: number;
  requestedDaysAgo: number;
  purpose: string;
  reference: string;
  status: WireStatus;
  /** Who did each step: the requester, then the approvers by their seed names. */
  requester: 'accounting' | 'admin';
  approvers: ('admin' | 'accounting')[];
  bankReference?: string;
  rejectReason?: string;
}

export const DEMO_WIRES: readonly DemoWire[] = [
  { beneficiary: 'dtf', brnId: '101', amountCents: 8_642_750, valueInDays: -26, requestedDaysAgo: 28, purpose: 'Floor-plan payoff', reference: 'Stock N24117', status: 'Confirmed', requester: 'accounting', approvers: ['admin'], bankReference: 'FED20261023-4471' },
  { beneficiary: 'peterbilt', brnId: '101', amountCents: 14_890_000, valueInDays: -12, requestedDaysAgo: 14, purpose: 'New truck purchase', reference: 'Deal 71842', status: 'Released', requester: 'accounting', approvers: ['admin'], bankReference: 'FED20261106-1182' },
  { beneficiary: 'fleetparts', brnId: '101', amountCents: 1_275_480, valueInDays: -5, requestedDaysAgo: 6, purpose: 'Vendor payment', reference: 'Invoice FP-22817', status: 'Approved', requester: 'accounting', approvers: ['admin'] },
  { beneficiary: 'fleetparts', brnId: '101', amountCents: 1_850_000, valueInDays: 1, requestedDaysAgo: 1, purpose: 'Vendor payment', reference: 'Invoice FP-23004', status: 'Submitted', requester: 'admin', approvers: [] },
  { beneficiary: 'bodyworks', brnId: '101', amountCents: 2_240_000, valueInDays: 3, requestedDaysAgo: 2, purpose: 'Body shop sublet', reference: 'RO 558120', status: 'Approved 1 of 2', requester: 'accounting', approvers: ['admin'] },
  { beneficiary: 'dtf', brnId: '101', amountCents: 6_315_200, valueInDays: 4, requestedDaysAgo: 0, purpose: 'Floor-plan payoff', reference: 'Stock U23981', status: 'Draft', requester: 'accounting', approvers: [] },
  { beneficiary: 'peterbilt', brnId: '101', amountCents: 912_500, valueInDays: -19, requestedDaysAgo: 20, purpose: 'Parts prepayment', reference: 'PO 44120', status: 'Rejected', requester: 'accounting', approvers: [], rejectReason: 'Pay by check: the vendor is on net 30.' },
  { beneficiary: 'dtf102', brnId: '102', amountCents: 9_120_000, valueInDays: 2, requestedDaysAgo: 1, purpose: 'Floor-plan payoff', reference: 'Stock N24302', status: 'Submitted', requester: 'accounting', approvers: [] },
];

/** A demo wire's value date and request day, from the demo's now. */
export const demoWireDays = (wire: DemoWire, now: Date) => {
  const today = newYorkDay(now);
  return { valueDate: addDays(today, wire.valueInDays), requestedOn: addDays(today, -wire.requestedDaysAgo) };
};
