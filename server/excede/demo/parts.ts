import { excedePartBins, excedePartBranches, excedePartMaster, excedePartsInvoiceLines, excedePartsInvoices, excedeSupersessions } from '../../db/excede';
import { instantOf, isoDay, TODAY, type Day, type Wall } from './calendar';
import { cumulative, money, type Draws } from './draws';
import { Desk, type DemoContext } from './context';
import { PART_LINES, type PartLine } from './partCatalog';
import type { Posting } from './ledger';
import type { Branch, Customer } from './shared';

/**
 * The parts department: a catalog of part numbers with supersession chains (A → B → C), each part's
 * stock at each branch as Excede shows it now (some out of stock while still asked for, a few in no
 * location or below zero), and the counter's invoices, whose lines back-order what the shelf lacks.
 */
export interface PartFamily {
  /** The part's numbers, oldest first; the last is the one in use. */
  numbers: string[];
  /** The day each number took over (the first: always). */
  since: Day[];
  description: string;
  line: PartLine;
  partClass: 'A' | 'B' | 'C';
  cost: number;
  list: number;
  core: number;
}

export interface PartLineSale {
  partNo: string;
  description: string;
  qtyShip: number;
  qtyBackorder: number;
  price: number;
  cost: number;
}

/** How far back the stock on the shelf today decides what was back-ordered. */
const RECENT_DAYS = 90;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function fillPattern(r: Draws, pattern: string): string {
  let out = '';
  for (const c of pattern) out += c === '#' ? String(r.int(0, 9)) : c === '@' ? LETTERS[r.int(0, LETTERS.length - 1)] : c;
  return out;
}

/** The number that replaces another: Navistar's suffix counts up (C1 → C2), Ford's last letter moves on (-A → -B). */
function successor(r: Draws, line: PartLine, previous: string): string {
  if (line.renumber === 'suffix') return previous.replace(/(\d)$/, (d) => String(Number(d) + 1));
  if (line.renumber === 'letter') return previous.replace(/([A-Z])$/, (c) => LETTERS[Math.min(LETTERS.indexOf(c) + 1, LETTERS.length - 1)]!);
  return fillPattern(r, line.pattern);
}

export class PartsDesk extends Desk {
  readonly families: PartFamily[] = [];
  private readonly demand: Float64Array;
  private readonly byCategory = new Map<string, { families: number[]; table: Float64Array }>();
  private readonly branchCount: number;
  private readonly stocked: Uint8Array;
  private readonly onHand: Int32Array;
  private readonly minQty: Int32Array;
  private readonly maxQty: Int32Array;
  private readonly lastSale: Int32Array;
  /** Each part's primary bin at each branch, as writeStock shelved it (null: in no bin). */
  private readonly primaryBins: (string | null)[];
  private invoices = 0;

  constructor(context: DemoContext, r: Draws) {
    super(context, r);
    this.buildCatalog(context.firstDay);
    const weights = this.families.map((_, rank) => 1 / Math.pow(rank + 8, 0.95));
    this.demand = cumulative(weights);
    for (const [index, family] of this.families.entries()) {
      const entry = this.byCategory.get(family.line.category) ?? { families: [], table: new Float64Array() };
      entry.families.push(index);
      this.byCategory.set(family.line.category, entry);
    }
    for (const entry of this.byCategory.values()) entry.table = cumulative(entry.families.map((i) => weights[i]!));
    this.branchCount = this.world.branches.length;
    const cells = this.families.length * this.branchCount;
    this.stocked = new Uint8Array(cells);
    this.onHand = new Int32Array(cells);
    this.minQty = new Int32Array(cells);
    this.maxQty = new Int32Array(cells);
    this.lastSale = new Int32Array(cells).fill(-1);
    this.primaryBins = new Array<string | null>(cells).fill(null);
    this.planStock(weights);
  }

  /** Families in popularity order (the first sells most): numbers, chains, prices. */
  private buildCatalog(firstDay: Day) {
    const r = this.r;
    const used = new Set<string>();
    // A renumbered part whose next number is taken gets a new number of its maker's pattern.
    const unique = (make: () => string, pattern: string) => {
      for (let attempt = 0; ; attempt++) {
        const number = attempt < 3 ? make() : fillPattern(r, pattern);
        if (!used.has(number)) {
          used.add(number);
          return number;
        }
      }
    };
    const lines = cumulative(PART_LINES.map((l) => l.popularity));
    const drafts = [];
    for (let i = 0; i < this.spec.parts; i++) {
      const line = r.weighted(PART_LINES, lines);
      const chain = r.chance(0.02) ? 3 : r.chance(0.09) ? 2 : 1;
      const numbers = [unique(() => fillPattern(r, line.pattern), line.pattern)];
      for (let k = 1; k < chain; k++) numbers.push(unique(() => successor(r, line, numbers[k - 1]!), line.pattern));
      const span = TODAY - firstDay;
      const since = [Number.NEGATIVE_INFINITY];
      if (chain === 2) since.push(firstDay + r.int(Math.floor(span * 0.2), span - 20));
      if (chain === 3) since.push(firstDay + r.int(Math.floor(span * 0.1), Math.floor(span * 0.5)), firstDay + r.int(Math.floor(span * 0.6), span - 20));
      const costDollars = Math.exp(r.between(Math.log(line.cost[0]), Math.log(line.cost[1])));
      const cost = Math.round(costDollars * 100);
      drafts.push({
        family: {
          numbers,
          since,
          description: r.pick(line.descriptions),
          line,
          partClass: 'C' as PartFamily['partClass'],
          cost: r.chance(0.004) ? 0 : cost,
          list: Math.round(cost * r.between(1.38, 1.85)),
          core: line.core ? Math.round((cost * line.core) / 500) * 500 : 0,
        },
        score: line.popularity * r.factor(1.1),
      });
    }
    drafts.sort((a, b) => b.score - a.score);
    drafts.forEach(({ family }, rank) => {
      family.partClass = rank < drafts.length * 0.1 ? 'A' : rank < drafts.length * 0.35 ? 'B' : 'C';
      this.families.push(family);
    });
  }

  /** Which branches stock each part, its min and max, and what is on the shelf today. */
  private planStock(weights: number[]) {
    const r = this.r;
    const total = weights.reduce((a, b) => a + b, 0);
    const linesPerDay = this.spec.counterInvoicesPerDay * 2.3 + this.spec.repairOrdersPerDay * 1.6;
    const n = this.families.length;
    this.families.forEach((family, f) => {
      const q = f / n;
      const breadth = q < 0.2 ? this.branchCount : q < 0.5 ? r.int(6, 10) : r.chance(0.1) ? 1 : r.int(2, 5);
      const order = r.shuffle(this.world.branches).sort((a, b) => b.size * r.factor(0.3) - a.size * r.factor(0.3));
      const meanQty = (family.line.qty[0] + family.line.qty[1]) / 2;
      for (const branch of order.slice(0, breadth)) {
        const cell = f * this.branchCount + branch.index;
        const perDay = (weights[f]! / total) * linesPerDay * branch.size * meanQty;
        const min = perDay * 12 >= 0.5 ? Math.max(1, Math.round(perDay * 12)) : family.partClass === 'C' ? 0 : 1;
        const max = Math.max(min + 1, Math.round(perDay * 45));
        this.stocked[cell] = 1;
        this.minQty[cell] = min;
        this.maxQty[cell] = max;
        const state = r.next();
        this.onHand[cell] = state < 0.06 ? 0 : state < 0.063 ? -r.int(1, 2) : r.int(Math.max(min, 1), max);
      }
    });
  }

  /** What the shelves of a branch hold when the history starts (taken as what they hold now). */
  opening(branch: Branch): Posting[] {
    let value = 0;
    this.families.forEach((family, f) => (value += Math.max(0, this.onHand[f * this.branchCount + branch.index]!) * family.cost));
    return [['1400', value]];
  }

  /** The number a family was sold under on a day. */
  private numberAt(family: PartFamily, day: Day): string {
    let k = family.since.length - 1;
    while (k > 0 && family.since[k]! > day) k--;
    return family.numbers[k]!;
  }

  /** One line: what was asked for, what the shelf gave, at the customer's price. */
  sellLine(branch: Branch, day: Day, customer: Customer, family: number): PartLineSale {
    const r = this.r;
    const part = this.families[family]!;
    const [low, high] = part.line.qty;
    const qty = Math.min(high, low + Math.floor(r.next() * r.next() * (high - low + 1)));
    const cell = family * this.branchCount + branch.index;
    const partNo = this.numberAt(part, day);
    let available = qty;
    // A part the branch does not stock comes from a sister branch half the time, else it is ordered.
    if (!this.stocked[cell]) available = r.chance(0.6) ? qty : 0;
    else if (day > TODAY - RECENT_DAYS) available = this.onHand[cell]! > 0 ? Math.min(qty, this.maxQty[cell]! + 2) : 0;
    else if (r.chance(0.025)) available = r.int(0, qty - 1);
    const age = (TODAY - day) / 365;
    const cost = Math.round(part.cost * (1 - 0.035 * age));
    const price = Math.max(Math.round(cost * 1.12), Math.round(part.list * (1 - 0.035 * age) * customer.discount));
    if (available > 0 && partNo === part.numbers[part.numbers.length - 1]) this.lastSale[cell] = Math.max(this.lastSale[cell]!, day);
    return { partNo, description: part.description, qtyShip: available, qtyBackorder: qty - available, price, cost };
  }

  /** A family for a repair job's parts, from the categories the job uses. */
  familyFor(categories: readonly string[]): number | null {
    const entry = this.byCategory.get(this.r.pick(categories));
    return entry ? this.r.weighted(entry.families, entry.table) : null;
  }

  /** A parts invoice (PTSLS and its lines); shop tickets name their repair order. Returns its SlsId. */
  writeInvoice(branch: Branch, at: Wall, customer: Customer, empId: string, roSlsId: string | null, lines: readonly PartLineSale[]): string {
    const slsId = String(3_000_001 + this.invoices++);
    let total = 0;
    const lineWriter = this.files.of(excedePartsInvoiceLines);
    lines.forEach((l, i) => {
      total += l.qtyShip * l.price;
      lineWriter.write({
        slsId,
        lineNo: i + 1,
        partNo: l.partNo,
        description: l.description,
        qtyShip: l.qtyShip,
        qtyBackorder: l.qtyBackorder,
        amtPrice: money(l.price),
        amtCost: money(l.cost),
      });
    });
    this.files.of(excedePartsInvoices).write({ slsId, brnId: branch.code, cusId: customer.cusId, empId, roSlsId, invoicedAt: instantOf(at), total: money(total) });
    return slsId;
  }

  /** A day's counter tickets at a branch: invoiced, posted, and paid or charged. */
  counterDay(branch: Branch, day: Day, times: readonly Wall[]) {
    const r = this.r;
    const desk = this.world.byBranch[branch.index]!;
    const counter = this.world.staff[branch.index]!.counter;
    for (const at of times) {
      let customer = r.weighted(desk.counter, desk.counterWeights);
      if (customer.holdSince !== null && customer.holdSince <= day) customer = desk.cash;
      const lines: PartLineSale[] = [];
      do lines.push(this.sellLine(branch, day, customer, r.index(this.demand)));
      while (lines.length < 8 && r.chance(0.56));
      const slsId = this.writeInvoice(branch, at, customer, r.pick(counter).excedeId, null, lines);
      let total = 0;
      let cost = 0;
      for (const l of lines) {
        total += l.qtyShip * l.price;
        cost += l.qtyShip * l.cost;
      }
      if (!total) continue;
      const wholesale = customer.kind === 'fleet' || customer.kind === 'public';
      this.ledger.post({
        branch: branch.index,
        on: day,
        source: 'Parts invoice',
        xref: slsId,
        description: `Counter invoice ${slsId} - ${customer.name}`,
        department: 'Parts',
        lines: [
          ['1200', total],
          [wholesale ? '4410' : '4400', -total],
          [wholesale ? '5410' : '5400', cost],
          ['1400', -cost],
        ],
      });
      this.receivables.charge({ customer, branch, docId: slsId, at, amount: total, account: '1200', drawer: `${branch.code}-P1` });
    }
  }

  /** A branch's shelf once writeStock has shelved it: each part it stocks under its current number, with on hand and primary bin. */
  shelfOf(branch: number): { family: PartFamily; partNo: string; onHand: number; bin: string | null }[] {
    return this.families.flatMap((family, f) => {
      const cell = f * this.branchCount + branch;
      return this.stocked[cell] ? [{ family, partNo: family.numbers[family.numbers.length - 1]!, onHand: this.onHand[cell]!, bin: this.primaryBins[cell]! }] : [];
    });
  }

  /** PTITM and PTSUP. */
  async writeCatalog() {
    const master = this.files.of(excedePartMaster);
    const supersessions = this.files.of(excedeSupersessions);
    await this.files.each(this.families, (f) => {
      f.numbers.forEach((partNo, k) => {
        const older = f.numbers.length - 1 - k;
        const cost = Math.round(f.cost * (1 - 0.06 * older));
        master.write({
          partNo,
          description: f.description,
          venId: f.line.venId,
          partClass: f.partClass,
          cost: money(cost),
          listPrice: money(Math.round(f.list * (1 - 0.06 * older))),
          coreCharge: money(f.core),
        });
        if (k > 0) supersessions.write({ oldPartNo: f.numbers[k - 1]!, newPartNo: partNo, effectiveOn: isoDay(f.since[k]!) });
      });
    });
  }

  /** PTBRN and PTBIN as they stand today, with the last sale the invoices made. */
  async writeStock() {
    const r = this.r;
    const stock = this.files.of(excedePartBranches);
    const bins = this.files.of(excedePartBins);
    const categories = [...new Set(PART_LINES.map((l) => l.category))];
    await this.files.each(this.families.entries(), ([f, family]) => {
      const aisle = LETTERS[categories.indexOf(family.line.category)]!;
      const current = family.numbers[family.numbers.length - 1]!;
      for (const branch of this.world.branches) {
        const cell = f * this.branchCount + branch.index;
        if (!this.stocked[cell]) continue;
        const onHand = this.onHand[cell]!;
        const min = this.minQty[cell]!;
        const max = this.maxQty[cell]!;
        const last = this.lastSale[cell]!;
        stock.write({
          partNo: current,
          brnId: branch.code,
          onHand,
          committed: onHand > 0 && r.chance(0.08) ? r.int(1, Math.min(3, onHand)) : 0,
          onOrder: onHand < min ? max - onHand : 0,
          minQty: min,
          maxQty: max,
          lastSaleOn: last >= 0 ? isoDay(last) : null,
        });
        const shelf = Math.max(0, onHand);
        const place = `${aisle}${String(r.int(1, 24)).padStart(2, '0')}-${r.int(1, 6)}${LETTERS[r.int(0, 3)]}`;
        const fault = r.next();
        if (fault < 0.008 && shelf > 0) continue; // on hand, but in no bin
        if (fault < 0.02 && shelf > 0) {
          this.primaryBins[cell] = 'NOLOC';
          bins.write({ partNo: current, brnId: branch.code, bin: 'NOLOC', qty: shelf, isPrimary: true });
          continue;
        }
        const overflow = shelf > 1 && fault < 0.09 ? r.int(1, shelf - 1) : 0;
        this.primaryBins[cell] = place;
        bins.write({ partNo: current, brnId: branch.code, bin: place, qty: shelf - overflow, isPrimary: true });
        if (overflow) bins.write({ partNo: current, brnId: branch.code, bin: `OVR-${String(r.int(1, 40)).padStart(2, '0')}`, qty: overflow, isPrimary: false });
        if (family.core && r.chance(0.3)) bins.write({ partNo: current, brnId: branch.code, bin: r.chance(0.9) ? 'CORE' : 'RECV', qty: r.int(1, 4), isPrimary: false });
      }
      // Old numbers: a few branches still hold the last pieces under the number that was replaced.
      family.numbers.slice(0, -1).forEach((old, k) => {
        for (const branch of this.world.branches) {
          if (!this.stocked[f * this.branchCount + branch.index] || !r.chance(0.35)) continue;
          const left = r.int(0, 3);
          stock.write({ partNo: old, brnId: branch.code, onHand: left, committed: 0, onOrder: 0, minQty: 0, maxQty: 0, lastSaleOn: isoDay(family.since[k + 1]! - r.int(1, 60)) });
          if (left) bins.write({ partNo: old, brnId: branch.code, bin: `${aisle}${String(r.int(1, 24)).padStart(2, '0')}-${r.int(1, 6)}A`, qty: left, isPrimary: true });
        }
      });
    });
  }
}
