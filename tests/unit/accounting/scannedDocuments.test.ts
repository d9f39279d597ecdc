import { describe, expect, it } from 'vitest';
import { filingRefusal, readPageRanges, turned } from '../../../src/domain/accounting/scannedDocumentsRules';
import { suggestScan } from '../../../src/domain/accounting/scannedDocumentsSuggest';
import { mayReadCreditApplications } from '../../../src/domain/accounting/scannedDocuments';

describe('suggestScan', () => {
  it('says it has no idea when nothing names a type or a record', () => {
    expect(suggestScan('scan0001.pdf')).toEqual({ type: null, link: null, confidence: 0 });
  });

  it('reads a type from the file name, less sure than from the text', () => {
    expect(suggestScan('Deposit slip.tif')).toEqual({ type: 'Deposit slip', link: null, confidence: 45 });
    expect(suggestScan('scan.pdf', 'DEPOSIT TICKET')).toEqual({ type: 'Deposit slip', link: null, confidence: 60 });
    expect(suggestScan('deposit.pdf', 'Deposit ticket')).toEqual({ type: 'Deposit slip', link: null, confidence: 80 });
  });

  it('finds a written-out key, keeping its case, and is surer with it', () => {
    expect(suggestScan('Deposit slip Xref 52001.tif')).toEqual({ type: 'Deposit slip', link: { kind: 'xref', value: '52001' }, confidence: 60 });
    expect(suggestScan('x.pdf', 'Manufacturer\'s Statement of Origin  Stock No. T4411a')).toEqual({ type: 'Title/MSO', link: { kind: 'stockNo', value: 'T4411a' }, confidence: 75 });
    expect(suggestScan('x.pdf', 'INVOICE  Vendor: V1002  Remit to')).toMatchObject({ type: 'Vendor invoice', link: { kind: 'venId', value: 'V1002' } });
  });

  it('tells a parts invoice, an RO and a credit application from a vendor invoice', () => {
    expect(suggestScan('Parts invoice 7781.pdf').type).toBe('Parts invoice');
    expect(suggestScan('RO 5512 signed.pdf').type).toBe('RO');
    expect(suggestScan('credit app smith trucking.pdf').type).toBe('Credit application');
    expect(suggestScan('W9 Acme.pdf').type).toBe('W-9');
  });

  it('never claims certainty', () => {
    expect(suggestScan('deposit xref 1.pdf', 'Deposit Xref 1').confidence).toBeLessThanOrEqual(95);
  });
});

describe('readPageRanges', () => {
  it('reads pages and ranges in order', () => {
    expect(readPageRanges('1-2, 3', 4)).toEqual([{ from: 1, to: 2 }, { from: 3, to: 3 }]);
    expect(readPageRanges(' 4 , 1 - 3', 4)).toEqual([{ from: 4, to: 4 }, { from: 1, to: 3 }]);
  });

  it.each([
    ['', 'Enter the pages of each new document, e.g. 1-2, 3.'],
    ['1-a', "'1-a' is not a page or a range of pages (e.g. 1-2)."],
    ['1-5', 'Pages 1-5 are not within 1-4.'],
    ['3-2', 'Pages 3-2 are not within 1-4.'],
    ['0', 'Pages 0 are not within 1-4.'],
    ['1-2, 2-3', 'Pages 2-3 are in two documents.'],
    ['1-4', 'Split it into at least two documents.'],
  ])('refuses %j', (text, message) => {
    expect(readPageRanges(text, 4)).toBe(message);
  });
});

describe('filingRefusal', () => {
  const blank = { docType: null, linkKind: null, linkValue: null, vendorId: null, invoiceNo: null, invoiceAmount: null, invoiceDate: null } as const;

  it('needs a type, and a record for all but Other', () => {
    expect(filingRefusal(blank)?.field).toBe('docType');
    expect(filingRefusal({ ...blank, docType: 'Deposit slip' })).toEqual({ field: 'linkValue', message: 'Link the deposit slip to its record before filing it.' });
    expect(filingRefusal({ ...blank, docType: 'Deposit slip', linkKind: 'xref', linkValue: '52001' })).toBeNull();
    expect(filingRefusal({ ...blank, docType: 'Other' })).toBeNull();
  });

  it('needs a vendor invoice’s vendor, number, amount and date', () => {
    const invoice = { ...blank, docType: 'Vendor invoice' as const };
    expect(filingRefusal(invoice)?.field).toBe('vendorId');
    expect(filingRefusal({ ...invoice, vendorId: 'V1' })?.field).toBe('invoiceNo');
    expect(filingRefusal({ ...invoice, vendorId: 'V1', invoiceNo: 'A-1' })?.field).toBe('invoiceAmount');
    expect(filingRefusal({ ...invoice, vendorId: 'V1', invoiceNo: 'A-1', invoiceAmount: '10.00' })?.field).toBe('invoiceDate');
    expect(filingRefusal({ ...invoice, vendorId: 'V1', invoiceNo: 'A-1', invoiceAmount: '10.00', invoiceDate: '2026-11-02' })).toBeNull();
  });
});

describe('the rest', () => {
  it('turns by quarters within a full turn', () => {
    expect(turned(270, 180)).toBe(90);
    expect(turned(0, 90)).toBe(90);
  });

  it('shows credit applications to F&I and accounting only', () => {
    expect(mayReadCreditApplications(['can view transaction detail'])).toBe(true);
    expect(mayReadCreditApplications(['can view finance and insurance report'])).toBe(true);
    expect(mayReadCreditApplications(['can view uncategorized scanned'])).toBe(false);
  });
});
