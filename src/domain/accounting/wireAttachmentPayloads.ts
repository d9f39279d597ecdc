import * as z from 'zod/mini';
import { versionField } from '../recordChange';
import { WIRE_ATTACHMENT_KIND_NEEDED, WIRE_ATTACHMENT_KINDS } from './wireAttachments';

/** The form fields beside an attached wire document's file: what it is. */
export const wireAttachmentFields = z.object({ kind: z.enum(WIRE_ATTACHMENT_KINDS, { error: WIRE_ATTACHMENT_KIND_NEEDED }) });

/** The removal of a wire's document as of the version the user saw. */
export const wireAttachmentRemoveSchema = z.object({ version: versionField });
