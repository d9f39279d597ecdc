import { describe, expect, it } from 'vitest';
import {
  businessDaysAfter,
  dueAlertOf,
  ORDER_NEEDED,
  outcomeIssues,
  QUOTE_BEFORE_RECEIVED,
  quoteDateIssue,
  quoteRefusal,
  REASON_NEEDED,
  responseDaysOf,
  rfqNumberText,
  winRateOf,
} from '../../../src/domain/sales/altecRfqs';
import { rfqCreateSchema, rfqOutcomeSchema, rfqQuoteSchema } from '../../../src/domain/sales/altecRfqsPayloads';

const choice = { reason: null, stockNo: null, dealId: null };

describe('an RFQ outcome', () => {
  it('needs a reason when Lost or No bid', () => {
    expect(outcomeIssues({ ...choice, outcome: 'Lost' })).toEqual([{ field: 'reason', message: REASON_NEEDED }]);
    expect(outcomeIssues({ ...choice, outcome: 'No bid', reason: '  ' })).toEqual([{ field: 'reason', message: REASON_NEEDED }]);
    expect(outcomeIssues({ ...choice, outcome: 'Lost', reason: 'Price: lost to a Freightliner dealer' })).toEqual([]);
  });

  it('needs its order linked when Won: a deal or a stock number', () => {
    expect(outcomeIssues({ ...choice, outcome: 'Won' })).toEqual([{ field: 'dealId', message: ORDER_NEEDED }]);
    expect(outcomeIssues({ ...choice, outcome: 'Won', dealId: 'D201-0042' })).toEqual([]);
    expect(outcomeIssues({ ...choice, outcome: 'Won', stockNo: 'N21044' })).toEqual([]);
  });

  it('needs nothing more when Pending', () => {
    expect(outcomeIssues({ ...choice, outcome: 'Pending' })).toEqual([]);
  });

  it('is refused by its payload on the field that lacks', () => {
    const lost = rfqOutcomeSchema.safeParse({ version: 1, outcome: 'Lost', reason: '' });
    expect(lost.success).toBe(false);
    expect(lost.error?.issues[0]).toMatchObject({ path: ['reason'], message: REASON_NEEDED });
    const won = rfqOutcomeSchema.safeParse({ version: 1, outcome: 'Won' });
    expect(won.error?.issues[0]).toMatchObject({ path: ['dealId'], message: ORDER_NEEDED });
    expect(rfqOutcomeSchema.parse({ version: 2, outcome: 'Won', dealId: ' D101-7 ' })).toEqual({ version: 2, outcome: 'Won', reason: null, stockNo: null, dealId: 'D101-7' });
  });
});

describe('a quote', () => {
  it('cannot be dated before the RFQ was received', () => {
    expect(quoteDateIssue('2026-11-10', '2026-11-09')).toBe(QUOTE_BEFORE_RECEIVED);
    expect(quoteDateIssue('2026-11-10', '2026-11-10')).toBeNull();
  });

  it('is recorded only on a Pending RFQ', () => {
    expect(quoteRefusal('Pending')).toBeNull();
    expect(quoteRefusal('Won')).toBe('This RFQ is won: set it back to Pending to quote it again.');
    expect(quoteRefusal('No bid')).toBe('This RFQ is marked No bid: set it back to Pending to quote it again.');
  });

  it('reads its unit price into exact cents', () => {
    expect(rfqQuoteSchema.parse({ version: 1, quoteNo: 'Q-201-0001', quotedOn: '2026-11-12', unitPrice: '61,245.50' })).toMatchObject({ unitPrice: 6_124_550, expectedDelivery: null });
    expect(rfqQuoteSchema.safeParse({ version: 1, quoteNo: 'Q', quotedOn: '2026-11-12', unitPrice: '0' }).error?.issues[0]?.path).toEqual(['unitPrice']);
  });

  it('answers in business days from received to quoted', () => {
    // Received Friday 11/20, quoted Tuesday 11/24: Monday and Tuesday.
    expect(responseDaysOf('2026-11-20', '2026-11-24')).toBe(2);
    expect(responseDaysOf('2026-11-20', '2026-11-20')).toBe(0);
    // Thanksgiving (11/26) is no business day.
    expect(responseDaysOf('2026-11-25', '2026-11-27')).toBe(1);
    expect(responseDaysOf('2026-11-20', null)).toBeNull();
  });
});

describe('the due-date alert', () => {
  const today = '2026-11-25'; // a Wednesday before Thanksgiving
  it('flags a Pending RFQ with no quote due within three business days', () => {
    expect(businessDaysAfter(today, 3)).toBe('2026-12-01');
    expect(dueAlertOf({ outcome: 'Pending', quotedOn: null, dueOn: '2026-11-25' }, today)).toBe('Due soon');
    expect(dueAlertOf({ outcome: 'Pending', quotedOn: null, dueOn: '2026-12-01' }, today)).toBe('Due soon');
    expect(dueAlertOf({ outcome: 'Pending', quotedOn: null, dueOn: '2026-12-02' }, today)).toBeNull();
  });

  it('flags one past due as Overdue', () => {
    expect(dueAlertOf({ outcome: 'Pending', quotedOn: null, dueOn: '2026-11-24' }, today)).toBe('Overdue');
  });

  it('leaves a quoted or decided RFQ alone', () => {
    expect(dueAlertOf({ outcome: 'Pending', quotedOn: '2026-11-20', dueOn: '2026-11-24' }, today)).toBeNull();
    expect(dueAlertOf({ outcome: 'No bid', quotedOn: null, dueOn: '2026-11-24' }, today)).toBeNull();
  });
});

describe('the win rate', () => {
  it('is Won ÷ (Won + Lost), No bid and Pending left out', () => {
    expect(winRateOf(3, 1)).toBe(75);
    expect(winRateOf(0, 0)).toBeNull();
  });
});

describe('a new RFQ', () => {
  const rfq = {
    brnId: '201',
    rfqNo: rfqNumberText(2026, 142),
    receivedOn: '2026-11-20',
    plant: 'Birmingham, AL',
    contact: 'Dana Whitfield',
    model: 'F-550',
    cab: 'Regular cab',
    wheelbase: 165,
    cabToAxle: 84,
    gvwr: 19_500,
    drivetrain: '4x4',
    qty: 4,
    dueOn: '2026-12-01',
    salesperson: 'Marcus Reed',
  };
  it('is read with its blanks as none', () => {
    expect(rfqCreateSchema.parse({ ...rfq, endCustomer: '' })).toMatchObject({ rfqNo: 'ALT-2026-0142', endCustomer: null, upfitShipTo: null });
  });
  it('cannot be due before it was received', () => {
    expect(rfqCreateSchema.safeParse({ ...rfq, dueOn: '2026-11-19' }).error?.issues[0]?.path).toEqual(['dueOn']);
  });
});
