import { describe, expect, it } from 'vitest';
import { googleReport } from '../../src/domain/marketing/googleReport';
import { happyOrNotReport, positivePercent } from '../../src/domain/marketing/happyOrNotReport';
import { mergeUploaded, type MarketFigure } from '../../src/domain/marketing/marketFigures';
import { tileOf } from '../../src/domain/marketing/marketReportAnswers';
import { MARKET_REPORT_DEFINITIONS, marketReportOf } from '../../src/domain/marketing/marketReports';
import { readMarketUpload, uploadTemplate } from '../../src/domain/marketing/marketUploadCsv';
import { reputationReport, type Review } from '../../src/domain/marketing/reputationReport';
import { socialReport } from '../../src/domain/marketing/socialReport';

const figure = (source: string, brnId: string, month: string, metric: string, value: number): MarketFigure => ({ source, brnId, month, metric, value });
const HON = MARKET_REPORT_DEFINITIONS['Happy or Not'].upload!;

describe('the market reports', () => {
  it('knows a report by the name the address decodes to, and no other', () => {
    expect(marketReportOf('Happy or Not')?.kind).toBe('happyOrNot');
    expect(marketReportOf('Google Web Reporting Alabama')?.state).toBe('AL');
    expect(marketReportOf('happy or not')).toBeUndefined();
  });

  it('lays an uploaded figure over the feed’s of the same key, a later upload over an earlier', () => {
    const feed = [figure('Happy or Not', '101', '2026-10', 'Cashier - Happy', 10), figure('Happy or Not', '101', '2026-10', 'Cashier - Unhappy', 4)];
    const merged = mergeUploaded(feed, [figure('Happy or Not', '101', '2026-10', 'Cashier - Happy', 7), figure('Happy or Not', '101', '2026-10', 'Cashier - Happy', 9), figure('Happy or Not', '101', '2026-11', 'Cashier - Happy', 1)]);
    expect(merged.map((f) => `${f.month} ${f.metric} ${f.value}`)).toEqual(['2026-10 Cashier - Happy 9', '2026-10 Cashier - Unhappy 4', '2026-11 Cashier - Happy 1']);
  });
});

describe('Happy or Not', () => {
  it('counts very happy and happy over all presses as positive', () => {
    expect(positivePercent({ 'Very happy': 6, Happy: 1, Unhappy: 2, 'Very unhappy': 1 })).toBe(70);
    expect(positivePercent({ 'Very happy': 0, Happy: 0, Unhappy: 0, 'Very unhappy': 0 })).toBeNull();
  });

  it('alerts a branch’s terminal under 80% positive, worst first', () => {
    const report = happyOrNotReport([
      ...[40, 30, 20, 10].map((n, i) => figure('Happy or Not', '101', '2026-10', `Cashier - ${['Very happy', 'Happy', 'Unhappy', 'Very unhappy'][i]}`, n)),
      figure('Happy or Not', '102', '2026-10', 'Parts counter - Very happy', 3),
      figure('Happy or Not', '102', '2026-10', 'Parts counter - Very unhappy', 7),
      figure('Happy or Not', '102', '2026-09', 'Parts counter - Happy', 5),
    ]);
    expect(report.alerts).toEqual([
      { brnId: '102', terminal: 'Parts counter', positivePercent: 30 },
      { brnId: '101', terminal: 'Cashier', positivePercent: 70 },
    ]);
    // (40 + 30 + 3) / 110
    expect(report.positivePercent).toBe(66.4);
    expect(report.trend.at(-2)).toEqual({ month: '2026-09', all: 100, 'Parts counter': 100, 'Service lounge': null, Cashier: null });
    expect(tileOf('Happy or Not', report, { sources: [], asOf: null, stale: false, upload: null })).toMatchObject({ value: 66.4, sparkline: [100, 66.4] });
  });
});

describe('Google and social', () => {
  it('sums a state’s listings by month and compares the newest month with the one before', () => {
    const report = googleReport(
      [figure('Google Business Profile', '201', '2026-10', 'Calls', 40), figure('Google Business Profile', '202', '2026-10', 'Calls', 2), figure('Google Business Profile', '201', '2026-09', 'Calls', 30), figure('Google Business Profile', '101', '2026-11', 'Calls', 99)],
      [{ code: '201', name: 'Birmingham' }, { code: '202', name: 'Montgomery' }],
    );
    expect(report.month).toBe('2026-10');
    expect(report.totals.find((t) => t.metric === 'Calls')).toEqual({ metric: 'Calls', value: 42, previous: 30 });
    expect(report.listings.map((l) => [l.brnId, l.Calls])).toEqual([['201', 40], ['202', 2]]);
  });

  it('rates engagement as engagements over reach', () => {
    const report = socialReport([figure('Facebook', '101', '2026-10', 'Reach', 800), figure('Facebook', '102', '2026-10', 'Reach', 400), figure('Facebook', '101', '2026-10', 'Engagements', 90)]);
    expect(report.platforms[0]).toMatchObject({ platform: 'Facebook', reach: 1200, engagements: 90, engagementRate: 7.5 });
    expect(report.platforms[1]).toMatchObject({ platform: 'Instagram', engagementRate: null });
  });
});

describe('Reputation Management', () => {
  const review = (reviewId: string, reviewedOn: string, rating: number, respondedOn: string | null, marked: string | null = null): Review => ({
    reviewId, platform: 'Google', brnId: '101', reviewedOn, rating, body: '', respondedOn,
    followUp: marked ? { id: 1, version: 1, assignedTo: null, assignee: null, respondedOn: marked } : null,
  });

  it('counts an answer on the platform or one staff marked, and the days it took', () => {
    const report = reputationReport([review('A', '2026-11-02', 5, '2026-11-03'), review('B', '2026-11-10', 2, null, '2026-11-15'), review('C', '2026-10-30', 4, null), review('D', '2025-01-01', 1, null)]);
    expect(report.month).toBe('2026-11');
    // D is older than the 13 months to November 2026.
    expect(report.summary).toEqual({ count: 3, averageRating: 3.7, newThisPeriod: 2, responseRate: 66.7, daysToRespond: 3 });
    expect(report.reviews.map((r) => r.reviewId)).toEqual(['B', 'A']);
  });
});

describe('an upload of figures', () => {
  it('reads every line and names each bad one with its field', () => {
    const read = readMarketUpload(HON, [['month', 'brn_id', 'terminal', 'level', 'presses'], ['10/2026', '101', 'Cashier', 'Happy', '12'], ['10/2026', '101', 'Cashier', 'Glad', '1'], ['10/2026', '103', 'Cashier', 'Happy', '1'], ['10/2026', '101', 'Cashier', 'Unhappy', '-1']], ['101', '102']);
    expect(read).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'level must be one of Very happy, Happy, Unhappy, Very unhappy.' },
        { line: 4, message: 'brn_id must be one of 101, 102.' },
        { line: 5, message: 'presses must be a whole number of 0 or more.' },
      ],
    });
    expect(readMarketUpload(HON, [['month', 'brn_id', 'terminal', 'level', 'presses'], ['10/2026', '101', 'Cashier', 'Happy', '12']], ['101'])).toEqual({
      ok: true,
      figures: [{ source: 'Happy or Not', metric: 'Cashier - Happy', brnId: '101', month: '2026-10', value: 12 }],
    });
  });

  it('offers a template its own reader takes', () => {
    const google = MARKET_REPORT_DEFINITIONS['Google Web Reporting Georgia'].upload!;
    const text = uploadTemplate(google, '101', '2026-10');
    const records = text.trim().split('\r\n').map((line) => line.split(','));
    expect(records[0]).toEqual(['month', 'brn_id', 'metric', 'value']);
    const read = readMarketUpload(google, records, ['101']);
    expect(read.ok && read.figures.find((f) => f.metric === 'Leads')).toEqual({ source: 'Website', metric: 'Leads', brnId: '101', month: '2026-10', value: 0 });
  });
});
