import { addonByKey } from '@yanye/catalog';
import type { Texts } from '@yanye/i18n';
import { supplierAddons } from '../../db/schema';
import type { StoreDb } from '../../platform/tenancy';
import { addonServers, type NoticeSender } from './addon';

// Text-message notices the core sends through an add-on (a recall's customers told by SMS): how the core finds
// the sender (`AddonServer.noticeSender`) of an add-on a store has installed. The core names no add-on.

/** The add-ons that can send notices, whether or not a store installed them. */
const senders = () => addonServers().filter((a) => a.noticeSender);

/** The notice sender of an add-on the store has installed, if one is. */
export async function noticeSenderOf(db: StoreDb): Promise<NoticeSender | undefined> {
  const offering = senders();
  if (offering.length === 0) return undefined;
  const installed = new Set(
    (await db.select({ key: supplierAddons.key }).from(supplierAddons)).map((r) => r.key),
  );
  return offering.find((a) => installed.has(a.key))?.noticeSender;
}

/** The titles of the add-ons that could send notices, for telling a store which one to install. */
export function noticeAddonTitles(): Texts[] {
  return senders().flatMap((a) => {
    const title = addonByKey(a.key)?.title;
    return title ? [title] : [];
  });
}
