import { eq } from 'drizzle-orm';
import { PORTAL_SETTINGS, type PortalSetting } from '../../src/domain/portalSettings';
import { actorOf, audit } from '../audit';
import type { Database } from '../db/database';
import { portalSettings } from '../db/portalSettings';
import type { AppContext } from '../http';

type Value<K extends PortalSetting> = (typeof PORTAL_SETTINGS)[K];

/** A setting's value: the one staff set, else its default. */
export async function readSetting<K extends PortalSetting>(db: Database, key: K): Promise<Value<K>> {
  const [row] = await db.select({ value: portalSettings.value }).from(portalSettings).where(eq(portalSettings.key, key));
  return row ? (row.value as Value<K>) : PORTAL_SETTINGS[key];
}

/** Sets a setting, audited with the value before and after. */
export async function writeSetting<K extends PortalSetting>(c: AppContext, tx: Database, key: K, value: Value<K>): Promise<void> {
  const before = await readSetting(tx, key);
  const actor = actorOf(c);
  await tx
    .insert(portalSettings)
    .values({ key, value, updatedBy: actor.actorUserId })
    .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: new Date(), updatedBy: actor.actorUserId } });
  await audit(tx, { action: 'setting.change', ...actor, entity: 'setting', entityId: key, before: { [key]: before }, after: { [key]: value } });
}
