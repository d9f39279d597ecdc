import { excedeDealProducts, excedeDeals, excedeVehicles, type VehicleStatus } from '../../db/excede';
import { addWorkdays, isoDay, monthOf, openShare, TODAY, wallOf, type Day } from './calendar';
import { cents, decimal, money, type Draws } from './draws';
import { Desk, type DemoContext } from './context';
import type { Posting } from './ledger';
import { TRUCK_MODELS, type TruckModel } from './names';
import type { ServiceDesk } from './service';
import { writeUnit, type Branch, type Customer, type Unit } from './shared';

/**
 * Truck sales: new and used trucks taken into stock on floor plan (lender, floored amount, APR, the next
 * curtailment), sold from stock (so the oldest linger), deals with trades and F&I products (a few later
 * cancelled, charged back in the month they post), and floor-plan interest each month.
 */
interface Truck {
  stockNo: string;
  unit: Unit;
  isNew: boolean;
  branch: Branch;
  receivedOn: Day;
  cost: number;
  lender: string | null;
  floored: number;
  /** APR in thousandths of a percent. */
  apr: number;
}

const NEW_MODELS = TRUCK_MODELS.filter((m) => m.soldNew);
const FLOOR_PLAN: Record<string, [string, number, number]> = {
  International: ['Navistar Financial', 6_950, 7_600],
  Ford: ['Ford Credit Commercial Lending', 7_200, 7_900],
  Isuzu: ['Wells Fargo Commercial Distribution Finance', 7_800, 8_400],
};
/** Tractors carry a fifth wheel, not a body. */
const TRACTORS = new Set(['LT625', 'RH613', 'Cascadia 126', '579', '567', 'T680', 'Anthem', 'VNL 860', '49X']);
const BODIES = ['Cab and chassis', 'Dump body', 'Box van 20 ft', 'Box van 26 ft', 'Flatbed 16 ft', 'Stake bed', 'Service body', 'Rollback wrecker', 'Aerial device (Altec)'];
/** A curtailment pays down this share of the floored amount. */
const CURTAILMENT_SHARE = { new: 0.1, used: 0.15 };
const RETAIL_LENDERS = ['Navistar Financial', 'Ford Credit', 'Truist Equipment Finance', 'PNC Equipment Finance', 'Regions Equipment Finance', 'Mitsubishi HC Capital'];
const PRODUCTS: readonly { product: string; share: number; financedOnly: boolean; sale: [number, number]; cost: number; reserve: number }[] = [
  { product: 'Extended service contract', share: 0.45, financedOnly: false, sale: [2_400, 6_800], cost: 0.62, reserve: 0 },
  { product: 'GAP', share: 0.35, financedOnly: true, sale: [700, 1_500], cost: 0.42, reserve: 0.12 },
  { product: 'Credit life', share: 0.1, financedOnly: true, sale: [600, 1_800], cost: 0.6, reserve: 0.15 },
  { product: 'Tire and wheel', share: 0.2, financedOnly: false, sale: [900, 2_200], cost: 0.45, reserve: 0 },
  { product: 'Maintenance plan', share: 0.25, financedOnly: false, sale: [1_500, 4_500], cost: 0.7, reserve: 0 },
];
/** Sales by month: slow after New Year, busy in spring and in December (year-end tax buying). */
const SALES_SEASON = [0.75, 0.8, 1.05, 1.05, 1.05, 1.0, 0.95, 0.95, 1.0, 1.05, 1.1, 1.35];

export class SalesDesk extends Desk {
  private readonly stock: Truck[][];
  private readonly interest: { new: Float64Array; used: Float64Array };
  private trucks = 0;
  private deals = 0;

  constructor(
    context: DemoContext,
    r: Draws,
    private readonly service: ServiceDesk,
    private readonly listing: Draws,
    private readonly arrival: Draws,
  ) {
    super(context, r);
    const { spec, world, firstDay } = context;
    const n = world.branches.length;
    this.interest = { new: new Float64Array(n), used: new Float64Array(n) };
    // The stock on the first day, taken in over the year before it.
    this.stock = world.branches.map((branch) => {
      const trucks: Truck[] = [];
      const target = Math.round(spec.trucksInStock * branch.size);
      for (let i = 0; i < target; i++) trucks.push(this.truck(branch, firstDay - Math.floor(r.next() * r.next() * 330), r.chance(0.6), null));
      return trucks;
    });
  }

  private truck(branch: Branch, receivedOn: Day, isNew: boolean, tradeCost: number | null): Truck {
    const r = this.r;
    const model: TruckModel = isNew ? r.pick(NEW_MODELS) : r.pick(TRUCK_MODELS);
    const year = isNew ? Math.min(2027, 2025 + (receivedOn > TODAY - 300 ? 1 : 0)) : 2026 - r.int(2, 9);
    const cost = tradeCost ?? cents(isNew ? r.between(model.cost[0], model.cost[1]) : r.between(model.cost[0], model.cost[1]) * r.between(0.3, 0.6));
    const plan = FLOOR_PLAN[model.make];
    const floored = isNew || (tradeCost === null && r.chance(0.7));
    const lender = !floored ? null : isNew && plan ? plan[0] : r.pick(['Ally Commercial Services', 'Wells Fargo Commercial Distribution Finance']);
    const apr = !floored ? 0 : isNew && plan ? r.int(plan[1], plan[2]) : r.int(8_400, 9_600);
    const stockNo = `${isNew ? 'N' : 'U'}${24_001 + this.trucks++}`;
    return {
      stockNo,
      unit: this.world.unitMaker.make(this.world.byBranch[branch.index]!.house.cusId, model, stockNo, year),
      isNew,
      branch,
      receivedOn,
      cost,
      lender,
      floored: !floored ? 0 : isNew ? cost : Math.round((cost * 0.8) / 100) * 100,
      apr,
    };
  }

  /** A day on the lot: floor-plan interest runs, trucks come in, trucks are sold and delivered. */
  day(branch: Branch, day: Day, share: number, growth: number) {
    const r = this.r;
    const stock = this.stock[branch.index]!;
    for (const t of stock) if (t.floored) (t.isNew ? this.interest.new : this.interest.used)[branch.index]! += (t.floored * t.apr) / 100_000 / 365;
    if (!share) return;
    const rate = (this.spec.dealsPerMonth / 22) * branch.size * SALES_SEASON[monthOf(day) % 12]! * growth * share;
    const target = this.spec.trucksInStock * branch.size;
    for (let i = r.count(Math.min(rate * 3, rate * Math.pow(target / Math.max(1, stock.length), 2))); i > 0; i--) this.receive(branch, day, r.chance(0.62), null);
    for (let i = r.count(rate); i > 0 && stock.length > 0; i--) this.sell(branch, day, stock.splice(this.nextToSell(stock, day), 1)[0]!);
  }

  /** The truck a buyer takes: the older of two on the lot, and any past 390 days goes first (wholesaled). */
  private nextToSell(stock: Truck[], day: Day): number {
    let oldest = 0;
    for (let i = 1; i < stock.length; i++) if (stock[i]!.receivedOn < stock[oldest]!.receivedOn) oldest = i;
    if (day - stock[oldest]!.receivedOn > 390) return oldest;
    const a = this.r.int(0, stock.length - 1);
    const b = this.r.int(0, stock.length - 1);
    return stock[a]!.receivedOn <= stock[b]!.receivedOn ? a : b;
  }

  private receive(branch: Branch, day: Day, isNew: boolean, tradeCost: number | null): Truck {
    const truck = this.truck(branch, day, isNew, tradeCost);
    this.stock[branch.index]!.push(truck);
    this.service.prepareTruck(branch, day, truck.unit, isNew);
    if (tradeCost === null) {
      const lines: Posting[] = isNew
        ? [
            ['1300', truck.cost],
            ['2100', -truck.floored],
            ['2000', truck.floored - truck.cost],
          ]
        : [
            ['1320', truck.cost],
            ['1010', truck.floored - truck.cost],
            ['2110', -truck.floored],
          ];
      this.ledger.post({ branch: branch.index, on: day, source: 'Vehicle purchase', xref: truck.stockNo, description: `${truck.unit.year} ${truck.unit.model.make} ${truck.unit.model.model} into stock`, department: isNew ? 'New trucks' : 'Used trucks', lines });
    }
    return truck;
  }

  private sell(branch: Branch, day: Day, truck: Truck) {
    const r = this.r;
    const staff = this.world.staff[branch.index]!;
    const desk = this.world.byBranch[branch.index]!;
    const customer: Customer = r.pick(desk.service);
    const fleet = customer.kind === 'fleet' || customer.kind === 'public';
    const dealId = `D${100_001 + this.deals++}`;
    const price = Math.round((truck.cost * (truck.isNew ? r.between(1.03, 1.11) : r.between(1.06, 1.22))) / 100) * 100;
    // A trade is worth up to half the truck bought.
    const allowance = !fleet && r.chance(0.35) ? Math.min(cents(r.int(12, 55) * 1_000), Math.floor(price / 100_000) * 50_000) : 0;
    const overAllowance = allowance ? cents(r.int(0, 40) * 100) : 0;
    const financed = fleet ? r.chance(0.4) : r.chance(0.7);
    const lender = financed ? r.pick(RETAIL_LENDERS) : null;
    const products = fleet ? [] : PRODUCTS.filter((p) => (!p.financedOnly || financed) && r.chance(p.share));
    let delivered = day + r.int(0, 10);
    while (!openShare(delivered)) delivered++;
    const isDelivered = delivered <= TODAY;

    let productSales = 0;
    let productCosts = 0;
    let productReserves = 0;
    for (const p of products) {
      const sale = cents(r.between(p.sale[0], p.sale[1]));
      const cost = Math.round(sale * p.cost * r.between(0.9, 1.1));
      const reserve = Math.round(sale * p.reserve);
      const cancelled = isDelivered && r.chance(0.09) ? delivered + r.int(60, 600) : null;
      productSales += sale;
      productCosts += cost;
      productReserves += reserve;
      this.files.of(excedeDealProducts).write({ dealId, product: p.product, sale: money(sale), cost: money(cost), reserve: money(reserve), cancelledOn: cancelled !== null && cancelled <= TODAY ? isoDay(cancelled) : null });
      if (cancelled !== null && cancelled <= TODAY) this.chargeBack(branch, cancelled, dealId, p.product, sale - cost + reserve, (cancelled - delivered) / 1_095);
    }
    const financeReserve = financed ? Math.round((price + productSales - allowance) * r.between(0.01, 0.02)) : 0;
    const frontGross = price - truck.cost - overAllowance;
    const backGross = productSales - productCosts + productReserves + financeReserve;
    this.files.of(excedeDeals).write({
      dealId,
      stockNo: truck.stockNo,
      brnId: branch.code,
      cusId: customer.cusId,
      empIdSales: r.pick(staff.sales).excedeId,
      empIdFi: products.length || financed ? r.pick(staff.finance).excedeId : null,
      soldOn: isoDay(day),
      deliveredOn: isDelivered ? isoDay(delivered) : null,
      price: money(price),
      frontGross: money(frontGross),
      backGross: money(backGross),
      tradeAllowance: money(allowance),
      lender,
    });
    this.writeTruck(truck, isDelivered ? 'Delivered' : 'Sold');
    writeUnit(this.files, { ...truck.unit, cusId: customer.cusId, fleetUntId: fleet ? truck.unit.fleetUntId : null });
    if (!isDelivered) return;

    const owed = price + productSales - allowance;
    const lines: Posting[] = [
      [financed && !fleet ? '1250' : '1200', owed],
      ['1320', allowance - overAllowance],
      [truck.isNew ? '4100' : '4200', -(price - overAllowance)],
      ['4300', -(productSales - productCosts)],
      ['2300', -productCosts],
      ['1260', financeReserve + productReserves],
      ['4310', -(financeReserve + productReserves)],
      [truck.isNew ? '5100' : '5200', truck.cost],
      [truck.isNew ? '1300' : '1320', -truck.cost],
      [truck.isNew ? '2100' : '2110', truck.floored],
      ['1010', -truck.floored],
    ];
    const department = truck.isNew ? 'New trucks' : 'Used trucks';
    const description = `Deal ${dealId} stock ${truck.stockNo} - ${customer.name}`;
    this.ledger.post({ branch: branch.index, on: delivered, source: 'Vehicle deal', xref: dealId, description, department, lines });
    if (allowance) this.receive(branch, delivered, false, allowance - overAllowance);
    if (financed && !fleet) {
      const funded = addWorkdays(delivered, r.int(3, 10));
      if (funded < TODAY) {
        this.ledger.post({ branch: branch.index, on: funded, source: 'Contract funding', xref: dealId, description: `${lender} funded deal ${dealId}`, department, lines: [['1010', owed], ['1250', -owed]] });
      }
    } else if (customer.termsDays === 0) {
      this.receivables.receive(customer, branch, wallOf(delivered, r.int(9 * 60, 16 * 60)), owed > 2_000_000 ? 'Wire' : 'Check', owed, dealId, null);
    } else {
      this.receivables.charge({ customer, branch, docId: dealId, at: wallOf(delivered, 15 * 60), amount: owed, account: '1200', drawer: `${branch.code}-S1` });
    }
  }

  /** A cancelled product: the unused share of its gross comes back out of F&I income in the month it posts. */
  private chargeBack(branch: Branch, on: Day, dealId: string, product: string, gross: number, used: number) {
    const amount = Math.max(0, Math.round(gross * Math.max(0, 1 - used)));
    if (amount) {
      this.ledger.post({ branch: branch.index, on, source: 'F&I chargeback', xref: dealId, description: `${product} cancelled on deal ${dealId}`, department: 'F&I', lines: [['5300', amount], ['2300', -amount]] });
    }
  }

  private writeTruck(t: Truck, status: VehicleStatus) {
    const inStock = status !== 'Sold' && status !== 'Delivered';
    const first = t.receivedOn + (t.isNew ? 180 : 90);
    const curtailment = !inStock || !t.floored ? null : first >= TODAY ? first : first + 30 * Math.ceil((TODAY - first) / 30);
    this.files.of(excedeVehicles).write({
      stockNo: t.stockNo,
      vin: t.unit.vin,
      isNew: t.isNew,
      brnId: t.branch.code,
      year: t.unit.year,
      make: t.unit.model.make,
      model: t.unit.model.model,
      receivedOn: isoDay(t.receivedOn),
      cost: money(t.cost),
      status,
      lender: t.lender,
      flooredAmount: money(t.floored),
      apr: decimal(t.apr, 3),
      curtailmentOn: curtailment === null ? null : isoDay(curtailment),
      ...this.listingOf(t, inStock, curtailment !== null),
    });
  }

  /** A truck's body, asking price while in stock (cost plus 8 to 22 %, to the $100) and next curtailment's amount, from the listing's own stream. */
  private listingOf(t: Truck, inStock: boolean, curtailed: boolean) {
    const l = this.listing;
    const body = TRACTORS.has(t.unit.model.model) ? (l.chance(0.7) ? 'Sleeper tractor' : 'Day cab tractor') : l.pick(BODIES);
    const asking = Math.round((t.cost * l.between(1.08, 1.22)) / 10_000) * 10_000;
    return {
      body,
      askingPrice: inStock ? money(asking) : null,
      curtailmentAmount: curtailed ? money(Math.round(t.floored * CURTAILMENT_SHARE[t.isNew ? 'new' : 'used'])) : null,
    };
  }

  /**
   * Where a truck on the books stands today, from its own stream: a new one bought lately may still be on its way
   * or at the upfitter getting its body, a few new ones serve as demonstrators, a used one just taken in is in recon.
   */
  private stockStatusOf(t: Truck): VehicleStatus {
    const a = this.arrival;
    const days = TODAY - t.receivedOn;
    if (!t.isNew) return days < 10 ? 'In recon' : 'In stock';
    if (days < 21 && a.chance(0.4)) return 'In transit';
    if (!TRACTORS.has(t.unit.model.model) && days < 75 && a.chance(0.3)) return 'At upfitter';
    if (days > 60 && a.chance(0.05)) return 'Demo';
    return 'In stock';
  }

  /** The trucks on the lot when the history starts, and what their floor plan owes. */
  opening(branch: Branch): Posting[] {
    const lines: Posting[] = [];
    for (const t of this.stock[branch.index]!) lines.push([t.isNew ? '1300' : '1320', t.cost], [t.isNew ? '2100' : '2110', -t.floored]);
    return lines;
  }

  /** Month end: the lenders pay the month's reserve; the F&I products sold are paid to their providers; floor-plan interest. */
  closeMonth(day: Day) {
    const month = monthOf(day);
    const tag = isoDay(day).slice(0, 7);
    for (const branch of this.world.branches) {
      const reserve = this.ledger.net('1260', branch.index, month);
      if (reserve > 0) {
        this.ledger.post({ branch: branch.index, on: day, source: 'Lender reserve', xref: `RS${branch.code}-${tag}`, description: 'Finance reserve paid by the lenders', department: 'F&I', lines: [['1010', reserve], ['1260', -reserve]] });
      }
      const owed = -this.ledger.net('2300', branch.index, month);
      if (owed > 0) {
        this.ledger.post({ branch: branch.index, on: day, source: 'AP payment', xref: `FI${branch.code}-${tag}`, description: 'F&I products paid to their providers', department: 'F&I', lines: [['2300', owed], ['1010', -owed]] });
      }
      const onNew = Math.round(this.interest.new[branch.index]!);
      const onUsed = Math.round(this.interest.used[branch.index]!);
      this.interest.new[branch.index] = 0;
      this.interest.used[branch.index] = 0;
      if (!onNew && !onUsed) continue;
      this.ledger.post({
        branch: branch.index,
        on: day,
        source: 'Floor plan',
        xref: `FP${branch.code}-${tag}`,
        description: 'Floor plan interest for the month',
        department: 'New trucks',
        lines: [
          ['6100', onNew],
          ['6110', onUsed],
          ['1010', -(onNew + onUsed)],
        ],
      });
    }
  }

  /** What is on the lot now (VHUNT), with its unit (SVUNT) still the dealer's. */
  async writeStock() {
    await this.files.each(this.stock.flat(), (t) => {
      this.writeTruck(t, this.stockStatusOf(t));
      writeUnit(this.files, t.unit);
    });
  }
}
