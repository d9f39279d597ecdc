import { MARKET_REPORTS } from '../routes';

/**
 * What each market report is made of. Every figure but the reviews is a monthly value of an outside feed per
 * branch (Excede's `excede_market_metrics`: source, branch, month, metric); a report reads the sources below,
 * Google's only for the branches of its state. Reputation Management reads the reviews (`excede_reviews`).
 */
export type MarketReportName = (typeof MARKET_REPORTS)[number];
export type MarketReportKind = 'google' | 'social' | 'reputation' | 'happyOrNot';

export const GOOGLE_PROFILE_METRICS = ['Search views', 'Maps views', 'Calls', 'Website clicks', 'Direction requests'] as const;
export const WEBSITE_METRICS = ['Sessions', 'Leads'] as const;
export const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'LinkedIn'] as const;
export const SOCIAL_METRICS = ['Followers', 'Posts', 'Reach', 'Engagements', 'Link clicks'] as const;
export const HAPPY_OR_NOT_TERMINALS = ['Parts counter', 'Service lounge', 'Cashier'] as const;
/** The four smileys, best first. */
export const HAPPY_OR_NOT_LEVELS = ['Very happy', 'Happy', 'Unhappy', 'Very unhappy'] as const;
export type HappyOrNotLevel = (typeof HAPPY_OR_NOT_LEVELS)[number];
/** A terminal whose month has fewer positive presses than this (percent) raises an alert (our proposal until marketing sets its own). */
export const HAPPY_OR_NOT_ALERT_PERCENT = 80;

/** The columns an upload of a report's figures names beside its month and branch, each one of a fixed list, then its figure. */
export interface UploadShape {
  keys: readonly { field: string; values: readonly string[] }[];
  valueField: string;
  /** The feed's source and metric the keys stand for. */
  figureOf: (keys: readonly string[]) => { source: string; metric: string };
}

export interface MarketReportDefinition {
  name: MarketReportName;
  kind: MarketReportKind;
  /** Where its figures come from, as the tile says it. */
  sources: readonly string[];
  /** Google's reports: the branches of this state only. */
  state?: 'AL' | 'GA';
  /** Where no feed covers a figure, staff upload it (none for reviews, which arrive one by one). */
  upload?: UploadShape;
}

const GOOGLE_UPLOAD: UploadShape = {
  keys: [{ field: 'metric', values: [...GOOGLE_PROFILE_METRICS, ...WEBSITE_METRICS] }],
  valueField: 'value',
  figureOf: ([metric]) => ({ source: (WEBSITE_METRICS as readonly string[]).includes(metric!) ? 'Website' : 'Google Business Profile', metric: metric! }),
};

export const MARKET_REPORT_DEFINITIONS: Readonly<Record<MarketReportName, MarketReportDefinition>> = {
  'Google Web Reporting Alabama': { name: 'Google Web Reporting Alabama', kind: 'google', sources: ['Google Business Profile', 'Website'], state: 'AL', upload: GOOGLE_UPLOAD },
  'Google Web Reporting Georgia': { name: 'Google Web Reporting Georgia', kind: 'google', sources: ['Google Business Profile', 'Website'], state: 'GA', upload: GOOGLE_UPLOAD },
  'Social Media': {
    name: 'Social Media',
    kind: 'social',
    sources: SOCIAL_PLATFORMS,
    upload: {
      keys: [
        { field: 'platform', values: SOCIAL_PLATFORMS },
        { field: 'metric', values: SOCIAL_METRICS },
      ],
      valueField: 'value',
      figureOf: ([platform, metric]) => ({ source: platform!, metric: metric! }),
    },
  },
  'Reputation Management': { name: 'Reputation Management', kind: 'reputation', sources: ['Google', 'Facebook', 'Yelp'] },
  'Happy or Not': {
    name: 'Happy or Not',
    kind: 'happyOrNot',
    sources: ['Happy or Not'],
    upload: {
      keys: [
        { field: 'terminal', values: HAPPY_OR_NOT_TERMINALS },
        { field: 'level', values: HAPPY_OR_NOT_LEVELS },
      ],
      valueField: 'presses',
      figureOf: ([terminal, level]) => ({ source: 'Happy or Not', metric: `${terminal} - ${level}` }),
    },
  },
};

/** The report a name of the address stands for (decoded), or undefined for a name the spec does not list. */
export function marketReportOf(name: string): MarketReportDefinition | undefined {
  return (MARKET_REPORTS as readonly string[]).includes(name) ? MARKET_REPORT_DEFINITIONS[name as MarketReportName] : undefined;
}

/** A report's own page: /marketreport/ and its name, encoded. */
export const marketReportHref = (name: MarketReportName) => `/marketreport/${encodeURIComponent(name)}`;
