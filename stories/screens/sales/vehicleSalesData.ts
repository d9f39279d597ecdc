import { moneyText } from '../../../src/domain/money';
import { salesFiguresOf, trendMonths, unitsOf, type DealFacts } from '../../../src/domain/sales/vehicleSales';
import type { SalesFiguresText, VehicleSalesDealRow, VehicleSalesGroupRow, VehicleSalesSummary } from '../../../src/domain/sales/vehicleSalesFields';

/** November 2026's deals at Norcross as the stories show them: each group's figures are its deals' (salesFiguresOf). */
const SELLERS = [
  ['10211', 'Dana Whitfield'],
  ['10212', 'Marcus Bell'],
  ['10213', 'Rosa Alvarez'],
  ['10214', 'Tom Kessler'],
] as const;
const MAKES = ['Ford', 'International', 'Isuzu'] as const;

/** A deal in cents with its facts; the i-th of a deterministic set. An unwind every 13th. */
function dealOf(i: number, sellers: readonly (readonly [string, string])[]): VehicleSalesDealRow & { facts: DealFacts; empId: string } {
  const [empId, salesperson] = sellers[i % sellers.length]!;
  const isNew = i % 3 !== 2;
  const unwind = i % 13 === 12;
  const cost = 6_200_000 + ((i * 731_900) % 5_400_000);
  const price = Math.round((cost * (isNew ? 1.07 : 1.15)) / 100) * 100;
  const front = price - cost;
  const back = (i % 4) * 61_525;
  const sign = unwind ? -1 : 1;
  const day = `2026-11-${String(2 + (i % 16)).padStart(2, '0')}`;
  const facts: DealFacts = { price: sign * price, frontGross: sign * front, backGross: sign * back, daysToSell: unwind ? null : 12 + ((i * 17) % 140) };
  return {
    facts,
    empId,
    dealId: `D${108_200 + i}`,
    day,
    brnId: '101',
    stockNo: `${isNew ? 'N' : 'U'}${27_100 + (unwind ? i - 1 : i)}`,
    vin: `1FVACWDT${String(40_000_000 + i * 7_919).slice(-9)}`,
    customer: ['Peachtree Paving LLC', 'Gwinnett County Fleet', 'Atlanta Beverage Co', 'Southern Tree Care'][i % 4]!,
    salesperson,
    newUsed: isNew ? 'New' : 'Used',
    make: MAKES[i % MAKES.length]!,
    units: unitsOf(facts),
    price: moneyText(facts.price),
    cost: moneyText(cost),
    frontGross: moneyText(facts.frontGross),
    backGross: moneyText(facts.backGross),
    tradeAllowance: moneyText(i % 5 === 0 ? 2_500_000 : 0),
    lender: i % 2 ? 'Ford Credit' : null,
    soldOn: day,
    deliveredOn: day,
  };
}

const dealsOf = (n: number, sellers: readonly (readonly [string, string])[] = SELLERS) => Array.from({ length: n }, (_, i) => dealOf(i, sellers));

const toText = (f: ReturnType<typeof salesFiguresOf>): SalesFiguresText => ({
  units: f.units,
  sales: moneyText(f.sales),
  frontGross: moneyText(f.frontGross),
  backGross: moneyText(f.backGross),
  grossPerUnit: f.grossPerUnit === null ? null : moneyText(f.grossPerUnit),
  avgDaysToSell: f.avgDaysToSell,
});

/** Each salesperson's row: this month's deals, with last month at 90% and last year at 80% of its units and gross. */
function groupRowsOf(deals: ReturnType<typeof dealsOf>): VehicleSalesGroupRow[] {
  const ids = [...new Set(deals.map((d) => d.empId))];
  return ids.map((empId) => {
    const mine = deals.filter((d) => d.empId === empId);
    const f = salesFiguresOf(mine.map((d) => d.facts));
    const gross = f.frontGross + f.backGross;
    return {
      value: empId,
      label: mine[0]!.salesperson,
      ...toText(f),
      avgDaysToSell: f.avgDaysToSell === null ? null : f.avgDaysToSell.toFixed(1),
      priorUnits: Math.round(f.units * 0.9),
      priorGross: moneyText(Math.round(gross * 0.9)),
      lastYearUnits: Math.round(f.units * 0.8),
      lastYearGross: moneyText(Math.round(gross * 0.8)),
    };
  });
}

function summaryOf(deals: ReturnType<typeof dealsOf>, branches: string[]): VehicleSalesSummary {
  const month = salesFiguresOf(deals.map((d) => d.facts));
  const scaled = (share: number) => toText(salesFiguresOf(deals.map((d) => ({ ...d.facts, frontGross: Math.round(d.facts.frontGross * share), backGross: Math.round(d.facts.backGross * share) })).slice(0, Math.round(deals.length * share))));
  const newUnits = deals.filter((d) => d.newUsed === 'New').reduce((n, d) => n + d.units, 0);
  return {
    period: '2026-11',
    branches,
    month: toText(month),
    priorMonth: scaled(0.9),
    lastYear: scaled(0.8),
    trend: trendMonths('2026-11').map((m, i) => ({ month: m, units: i === 12 ? month.units : 18 + ((i * 7) % 11), grossPerUnit: i === 12 ? moneyText(month.grossPerUnit ?? 0) : moneyText(780_000 + ((i * 91_300) % 310_000)) })),
    mix: { newUnits, usedUnits: month.units - newUnits },
    asOf: '2026-11-18T14:30:00Z',
    stale: false,
  };
}

const rowsOf = (deals: ReturnType<typeof dealsOf>): VehicleSalesDealRow[] => deals.map(({ facts: _facts, empId: _empId, ...row }) => row);

export const novemberDeals = rowsOf(dealsOf(26));
export const novemberGroups = groupRowsOf(dealsOf(26));
export const novemberSummary = summaryOf(dealsOf(26), ['101']);
/** Dana Whitfield's deals: what her row's figures add up from. */
export const danasDeals: VehicleSalesDealRow[] = novemberDeals.filter((d) => d.salesperson === 'Dana Whitfield');

/** 300 salespeople of many branches, a deal or two each. */
const MANY_SELLERS = Array.from({ length: 300 }, (_, i) => [String(20_000 + i), `Salesperson ${i + 1}`] as const);
export const manyGroups = groupRowsOf(dealsOf(450, MANY_SELLERS));
export const manySummary = summaryOf(dealsOf(450, MANY_SELLERS), ['101', '102', '201']);
export const manyDeals = rowsOf(dealsOf(300));

export const emptySummary: VehicleSalesSummary = {
  ...novemberSummary,
  month: toText(salesFiguresOf([])),
  priorMonth: toText(salesFiguresOf([])),
  lastYear: toText(salesFiguresOf([])),
  trend: trendMonths('2026-11').map((month) => ({ month, units: 0, grossPerUnit: null })),
  mix: { newUnits: 0, usedUnits: 0 },
};
