import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GoogleReport } from '../../../src/domain/marketing/googleReport';
import type { HappyOrNotReport } from '../../../src/domain/marketing/happyOrNotReport';
import type { MarketReportAnswer, MarketTilesAnswer, MarketUploadFacts } from '../../../src/domain/marketing/marketReportAnswers';
import type { ReputationReport, ReviewFollowUp } from '../../../src/domain/marketing/reputationReport';
import { queryRows } from '../../../server/db/database';
import { seedReviewFollowUpsAfterImport } from '../../../server/db/seedReviewFollowUps';
import { countRows, createTestApi, type TestApi } from '../harness';
import { oneBranchUser } from '../oneBranchUser';

let api: TestApi;
let sales: string;
let viewer: string;
let service: string;
let oneBranch: string;
let salesId: number;

const HON = encodeURIComponent('Happy or Not');
const REPUTATION = encodeURIComponent('Reputation Management');
const HEADER = 'month,brn_id,terminal,level,presses';

const get = (path: string, token: string | null = sales) => api.request(`marketing/${path}`, { token });
const report = async <F>(name: string, query = '') => {
  const answer = await get(`reports/${name}${query}`);
  expect(answer.status, await answer.clone().text()).toBe(200);
  const body = (await answer.json()) as MarketReportAnswer;
  return { ...body, figures: body.figures as F };
};
const upload = (text: string, token: string | null = sales, name = HON) => {
  const form = new FormData();
  form.set('file', new File([text], 'october.csv', { type: 'text/csv' }));
  return api.request(`marketing/reports/${name}/uploads`, { token, body: form });
};
const followUp = (reviewId: string, json: unknown, token: string | null = sales) => api.request(`marketing/reviews/${reviewId}/follow-up`, { method: 'PUT', token, json });
const lastAudit = async (action: string) =>
  (await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(api.db, sql`select before, after from audit_log where action = ${action} order by id desc limit 1`))[0];

// Norcross (101, Georgia) and Birmingham (201, Alabama) in September and October 2026: Happy or Not presses and Google
// figures, and three reviews (one of Forest Park, 102).
beforeAll(async () => {
  api = await createTestApi();
  let admin: string;
  [sales, viewer, service, admin] = await api.tokensOf('sales@demo.local', 'viewer@demo.local', 'service@demo.local', 'admin@demo.local');
  oneBranch = await oneBranchUser(api, admin, { role: 'Marketing', branch: '101', name: 'Norcross Marketing', email: 'norcross.marketing@demo.local', password: 'marketing12' });
  salesId = (await queryRows<{ id: number }>(api.db, sql`select id from users where email = 'sales@demo.local'`))[0]!.id;
  await api.db.execute(sql`delete from excede_market_metrics`);
  await api.db.execute(sql`delete from excede_reviews`);
  await api.db.execute(sql`insert into excede_market_metrics (source, brn_id, metric_on, metric, value) values
    ('Happy or Not', '101', '2026-10-01', 'Parts counter - Very happy', 60), ('Happy or Not', '101', '2026-10-01', 'Parts counter - Happy', 20),
    ('Happy or Not', '101', '2026-10-01', 'Parts counter - Unhappy', 15), ('Happy or Not', '101', '2026-10-01', 'Parts counter - Very unhappy', 5),
    ('Happy or Not', '101', '2026-10-01', 'Cashier - Very happy', 20), ('Happy or Not', '101', '2026-10-01', 'Cashier - Happy', 10),
    ('Happy or Not', '101', '2026-10-01', 'Cashier - Unhappy', 5), ('Happy or Not', '101', '2026-10-01', 'Cashier - Very unhappy', 5),
    ('Happy or Not', '101', '2026-09-01', 'Cashier - Very happy', 9), ('Happy or Not', '101', '2026-09-01', 'Cashier - Unhappy', 1),
    ('Happy or Not', '201', '2026-10-01', 'Service lounge - Very happy', 90), ('Happy or Not', '201', '2026-10-01', 'Service lounge - Happy', 5),
    ('Happy or Not', '201', '2026-10-01', 'Service lounge - Unhappy', 3), ('Happy or Not', '201', '2026-10-01', 'Service lounge - Very unhappy', 2),
    ('Google Business Profile', '101', '2026-10-01', 'Search views', 1000), ('Google Business Profile', '101', '2026-09-01', 'Search views', 800),
    ('Website', '101', '2026-10-01', 'Leads', 12), ('Google Business Profile', '201', '2026-10-01', 'Search views', 500)`);
  await api.db.execute(sql`insert into excede_reviews (review_id, platform, brn_id, reviewed_on, rating, body, responded_on) values
    ('RVT1', 'Google', '101', '2026-10-03', 5, 'Parts ready in ten minutes.', '2026-10-05'),
    ('RVT2', 'Google', '101', '2026-10-10', 2, 'Nobody called me back.', null),
    ('RVT3', 'Facebook', '102', '2026-09-01', 4, 'Fair price.', null)`);
});
afterAll(() => api.close());

describe('who may read and change the market reports', () => {
  it('needs a token (401), the permission (403 to the viewer and the service account) and the user’s own branch (403)', async () => {
    const reads = ['reports', `reports/${HON}`, `reports/${HON}/template`];
    for (const path of reads) {
      expect((await get(path, null)).status, path).toBe(401);
      expect((await get(path, viewer)).status, path).toBe(403);
      expect((await get(path, service)).status, path).toBe(403);
      expect((await get(`${path}?brnId=102`, oneBranch)).status, path).toBe(403);
      expect((await get(`${path}?brnId=101`, oneBranch)).status, path).toBe(200);
    }
    const line = `${HEADER}\n10/2026,101,Cashier,Happy,3\n`;
    expect((await upload(line, null)).status).toBe(401);
    expect((await upload(line, viewer)).status).toBe(403);
    expect((await upload(line, service)).status).toBe(403);
    const none = { assignedTo: null, respondedOn: '2026-10-11', version: null };
    expect((await followUp('RVT2', none, null)).status).toBe(401);
    expect((await followUp('RVT2', none, viewer)).status).toBe(403);
    expect((await followUp('RVT2', none, service)).status).toBe(403);
    expect(await countRows(api, 'market_uploads')).toBe(0);
    expect(await countRows(api, 'review_follow_ups')).toBe(0);
  });

  it('refuses an upload or a follow-up of another branch (403), writing nothing', async () => {
    const answer = await upload(`${HEADER}\n10/2026,101,Cashier,Happy,3\n10/2026,102,Cashier,Happy,3\n`, oneBranch);
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe('You do not have access to branch 102.');
    expect(await countRows(api, 'market_uploads')).toBe(0);
    expect(await countRows(api, 'market_upload_rows')).toBe(0);
    expect((await followUp('RVT3', { assignedTo: null, respondedOn: '2026-09-02', version: null }, oneBranch)).status).toBe(403);
    expect(await countRows(api, 'review_follow_ups')).toBe(0);
  });

  it('answers 404 for a report the spec does not list and for an upload to the reviews', async () => {
    expect((await get(`reports/${encodeURIComponent('Radio Ads')}`)).status).toBe(404);
    expect((await upload(`${HEADER}\n`, sales, REPUTATION)).status).toBe(404);
    expect((await followUp('RV-NONE', { assignedTo: null, respondedOn: null, version: null })).status).toBe(404);
  });
});

describe('Happy or Not', () => {
  it('counts each terminal’s presses per smiley, % positive, its trend, and alerts below 80%', async () => {
    const { figures, source } = await report<HappyOrNotReport>(HON, '?brnId=101&brnId=201');
    expect(figures.month).toBe('2026-10');
    expect(figures.terminals).toEqual([
      { terminal: 'Parts counter', presses: { 'Very happy': 60, Happy: 20, Unhappy: 15, 'Very unhappy': 5 }, total: 100, positivePercent: 80 },
      { terminal: 'Service lounge', presses: { 'Very happy': 90, Happy: 5, Unhappy: 3, 'Very unhappy': 2 }, total: 100, positivePercent: 95 },
      { terminal: 'Cashier', presses: { 'Very happy': 20, Happy: 10, Unhappy: 5, 'Very unhappy': 5 }, total: 40, positivePercent: 75 },
    ]);
    // (60 + 20 + 90 + 5 + 20 + 10) / 240
    expect(figures.positivePercent).toBe(85.4);
    expect(figures.trend.at(-2)).toEqual({ month: '2026-09', all: 90, 'Parts counter': null, 'Service lounge': null, Cashier: 90 });
    expect(figures.alerts).toEqual([{ brnId: '101', terminal: 'Cashier', positivePercent: 75 }]);
    expect(source).toMatchObject({ sources: ['Happy or Not'], upload: null });
  });

  it('refuses a CSV naming each bad line and its field, writing nothing', async () => {
    const answer = await upload(`${HEADER}\n10/2026,101,Cashier,Happy,3\n10/2026,101,Cashier,Delighted,3\n2026-10,101,Cashier,Happy,3\n10/2026,101,Cashier,Happy,3\n10/2026,201,Lobby,Happy,x\n`);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe(
      'line 3: level must be one of Very happy, Happy, Unhappy, Very unhappy. line 4: month must be MM/YYYY, such as 10/2026. ' +
        'line 5: month, brn_id, terminal and level are those of line 2. line 6: terminal must be one of Parts counter, Service lounge, Cashier.',
    );
    expect((await upload('month,branch,terminal,level,presses\n10/2026,101,Cashier,Happy,3\n')).status).toBe(400);
    expect((await upload(`${HEADER}\n10/2026,999,Cashier,Happy,3\n`)).status).toBe(400);
    expect(await countRows(api, 'market_uploads')).toBe(0);
    expect(await countRows(api, 'market_upload_rows')).toBe(0);
  });

  it('takes a CSV whose figures replace the feed’s of the same month, branch, terminal and level, audited', async () => {
    const answer = await upload(`${HEADER}\n10/2026,101,Cashier,Very happy,35\n10/2026,101,Cashier,Happy,5\n11/2026,101,Cashier,Very happy,4\n`);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const facts = (await answer.json()) as MarketUploadFacts;
    expect(facts).toMatchObject({ fileName: 'october.csv', rows: 3, uploadedBy: 'Sandy Sales' });
    const audit = await lastAudit('market-upload.create');
    expect(audit?.after).toMatchObject({ report: 'Happy or Not', fileName: 'october.csv', rows: 3 });
    const { figures, source } = await report<HappyOrNotReport>(HON, '?brnId=101');
    expect(source.upload?.id).toBe(facts.id);
    expect(figures.month).toBe('2026-11');
    expect(figures.terminals.find((t) => t.terminal === 'Cashier')).toMatchObject({ presses: { 'Very happy': 4, Happy: 0, Unhappy: 0, 'Very unhappy': 0 }, positivePercent: 100 });
    // October's Cashier: 35 very happy and 5 happy from the upload, 5 and 5 from the feed: 40 / 50.
    expect(figures.trend.find((t) => t.month === '2026-10')?.Cashier).toBe(80);
  });

  it('offers a template of every terminal and smiley for a branch of the user', async () => {
    const answer = await get(`reports/${HON}/template?brnId=101`);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(13);
    expect(lines[1]).toMatch(/^\d\d\/\d{4},101,Parts counter,Very happy,0$/);
  });
});

describe('Google and the tiles', () => {
  it('reads a state’s branches only', async () => {
    const georgia = await report<GoogleReport>(encodeURIComponent('Google Web Reporting Georgia'));
    expect(georgia.figures.totals.find((t) => t.metric === 'Search views')).toEqual({ metric: 'Search views', value: 1000, previous: 800 });
    expect(georgia.figures.listings.find((l) => l.brnId === '101')).toMatchObject({ name: 'Norcross', 'Search views': 1000, Leads: 12 });
    expect(georgia.figures.listings.some((l) => l.brnId === '201')).toBe(false);
    const alabama = await report<GoogleReport>(encodeURIComponent('Google Web Reporting Alabama'));
    expect(alabama.figures.totals.find((t) => t.metric === 'Search views')?.value).toBe(500);
  });

  it('gives one tile per report with its headline, trend and source', async () => {
    const answer = await get('reports?brnId=101');
    const { tiles } = (await answer.json()) as MarketTilesAnswer;
    expect(tiles.map((t) => [t.name, t.label, t.value])).toEqual([
      ['Google Web Reporting Alabama', 'Search views', null],
      ['Google Web Reporting Georgia', 'Search views', 1000],
      ['Social Media', 'Followers', null],
      ['Reputation Management', 'Average rating', 3.5],
      ['Happy or Not', '% positive', 100],
    ]);
    expect(tiles[1]!.sparkline.slice(-2)).toEqual([800, 1000]);
    expect(tiles[4]!.source.upload?.fileName).toBe('october.csv');
  });
});

describe('Reputation Management', () => {
  it('counts reviews by platform and branch, rating, response rate and days to respond', async () => {
    const { figures, assignees } = await report<ReputationReport>(REPUTATION, '?brnId=101&brnId=102');
    expect(figures.month).toBe('2026-10');
    expect(figures.summary).toEqual({ count: 3, averageRating: 3.7, newThisPeriod: 2, responseRate: 33.3, daysToRespond: 2 });
    expect(figures.rows).toEqual([
      { platform: 'Facebook', brnId: '102', count: 1, averageRating: 4, newThisPeriod: 0, responseRate: 0, daysToRespond: null },
      { platform: 'Google', brnId: '101', count: 2, averageRating: 3.5, newThisPeriod: 2, responseRate: 50, daysToRespond: 2 },
    ]);
    expect(figures.reviews.map((r) => r.reviewId)).toEqual(['RVT2', 'RVT1']);
    expect(assignees.some((a) => a.id === salesId)).toBe(true);
  });

  it('assigns a review and marks it responded as of the version seen (409 when stale), audited before and after', async () => {
    const bad = await followUp('RVT2', { assignedTo: salesId, respondedOn: '2026-10-09', version: null });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('respondedOn: The day responded must be from the day of the review to today.');
    expect((await followUp('RVT2', { assignedTo: -4, respondedOn: null, version: null })).status).toBe(400);
    expect(await countRows(api, 'review_follow_ups')).toBe(0);

    const made = await followUp('RVT2', { assignedTo: salesId, respondedOn: null, version: null });
    expect(made.status, await made.clone().text()).toBe(200);
    expect(await made.json()).toMatchObject({ reviewId: 'RVT2', brnId: '101', assignedTo: salesId, respondedOn: null, version: 1 });
    expect((await followUp('RVT2', { assignedTo: null, respondedOn: null, version: null })).status).toBe(409);

    const answered = await followUp('RVT2', { assignedTo: salesId, respondedOn: '2026-10-12', version: 1 });
    expect(answered.status).toBe(200);
    expect((await followUp('RVT2', { assignedTo: null, respondedOn: null, version: 1 })).status).toBe(409);
    const audit = await lastAudit('review-follow-up.change');
    expect(audit?.before).toMatchObject({ respondedOn: null, version: 1 });
    expect(audit?.after).toMatchObject({ respondedOn: '2026-10-12', version: 2 });

    const { figures } = await report<ReputationReport>(REPUTATION, '?brnId=101');
    expect(figures.summary).toMatchObject({ responseRate: 100, daysToRespond: 2 });
    expect(figures.reviews[0]!.followUp).toEqual({ id: expect.any(Number), version: 2, assignedTo: salesId, assignee: 'Sandy Sales', respondedOn: '2026-10-12' } satisfies ReviewFollowUp);
  });
});

describe('the demo', () => {
  it('assigns the newest unanswered reviews of Norcross and Birmingham to sales@demo.local once', async () => {
    await api.db.execute(sql`delete from review_follow_ups`);
    await seedReviewFollowUpsAfterImport(api.db);
    const seeded = await queryRows<{ review_id: string; assigned_to: number; responded_on: string | null }>(api.db, sql`select review_id, assigned_to, responded_on from review_follow_ups`);
    expect(seeded).toEqual([{ review_id: 'RVT2', assigned_to: salesId, responded_on: null }]);
    await seedReviewFollowUpsAfterImport(api.db);
    expect(await countRows(api, 'review_follow_ups')).toBe(1);
  });
});
