import { DEMO_NOW } from '../../src/demo/feedback';
import type { PlanArea, PlanPriority, PlanStatus } from '../../src/domain/productPlanning';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { formatDate } from '../../src/domain/format';
import { FEATURE_FOLDER } from '../../src/domain/newFeatures';
import type { FileStorage } from '../storage/fileStorage';
import { storeUpload } from '../storage/uploads';
import { releaseNotePdf } from './releaseNotePdf';

const daysBefore = (days: number, hours = 0) => new Date(DEMO_NOW.getTime() - (days * 24 + hours) * 3_600_000);

/**
 * Demo release notes, each about a screen that is in the portal, with its document as a real PDF in the
 * file storage: one for whoever may view the Informix schedule, one for user administrators, one for
 * everyone, and a draft.
 */
function demoFeatures(permissionId: ReadonlyMap<string, number>) {
  const id = (name: string) => permissionId.get(name)!;
  return [
    {
      pageName: 'Informix Schedule',
      description: 'The schedule of the Excede imports, with run history. Changing a schedule or running an import now needs its own permission; everyone else sees it read-only.',
      document: ['Run history, and a read-only schedule for those who only look.', 'Open Run history from the page header to see every run of the last month with its rows and errors.'],
      status: 'Published',
      permissionIds: [id('can view informix schedule')],
      at: daysBefore(2),
    },
    {
      pageName: 'Automatically Created Users',
      description: "When someone registered with an employee's portal address first, the screen shows it: link the registration to the employee or remove it.",
      document: ['Claimed addresses', "A registration that took an employee's address waits here for an administrator, who links it to the employee or removes it; the employee's own account is then made."],
      status: 'Published',
      permissionIds: [id('can view automated created user')],
      at: daysBefore(6),
    },
    {
      pageName: 'My Open Issues',
      description: 'Your suggestions and flagged errors, with the replies from the portal team, on your landing page.',
      document: ['Your suggestions and flagged errors in one place', 'Each shows its status and the reply from the portal team; a change of status also reaches you as a notification.'],
      status: 'Published',
      permissionIds: [],
      at: daysBefore(12),
    },
    {
      pageName: 'User Logs',
      description: 'The Audit tab: who changed what and when, with the record before and after, and both users when an administrator works as someone else. (Draft: not yet released.)',
      document: null,
      status: 'Draft',
      permissionIds: [id('can view audit log')],
      at: daysBefore(1),
    },
  ] as const;
}

const PLAN: [string, PlanArea, PlanPriority, PlanStatus, string | null][] = [
  ['Vendor invoice approvals by email', 'Accounting', 'High', 'Idea', null],
  ['Bin verification on phones', 'Parts', 'Medium', 'Idea', null],
  ['Customer history: merge duplicates', 'Customers', 'Low', 'Idea', null],
  ['Technician rate history', 'Service', 'Medium', 'Planned', '2027-01-15'],
  ['Market report: Happy or Not trends', 'Marketing', 'Low', 'Planned', '2027-02-01'],
  ['Wire authorization second approver', 'Accounting', 'High', 'Planned', '2026-12-18'],
  ['Waiting list: bin on each ticket', 'Parts', 'High', 'In progress', '2026-12-05'],
  ['Ford scheduler: SMS reminders', 'Service', 'Medium', 'In progress', '2026-12-12'],
  ['Saved grid views for every report', 'Portal', 'Medium', 'In progress', '2026-12-01'],
  ['Quick link from the clipboard', 'Portal', 'High', 'Done', '2026-11-10'],
  ["What's new with videos", 'Administration', 'Medium', 'Done', '2026-11-05'],
  ['Vehicle aging by branch', 'Sales', 'Low', 'Done', '2026-10-28'],
];

/** The product's own demo: release notes (with their PDFs) and the planning board. */
export async function seedProductAndImports(
  tx: Database,
  { permissionId, adminId, storage }: { permissionId: ReadonlyMap<string, number>; adminId: number | undefined; storage: FileStorage },
): Promise<void> {
  for (const { at, document, ...feature } of demoFeatures(permissionId)) {
    const stored = document
      ? await storeUpload(tx, storage, {
          folder: FEATURE_FOLDER,
          bytes: releaseNotePdf(feature.pageName, `Release note, ${formatDate(at)}`, [...document]),
          originalName: `${feature.pageName}.pdf`,
          userId: adminId ?? null,
        })
      : null;
    await tx.insert(t.whatsNewFeatures).values({
      ...feature,
      filename: stored?.storageKey ?? null,
      permissionIds: [...feature.permissionIds],
      createdBy: adminId ?? null,
      createdAt: at,
      updatedAt: at,
      publishedAt: feature.status === 'Published' ? at : null,
    });
  }

  const positions = new Map<string, number>();
  await tx.insert(t.productPlanItems).values(
    PLAN.map(([title, area, priority, status, targetDate]) => {
      const position = positions.get(status) ?? 0;
      positions.set(status, position + 1);
      return {
        title,
        description: `${title}: requested by the ${area === 'Portal' || area === 'Administration' ? 'portal team' : `${area.toLowerCase()} staff`}.`,
        area,
        priority,
        status,
        position,
        targetDate,
        createdBy: adminId ?? null,
        createdAt: daysBefore(30 - position),
        updatedAt: daysBefore(10 - position),
      };
    }),
  );
}
