import { daysBetween } from '../businessDays';
import { latestMonth, monthsTo, percentOf } from './marketFigures';

/** What staff record on a review (review_follow_ups): who is to answer it and the day it was answered. */
export interface ReviewFollowUp {
  id: number;
  version: number;
  assignedTo: number | null;
  assignee: string | null;
  respondedOn: string | null;
}

export interface Review {
  reviewId: string;
  platform: string;
  brnId: string;
  reviewedOn: string;
  rating: number;
  body: string;
  /** The day the platform shows the dealer's answer (Excede's feed). */
  respondedOn: string | null;
  followUp: ReviewFollowUp | null;
}

export interface ReviewFigures {
  count: number;
  /** One decimal; null without reviews. */
  averageRating: number | null;
  /** Reviews written in the report's month. */
  newThisPeriod: number;
  /** Answered over all, percent to one decimal. */
  responseRate: number | null;
  /** Average days from the review to its answer, one decimal. */
  daysToRespond: number | null;
}

export interface ReputationReport {
  kind: 'reputation';
  month: string | null;
  summary: ReviewFigures;
  /** Each platform at each branch. */
  rows: ({ platform: string; brnId: string } & ReviewFigures)[];
  trend: { month: string; count: number; averageRating: number | null }[];
  /** The month's reviews, newest first. */
  reviews: Review[];
}

/** A review is answered on the day the platform shows, or else the day staff marked it responded. */
export const answeredOn = (r: Review): string | null => r.respondedOn ?? r.followUp?.respondedOn ?? null;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const averageOf = (values: readonly number[]) => (values.length ? oneDecimal(values.reduce((a, b) => a + b, 0) / values.length) : null);

export function reviewFigures(reviews: readonly Review[], month: string | null): ReviewFigures {
  const answered = reviews.flatMap((r) => {
    const on = answeredOn(r);
    return on ? [daysBetween(r.reviewedOn, on)] : [];
  });
  return {
    count: reviews.length,
    averageRating: averageOf(reviews.map((r) => r.rating)),
    newThisPeriod: reviews.filter((r) => r.reviewedOn.slice(0, 7) === month).length,
    responseRate: percentOf(answered.length, reviews.length),
    daysToRespond: averageOf(answered),
  };
}

/** The reviews of the 13 months to the newest review's month: by platform and branch, the rating by month, the month's list. */
export function reputationReport(all: readonly Review[]): ReputationReport {
  const month = latestMonth(all.map((r) => ({ month: r.reviewedOn.slice(0, 7) })));
  const months = monthsTo(month);
  const reviews = all.filter((r) => months.includes(r.reviewedOn.slice(0, 7)));
  const pairs = [...new Set(reviews.map((r) => `${r.platform}|${r.brnId}`))].sort();
  return {
    kind: 'reputation',
    month,
    summary: reviewFigures(reviews, month),
    rows: pairs.map((pair) => {
      const [platform, brnId] = pair.split('|') as [string, string];
      return { platform, brnId, ...reviewFigures(reviews.filter((r) => r.platform === platform && r.brnId === brnId), month) };
    }),
    trend: months.map((m) => {
      const of = reviews.filter((r) => r.reviewedOn.startsWith(m));
      return { month: m, count: of.length, averageRating: averageOf(of.map((r) => r.rating)) };
    }),
    reviews: reviews.filter((r) => r.reviewedOn.startsWith(month ?? '-')).sort((a, b) => b.reviewedOn.localeCompare(a.reviewedOn) || b.reviewId.localeCompare(a.reviewId)),
  };
}
