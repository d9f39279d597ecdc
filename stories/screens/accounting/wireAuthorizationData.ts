import type { WireAttachment } from '../../../src/domain/accounting/wireAttachments';
import { maskedAccountNumber, wireNumber, type WireStatus } from '../../../src/domain/accounting/wireAuthorization';
import type { WireBeneficiary, WireDetail, WireOverview, WireRow } from '../../../src/domain/accounting/wireAuthorizationViews';
import { addDays } from '../../../src/domain/businessDays';
import { moneyText } from '../../../src/domain/money';
import { DEMO_NOW } from '../../../src/demo/now';
import { DEMO_WIRE_BENEFICIARIES, DEMO_WIRES, demoWireDays } from '../../../src/demo/wires';

/** The stories' wires: the demo's (src/demo/wires.ts) as the API answers them on DEMO_NOW, account numbers masked. */

/** The branches a story's user may request a wire for. */
export const WIRE_BRANCHES = [
  { id: '101', label: '101 - Norcross' },
  { id: '102', label: '102 - Forest Park' },
];

const PEOPLE = { admin: 'Alex Admin', accounting: 'Casey Accounting' } as const;

export const wireBeneficiaries = (masked = true): WireBeneficiary[] =>
  DEMO_WIRE_BENEFICIARIES.map((b, i) => ({
    id: i + 1,
    version: 1,
    brnId: b.brnId,
    name: b.name,
    bankName: b.bankName,
    routingNumber: b.routingNumber,
    accountNumber: masked ? maskedAccountNumber(b.accountNumber) : b.accountNumber,
    phone: b.phone,
    callbackPhone: b.phone,
    verified: b.verifiedDaysAgo === null ? null : { at: new Date(DEMO_NOW.getTime() - b.verifiedDaysAgo * 86_400_000).toISOString(), by: PEOPLE.admin, note: 'Confirmed with their accounts receivable.' },
  }));

/** `count` wires: the demo's eight, then more of the same kinds a week apart. */
export function wireRows(count = DEMO_WIRES.length): WireRow[] {
  const beneficiaries = wireBeneficiaries();
  return Array.from({ length: count }, (_, i) => {
    const w = DEMO_WIRES[i % DEMO_WIRES.length]!;
    const days = demoWireDays(w, DEMO_NOW);
    const shift = -7 * Math.floor(i / DEMO_WIRES.length);
    const b = beneficiaries[DEMO_WIRE_BENEFICIARIES.findIndex((d) => d.key === w.beneficiary)]!;
    return {
      id: count - i,
      requestNo: wireNumber(count - i),
      requestedOn: addDays(days.requestedOn, shift),
      brnId: w.brnId,
      beneficiary: b.name,
      bank: `${b.bankName} ${b.accountNumber}`,
      amount: moneyText(w.amountCents),
      purpose: w.purpose,
      reference: w.reference,
      valueDate: addDays(days.valueDate, shift),
      status: w.status,
      approvers: w.approvers.map((a) => PEOPLE[a]).join(', '),
    };
  });
}

export const wireOverview = (rows = wireRows()): WireOverview => {
  const weeks = new Map<string, { count: number; cents: number }>();
  for (const r of rows) {
    const monday = addDays(r.valueDate, -((new Date(`${r.valueDate}T12:00:00Z`).getUTCDay() + 6) % 7));
    const week = weeks.get(monday) ?? { count: 0, cents: 0 };
    weeks.set(monday, { count: week.count + 1, cents: week.cents + Math.round(Number(r.amount) * 100) });
  }
  return {
    awaitingMyApproval: rows.filter((r) => r.status === 'Submitted' && r.brnId === '101').length,
    weeks: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([week, w]) => ({ week, count: w.count, amount: moneyText(w.cents) })),
    cutOff: '16:00',
  };
};

/** A wire's documents: the invoice it pays and, when asked, a bill of sale and a payoff letter. */
export const wireDocuments = (count = 1): WireAttachment[] =>
  (
    [
      { kind: 'Invoice', fileName: 'Invoice SBW-10482.pdf', mimeType: 'application/pdf', size: 184_320 },
      { kind: 'Bill of sale', fileName: 'Bill of sale U24410.pdf', mimeType: 'application/pdf', size: 96_256 },
      { kind: 'Payoff letter', fileName: 'Payoff letter.jpg', mimeType: 'image/jpeg', size: 1_468_006 },
    ] as const
  )
    .slice(0, count)
    .map((d, i) => ({ ...d, id: i + 1, version: 1, attachedBy: PEOPLE.accounting, attachedAt: new Date(DEMO_NOW.getTime() - (47 - i) * 3_600_000).toISOString() }));

/** The $60,000.00 wire of the issue to a new beneficiary, in `status`, as its requester (Casey) sees it. */
export function wireDetail(status: WireStatus = 'Submitted', over: Partial<WireDetail> = {}): WireDetail {
  const approvals = status === 'Approved 1 of 2' ? 1 : ['Approved', 'Released', 'Confirmed'].includes(status) ? 2 : 0;
  const at = (hours: number) => new Date(DEMO_NOW.getTime() - (48 - hours) * 3_600_000).toISOString();
  const trail: WireDetail['trail'] = [];
  if (status !== 'Draft') trail.push({ kind: 'Submitted', by: PEOPLE.accounting, at: at(1), note: null, resetAt: null });
  if (approvals >= 1) trail.push({ kind: 'Approved', by: PEOPLE.admin, at: at(3), note: null, resetAt: null });
  if (approvals >= 2) trail.push({ kind: 'Approved', by: 'Linda Anderson', at: at(5), note: null, resetAt: null });
  if (status === 'Released' || status === 'Confirmed') trail.push({ kind: 'Released', by: PEOPLE.accounting, at: at(7), note: 'FED20261120-0042', resetAt: null });
  return {
    wire: {
      id: 42,
      version: 3,
      requestNo: wireNumber(42),
      brnId: '101',
      status,
      amount: '60000.00',
      valueDate: '2026-11-23',
      purpose: 'Used truck purchase',
      reference: 'Stock U24410',
      notes: '',
      bankReference: status === 'Released' || status === 'Confirmed' ? 'FED20261120-0042' : null,
      requestedBy: PEOPLE.accounting,
      requestedAt: at(0),
      approvalsNeeded: 2,
      approvals,
    },
    beneficiary: { ...wireBeneficiaries()[3]!, verified: null },
    trail,
    attachments: wireDocuments(),
    approvalRefusal: status === 'Submitted' || status === 'Approved 1 of 2' ? 'You recorded this wire: someone else must approve it.' : null,
    releaseRefusal: 'The beneficiary’s bank details have not been confirmed by a call-back: record the call-back before the wire is released.',
    cutOffWarning: null,
    ...over,
  };
}
