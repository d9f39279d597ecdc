import type { FileRules } from '../files';
import { MB } from '../files';
import type { WireStatus } from './wireAuthorization';

/**
 * A wire's evidence (the spec's "attachments (invoice, bill of sale, payoff letter)"): PDFs or images checked by
 * their content. Evidence is not a change of payee, amount or date, so attaching one after an approval keeps the
 * approvals (the list says who attached it and when); it is removed only before anyone approved the wire.
 */
export const WIRE_ATTACHMENT_KINDS = ['Invoice', 'Bill of sale', 'Payoff letter', 'Other'] as const;
export type WireAttachmentKind = (typeof WIRE_ATTACHMENT_KINDS)[number];

export const WIRE_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export type WireAttachmentType = (typeof WIRE_ATTACHMENT_TYPES)[number];
export const WIRE_ATTACHMENT_FILE_RULES: FileRules = { accept: [...WIRE_ATTACHMENT_TYPES], maxFileBytes: 10 * MB, maxTotalBytes: 10 * MB, maxFiles: 1 };

export const WIRE_ATTACHMENT_NEEDED = 'Choose the document to attach (a PDF or an image).';
export const WIRE_ATTACHMENT_TOO_LARGE = `A wire’s document may be ${WIRE_ATTACHMENT_FILE_RULES.maxFileBytes / MB} MB at most.`;
export const WIRE_ATTACHMENT_NOT_READABLE = 'A wire’s document must be a PDF or an image (PNG, JPEG, TIFF), checked by its content, not its name.';
export const WIRE_ATTACHMENT_KIND_NEEDED = 'Choose what the document is: an invoice, a bill of sale, a payoff letter or other.';
export const WIRE_ATTACHMENT_NOT_FOUND = 'That attachment does not exist.';

/** Why a document may not be attached to a wire in this status, or null. */
export const attachRefusal = (status: WireStatus): string | null =>
  status === 'Rejected' || status === 'Cancelled' ? `A ${status.toLowerCase()} wire takes no more documents.` : null;

/** Why a wire's document may not be removed in this status, or null: only before an approval, never after the release. */
export function attachmentRemovalRefusal(status: WireStatus): string | null {
  if (status === 'Draft' || status === 'Submitted') return null;
  if (status === 'Released' || status === 'Confirmed') return 'The wire has been released: its documents are its record and stay.';
  if (status === 'Rejected' || status === 'Cancelled') return `The wire is ${status.toLowerCase()}: its documents are its record and stay.`;
  return 'The wire holds an approval given with its documents: they stay.';
}

/** A wire's document as the wire's page lists it. */
export interface WireAttachment {
  id: number;
  version: number;
  kind: WireAttachmentKind;
  fileName: string;
  mimeType: WireAttachmentType;
  size: number;
  attachedBy: string;
  attachedAt: string;
}

/** Where a wire's document is opened (inline) or downloaded (`?download`). */
export const wireAttachmentPath = (wireId: number, attachmentId: number) => `/api/accounting/wires/${wireId}/attachments/${attachmentId}`;
