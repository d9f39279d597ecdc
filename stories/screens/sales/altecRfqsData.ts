import { fn } from 'storybook/test';
import { createRandom } from '../../../src/demo/random';
import { moneyText } from '../../../src/domain/money';
import { ALTEC_PLANTS, dueAlertOf, quoteNumberText, responseDaysOf, RFQ_OUTCOMES, rfqNumberText, winRateOf, businessDaysAfter } from '../../../src/domain/sales/altecRfqs';
import type { AltecRfqDetail, AltecRfqRow, AltecRfqSummary } from '../../../src/domain/sales/altecRfqsList';
import { addDays } from '../../../src/domain/businessDays';

/** The stories' day: Wednesday 11/18/2026, as the report kit's REPORT_NOW. */
export const RFQ_TODAY = '2026-11-18';

const MODELS = [
  { model: 'F-550', cab: 'Regular cab', wheelbase: 165, cabToAxle: 84, gvwr: 19_500, drivetrain: '4x4', price: 64_250 },
  { model: 'F-600', cab: 'Regular cab', wheelbase: 189, cabToAxle: 108, gvwr: 22_000, drivetrain: '4x4', price: 70_900 },
  { model: 'F-750', cab: 'Crew cab', wheelbase: 254, cabToAxle: 144, gvwr: 33_000, drivetrain: '4x2', price: 118_400 },
] as const;

/** `count` RFQs at 201 and 101, the latest first: the first three Pending and not quoted (two due soon, one overdue), then a mix. */
export function rfqRows(count: number): AltecRfqRow[] {
  const r = createRandom(2111);
  return Array.from({ length: count }, (_, i) => {
    const spec = MODELS[i % MODELS.length]!;
    const fresh = i < 3;
    const receivedOn = addDays(RFQ_TODAY, -(i * 6 + 2));
    const dueOn = fresh ? (i === 2 ? addDays(RFQ_TODAY, -1) : businessDaysAfter(RFQ_TODAY, i + 1)) : businessDaysAfter(receivedOn, 7);
    const outcome = fresh ? 'Pending' : RFQ_OUTCOMES[i % 4]!;
    const quotedOn = fresh || outcome === 'No bid' ? null : businessDaysAfter(receivedOn, 1 + (i % 3));
    const qty = [1, 2, 4, 6][i % 4]!;
    const unitCents = quotedOn ? (spec.price + r.int(-900, 900)) * 100 : null;
    const brnId = i % 4 === 3 ? '101' : '201';
    return {
      id: i + 1,
      rfqNo: rfqNumberText(2026, 200 - i),
      brnId,
      receivedOn,
      plant: ALTEC_PLANTS[i % 3]!,
      contact: ['Dana Whitfield', 'Curtis Hale', 'Brenda Okafor'][i % 3]!,
      endCustomer: ['Alabama Power', 'Huntsville Utilities', null, 'Jackson EMC'][i % 4]!,
      ...spec,
      qty,
      dueOn,
      quoteNo: quotedOn ? quoteNumberText(brnId, 200 - i) : null,
      quotedOn,
      unitPrice: unitCents === null ? null : moneyText(unitCents),
      quoteTotal: unitCents === null ? null : moneyText(unitCents * qty),
      responseDays: responseDaysOf(receivedOn, quotedOn),
      outcome,
      reason: outcome === 'Lost' ? 'Price: another Ford dealer was lower' : outcome === 'No bid' ? 'No F-600 allocation this quarter' : null,
      orderRef: outcome === 'Won' ? `Deal D${brnId}-${400 + i}` : null,
      upfitShipTo: 'Altec, Birmingham, AL',
      expectedDelivery: outcome === 'Won' ? addDays(receivedOn, 75) : null,
      salesperson: ['Marcus Reed', 'Tanya Brooks'][i % 2]!,
      alert: dueAlertOf({ outcome, quotedOn, dueOn }, RFQ_TODAY),
      attachments: quotedOn ? 2 : 1,
    } satisfies AltecRfqRow;
  });
}

/** The summary the server answers for these rows: its tiles, and units by the month received. */
export function rfqSummary(rows: readonly AltecRfqRow[]): AltecRfqSummary {
  const count = (o: string) => rows.filter((r) => r.outcome === o).length;
  const quotedDays = rows.flatMap((r) => (r.responseDays === null ? [] : [r.responseDays]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10 - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
  const sum = (list: readonly AltecRfqRow[]) => list.reduce((n, r) => n + r.qty, 0);
  return {
    won: count('Won'),
    lost: count('Lost'),
    noBid: count('No bid'),
    pending: count('Pending'),
    winRate: winRateOf(count('Won'), count('Lost')),
    unitsQuoted: sum(rows.filter((r) => r.quotedOn)),
    unitsWon: sum(rows.filter((r) => r.outcome === 'Won')),
    averageResponseDays: quotedDays.length ? Math.round((quotedDays.reduce((a, b) => a + b, 0) / quotedDays.length) * 10) / 10 : null,
    alerts: rows.filter((r) => r.alert).length,
    months: months.map((month) => {
      const of = rows.filter((r) => r.receivedOn.startsWith(month));
      return { month, quoted: sum(of.filter((r) => r.quotedOn)), won: sum(of.filter((r) => r.outcome === 'Won')) };
    }),
  };
}

/** A row as its dialog reads it: its version, its links and its PDFs. */
export function rfqDetail(row: AltecRfqRow): AltecRfqDetail {
  return {
    ...row,
    version: 2,
    dealId: row.orderRef?.replace('Deal ', '') ?? null,
    stockNo: null,
    files: row.quotedOn
      ? [
          { id: row.id * 10, kind: 'RFQ', fileName: `${row.rfqNo}.pdf`, size: 182_400, attachedBy: 'Sandy Sales', attachedAt: `${row.receivedOn}T14:05:00.000Z` },
          { id: row.id * 10 + 1, kind: 'Quote', fileName: `${row.quoteNo}.pdf`, size: 96_200, attachedBy: 'Sandy Sales', attachedAt: `${row.quotedOn}T19:30:00.000Z` },
        ]
      : [{ id: row.id * 10, kind: 'RFQ', fileName: `${row.rfqNo}.pdf`, size: 182_400, attachedBy: 'Sandy Sales', attachedAt: `${row.receivedOn}T14:05:00.000Z` }],
  };
}

/** An RFQ dialog's host callbacks, recorded, and its quiet state: nothing failed, nothing pending. */
export const recordedDialog = () => ({
  error: null,
  onRetry: fn(),
  actionError: null,
  isPending: false,
  onQuote: fn(),
  onOutcome: fn(),
  onAttach: fn(async () => undefined),
  progress: null,
  onDownload: fn(),
  onClose: fn(),
});
