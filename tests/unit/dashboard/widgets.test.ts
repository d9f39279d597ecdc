import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../../src/demo/people';
import { roleDefaultLayout } from '../../../src/domain/dashboard/roleDefaults';
import { linksOf, mayOpenWidget, offeredWidgets, WIDGETS, type DataWidget } from '../../../src/domain/dashboard/widgets';

const permissionsOf = (role: string) => DEMO_ROLES.find((r) => r.name === role)!.permissions;
const ask = { branches: ['101', '201'], branch: '101', from: '2026-11-01', to: '2026-11-25' };

describe('the widget catalogue', () => {
  it('offers a role the widgets of the screens it may open, and no one a widget of a screen they may not', () => {
    expect(offeredWidgets(permissionsOf('Sales'))).toEqual(['agingUnits', 'agingBuckets', 'vehicleSalesMonth', 'vehicleSalesTrend', 'fiPvr', 'homeLinks', 'salesLinks']);
    expect(offeredWidgets([])).toEqual(['homeLinks']);
    expect(mayOpenWidget('unreconciledDays', permissionsOf('Accounting'))).toBe(true);
    expect(mayOpenWidget('unreconciledDays', permissionsOf('Parts'))).toBe(false);
    expect(offeredWidgets(permissionsOf('Administrator')).length).toBeGreaterThanOrEqual(12);
  });

  it('asks each screen’s own endpoint with the filter’s branches and period', () => {
    const widget = (kind: keyof typeof WIDGETS) => WIDGETS[kind] as DataWidget;
    expect(widget('cashClearing').ask(ask)).toBe('/accounting/cash-clearing/overview?brnId=101&brnId=201&from=2026-11-01&to=2026-11-25');
    expect(widget('fiPvr').ask(ask)).toBe('/sales/finance-insurance?brnId=101&brnId=201&period=2026-11');
    expect(widget('waitingList').ask(ask)).toBe('/parts/tickets?brnId=101');
    expect(widget('fiPvr').read({ pvr: '1250.50', retailUnits: 4, trend: [{ month: '2026-10', pvr: '1000.00' }, { month: '2026-11', pvr: '1250.50' }] } as never)).toEqual({
      shape: 'kpi',
      value: 1250.5,
      format: 'money',
      previous: 1000,
      sparkline: [1000, 1250.5],
      note: '4 retail units',
    });
  });

  it('lists in a links widget only the group’s screens the user may open', () => {
    expect(linksOf('Sales', permissionsOf('Parts'))).toEqual([]);
    expect(linksOf('Sales', permissionsOf('Sales')).map((l) => l.href)).toContain('/vh-aging-report');
  });
});

describe('the role default', () => {
  it('takes each role’s widgets once in the order of the roles, then the shortcuts, only those the user may open', () => {
    const both = [...permissionsOf('Parts'), ...permissionsOf('Service')];
    expect(roleDefaultLayout(['Parts', 'Service'], both).map((w) => w.kind)).toEqual([
      'fillRate', 'lostSales', 'openPicks', 'waitingList', 'partsLinks', 'schedulerCapacity', 'timeOffRequested', 'serviceLinks', 'homeLinks',
    ]);
    // A role whose rights were narrowed since: its widgets of screens it lost are left out.
    expect(roleDefaultLayout(['Parts'], []).map((w) => w.kind)).toEqual(['homeLinks']);
    expect(roleDefaultLayout([], [])[0]).toEqual({ id: 'default-1', kind: 'homeLinks', size: 'M', filter: { branches: [], period: 'monthToDate' } });
  });
});
