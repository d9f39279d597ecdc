import { excedeMarketMetrics, excedeReviews } from '../../db/excede';
import { firstDayOfMonth, isoDay, monthOf, TODAY } from './calendar';
import { decimal, type Draws } from './draws';
import type { ExportFiles } from './exportFiles';
import type { ScaleSpec } from './scale';
import type { World } from './shared';

/**
 * The outside feeds of the market report: Google Business Profile, the website, social media, truck
 * registrations and the Happy or Not terminals per branch and month, and customer reviews per branch.
 */
interface Feed {
  source: string;
  metric: string;
  /** A month's value at a branch of average size. */
  base: number;
  /** How much it grows a year (followers keep growing). */
  growth: number;
}

const HAPPY_OR_NOT: Feed[] = ['Parts counter', 'Service lounge', 'Cashier'].flatMap((terminal) => [
  { source: 'Happy or Not', metric: `${terminal} - Very happy`, base: 210, growth: 0.05 },
  { source: 'Happy or Not', metric: `${terminal} - Happy`, base: 95, growth: 0.05 },
  { source: 'Happy or Not', metric: `${terminal} - Unhappy`, base: 28, growth: 0 },
  { source: 'Happy or Not', metric: `${terminal} - Very unhappy`, base: 14, growth: -0.05 },
]);
const FEEDS: readonly Feed[] = [
  { source: 'Google Business Profile', metric: 'Search views', base: 6_400, growth: 0.12 },
  { source: 'Google Business Profile', metric: 'Maps views', base: 3_100, growth: 0.15 },
  { source: 'Google Business Profile', metric: 'Calls', base: 420, growth: 0.06 },
  { source: 'Google Business Profile', metric: 'Website clicks', base: 310, growth: 0.1 },
  { source: 'Google Business Profile', metric: 'Direction requests', base: 260, growth: 0.08 },
  { source: 'Website', metric: 'Sessions', base: 2_900, growth: 0.14 },
  { source: 'Website', metric: 'Leads', base: 38, growth: 0.1 },
  ...['Facebook', 'Instagram', 'LinkedIn'].flatMap((platform, i) => [
    { source: platform, metric: 'Followers', base: [2_400, 900, 600][i]!, growth: 0.25 },
    { source: platform, metric: 'Posts', base: [12, 10, 4][i]!, growth: 0 },
    { source: platform, metric: 'Reach', base: [9_000, 4_200, 1_800][i]!, growth: 0.18 },
    { source: platform, metric: 'Engagements', base: [520, 380, 90][i]!, growth: 0.15 },
    { source: platform, metric: 'Link clicks', base: [140, 60, 45][i]!, growth: 0.12 },
  ]),
  { source: 'S&P Global Mobility', metric: 'Class 8 registrations', base: 180, growth: -0.03 },
  { source: 'S&P Global Mobility', metric: 'Class 8 our registrations', base: 22, growth: 0.02 },
  { source: 'S&P Global Mobility', metric: 'Class 4-7 registrations', base: 240, growth: 0.02 },
  { source: 'S&P Global Mobility', metric: 'Class 4-7 our registrations', base: 41, growth: 0.05 },
  ...HAPPY_OR_NOT,
];
/** Busier months for the counter and the web: winter breakdowns and the summer heat. */
const SEASON = [1.08, 1.02, 1.0, 0.96, 0.97, 1.03, 1.07, 1.05, 0.99, 0.97, 0.95, 0.91];

export async function writeMarketMetrics(files: ExportFiles, world: World, spec: ScaleSpec, r: Draws) {
  const writer = files.of(excedeMarketMetrics);
  const thisMonth = monthOf(TODAY);
  for (let month = thisMonth - spec.marketMonths; month < thisMonth; month++) {
    const years = (month - thisMonth) / 12;
    for (const branch of world.branches) {
      const quality = 0.9 + ((branch.index * 7) % 5) / 20;
      for (const f of FEEDS) {
        const unhappy = f.metric.endsWith('happy') && f.metric.includes('nhappy');
        const value = f.base * branch.size * (1 + f.growth * years) * SEASON[month % 12]! * (unhappy ? 2 - quality : f.source === 'Happy or Not' ? quality : 1) * r.factor(0.12);
        writer.write({ source: f.source, brnId: branch.code, metricOn: isoDay(firstDayOfMonth(month)), metric: f.metric, value: decimal(Math.round(value) * 100, 2) });
      }
    }
    await files.flush();
  }
}

const GOOD = [
  '{name} at the parts counter had my filters and belts ready in ten minutes. Best counter in {city}.',
  'Brought our {model} in for a PM and it was done the same day. {name} kept me posted the whole time.',
  'Bought a new {make} {model} from {name}. Fair deal, no games, and the truck was ready when promised.',
  'The shop got our truck back on the road fast after a DPF problem. Downtime is money and they get it.',
  'They always have the part or can get it overnight. Good people to deal with.',
  'Road call at 6 am and a tech was there within the hour. Thank you {name}!',
];
const FAIR = [
  'Work was good but it took two days longer than promised.',
  'Parts are priced on the high side, but they had what I needed.',
  'Clean waiting area and fresh coffee. The repair took longer than quoted.',
];
const POOR = [
  'Truck sat three days waiting on a part nobody told me about.',
  'Called four times for an update and never got a call back.',
  'Paid for a diagnosis and the check engine light came back the next day.',
  'Ordered a part that was supposed to be in stock. It was not.',
];

export async function writeReviews(files: ExportFiles, world: World, spec: ScaleSpec, r: Draws) {
  const writer = files.of(excedeReviews);
  const firstMonth = monthOf(TODAY) - spec.months;
  let n = 0;
  for (const branch of world.branches) {
    const mean = 3.9 + ((branch.index * 3) % 7) / 10;
    const staff = world.staff[branch.index]!;
    const people = [...staff.counter, ...staff.advisors, ...staff.sales];
    for (let month = firstMonth; month <= monthOf(TODAY); month++) {
      const start = firstDayOfMonth(month);
      const days = Math.min(firstDayOfMonth(month + 1), TODAY + 1) - start;
      for (let i = r.count(spec.reviewsPerMonth * branch.size * (days / 30)); i > 0; i--) {
        const on = start + r.int(0, days - 1);
        const x = r.next() * 5;
        const rating = x < mean - 1.6 ? 5 : x < mean - 0.4 ? 4 : x < mean + 0.2 ? 3 : x < mean + 0.6 ? 2 : 1;
        const unit = r.pick(world.units);
        const body = r
          .pick(rating >= 4 ? GOOD : rating === 3 ? FAIR : POOR)
          .replace('{name}', r.pick(people).name.split(' ')[0]!)
          .replace('{city}', branch.name)
          .replace('{make}', unit.model.make)
          .replace('{model}', unit.model.model);
        const answered = TODAY - on > 10 ? r.chance(0.78) : r.chance(0.35);
        const respondedOn = answered ? Math.min(TODAY, on + r.int(0, rating <= 2 ? 2 : 6)) : null;
        const platform = r.next() < 0.7 ? 'Google' : r.chance(0.65) ? 'Facebook' : 'Yelp';
        writer.write({ reviewId: `RV${200_001 + n++}`, platform, brnId: branch.code, reviewedOn: isoDay(on), rating, body, respondedOn: respondedOn === null ? null : isoDay(respondedOn) });
      }
    }
    await files.flush();
  }
}
