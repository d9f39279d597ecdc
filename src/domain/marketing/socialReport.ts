import { SOCIAL_PLATFORMS } from './marketReports';
import { latestMonth, monthBefore, monthsTo, percentOf, sumWhere, type MarketFigure } from './marketFigures';

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface SocialPlatformFigures {
  platform: SocialPlatform;
  followers: number;
  previousFollowers: number;
  posts: number;
  reach: number;
  engagements: number;
  /** Engagements over reach, in percent to one decimal; null without reach. */
  engagementRate: number | null;
  linkClicks: number;
}

export interface SocialReport {
  kind: 'social';
  month: string | null;
  platforms: SocialPlatformFigures[];
  /** Followers of each platform at each of the 13 months to the month. */
  trend: ({ month: string } & Record<SocialPlatform, number>)[];
}

/** Each platform's followers, posts, reach, engagement rate and link clicks of the branches' pages in the newest month. */
export function socialReport(figures: readonly MarketFigure[]): SocialReport {
  const mine = figures.filter((f) => (SOCIAL_PLATFORMS as readonly string[]).includes(f.source));
  const month = latestMonth(mine);
  if (!month) return { kind: 'social', month, platforms: [], trend: [] };
  const of = (platform: string, metric: string, m = month) => sumWhere(mine, (f) => f.source === platform && f.metric === metric && f.month === m);
  return {
    kind: 'social',
    month,
    platforms: SOCIAL_PLATFORMS.map((platform) => ({
      platform,
      followers: of(platform, 'Followers'),
      previousFollowers: of(platform, 'Followers', monthBefore(month)),
      posts: of(platform, 'Posts'),
      reach: of(platform, 'Reach'),
      engagements: of(platform, 'Engagements'),
      engagementRate: percentOf(of(platform, 'Engagements'), of(platform, 'Reach')),
      linkClicks: of(platform, 'Link clicks'),
    })),
    trend: monthsTo(month).map((m) => ({ month: m, ...(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, of(p, 'Followers', m)])) as Record<SocialPlatform, number>) })),
  };
}
