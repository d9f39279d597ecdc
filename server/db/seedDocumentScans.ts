import { createReadStream } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { scannedTiff } from '../../src/demo/scannedTiff';
import { EXCEDE_EXPORTS, exportFileName } from '../excede/catalog';
import { readUnl } from '../excede/unl';
import { storeUpload } from '../storage/uploads';
import type { FileStorage } from '../storage/fileStorage';
import type { Database } from './database';
import { documentScans } from './documentScans';
import { documents } from './documents';
import { users } from './schema';

/** The xrefs of a branch's last `howMany` deposits, newest first, from the GL lines export (GLJEITM) in `exportsDir`. */
export async function lastDeposits(exportsDir: string, brnId: string, howMany: number): Promise<string[]> {
  const gl = EXCEDE_EXPORTS.find((e) => e.name === 'GLJEITM')!;
  const at = Object.fromEntries(gl.columns.map((c, i) => [c.name, i]));
  const deposits = new Set<string>();
  for await (const { fields } of readUnl(createReadStream(path.join(exportsDir, exportFileName(gl)), 'utf8')))
    if (fields[at.source!] === 'Deposit' && fields[at.brn_id!] === brnId) deposits.add(fields[at.xref!]!);
  return [...deposits].sort().reverse().slice(0, howMany);
}

/**
 * The demo's scans, so the document viewer shows one out of the box: Norcross's (101) last three deposit
 * slips as the bank stamped them, attached by accounting@ as small bilevel TIFFs; the newest has its bag's
 * signed receipt as a second page. Written on first start beside the demo's exports (once: none is added
 * when any scan exists), the same bytes every time.
 */
export async function seedDemoScans(db: Database, storage: FileStorage, exportsDir: string): Promise<string[]> {
  const [{ scans }] = (await db.select({ scans: count() }).from(documentScans)) as [{ scans: number }];
  if (scans) return [];
  const [attacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'accounting@demo.local'));
  if (!attacher) return [];
  const xrefs = await lastDeposits(exportsDir, '101', 3);
  await db.transaction(async (tx) => {
    for (const [i, xref] of xrefs.entries()) {
      const slip = ['Deposit slip', `Xref ${xref}`, 'Branch 101 Norcross', 'Received by the bank'];
      const pages = i === 0 ? [slip, ['Bag receipt', `Deposit ${xref}`, 'Signed by the courier']] : [slip];
      const stored = await storeUpload(tx, storage, { folder: 'document-scans', bytes: scannedTiff(pages), originalName: `Deposit slip ${xref}.tif`, userId: attacher.id });
      const values = { brnId: '101', xref, storageKey: stored.storageKey, pages: pages.length };
      const [scan] = await tx
        .insert(documentScans)
        .values({ ...values, fileName: stored.originalName, mimeType: 'image/tiff', size: stored.size, createdBy: attacher.id, updatedBy: attacher.id })
        .returning({ id: documentScans.id });
      await tx.insert(documents).values({ ...values, kind: 'Scanned', number: String(scan!.id) });
    }
  });
  return xrefs;
}
