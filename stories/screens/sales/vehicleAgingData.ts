import { addDays, daysBetween } from '../../../src/domain/businessDays';
import { moneyText, sumCents } from '../../../src/domain/money';
import {
  AGING_BUCKETS,
  bucketOf,
  dailyInterestCents,
  floorPlanInterestCents,
  isCurtailmentDue,
  needsUsedReview,
  type AgingStatus,
  type VehicleAgingRow,
  type VehicleAgingSummary,
  type VehicleCostAdds,
} from '../../../src/domain/sales/vehicleAging';

/** The stories' today (REPORT_NOW's New York day). */
export const AGING_TODAY = '2026-11-18';

const MODELS = [
  ['Ford', 'F-650', 'Ford Credit Commercial Lending', '7.450'],
  ['International', 'MV607', 'Navistar Financial', '7.125'],
  ['Isuzu', 'NPR-HD', 'Wells Fargo Commercial Distribution Finance', '8.100'],
  ['Ford', 'F-550', 'Ford Credit Commercial Lending', '7.800'],
] as const;
const BODIES = ['Dump body', 'Box van 26 ft', 'Cab and chassis', 'Service body', 'Flatbed 16 ft'];
const AGES = [4, 19, 37, 58, 72, 95, 126, 170, 210, 300, 400];

/** `n` trucks at 101 and 102, every bucket met: every third used (a used one past 90 days flagged), curtailments 180 (new) or 90 (used) days after receipt. */
const statusOf = (i: number, isNew: boolean): AgingStatus => {
  if (i % 9 === 4) return 'In recon';
  if (i % 13 === 7) return 'Sold';
  if (isNew && i % 11 === 3) return 'In transit';
  if (isNew && i % 11 === 5) return 'At upfitter';
  return isNew && i % 17 === 8 ? 'Demo' : 'In stock';
};

export function agingRows(n: number): VehicleAgingRow[] {
  return Array.from({ length: n }, (_, i) => {
    const [make, model, newLender, newApr] = MODELS[i % MODELS.length]!;
    const isNew = i % 3 !== 2;
    const days = AGES[i % AGES.length]! + Math.floor(i / AGES.length);
    const receivedOn = addDays(AGING_TODAY, -days);
    const floored = i % 7 === 6 && !isNew ? 0 : 6_000_000 + ((i * 733_117) % 9_000_000);
    const apr = floored === 0 ? '0.000' : isNew ? newApr : '9.250';
    const first = addDays(receivedOn, isNew ? 180 : 90);
    const curtailmentOn = floored === 0 ? null : first >= AGING_TODAY ? first : addDays(first, 30 * Math.ceil(daysBetween(first, AGING_TODAY) / 30));
    return {
      stockNo: `${isNew ? 'N' : 'U'}${31_000 + i}`,
      vin: `${(10_000_000 + i * 7_919).toString(36).toUpperCase().padStart(8, 'X').slice(-8)}`,
      newUsed: isNew ? 'New' : 'Used',
      year: isNew ? 2026 : 2019 + (i % 5),
      make,
      model,
      body: BODIES[i % BODIES.length]!,
      brnId: i % 2 ? '102' : '101',
      status: statusOf(i, isNew),
      receivedOn,
      daysInStock: days,
      bucket: bucketOf(days),
      cost: moneyText(floored ? floored + 250_000 : 3_800_000),
      lender: floored === 0 ? null : isNew ? newLender : 'Ally Commercial Services',
      flooredAmount: moneyText(floored),
      apr,
      dailyInterest: moneyText(dailyInterestCents(floored, apr)),
      interestToDate: moneyText(floorPlanInterestCents(floored, apr, days)),
      curtailmentOn,
      curtailmentAmount: curtailmentOn === null ? null : moneyText(Math.round(floored * (isNew ? 0.1 : 0.15))),
      askingPrice: i % 13 === 7 ? null : moneyText(Math.round(((floored ? floored + 250_000 : 3_800_000) * 1.15) / 10_000) * 10_000),
      curtailmentDue: isCurtailmentDue(curtailmentOn, AGING_TODAY) ? 'Yes' : 'No',
      usedReview: needsUsedReview(isNew, days) ? 'Yes' : 'No',
    };
  });
}

/** The server's summary of these rows: a cell per branch and bucket, and the tiles. */
export function agingSummary(rows: readonly VehicleAgingRow[]): VehicleAgingSummary {
  const cells = [...new Set(rows.map((r) => r.brnId))].sort().flatMap((brnId) =>
    AGING_BUCKETS.map(({ label }) => rows.filter((r) => r.brnId === brnId && r.bucket === label))
      .filter((mine) => mine.length)
      .map((mine) => ({ brnId, bucket: mine[0]!.bucket, units: mine.length, cost: moneyText(sumCents(mine.map((r) => r.cost))), interestToDate: moneyText(sumCents(mine.map((r) => r.interestToDate))) })),
  );
  return {
    cells,
    units: rows.length,
    cost: moneyText(sumCents(rows.map((r) => r.cost))),
    interestToDate: moneyText(sumCents(rows.map((r) => r.interestToDate))),
    dailyInterest: moneyText(sumCents(rows.map((r) => r.dailyInterest))),
    curtailmentsDue: rows.filter((r) => r.curtailmentDue === 'Yes').length,
    usedForReview: rows.filter((r) => r.usedReview === 'Yes').length,
  };
}

/** A used truck's cost adds: two recon orders. */
export function costAddsOf(row: VehicleAgingRow, withOrders = true): VehicleCostAdds {
  const orders = withOrders
    ? [
        { slsId: '101-48211', job: 'Used truck reconditioning', status: 'Invoiced', openedOn: addDays(row.receivedOn, 2), invoicedOn: addDays(row.receivedOn, 6), labor: '702.00', parts: '1184.37', total: '1886.37' },
        { slsId: '101-48390', job: 'Brakes; Lighting', status: 'Open', openedOn: addDays(row.receivedOn, 9), invoicedOn: null, labor: '351.00', parts: '412.90', total: '763.90' },
      ]
    : [];
  const costAdds = sumCents(orders.map((o) => o.total));
  return { stockNo: row.stockNo, brnId: row.brnId, description: `${row.year} ${row.make} ${row.model} · VIN 1FDXF6${row.vin}`, cost: row.cost, orders, costAdds: moneyText(costAdds), totalCost: moneyText(sumCents([row.cost]) + costAdds), sale: row.status === 'Sold' ? { dealId: `D${200_000 + Number(row.stockNo.slice(1))}`, soldOn: addDays(AGING_TODAY, -4) } : null };
}
