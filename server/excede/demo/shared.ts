import { branchCode } from '../../../src/domain/branches';
import { DEMO_BRANCHES } from '../../../src/demo/branches';
import { DEMO_ACCOUNTS, demoEmployees } from '../../../src/demo/people';
import { branches as branchTable, excedeEmployees } from '../../db/schema';
import { excedeCustomers, excedeUnits, excedeVendors } from '../../db/excede';
import type { Day } from './calendar';
import { TODAY } from './calendar';
import { cents, cumulative, money, type Draws } from './draws';
import type { ExportFiles } from './exportFiles';
import {
  BRANCH_PLACES,
  COMPANY_ENDINGS,
  COMPANY_TRADES,
  COMPANY_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  OTHER_VENDORS,
  PUBLIC_FLEETS,
  TRUCK_MODELS,
  type BranchPlace,
  type TruckModel,
  type VendorFact,
} from './names';
import { PART_VENDORS } from './partCatalog';
import type { ScaleSpec } from './scale';
import { VinMaker } from './vin';

/**
 * The people and things every area shares: the ten branches, Excede's employees (the demo people with
 * their Excede ids, technicians flagged), customers with terms, limits and a few on hold, their trucks,
 * and the vendors.
 */
export interface Branch {
  index: number;
  code: string;
  name: string;
  state: string;
  /** The branch's share of the group's business, 1 on average. */
  size: number;
  place: BranchPlace;
}

export interface Employee {
  excedeId: string;
  name: string;
  excedeName: string;
  branch: number;
  title: string;
  isTechnician: boolean;
  /** Technicians: flat hours produced per hour worked, and what an hour costs the dealer (cents). */
  efficiency: number;
  costRate: number;
}

export interface Staff {
  counter: Employee[];
  advisors: Employee[];
  sales: Employee[];
  finance: Employee[];
  technicians: Employee[];
}

export type CustomerKind = 'cash' | 'house' | 'warranty' | 'walk-in' | 'owner-operator' | 'fleet' | 'public';
/** How a charge customer pays: on time, late, very late, or not at all (on credit hold). */
export type Payer = 'prompt' | 'slow' | 'late' | 'delinquent';

export interface Unit {
  untId: string;
  vin: string;
  fleetUntId: string | null;
  year: number;
  model: TruckModel;
  cusId: string;
}

export interface Customer {
  cusId: string;
  name: string;
  branch: number;
  kind: CustomerKind;
  trmId: string;
  termsDays: number;
  creditLimit: number;
  payer: Payer;
  /** Delinquent customers: the day their account went on hold (they buy for cash after it). */
  holdSince: Day | null;
  /** The share of list price the customer pays for parts. */
  discount: number;
  units: Unit[];
  city: string;
}

export interface BranchCustomers {
  cash: Customer;
  house: Customer;
  counter: Customer[];
  counterWeights: Float64Array;
  service: Customer[];
  serviceWeights: Float64Array;
}

export interface World {
  branches: Branch[];
  employees: Employee[];
  staff: Staff[];
  customers: Customer[];
  byBranch: BranchCustomers[];
  /** The makers' warranty accounts, by make; the receivable of a warranty repair is theirs. */
  warranty: Map<string, Customer>;
  units: Unit[];
  vendors: readonly VendorFact[];
  unitMaker: UnitMaker;
}

const TECH_GRADES = [
  { title: 'Technician A', share: 0.3, efficiency: 1.18, rate: 44 },
  { title: 'Technician B', share: 0.45, efficiency: 1.02, rate: 36 },
  { title: 'Technician C', share: 0.25, efficiency: 0.86, rate: 28 },
];
const FIRST_ROLES = ['Parts counter', 'Service advisor', 'Salesperson', 'F&I manager'] as const;
const OTHER_TITLES = ['Parts counter', 'Warehouse', 'Service advisor', 'Office clerk', 'Cashier', 'Shop foreman', 'Salesperson', 'Parts manager', 'Service manager'];
/** The demo accounts' jobs, by Excede id: the service and sales accounts write repair orders and sell trucks. */
const ACCOUNT_TITLES: Record<string, string> = {
  '10001': 'IT administrator',
  '10002': 'Parts manager',
  '10003': 'Controller',
  '10004': 'Office clerk',
  '10005': 'Service manager',
  '10006': 'Sales manager',
};

function buildBranches(): Branch[] {
  const sizes = DEMO_BRANCHES.map((b) => BRANCH_PLACES[b.code]!.size);
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  return DEMO_BRANCHES.map((b, index) => ({ index, ...b, size: BRANCH_PLACES[b.code]!.size / mean, place: BRANCH_PLACES[b.code]! }));
}

const excedeNameOf = (first: string, last: string) => `${last.toUpperCase()}, ${first.toUpperCase()}`;

/** Employees: the demo people keep their ids and branches; roles a branch lacks are filled by hires of our own. */
function buildStaff(r: Draws, branches: Branch[], techniciansAt: (branch: Branch) => number) {
  const employees: Employee[] = [];
  const staff: Staff[] = branches.map(() => ({ counter: [], advisors: [], sales: [], finance: [], technicians: [] }));
  const names = new Set<string>();
  const add = (branch: number, title: string, person: { excede_id: string; name: string; excede_name: string }) => {
    const isTechnician = title.startsWith('Technician');
    const grade = TECH_GRADES.find((g) => g.title === title);
    const employee: Employee = {
      excedeId: person.excede_id,
      name: person.name,
      excedeName: person.excede_name,
      branch,
      title,
      isTechnician,
      efficiency: grade ? grade.efficiency * r.factor(0.08) : 1,
      costRate: grade ? cents(grade.rate + r.between(-2, 2)) : 0,
    };
    names.add(person.name);
    employees.push(employee);
    const s = staff[branch]!;
    if (isTechnician) s.technicians.push(employee);
    else if (title === 'Parts counter' || title === 'Parts manager') s.counter.push(employee);
    else if (title === 'Service advisor' || title === 'Service manager' || title === 'Shop foreman') s.advisors.push(employee);
    else if (title === 'Salesperson' || title === 'Sales manager') s.sales.push(employee);
    else if (title === 'F&I manager') s.finance.push(employee);
  };
  const gradeTitle = () => {
    const x = r.next();
    return x < TECH_GRADES[0]!.share ? TECH_GRADES[0]!.title : x < TECH_GRADES[0]!.share + TECH_GRADES[1]!.share ? TECH_GRADES[1]!.title : TECH_GRADES[2]!.title;
  };
  const accounts = new Set(DEMO_ACCOUNTS.map((a) => a.excede_id));
  const people = demoEmployees();
  for (const person of people) names.add(person.name);
  for (const person of people.filter((p) => accounts.has(p.excede_id))) {
    add(branches.findIndex((b) => b.code === branchCode(person.branch)), ACCOUNT_TITLES[person.excede_id] ?? 'Office clerk', person);
  }
  let hired = 0;
  const hire = (branch: Branch, title: string) => {
    for (;;) {
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      if (names.has(`${first} ${last}`)) continue;
      add(branch.index, title, { excede_id: String(20001 + hired++), name: `${first} ${last}`, excede_name: excedeNameOf(first, last) });
      return;
    }
  };
  for (const branch of branches) {
    const own = people.filter((p) => !accounts.has(p.excede_id) && branchCode(p.branch) === branch.code);
    const needed = techniciansAt(branch);
    const titles: string[] = [...FIRST_ROLES];
    for (let i = 0; i < needed; i++) titles.push(gradeTitle());
    own.forEach((person, i) => add(branch.index, titles[i] ?? OTHER_TITLES[(i - titles.length) % OTHER_TITLES.length]!, person));
    for (const title of titles.slice(own.length)) hire(branch, title);
  }
  return { employees, staff };
}

const TERMS: Record<string, number> = { COD: 0, NET15: 15, NET30: 30, NET45: 45, NET60: 60 };

/** Customers: one cash account and one house account a branch, the makers' warranty accounts, then the trade. */
function buildCustomers(r: Draws, spec: ScaleSpec, branches: Branch[], maker: UnitMaker) {
  const customers: Customer[] = [];
  const units: Unit[] = [];
  const names = new Set<string>();
  const sizes = cumulative(branches.map((b) => b.size));
  const make = (c: Omit<Customer, 'units' | 'payer' | 'holdSince' | 'termsDays'> & { payer?: Payer; holdSince?: Day | null }) => {
    const customer: Customer = { payer: 'prompt', holdSince: null, ...c, termsDays: TERMS[c.trmId] ?? 0, units: [] };
    customers.push(customer);
    names.add(customer.name);
    return customer;
  };
  const cash = branches.map((b) =>
    make({ cusId: `CASH${b.code}`, name: `CASH SALE - ${b.name.toUpperCase()}`, branch: b.index, kind: 'cash', trmId: 'COD', creditLimit: 0, discount: 1, city: b.name }),
  );
  const house = branches.map((b) =>
    make({ cusId: `HOUSE${b.code}`, name: `${b.name} Truck Center - Internal`, branch: b.index, kind: 'house', trmId: 'NET30', creditLimit: 0, discount: 0.62, city: b.name }),
  );
  const warranty = new Map<string, Customer>();
  for (const [make_, cusId, name] of [
    ['International', 'NAVWTY', 'Navistar Inc. - Warranty'],
    ['Ford', 'FORDWTY', 'Ford Motor Company - Warranty'],
    ['Isuzu', 'ISZWTY', 'Isuzu Commercial Truck - Warranty'],
  ] as const) {
    warranty.set(make_, make({ cusId, name, branch: 0, kind: 'warranty', trmId: 'NET30', creditLimit: cents(500_000), discount: 1, city: 'Norcross' }));
  }

  const addUnits = (customer: Customer, count: number, fleetPrefix: string | null) => {
    const favourite = r.pick(TRUCK_MODELS);
    for (let i = 0; i < count; i++) {
      const model = r.chance(0.6) ? favourite : r.pick(TRUCK_MODELS);
      const unit = maker.make(customer.cusId, model, fleetPrefix ? `${fleetPrefix}${100 + i * r.int(1, 3)}` : null);
      customer.units.push(unit);
      units.push(unit);
    }
  };
  for (const b of branches) addUnits(house[b.index]!, r.int(3, 6), 'SHOP-');

  const unitScale = spec.customers > 5_000 ? 1.2 : 0.5;
  for (let i = 0; customers.length < spec.customers + branches.length * 2 + warranty.size; i++) {
    const branch = branches[r.weighted(branches.map((b) => b.index), sizes)]!;
    const city = r.pick(branch.place.cities);
    const x = r.next();
    const kind: CustomerKind = x < 0.36 ? 'walk-in' : x < 0.6 ? 'owner-operator' : x < 0.97 ? 'fleet' : 'public';
    let name = '';
    for (let attempt = 0; !name || names.has(name); attempt++) {
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      const ending = r.pick(COMPANY_ENDINGS);
      const business = `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_TRADES)}${ending ? ` ${ending}` : ''}`;
      name =
        kind === 'walk-in'
          ? r.chance(0.5) ? `${first} ${last}` : `${last}'s ${r.pick(COMPANY_TRADES)}`
          : kind === 'owner-operator'
            ? r.chance(0.5) ? `${first} ${last} Trucking LLC` : `${last} Hauling`
            : kind === 'public'
              ? r.pick(PUBLIC_FLEETS)(city, branch.place.county)
              : business;
      if (attempt > 4) name = `${name} of ${city}${attempt > 8 ? ` ${attempt}` : ''}`;
    }
    const payerDraw = r.next();
    const charge = kind === 'fleet' || kind === 'public' || (kind === 'owner-operator' && r.chance(0.6)) || (kind === 'walk-in' && r.chance(0.08));
    const payer: Payer = !charge ? 'prompt' : payerDraw < 0.66 ? 'prompt' : payerDraw < 0.9 ? 'slow' : payerDraw < 0.975 ? 'late' : 'delinquent';
    const trmId = !charge ? 'COD' : kind === 'public' ? r.pick(['NET45', 'NET60']) : kind === 'fleet' ? r.pick(['NET30', 'NET30', 'NET30', 'NET15', 'NET45']) : r.pick(['NET15', 'NET30']);
    const limitDollars = !charge ? 0 : kind === 'public' ? r.int(10, 100) * 5_000 : kind === 'fleet' ? r.int(3, 50) * 5_000 : r.int(1, 5) * 5_000;
    const customer = make({
      cusId: String(100_001 + i),
      name,
      branch: branch.index,
      kind,
      trmId,
      creditLimit: cents(limitDollars),
      payer,
      holdSince: payer === 'delinquent' ? TODAY - r.int(45, 150) : null,
      discount: kind === 'fleet' ? r.between(0.78, 0.9) : kind === 'public' ? 0.85 : kind === 'owner-operator' ? 0.95 : 1,
      city,
    });
    const fleetSize =
      kind === 'fleet' ? Math.round(r.between(3, 28) * unitScale * (r.chance(0.1) ? 2.5 : 1)) : kind === 'public' ? r.int(8, 36) : kind === 'owner-operator' ? r.int(1, 3) : r.chance(0.35) ? 1 : 0;
    const initials = name.replace(/[^A-Z]/g, '').slice(0, 2);
    addUnits(customer, fleetSize, kind === 'fleet' || kind === 'public' ? `${initials}-` : null);
  }
  return { customers, units, cash, house, warranty };
}

/** Trucks with valid VINs and Excede unit ids (UntId), whoever owns them. */
export class UnitMaker {
  private made = 0;
  private readonly vins: VinMaker;

  constructor(private readonly r: Draws) {
    this.vins = new VinMaker(r);
  }

  make(cusId: string, model: TruckModel, fleetUntId: string | null, year?: number): Unit {
    const modelYear = year ?? Math.min(2027, 2026 - Math.floor(this.r.next() * this.r.next() * 14));
    return { untId: String(400_001 + this.made++), vin: this.vins.make(model.wmi, modelYear), fleetUntId, year: modelYear, model, cusId };
  }
}

/** SVUNT: a truck and its owner. */
export function writeUnit(files: ExportFiles, u: Unit) {
  files.of(excedeUnits).write({ untId: u.untId, vin: u.vin, fleetUntId: u.fleetUntId, year: u.year, make: u.model.make, model: u.model.model, cusId: u.cusId });
}

function branchCustomers(branches: Branch[], customers: Customer[], cash: Customer[], house: Customer[]): BranchCustomers[] {
  return branches.map((b) => {
    const trade = customers.filter((c) => c.branch === b.index && c.kind !== 'cash' && c.kind !== 'house' && c.kind !== 'warranty');
    const tradeWeight = (c: Customer) => (c.kind === 'walk-in' ? 0.25 : c.kind === 'owner-operator' ? 1 : 0.5 * Math.max(2, c.units.length));
    const total = trade.reduce((sum, c) => sum + tradeWeight(c), 0);
    // The cash account takes a third of the counter's tickets, as walk-in trade does at a truck parts counter.
    const counter = [cash[b.index]!, ...trade];
    const service = trade.filter((c) => c.units.length > 0);
    return {
      cash: cash[b.index]!,
      house: house[b.index]!,
      counter,
      counterWeights: cumulative([total / 2, ...trade.map(tradeWeight)]),
      service,
      serviceWeights: cumulative(service.map((c) => Math.pow(c.units.length, 0.8))),
    };
  });
}

export function buildWorld(spec: ScaleSpec, r: Draws, techniciansAt: (branch: Branch) => number): World {
  const branches = buildBranches();
  const { employees, staff } = buildStaff(r, branches, techniciansAt);
  const unitMaker = new UnitMaker(r);
  const { customers, units, cash, house, warranty } = buildCustomers(r, spec, branches, unitMaker);
  return {
    branches,
    employees,
    staff,
    customers,
    byBranch: branchCustomers(branches, customers, cash, house),
    warranty,
    units,
    vendors: [...PART_VENDORS, ...OTHER_VENDORS],
    unitMaker,
  };
}

const phoneOf = (r: Draws, areaCode: string) => `(${areaCode}) 555-01${r.digits(2)}`;
const slug = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Of the fleet accounts, the share that keeps an exemption certificate on file (resellers, farms, non-profits). */
const FLEET_EXEMPT_SHARE = 0.08;

/** COBRN, COEMP, ARCUS, SVUNT and APVEN; `exemption` draws which fleets are tax-exempt, apart so every other figure stays as it was. */
export async function writeShared(files: ExportFiles, world: World, r: Draws, exemption: Draws) {
  const branchWriter = files.of(branchTable);
  for (const b of world.branches) branchWriter.write({ code: b.code, name: b.name, state: b.state });
  const employees = files.of(excedeEmployees);
  for (const e of world.employees) {
    employees.write({ excedeId: e.excedeId, name: e.name, excedeName: e.excedeName, branchCode: world.branches[e.branch]!.code, title: e.title, isTechnician: e.isTechnician, laborCostRate: e.isTechnician ? money(e.costRate) : null });
  }
  const customers = files.of(excedeCustomers);
  await files.each(world.customers, (c) => {
    const branch = world.branches[c.branch]!;
    const company = c.kind === 'fleet' || c.kind === 'public' || c.kind === 'warranty';
    customers.write({
      cusId: c.cusId,
      name: c.name,
      brnId: branch.code,
      city: c.city,
      state: branch.state,
      phone: c.kind === 'cash' || c.kind === 'house' ? null : phoneOf(r, branch.place.areaCode),
      email: company ? `accounts@${slug(c.name)}.example` : null,
      trmId: c.trmId,
      creditLimit: money(c.creditLimit),
      onHold: c.holdSince !== null,
      isFleet: c.kind === 'fleet' || c.kind === 'public',
      taxExempt: c.kind === 'public' || c.kind === 'house' || (c.kind === 'fleet' && exemption.chance(FLEET_EXEMPT_SHARE)),
    });
  });
  await files.each(world.units, (u) => writeUnit(files, u));
  const vendors = files.of(excedeVendors);
  for (const v of world.vendors) vendors.write({ venId: v.venId, name: v.name, trmId: v.trmId, phone: `(800) 555-01${r.digits(2)}` });
}
