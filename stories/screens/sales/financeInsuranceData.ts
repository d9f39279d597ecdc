import { moneyText } from '../../../src/domain/money';
import { FI_PRODUCTS, PENETRATION_TARGETS } from '../../../src/domain/sales/financeInsurance';
import type { FiDealProductRow, FiManagerRow, FiSummary } from '../../../src/domain/sales/financeInsuranceFields';
import { trendMonths } from '../../../src/domain/sales/vehicleSales';

/** A manager's November at a branch: deals, retail units and back gross drawn deterministically from its index. */
function managerOf(i: number, brnId = '101'): FiManagerRow {
  const deals = 6 + ((i * 5) % 9);
  const retail = deals - (i % 3);
  const back = retail * (120_000 + ((i * 37_300) % 90_000));
  const pct = (n: number) => (retail ? ((Math.round((n * 1000) / retail) / 10).toFixed(1)) : null);
  return {
    brnId,
    mgr: String(10_300 + i),
    manager: ['Grace Holloway', 'Victor Chen', 'Lena Brooks', 'Owen Patel'][i % 4]! + (i >= 4 ? ` ${Math.floor(i / 4) + 1}` : ''),
    deals,
    retailUnits: retail,
    financedPercent: ((Math.round((retail * 0.7 * 1000) / deals) / 10).toFixed(1)),
    financeReserve: moneyText(Math.round(back * 0.3)),
    productCount: retail + (i % 4),
    backGross: moneyText(back),
    pvr: retail ? moneyText(Math.round(back / retail)) : null,
    serviceContractPercent: pct(Math.round(retail * 0.45)),
    gapPercent: pct(Math.round(retail * 0.35)),
    creditLifePercent: pct(i % 2),
    tireWheelPercent: pct(Math.round(retail * 0.2)),
    maintenancePercent: pct(Math.round(retail * 0.25)),
    chargebacks: moneyText(i % 3 === 0 ? 41_250 : 0),
  };
}

export const novemberManagers: FiManagerRow[] = [0, 1, 2, 3].map((i) => managerOf(i));
export const manyManagers: FiManagerRow[] = Array.from({ length: 300 }, (_, i) => managerOf(i, ['101', '102', '201'][i % 3]));

export const novemberFi: FiSummary = {
  period: '2026-11',
  branches: ['101'],
  retailUnits: 34,
  backGross: '52870.50',
  pvr: '1555.01',
  chargebacks: '825.00',
  trend: trendMonths('2026-11').map((month, i) => ({ month, pvr: moneyText(128_000 + ((i * 17_900) % 45_000)) })),
  penetration: FI_PRODUCTS.map((product, i) => ({ product, percent: [47.1, 29.4, 8.8, 23.5, 20.6][i]!, target: PENETRATION_TARGETS[product] })),
  asOf: '2026-11-18T14:30:00Z',
  stale: false,
};

export const emptyFi: FiSummary = {
  ...novemberFi,
  retailUnits: 0,
  backGross: '0.00',
  pvr: null,
  chargebacks: '0.00',
  trend: trendMonths('2026-11').map((month) => ({ month, pvr: null })),
  penetration: FI_PRODUCTS.map((product) => ({ product, percent: null, target: PENETRATION_TARGETS[product] })),
};

/** Grace's November deals a row per product; one fleet deal without products. */
export const gracesDeals: FiDealProductRow[] = Array.from({ length: 9 }, (_, i) => {
  const fleet = i === 8;
  const product = fleet ? null : FI_PRODUCTS[i % FI_PRODUCTS.length]!;
  const sale = 150_000 + ((i * 73_100) % 350_000);
  return {
    dealId: `D${108_300 + Math.floor(i / 2)}`,
    deliveredOn: `2026-11-${String(3 + i).padStart(2, '0')}`,
    brnId: '101',
    customer: fleet ? 'Gwinnett County Fleet' : ['Peachtree Paving LLC', 'Atlanta Beverage Co', 'Southern Tree Care'][i % 3]!,
    manager: 'Grace Holloway',
    retail: fleet ? 'Fleet' : 'Retail',
    lender: i % 3 === 2 ? null : 'Ford Credit',
    product,
    sale: product ? moneyText(sale) : null,
    cost: product ? moneyText(Math.round(sale * 0.6)) : null,
    reserve: product === 'GAP' ? moneyText(Math.round(sale * 0.12)) : product ? '0.00' : null,
    cancelledOn: i === 3 ? '2026-11-20' : null,
  };
});
export const manyFiDeals: FiDealProductRow[] = Array.from({ length: 300 }, (_, i) => ({ ...gracesDeals[i % 8]!, dealId: `D${109_000 + i}` }));
