import type { ChartDatum } from '../../src/ui/charts/ChartFrame';

// Simple inline formatters: the stories show that charts take any (value: number) => string.
export const dollars = (value: number) =>
  value < 0 ? `($${Math.abs(value).toLocaleString('en-US')})` : `$${value.toLocaleString('en-US')}`;
export const count = (value: number) => value.toLocaleString('en-US');

/** Parts and service revenue by month for one branch. */
export const revenueByMonth: ChartDatum[] = [
  { month: 'Jan', parts: 120000, service: 86000 },
  { month: 'Feb', parts: 132500, service: 91000 },
  { month: 'Mar', parts: 118000, service: 99500 },
  { month: 'Apr', parts: 141000, service: 104000 },
  { month: 'May', parts: 150250, service: 97000 },
  { month: 'Jun', parts: 162000, service: 110500 },
];

export const revenueSeries = [
  { key: 'parts', label: 'Parts' },
  { key: 'service', label: 'Service' },
];

const branches = [
  '101 - Norcross', '102 - Atlanta', '103 - Macon', '104 - Savannah', '105 - Augusta', '106 - Columbus',
  '107 - Albany', '108 - Valdosta', '109 - Athens', '110 - Dalton', '111 - Rome', '112 - Gainesville',
];

/** Units sold per branch, new and used: twelve categories. */
export const unitsByBranch: ChartDatum[] = branches.map((branch, i) => ({
  branch,
  new: 20 + ((i * 7) % 13),
  used: 8 + ((i * 5) % 11),
  lease: 3 + ((i * 3) % 5),
}));

export const unitSeries = [
  { key: 'new', label: 'New' },
  { key: 'used', label: 'Used' },
  { key: 'lease', label: 'Lease' },
];

/** Ready-made chart props: revenue by month in dollars, units by branch as counts. */
export const revenueChart = {
  title: 'Revenue by month',
  data: revenueByMonth,
  categoryKey: 'month',
  categoryLabel: 'Month',
  series: revenueSeries,
  format: dollars,
};

export const unitsChart = {
  title: 'Units sold by branch',
  data: unitsByBranch,
  categoryKey: 'branch',
  categoryLabel: 'Branch',
  series: unitSeries,
  format: count,
};
