import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { newYorkDay } from '../../../src/domain/businessDays';
import { reviewFollowUpSchema } from '../../../src/domain/marketing/reviewFollowUps';
import { RECORD_CHANGED_MESSAGE } from '../../../src/domain/recordChange';
import { guard } from '../../auth/guard';
import { branchScope } from '../../business/branchScope';
import { changeRecord, createRecord } from '../../business/recordChange';
import { reviewFollowUps } from '../../db/marketing';
import { badRequest, fail, readJson, type AppContext, type AppEnv } from '../../http';
import { reviewAssignees, reviewsOf } from './marketData';

const FOLLOW_UP = { table: reviewFollowUps, entity: 'review follow-up', branchOf: (row: { brnId: string }) => row.brnId };

/**
 * Assigns a review to a person who may answer it and marks it responded (a day from the review's to today), as of
 * the follow-up's version seen: null when there was none yet (another's follow-up made since is a 409), audited.
 */
async function followUp(c: AppContext) {
  const input = await readJson(c, reviewFollowUpSchema);
  const reviewId = c.req.param('reviewId') ?? '';
  const { db } = c.var.deps;
  const [review] = await reviewsOf(db, null, reviewId);
  if (!review) fail(404, 'No such review.');
  branchScope(c, [review.brnId]);
  if (input.assignedTo !== null && !(await reviewAssignees(db)).some((a) => a.id === input.assignedTo))
    badRequest([{ field: 'assignedTo', message: 'Assign the review to someone who may see the market reports.' }]);
  if (input.respondedOn !== null && (input.respondedOn < review.reviewedOn || input.respondedOn > newYorkDay(new Date())))
    badRequest([{ field: 'respondedOn', message: 'The day responded must be from the day of the review to today.' }]);
  const values = { assignedTo: input.assignedTo, respondedOn: input.respondedOn };
  return db.transaction(async (tx) => {
    const [was] = await tx.select().from(reviewFollowUps).where(eq(reviewFollowUps.reviewId, reviewId));
    if (!was) {
      if (input.version !== null) fail(409, RECORD_CHANGED_MESSAGE);
      return createRecord(c, tx, { ...FOLLOW_UP, action: 'review-follow-up.create', values: { reviewId, brnId: review.brnId, ...values } });
    }
    if (input.version === null) fail(409, RECORD_CHANGED_MESSAGE);
    return changeRecord(c, tx, { ...FOLLOW_UP, action: 'review-follow-up.change', id: was.id, version: input.version, notFound: 'No such review follow-up.', change: () => values });
  });
}

export const reviewFollowUpRoutes = new Hono<AppEnv>().put('/marketing/reviews/:reviewId/follow-up', guard('PUT /marketing/reviews/:reviewId/follow-up'), async (c) => c.json(await followUp(c)));
