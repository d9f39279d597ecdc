import { sql } from 'drizzle-orm';
import type { MarketUploadFacts } from '../../../src/domain/marketing/marketReportAnswers';
import type { MarketFigure } from '../../../src/domain/marketing/marketFigures';
import type { MarketReportDefinition } from '../../../src/domain/marketing/marketReports';
import type { Review } from '../../../src/domain/marketing/reputationReport';
import { inBranches } from '../../business/branchScope';
import { queryRows, type Database } from '../../db/database';
import { isoTime } from '../../db/isoTime';

/** The report's branches among those asked (null: of the group): Google's of its state only, each with its name. */
export async function reportBranches(db: Database, definition: MarketReportDefinition, asked: readonly string[] | null) {
  return queryRows<{ code: string; name: string }>(
    db,
    sql`select code, name from branches where ${asked ? inBranches(sql`code`, asked) : sql`true`} ${definition.state ? sql`and state = ${definition.state}` : sql``} order by code`,
  );
}

const FIGURE = sql`source, brn_id as "brnId", to_char(metric_on, 'YYYY-MM') as month, metric, value::float as value`;

/** The feed's figures of the report's sources at the branches (Excede's excede_market_metrics). */
export function feedFigures(db: Database, definition: MarketReportDefinition, branches: readonly string[]): Promise<MarketFigure[]> {
  return queryRows<MarketFigure>(
    db,
    sql`select ${FIGURE} from excede_market_metrics
        where ${inBranches(sql`brn_id`, branches)} and source in (${sql.join(definition.sources.map((s) => sql`${s}`), sql`, `)})`,
  );
}

/** The report's uploaded figures at the branches, oldest upload first, so a later one lies over an earlier. */
export function uploadedFigures(db: Database, definition: MarketReportDefinition, branches: readonly string[]): Promise<MarketFigure[]> {
  return queryRows<MarketFigure>(
    db,
    sql`select ${FIGURE} from market_upload_rows r join market_uploads u on u.id = r.upload_id
        where u.report = ${definition.name} and ${inBranches(sql`r.brn_id`, branches)} order by u.id, r.id`,
  );
}

/** The report's last upload with a figure of these branches: its file, size, sender and time. */
export async function lastUpload(db: Database, definition: MarketReportDefinition, branches: readonly string[]): Promise<MarketUploadFacts | null> {
  const [row] = await queryRows<MarketUploadFacts & { uploadedAt: Date | string }>(
    db,
    sql`select u.id, u.file_name as "fileName", u.rows, u.created_at as "uploadedAt", coalesce(p.name, '') as "uploadedBy"
        from market_uploads u left join users p on p.id = u.created_by
        where u.report = ${definition.name} and exists (select 1 from market_upload_rows r where r.upload_id = u.id and ${inBranches(sql`r.brn_id`, branches)})
        order by u.id desc limit 1`,
  );
  return row ? { ...row, uploadedAt: isoTime(row.uploadedAt) } : null;
}

/** The branches' reviews (null: one review, of whichever branch) with what staff recorded on each (assignee, the day marked responded). */
export async function reviewsOf(db: Database, branches: readonly string[] | null, reviewId?: string): Promise<Review[]> {
  const rows = await queryRows<Omit<Review, 'followUp'> & { fid: number | null; version: number | null; assignedTo: number | null; assignee: string | null; markedOn: string | null }>(
    db,
    sql`select r.review_id as "reviewId", r.platform, r.brn_id as "brnId", r.reviewed_on::text as "reviewedOn", r.rating, r.body,
          r.responded_on::text as "respondedOn", f.id as fid, f.version, f.assigned_to as "assignedTo", a.name as assignee, f.responded_on::text as "markedOn"
        from excede_reviews r left join review_follow_ups f on f.review_id = r.review_id left join users a on a.id = f.assigned_to
        where ${branches ? inBranches(sql`r.brn_id`, branches) : sql`true`} ${reviewId === undefined ? sql`` : sql`and r.review_id = ${reviewId}`}`,
  );
  return rows.map(({ fid, version, assignedTo, assignee, markedOn, ...review }) => ({
    ...review,
    followUp: fid === null ? null : { id: fid, version: version!, assignedTo, assignee, respondedOn: markedOn },
  }));
}

/** Active users who hold the market report's permission through a role or directly: who a review may be assigned to. */
export function reviewAssignees(db: Database): Promise<{ id: number; name: string }[]> {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select u.id, u.name from users u
        where u.active and u.id in (
          select ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
            where p.name = 'can view market report'
          union
          select up.user_id from user_permissions up join permissions p on p.id = up.permission_id where p.name = 'can view market report')
        order by u.name`,
  );
}
