import { daysBefore as daysBeforeThen } from '../../src/demo/feedback';
import { DEMO_AS_OF } from '../demoAsOf';
import { addDays, newYorkDay } from '../../src/domain/businessDays';
import type { PlanArea, PlanPriority, PlanStatus } from '../../src/domain/productPlanning';
import type { Database } from '../db/database';
import * as t from '../db/schema';
import { formatDate } from '../../src/domain/format';
import { FEATURE_FOLDER } from '../../src/domain/newFeatures';
import type { FileStorage } from '../storage/fileStorage';
import { storeUpload } from '../storage/uploads';
import { releaseNotePdf } from './releaseNotePdf';

const daysBefore = (days: number, hours = 0) => daysBeforeThen(DEMO_AS_OF, days, hours);

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

/** Title, area, priority, status and the target: days after the demo's today. */
const PLAN: [string, PlanArea, PlanPriority, PlanStatus, number | null][] = [
  ['Vendor invoice approvals by email', 'Accounting', 'High', 'Idea', null],
  ['Bin verification on phones', 'Parts', 'Medium', 'Idea', null],
  ['Customer history: merge duplicates', 'Customers', 'Low', 'Idea', null],
  ['Technician rate history', 'Service', 'Medium', 'Planned', 56],
  ['Market report: Happy or Not trends', 'Marketing', 'Low', 'Planned', 73],
  ['Wire authorization second approver', 'Accounting', 'High', 'Planned', 28],
  ['Waiting list: bin on each ticket', 'Parts', 'High', 'In progress', 15],
  ['Ford scheduler: SMS reminders', 'Service', 'Medium', 'In progress', 22],
  ['Saved grid views for every report', 'Portal', 'Medium', 'In progress', 11],
  ['Quick link from the clipboard', 'Portal', 'High', 'Done', -10],
  ["What's new with videos", 'Administration', 'Medium', 'Done', -15],
  ['Vehicle aging by branch', 'Sales', 'Low', 'Done', -23],
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
    PLAN.map(([title, area, priority, status, targetInDays]) => {
      const position = positions.get(status) ?? 0;
      positions.set(status, position + 1);
      return {
        title,
        description: `${title}: requested by the ${area === 'Portal' || area === 'Administration' ? 'portal team' : `${area.toLowerCase()} staff`}.`,
        area,
        priority,
        status,
        position,
        targetDate: targetInDays === null ? null : addDays(newYorkDay(DEMO_AS_OF), targetInDays),
        createdBy: adminId ?? null,
        createdAt: daysBefore(30 - position),
        updatedAt: daysBefore(10 - position),
      };
    }),
  );
}
