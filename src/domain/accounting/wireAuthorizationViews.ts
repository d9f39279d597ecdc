import { BRANCH_FIELD, type ListFields } from '../listFields';
import type { WireAttachment } from './wireAttachments';
import type { WireStatus, WireTrailKind } from './wireAuthorization';

/** The screens' view of wires: the list, one wire with its trail, the beneficiaries to pick from. */

export const WIRES_PATH = 'accounting/wires';
export const WIRE_BENEFICIARIES_PATH = 'accounting/wire-beneficiaries';

export interface WireRow {
  id: number;
  requestNo: string;
  requestedOn: string;
  brnId: string;
  beneficiary: string;
  /** The account's last four, masked, unless the user may see bank details. */
  bank: string;
  amount: string;
  purpose: string;
  reference: string;
  valueDate: string;
  status: WireStatus;
  approvers: string;
}

export const WIRE_FIELDS = {
  requestNo: { header: 'Request no.', format: 'text' },
  requestedOn: { header: 'Date', format: 'date' },
  brnId: BRANCH_FIELD,
  beneficiary: { header: 'Beneficiary', format: 'text' },
  bank: { header: 'Bank', format: 'text' },
  amount: { header: 'Amount', format: 'money2', total: 'sum' },
  purpose: { header: 'Purpose', format: 'text' },
  reference: { header: 'Reference', format: 'text' },
  valueDate: { header: 'Value date', format: 'date' },
  status: { header: 'Status', format: 'text', filter: 'values' },
  approvers: { header: 'Approvers', format: 'text' },
} as const satisfies ListFields & Record<Exclude<keyof WireRow, 'id'>, unknown>;

/** A beneficiary as a user may see it: the account number masked unless they may see bank details. */
export interface WireBeneficiary {
  id: number;
  version: number;
  brnId: string;
  name: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  phone: string;
  /** The number a call-back must be made to. */
  callbackPhone: string;
  verified: { at: string; by: string; note: string | null } | null;
}

export interface WireTrailLine {
  kind: WireTrailKind;
  by: string;
  at: string;
  note: string | null;
  /** When an edit reset this approval. */
  resetAt: string | null;
}

export interface WireDetail {
  wire: {
    id: number;
    version: number;
    requestNo: string;
    brnId: string;
    status: WireStatus;
    amount: string;
    valueDate: string;
    purpose: string;
    reference: string;
    notes: string;
    bankReference: string | null;
    requestedBy: string;
    requestedAt: string;
    /** How many approvals it needs and holds. */
    approvalsNeeded: 1 | 2;
    approvals: number;
  };
  beneficiary: WireBeneficiary;
  trail: WireTrailLine[];
  /** Its documents (invoice, bill of sale, payoff letter, other), oldest first. */
  attachments: WireAttachment[];
  /** Why the person looking may not approve it (null: they may, when it waits for an approval). */
  approvalRefusal: string | null;
  /** Why it may not be released yet (null: it may, once approved). */
  releaseRefusal: string | null;
  cutOffWarning: string | null;
}

/** The list's figures: what waits for my approval, and the wires of each week. */
export interface WireOverview {
  awaitingMyApproval: number;
  weeks: { week: string; count: number; amount: string }[];
  cutOff: string;
}
