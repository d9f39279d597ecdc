import type { GoogleReport } from './googleReport';
import type { HappyOrNotReport } from './happyOrNotReport';
import type { MarketReportName } from './marketReports';
import type { ReputationReport } from './reputationReport';
import type { SocialReport } from './socialReport';

/** The last upload of a report's figures: the file, who sent it and when (ISO). */
export interface MarketUploadFacts {
  id: number;
  fileName: string;
  rows: number;
  uploadedAt: string;
  uploadedBy: string;
}

/** Where a report's figures come from and how fresh: the import of the feed's table, and the last upload over it. */
export interface MarketSourceFacts {
  sources: readonly string[];
  /** The last good import of the feed (ISO); null before the first. */
  asOf: string | null;
  stale: boolean;
  upload: MarketUploadFacts | null;
}

export type MarketReportFigures = GoogleReport | SocialReport | ReputationReport | HappyOrNotReport;

/** GET /api/marketing/reports/:name */
export interface MarketReportAnswer {
  name: MarketReportName;
  branches: string[];
  source: MarketSourceFacts;
  figures: MarketReportFigures;
  /** Reputation Management: who a review may be assigned to (holders of the report's permission). */
  assignees: { id: number; name: string }[];
}

export type TileFormat = 'number' | 'percent' | 'rating';

/** A tile of /marketreport/all: a report's headline figure of its newest month, its trend and its source. */
export interface MarketTile {
  name: MarketReportName;
  label: string;
  month: string | null;
  value: number | null;
  format: TileFormat;
  /** The headline of the 13 months to the month, oldest first (a month without figures left out). */
  sparkline: number[];
  source: MarketSourceFacts;
}

/** GET /api/marketing/reports */
export interface MarketTilesAnswer {
  branches: string[];
  tiles: MarketTile[];
}

const present = (values: readonly (number | null)[]) => values.filter((v): v is number => v !== null);

/** The headline a report's tile shows: search views, followers, the average rating or % positive. */
export function tileOf(name: MarketReportName, figures: MarketReportFigures, source: MarketSourceFacts): MarketTile {
  const base = { name, month: figures.month, source };
  switch (figures.kind) {
    case 'google':
      return { ...base, label: 'Search views', format: 'number', value: figures.totals.find((t) => t.metric === 'Search views')?.value ?? null, sparkline: figures.trend.map((t) => t['Search views']) };
    case 'social':
      return {
        ...base,
        label: 'Followers',
        format: 'number',
        value: figures.month ? figures.platforms.reduce((n, p) => n + p.followers, 0) : null,
        sparkline: figures.trend.map((t) => t.Facebook + t.Instagram + t.LinkedIn),
      };
    case 'reputation':
      return { ...base, label: 'Average rating', format: 'rating', value: figures.summary.averageRating, sparkline: present(figures.trend.map((t) => t.averageRating)) };
    case 'happyOrNot':
      return { ...base, label: '% positive', format: 'percent', value: figures.positivePercent, sparkline: present(figures.trend.map((t) => t.all)) };
  }
}
