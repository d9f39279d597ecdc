import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';
import { reviewFollowUps } from './marketing';
import { users } from './schema';

/**
 * Reviews being followed up at Norcross (101) and Birmingham (201): each branch's three newest reviews the platform shows
 * unanswered, assigned to sales@demo.local (who holds the Marketing role), the oldest of them marked responded the day after
 * it was written. Seeded once the first import has brought the reviews in; a second run writes nothing.
 */
export async function seedReviewFollowUpsAfterImport(db: Database): Promise<void> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'sales@demo.local'));
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(reviewFollowUps);
  if (!seller || seeded!.n > 0) return;
  const open = await queryRows<{ review_id: string; brn_id: string; reviewed_on: string; nth: number }>(
    db,
    sql`select review_id, brn_id, reviewed_on::text, nth from (
          select r.*, row_number() over (partition by brn_id order by reviewed_on desc, review_id) as nth
          from excede_reviews r where responded_on is null and brn_id in ('101', '201')) n
        where nth <= 3`,
  );
  if (!open.length) return;
  await db.insert(reviewFollowUps).values(
    open.map((r) => ({
      reviewId: r.review_id,
      brnId: r.brn_id,
      assignedTo: seller.id,
      respondedOn: r.nth === 3 ? sql`${r.reviewed_on}::date + 1` : null,
      createdBy: seller.id,
      updatedBy: seller.id,
    })),
  );
}
