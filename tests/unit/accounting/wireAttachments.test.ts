import { describe, expect, it } from 'vitest';
import { attachmentRemovalRefusal, attachRefusal } from '../../../src/domain/accounting/wireAttachments';
import { WIRE_STATUSES } from '../../../src/domain/accounting/wireAuthorization';

describe('a wire’s documents', () => {
  it('are removed only before an approval, never after the release', () => {
    expect(WIRE_STATUSES.filter((s) => !attachmentRemovalRefusal(s))).toEqual(['Draft', 'Submitted']);
    expect(attachmentRemovalRefusal('Approved 1 of 2')).toBe('The wire holds an approval given with its documents: they stay.');
    expect(attachmentRemovalRefusal('Released')).toBe('The wire has been released: its documents are its record and stay.');
    expect(attachmentRemovalRefusal('Cancelled')).toBe('The wire is cancelled: its documents are its record and stay.');
  });

  it('are attached at any step but to a rejected or cancelled wire', () => {
    expect(WIRE_STATUSES.filter((s) => attachRefusal(s))).toEqual(['Rejected', 'Cancelled']);
    expect(attachRefusal('Rejected')).toBe('A rejected wire takes no more documents.');
  });
});
