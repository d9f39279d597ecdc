import { googleReport } from '../../../src/domain/marketing/googleReport';
import { happyOrNotReport } from '../../../src/domain/marketing/happyOrNotReport';
import { trendMonths } from '../../../src/domain/sales/vehicleSales';
import type { MarketFigure } from '../../../src/domain/marketing/marketFigures';
import { tileOf, type MarketReportAnswer, type MarketReportFigures, type MarketSourceFacts } from '../../../src/domain/marketing/marketReportAnswers';
import { GOOGLE_PROFILE_METRICS, HAPPY_OR_NOT_LEVELS, HAPPY_OR_NOT_TERMINALS, MARKET_REPORT_DEFINITIONS, SOCIAL_METRICS, SOCIAL_PLATFORMS, WEBSITE_METRICS, type MarketReportName } from '../../../src/domain/marketing/marketReports';
import { reputationReport, type Review } from '../../../src/domain/marketing/reputationReport';
import { socialReport } from '../../../src/domain/marketing/socialReport';
import { MARKET_REPORTS } from '../../../src/domain/routes';

/** The stories' figures: Norcross and Forest Park (Georgia) and Birmingham (Alabama), the 13 months to October 2026, drawn by formula. */
export const MONTHS = trendMonths('2026-10');
export const BRANCHES = [
  { code: '101', name: 'Norcross' },
  { code: '102', name: 'Forest Park' },
  { code: '201', name: 'Birmingham' },
];
export const USER_BRANCHES = BRANCHES.map((b) => `${b.code} - ${b.name}`);

const wave = (i: number, m: number, size: number) => Math.round(size * (1 + 0.08 * Math.sin(i * 1.7 + m * 0.9) + m * 0.01));

function figures(): MarketFigure[] {
  const out: MarketFigure[] = [];
  const add = (source: string, metric: string, size: number) =>
    BRANCHES.forEach((b, bi) => MONTHS.forEach((month, m) => out.push({ source, brnId: b.code, month, metric, value: wave(bi * 5 + out.length % 7, m, size * (1 - bi * 0.2)) })));
  GOOGLE_PROFILE_METRICS.forEach((metric, i) => add('Google Business Profile', metric, [6400, 3100, 420, 310, 260][i]!));
  WEBSITE_METRICS.forEach((metric, i) => add('Website', metric, [2900, 38][i]!));
  SOCIAL_PLATFORMS.forEach((platform, p) => SOCIAL_METRICS.forEach((metric, i) => add(platform, metric, [[2400, 12, 9000, 520, 140], [900, 10, 4200, 380, 60], [600, 4, 1800, 90, 45]][p]![i]!)));
  HAPPY_OR_NOT_TERMINALS.forEach((terminal, t) => HAPPY_OR_NOT_LEVELS.forEach((level, l) => add('Happy or Not', `${terminal} - ${level}`, [210, 95, 28 + t * 30, 14 + t * 25][l]!)));
  return out;
}
export const FIGURES = figures();

const BODIES = ['Parts ready in ten minutes. Best counter in town.', 'Truck sat three days waiting on a part nobody told me about.', 'Fair price and the truck was ready when promised.', 'Called four times for an update and never got a call back.'];
export function reviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => {
    const month = MONTHS[12 - (i % 13)]!;
    const day = String(1 + ((i * 7) % 28)).padStart(2, '0');
    const rating = [5, 2, 4, 1, 5, 3][i % 6]!;
    const answered = i % 3 !== 1;
    return {
      reviewId: `RV${200_001 + i}`,
      platform: ['Google', 'Google', 'Facebook', 'Yelp'][i % 4]!,
      brnId: BRANCHES[i % 3]!.code,
      reviewedOn: `${month}-${day}`,
      rating,
      body: BODIES[i % 4]!,
      respondedOn: answered ? `${month}-${String(Math.min(28, Number(day) + 2)).padStart(2, '0')}` : null,
      followUp: i === 13 ? { id: 1, version: 1, assignedTo: 7, assignee: 'Sandy Sales', respondedOn: null } : null,
    };
  });
}

export const ASSIGNEES = [
  { id: 1, name: 'Ada Admin' },
  { id: 7, name: 'Sandy Sales' },
];

export const FEED: MarketSourceFacts = { sources: [], asOf: '2026-11-25T11:15:00.000Z', stale: false, upload: null };
const UPLOADED = { id: 4, fileName: 'october-terminals.csv', rows: 12, uploadedAt: '2026-11-20T14:30:00.000Z', uploadedBy: 'Sandy Sales' };

export function figuresOf(name: MarketReportName, all: readonly MarketFigure[] = FIGURES, many = 40): MarketReportFigures {
  const definition = MARKET_REPORT_DEFINITIONS[name];
  switch (definition.kind) {
    case 'google':
      return googleReport(all, BRANCHES.filter((b) => (definition.state === 'AL') === b.code.startsWith('2')));
    case 'social':
      return socialReport(all);
    case 'reputation':
      return reputationReport(reviews(many));
    case 'happyOrNot':
      return happyOrNotReport(all);
  }
}

export function answerOf(name: MarketReportName, figures = figuresOf(name)): MarketReportAnswer {
  const definition = MARKET_REPORT_DEFINITIONS[name];
  return {
    name,
    branches: BRANCHES.map((b) => b.code),
    figures,
    source: { ...FEED, sources: definition.sources, upload: definition.kind === 'happyOrNot' ? UPLOADED : null },
    assignees: definition.kind === 'reputation' ? ASSIGNEES : [],
  };
}

export const TILES = MARKET_REPORTS.map((name) => {
  const answer = answerOf(name);
  return tileOf(name, answer.figures, answer.source);
});
export const EMPTY_TILES = MARKET_REPORTS.map((name) => {
  const answer = answerOf(name, figuresOf(name, [], 0));
  return tileOf(name, answer.figures, answer.source);
});
