import { excedeLeaseContracts } from '../../db/excede';
import { isoDay, monthOf, TODAY, type Day } from './calendar';
import { cents, cumulative, money, type Draws } from './draws';
import type { ExportFiles } from './exportFiles';
import type { Ledger, Posting } from './ledger';
import { TRUCK_MODELS } from './names';
import type { ScaleSpec } from './scale';
import type { Branch, Customer, Unit, World } from './shared';

const LEASED_MODELS = TRUCK_MODELS.filter((m) => m.soldNew);

interface Contract {
  contractId: string;
  kind: 'Lease' | 'Rental';
  branch: Branch;
  customer: Customer;
  unit: Unit;
  startsOn: Day;
  endsOn: Day;
  monthly: number;
  defaulted: boolean;
}

/** Lease and rental contracts (LRCON) on trucks of the group's fleet, in the customers' hands, and their entries. */
export class LeaseDesk {
  readonly contracts: Contract[] = [];

  constructor(spec: ScaleSpec, r: Draws, world: World, firstDay: Day) {
    const sizes = cumulative(world.branches.map((b) => b.size));
    for (let i = 0; i < spec.leaseContracts; i++) {
      const branch = r.weighted(world.branches, sizes);
      const desk = world.byBranch[branch.index]!;
      const customer = r.weighted(desk.service, desk.serviceWeights);
      const lease = r.chance(0.55);
      const months = lease ? r.pick([36, 48, 60, 72]) : r.int(1, 8);
      const startsOn = lease ? firstDay - r.int(0, 900) + r.int(0, TODAY - firstDay) : firstDay + r.int(0, TODAY - firstDay);
      const unit = world.unitMaker.make(customer.cusId, r.pick(LEASED_MODELS), `LR-${1_000 + i}`, 2026 - r.int(0, 5));
      world.units.push(unit);
      this.contracts.push({
        contractId: `${lease ? 'L' : 'R'}${50_001 + i}`,
        kind: lease ? 'Lease' : 'Rental',
        branch,
        customer,
        unit,
        startsOn,
        endsOn: startsOn + Math.round(months * 30.4),
        monthly: cents(lease ? r.between(2_200, 4_800) : r.between(2_800, 6_500)),
        defaulted: r.chance(0.03),
      });
    }
  }

  async write(files: ExportFiles) {
    await files.each(this.contracts, (c) => {
      files.of(excedeLeaseContracts).write({
        contractId: c.contractId,
        kind: c.kind,
        brnId: c.branch.code,
        cusId: c.customer.cusId,
        untId: c.unit.untId,
        startsOn: isoDay(c.startsOn),
        endsOn: isoDay(c.endsOn),
        monthlyAmount: money(c.monthly),
        status: c.defaulted ? 'Defaulted' : c.endsOn < TODAY ? 'Ended' : 'Active',
      });
    });
  }

  /** The leased trucks already out when the history starts and the rental fleet, at cost, mostly on notes. */
  opening(branch: Branch, firstDay: Day): Posting[] {
    let fleet = 0;
    for (const c of this.contracts) {
      if (c.branch === branch && (c.kind === 'Rental' || (c.startsOn <= firstDay && c.endsOn > firstDay))) fleet += c.monthly * (c.kind === 'Lease' ? 40 : 12);
    }
    return [
      ['1600', fleet],
      ['2500', -Math.round(fleet * 0.7)],
    ];
  }

  /** Month end: trucks bought on notes for the month's new leases, the month's rent drawn by ACH, depreciation and note payments. */
  closeMonth(ledger: Ledger, day: Day, branches: readonly Branch[]) {
    const due = new Float64Array(branches.length);
    const bought = new Float64Array(branches.length);
    const month = monthOf(day);
    for (const c of this.contracts) {
      if (c.startsOn <= day && c.endsOn > day && !c.defaulted) due[c.branch.index]! += c.monthly;
      if (c.kind === 'Lease' && monthOf(c.startsOn) === month) bought[c.branch.index]! += c.monthly * 40;
    }
    for (const branch of branches) {
      const rent = due[branch.index]!;
      const fleet = bought[branch.index]!;
      if (!rent && !fleet) continue;
      const depreciation = Math.round(rent * 0.62);
      ledger.post({
        branch: branch.index,
        on: day,
        source: 'Lease and rental',
        xref: `LR${branch.code}-${isoDay(day).slice(0, 7)}`,
        description: 'Lease and rental: trucks bought for new contracts, billing and fleet depreciation',
        department: 'Lease and rental',
        lines: [
          ['1600', fleet],
          ['2500', depreciation - fleet],
          ['1010', rent - depreciation],
          ['4600', -rent],
          ['5600', depreciation],
          ['1610', -depreciation],
        ],
      });
    }
  }
}
