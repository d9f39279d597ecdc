import { excedeRepairOrders, excedeRoJobs, excedeRoLines, excedeTechTime } from '../../db/excede';
import { addWorkdays, dayOfWall, instantOf, isWorkday, NOW, nextWorkday, partsOf, TODAY, wallOf, weekday, type Day, type Wall } from './calendar';
import { cumulative, hoursText, money, type Draws } from './draws';
import { Desk, type DemoContext } from './context';
import type { AccountId, Posting } from './ledger';
import type { PartLineSale, PartsDesk } from './parts';
import type { ScaleSpec } from './scale';
import type { Branch, Customer, Employee, Unit } from './shared';

/**
 * The service department: repair orders moving through the shop's date stamps (arrive, open, authorize,
 * schedule, promise, complete, invoice; the newest still open), their jobs and lines, and the
 * technicians' clock punches. Technicians work 7:00 to 15:30 on workdays; each job goes to the first
 * one free, takes the hours his efficiency gives, and waits for back-ordered parts.
 */
interface LaborOp {
  code: string;
  description: string;
  hours: number;
  categories: readonly string[];
  parts: [number, number];
  weight: number;
  /** A maker's warranty pays for it on a young truck. */
  warranty: boolean;
  /** Diagnosis is billed as clocked, not flat. */
  billedActual?: boolean;
}

const op = (code: string, description: string, hours: number, categories: string[], parts: [number, number], weight: number, warranty = false, billedActual = false): LaborOp => ({
  code,
  description,
  hours,
  categories,
  parts,
  weight,
  warranty,
  billedActual,
});

const LABOR_OPS: readonly LaborOp[] = [
  op('PM-A', 'Preventive maintenance A service', 1.5, ['Filters', 'Fluids'], [2, 4], 14),
  op('PM-B', 'Preventive maintenance B service', 3.2, ['Filters', 'Fluids', 'Cab and body'], [3, 5], 7),
  op('DOT', 'DOT annual inspection', 1.0, ['Lighting', 'Cab and body'], [0, 2], 8),
  op('BRK-R', 'Replace rear brake shoes and drums', 4.2, ['Brakes', 'Wheel end'], [2, 4], 6),
  op('BRK-F', 'Replace front brakes and wheel seals', 3.6, ['Brakes', 'Wheel end'], [2, 4], 4),
  op('AIR', 'Air leak diagnosis and repair', 1.8, ['Brakes', 'Electrical'], [0, 2], 5, false, true),
  op('AIRD', 'Replace air dryer cartridge', 0.8, ['Brakes'], [1, 1], 4),
  op('WHL', 'Replace wheel seal and bearings', 2.4, ['Wheel end'], [2, 3], 3),
  op('ELEC', 'Electrical diagnosis', 1.5, ['Electrical', 'Lighting'], [0, 2], 6, true, true),
  op('STRT', 'Replace starter', 1.8, ['Electrical'], [1, 1], 2, true),
  op('ALT', 'Replace alternator', 2.0, ['Electrical'], [1, 2], 2, true),
  op('BATT', 'Test and replace batteries', 0.7, ['Electrical'], [1, 3], 4),
  op('LGT', 'Repair lighting', 0.8, ['Lighting'], [1, 3], 4),
  op('AC', 'A/C diagnose and recharge', 1.6, ['Cooling'], [0, 2], 3, true),
  op('COOL', 'Cooling system repair', 2.8, ['Cooling', 'Engine'], [1, 3], 3, true),
  op('ENG-D', 'Engine diagnostics, check engine light', 1.5, ['Engine'], [0, 1], 5, true, true),
  op('EGR', 'Replace EGR valve', 4.5, ['Engine'], [1, 2], 2, true),
  op('INJ', 'Replace fuel injectors', 7.8, ['Engine', 'Filters'], [2, 4], 1, true),
  op('TURB', 'Replace turbocharger', 5.6, ['Engine'], [1, 2], 1, true),
  op('DPF', 'Clean DPF and replace gaskets', 4.8, ['Aftertreatment'], [1, 2], 3, true),
  op('DEF', 'Aftertreatment DEF system repair', 2.6, ['Aftertreatment'], [1, 2], 3, true),
  op('NOX', 'Replace NOx sensor', 1.2, ['Aftertreatment'], [1, 1], 3, true),
  op('CLT', 'Replace clutch', 9.5, ['Drivetrain'], [1, 3], 1),
  op('TRNS', 'Transmission service', 2.2, ['Drivetrain', 'Fluids'], [1, 3], 2),
  op('ALGN', 'Alignment, all axles', 2.5, ['Suspension'], [0, 1], 3),
  op('SUSP', 'Suspension repair', 3.4, ['Suspension'], [1, 3], 3),
  op('BODY', 'Cab and body repair', 2.0, ['Cab and body'], [1, 2], 2),
];
const PDI = op('PDI', 'New truck pre-delivery inspection and make-ready', 2.0, ['Fluids', 'Lighting'], [1, 2], 0);
const RECON = op('RECON', 'Used truck reconditioning', 6.0, ['Filters', 'Brakes', 'Lighting', 'Cab and body'], [3, 6], 0);
const OP_WEIGHTS = cumulative(LABOR_OPS.map((o) => o.weight));
const WARRANTY_OPS = LABOR_OPS.filter((o) => o.warranty);
const WARRANTY_WEIGHTS = cumulative(WARRANTY_OPS.map((o) => o.weight));

type RoType = 'CP' | 'FLT' | 'WTY' | 'INT';
const LABOR_RATE: Record<RoType, number> = { CP: 152, FLT: 138, WTY: 128, INT: 95 };
const LABOR_SALES: Record<RoType, AccountId> = { CP: '4500', FLT: '4530', WTY: '4510', INT: '4520' };
/** Excede's RO status codes (COLOOKUP): 644 open, 645 invoiced, 753 invoiced to a maker's warranty. */
const STATUS = { open: '644', invoiced: '645', warrantyInvoiced: '753' };

/** The shop's hours: 7:00 to 11:30 and 12:00 to 15:30 on workdays. */
const SHIFT: readonly [number, number][] = [
  [7 * 60, 11 * 60 + 30],
  [12 * 60, 15 * 60 + 30],
];
const MEAN_JOBS = 1.75;
const THIS_YEAR = partsOf(TODAY).year;
const MEAN_HOURS = LABOR_OPS.reduce((sum, o) => sum + o.hours * o.weight, 0) / LABOR_OPS.reduce((sum, o) => sum + o.weight, 0);

/** Technicians a branch needs for its repair orders (a shop loaded to about 80%). */
export const techniciansFor = (spec: ScaleSpec) => (branch: Branch) =>
  Math.max(2, Math.ceil((spec.repairOrdersPerDay * branch.size * MEAN_JOBS * MEAN_HOURS * 1.15) / (8 * 0.8)));

/** A time in the office's hours (8:00 to 17:30): after closing it moves to the next workday's morning. */
function duringHours(wall: Wall, r: Draws): Wall {
  const day = dayOfWall(wall);
  if (isWorkday(day) && wall - wallOf(day, 0) <= 17 * 60 + 30) return wall;
  return wallOf(nextWorkday(day), r.int(8 * 60, 9 * 60 + 30));
}

/** The stretches of shop time that `minutes` of work take from `start` on. */
function workSegments(start: Wall, minutes: number): [Wall, Wall][] {
  const segments: [Wall, Wall][] = [];
  let t = start;
  let left = Math.max(6, Math.round(minutes));
  while (left > 0) {
    const day = dayOfWall(t);
    if (!isWorkday(day)) {
      t = wallOf(nextWorkday(day), SHIFT[0]![0]);
      continue;
    }
    const minute = t - wallOf(day, 0);
    const window = SHIFT.find(([, end]) => minute < end);
    if (!window) {
      t = wallOf(nextWorkday(day), SHIFT[0]![0]);
      continue;
    }
    const from = wallOf(day, Math.max(minute, window[0]));
    const take = Math.min(left, wallOf(day, window[1]) - from);
    segments.push([from, from + take]);
    left -= take;
    t = from + take;
  }
  return segments;
}

interface Job {
  op: LaborOp;
  flat: number;
  /** How hard the job goes against the book (1: as the flat rate says for an average technician). */
  effort: number;
  actual: number;
  bill: number;
  tech: Employee;
  parts: PartLineSale[];
  segments: [Wall, Wall][];
}

interface Order {
  q: Queued;
  slsId: string;
  arrive: Wall;
  opened: Wall;
  authorized: Wall;
  /** When the work can start: authorized, and the back-ordered parts in. */
  ready: Wall;
  waitsForParts: boolean;
  jobs: Job[];
}

interface Queued {
  branch: Branch;
  customer: Customer;
  unit: Unit;
  type: RoType;
  op: LaborOp | null;
  debit: AccountId;
}

export class ServiceDesk extends Desk {
  private orders = 0;
  private punches = 0;
  /** When each technician is next free, by branch. */
  private readonly free: Float64Array[];
  private readonly queued = new Map<Day, Queued[]>();
  /** Orders waiting for the day they are ready (authorized, parts in). */
  private readonly waiting = new Map<Day, Order[]>();

  constructor(
    context: DemoContext,
    r: Draws,
    private readonly parts: PartsDesk,
  ) {
    super(context, r);
    this.free = this.world.staff.map((s) => new Float64Array(s.technicians.length));
  }

  /** A make-ready or reconditioning order for a truck the branch just took into stock. */
  prepareTruck(branch: Branch, day: Day, unit: Unit, isNew: boolean) {
    this.queue(day + (isNew ? 1 : this.r.int(1, 4)), { branch, customer: this.world.byBranch[branch.index]!.house, unit, type: 'INT', op: isNew ? PDI : RECON, debit: isNew ? '1300' : '1320' });
  }

  private queue(day: Day, q: Queued) {
    let open = day;
    while (!isWorkday(open)) open++;
    const list = this.queued.get(open) ?? [];
    list.push(q);
    this.queued.set(open, list);
  }

  /** A day of the shop at a branch: customers' trucks written up at these times, and the orders queued for today. */
  day(branch: Branch, day: Day, times: readonly Wall[]) {
    const r = this.r;
    const desk = this.world.byBranch[branch.index]!;
    const ready = this.waiting.get(day);
    if (ready) {
      for (const order of ready.filter((o) => o.q.branch === branch)) this.work(order);
      const rest = ready.filter((o) => o.q.branch !== branch);
      if (rest.length) this.waiting.set(day, rest);
      else this.waiting.delete(day);
    }
    for (const at of times) {
      const customer = r.weighted(desk.service, desk.serviceWeights);
      const unit = r.pick(customer.units);
      const young = THIS_YEAR - unit.year <= 4;
      const x = r.next();
      const type: RoType = x < 0.16 && young && this.world.warranty.has(unit.model.make) ? 'WTY' : x < 0.4 && (customer.kind === 'fleet' || customer.kind === 'public') ? 'FLT' : 'CP';
      this.repairOrder({ branch, customer, unit, type, op: null, debit: type === 'WTY' ? '1270' : '1200' }, at);
    }
    const queued = this.queued.get(day);
    if (queued) {
      const mine = queued.filter((q) => q.branch === branch);
      for (const q of mine) this.repairOrder(q, wallOf(day, r.int(7 * 60 + 30, 10 * 60)));
      const rest = queued.filter((q) => q.branch !== branch);
      if (rest.length) this.queued.set(day, rest);
      else this.queued.delete(day);
    }
  }

  /** A truck written up: its jobs and parts; the work waits for authorization and back-ordered parts. */
  private repairOrder(q: Queued, arrive: Wall) {
    if (arrive > NOW) return;
    const r = this.r;
    const { branch, customer, type } = q;
    const staff = this.world.staff[branch.index]!;
    const openDay = dayOfWall(arrive);
    const opened = arrive + r.int(5, 40);
    let authorized = type === 'INT' ? opened + r.int(0, 30) : type === 'WTY' ? opened + r.int(120, 1800) : opened + r.int(15, 300);
    if (type === 'CP' && r.chance(0.08)) authorized += r.int(1, 3) * 1440;

    const jobs: Job[] = [];
    const count = q.op ? 1 : Math.min(4, 1 + (r.chance(0.45) ? 1 + (r.chance(0.3) ? 1 : 0) : 0));
    let waitsForParts = false;
    for (let i = 0; i < count; i++) {
      const labor = q.op ?? (type === 'WTY' && i === 0 ? r.weighted(WARRANTY_OPS, WARRANTY_WEIGHTS) : r.weighted(LABOR_OPS, OP_WEIGHTS));
      const parts: PartLineSale[] = [];
      const partCount = r.int(labor.parts[0], labor.parts[1]);
      for (let k = 0; k < partCount; k++) {
        const family = this.parts.familyFor(labor.categories);
        if (family !== null) parts.push(this.parts.sellLine(branch, openDay, customer, family));
      }
      if (parts.some((p) => p.qtyBackorder > 0)) waitsForParts = true;
      const flat = Math.round(labor.hours * r.between(0.85, 1.15) * 10) / 10;
      jobs.push({ op: labor, flat, effort: r.factor(0.18, 0.4), actual: 0, bill: flat, tech: r.pick(staff.technicians), parts, segments: [] });
    }
    let ready = authorized;
    if (waitsForParts) ready = wallOf(addWorkdays(dayOfWall(authorized), r.int(1, 4)), 8 * 60);
    if (r.chance(0.02)) ready += r.int(10, 40) * 1440;
    const order: Order = { q, slsId: String(5_000_001 + this.orders++), arrive, opened, authorized, ready, waitsForParts, jobs };
    const readyDay = dayOfWall(ready);
    if (ready > NOW) this.close(order);
    else if (readyDay > openDay) this.waiting.set(readyDay, [...(this.waiting.get(readyDay) ?? []), order]);
    else this.work(order);
  }

  /** The jobs go to the first technician free, once the order is ready; how long they take is the technician's. */
  private work(order: Order) {
    const { branch, type } = order.q;
    const staff = this.world.staff[order.q.branch.index]!;
    const free = this.free[branch.index]!;
    for (const job of order.jobs) {
      let t = 0;
      for (let i = 1; i < free.length; i++) if (free[i]! < free[t]!) t = i;
      job.tech = staff.technicians[t]!;
      job.actual = (job.flat / job.tech.efficiency) * job.effort;
      if (job.op.billedActual && type === 'CP') job.bill = Math.round(job.actual * 10) / 10;
      job.segments = workSegments(Math.max(order.ready, free[t]!), job.actual * 60);
      free[t] = job.segments[job.segments.length - 1]![1];
    }
    this.close(order);
  }

  /** The order as Excede has it now: its stamps, jobs, lines and punches, and its entry once invoiced. */
  private close(order: Order) {
    const r = this.r;
    const { q, slsId, arrive, opened, authorized, waitsForParts, jobs } = order;
    const { branch, customer, unit, type } = q;
    const staff = this.world.staff[branch.index]!;
    const openDay = dayOfWall(arrive);
    const isAuthorized = authorized <= NOW;
    const worked = jobs.every((j) => j.segments.length > 0);
    const firstStart = worked ? Math.min(...jobs.map((j) => j.segments[0]![0])) : Number.POSITIVE_INFINITY;
    const lastEnd = worked ? Math.max(...jobs.map((j) => j.segments[j.segments.length - 1]![1])) : Number.POSITIVE_INFINITY;
    const completed = worked ? lastEnd + r.int(5, 45) : Number.POSITIVE_INFINITY;
    const invoiced = !worked
      ? Number.POSITIVE_INFINITY
      : type === 'WTY'
        ? wallOf(addWorkdays(dayOfWall(completed), r.int(1, 3)), r.int(8 * 60, 16 * 60))
        : duringHours(completed + r.int(20, 240), r);
    const isComplete = completed <= NOW;
    const isInvoiced = invoiced <= NOW;
    const flatTotal = jobs.reduce((sum, j) => sum + j.flat, 0);
    const promised = wallOf(addWorkdays(openDay, Math.ceil(flatTotal / 6) + (waitsForParts ? 2 : 0)), 16 * 60);

    // Lines and punches.
    const rate = Math.round((LABOR_RATE[type] + (branch.size - 1) * 10) * 100);
    const lines = this.files.of(excedeRoLines);
    const jobsOut = this.files.of(excedeRoJobs);
    let labor = 0;
    let partsSale = 0;
    let partsCost = 0;
    let laborCost = 0;
    let flatHundredths = 0;
    let billHundredths = 0;
    let actualMinutes = 0;
    const ticket: PartLineSale[] = [];
    jobs.forEach((job, j) => {
      const opsId = j + 1;
      const clocked = this.punch(job, slsId, opsId);
      actualMinutes += clocked;
      laborCost += Math.round((clocked / 60) * job.tech.costRate);
      const bill = Math.round(job.bill * 100);
      flatHundredths += Math.round(job.flat * 100);
      billHundredths += bill;
      const jobLabor = Math.round((bill * rate) / 100);
      labor += jobLabor;
      lines.write({ slsId, opsId, lineNo: 1, kind: 'Labor', partNo: null, empIdLbr: job.tech.excedeId, qty: hoursText(bill), amount: money(jobLabor) });
      job.parts.forEach((p, k) => {
        const qty = p.qtyShip + p.qtyBackorder;
        partsSale += qty * p.price;
        partsCost += qty * p.cost;
        ticket.push(p);
        lines.write({ slsId, opsId, lineNo: k + 2, kind: 'Part', partNo: p.partNo, empIdLbr: null, qty: hoursText(qty * 100), amount: money(qty * p.price) });
      });
      const start = job.segments[0]?.[0] ?? Number.POSITIVE_INFINITY;
      const end = job.segments[job.segments.length - 1]?.[1] ?? Number.POSITIVE_INFINITY;
      const status = isInvoiced || end <= NOW ? 'Complete' : !isAuthorized ? 'Waiting approval' : start <= NOW ? 'In progress' : waitsForParts && job.parts.some((p) => p.qtyBackorder > 0) ? 'Waiting parts' : 'Scheduled';
      jobsOut.write({ slsId, opsId, laborOp: job.op.code, description: job.op.description, hrsFlat: hoursText(Math.round(job.flat * 100)), hrsBill: hoursText(bill), status });
    });
    if (ticket.length && firstStart <= NOW) this.parts.writeInvoice(branch, firstStart, customer, r.pick(staff.counter).excedeId, slsId, ticket);

    const at = (wall: Wall, shown: boolean) => (shown ? instantOf(wall) : null);
    this.files.of(excedeRepairOrders).write({
      slsId,
      slsTypId: type,
      brnId: branch.code,
      cusId: customer.cusId,
      untId: unit.untId,
      empIdWriter: r.pick(staff.advisors).excedeId,
      status: isInvoiced ? (type === 'WTY' ? STATUS.warrantyInvoiced : STATUS.invoiced) : STATUS.open,
      dateVinArrive: r.chance(0.88) ? instantOf(arrive) : null,
      dateOpen: instantOf(opened),
      dateAuthorize: at(authorized, isAuthorized),
      dateSchedule: at(firstStart, isAuthorized && firstStart !== Number.POSITIVE_INFINITY),
      datePromise: at(promised, isAuthorized),
      dateNotifyComplete: at(completed, isComplete),
      dateInvoice: at(invoiced, isInvoiced),
      hrsFlat: hoursText(flatHundredths),
      hrsBill: hoursText(billHundredths),
      hrsActual: hoursText(Math.round((actualMinutes / 60) * 100)),
      amtLabor: money(labor),
      amtParts: money(partsSale),
      amtTotal: money(labor + partsSale),
    });
    if (!isInvoiced) return;

    const invoiceDay = dayOfWall(invoiced);
    const total = labor + partsSale;
    const postings: Posting[] = [
      [q.debit, total],
      [LABOR_SALES[type], -labor],
      ['4420', -partsSale],
      ['5500', laborCost],
      ['2200', -laborCost],
      ['5420', partsCost],
      ['1400', -partsCost],
    ];
    this.ledger.post({ branch: branch.index, on: invoiceDay, source: 'Repair order', xref: slsId, description: `RO ${slsId} ${type} - ${customer.name}`, department: 'Service', lines: postings });
    if (type === 'CP' || type === 'FLT') {
      this.receivables.charge({ customer, branch, docId: slsId, at: invoiced, amount: total, account: '1200', drawer: `${branch.code}-S1` });
      // A few come back with the same complaint: the shop redoes it at its own cost.
      if (r.chance(0.015)) this.queue(invoiceDay + r.int(3, 20), { branch, customer, unit, type: 'INT', op: jobs[0]!.op, debit: '6370' });
    } else if (type === 'WTY') {
      this.receivables.charge({ customer: this.world.warranty.get(unit.model.make)!, branch, docId: slsId, at: invoiced, amount: total, account: '1270', drawer: `${branch.code}-S1` });
    }
  }

  /** The job's clock punches up to now; returns the minutes clocked. */
  private punch(job: Job, slsId: string, opsId: number): number {
    const writer = this.files.of(excedeTechTime);
    let minutes = 0;
    for (const [from, to] of job.segments) {
      if (from > NOW) break;
      const done = to <= NOW;
      minutes += (done ? to : NOW) - from;
      writer.write({ timeId: String(1_000_001 + this.punches++), empId: job.tech.excedeId, slsId, opsId, clockIn: instantOf(from), clockOut: done ? instantOf(to) : null, indirectCode: null });
    }
    return minutes;
  }

  /** Monday's safety meeting before the shift: indirect time on every technician's clock. */
  meetings(day: Day) {
    if (weekday(day) !== 1 || !isWorkday(day) || wallOf(day, 7 * 60) > NOW) return;
    const writer = this.files.of(excedeTechTime);
    for (const staff of this.world.staff) {
      for (const tech of staff.technicians) {
        writer.write({ timeId: String(1_000_001 + this.punches++), empId: tech.excedeId, slsId: null, opsId: null, clockIn: instantOf(wallOf(day, 6 * 60 + 40)), clockOut: instantOf(wallOf(day, 7 * 60)), indirectCode: 'MEETING' });
      }
    }
  }
}
