import type { StoreDb } from '@yanye/addon-kit/server';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { wxFans, wxTags, wxTemplates } from './tables';
import type { FollowersSnapshot, WxTemplate } from './wx-api';

/**
 * What a sync writes: the store's copy of the account's templates, tags and followers, brought to what WeChat
 * answered. Safe to run twice at once (upserts on WeChat's keys, guarded updates), as a sweep must be.
 */

export interface TemplatesSynced {
  readonly found: number;
  readonly added: number;
  readonly removed: number;
}

/** A template as WeChat lists it, as the store's copy keeps it (its id aside): listed, so active. */
export function templateValues(x: WxTemplate, now: number) {
  return {
    title: x.title,
    primaryIndustry: x.primary_industry,
    deputyIndustry: x.deputy_industry,
    content: x.content,
    example: x.example,
    status: 'active' as const,
    syncedAt: now,
  };
}

export async function bookTemplates(
  db: StoreDb,
  list: readonly WxTemplate[],
  now: number,
): Promise<TemplatesSynced> {
  const t = wxTemplates;
  const ids = list.map((x) => x.template_id);
  const known = ids.length
    ? await db.select({ id: t.templateId }).from(t).where(inArray(t.templateId, ids))
    : [];
  for (const x of list) {
    const values = templateValues(x, now);
    await db
      .insert(t)
      .values({ templateId: x.template_id, ...values })
      .onConflictDoUpdate({ target: [t.supplierId, t.templateId], set: values });
  }
  // A template deleted on WeChat stays for the messages sent with it, marked removed.
  const removed = await db
    .update(t)
    .set({ status: 'removed', syncedAt: now })
    .where(and(eq(t.status, 'active'), ids.length ? notInArray(t.templateId, ids) : undefined))
    .returning({ id: t.id });
  return { found: list.length, added: list.length - known.length, removed: removed.length };
}

export interface FollowersSynced {
  readonly followers: number;
  readonly tags: number;
  readonly unsubscribed: number;
}

export async function bookFollowers(
  db: StoreDb,
  snap: FollowersSnapshot,
  now: number,
): Promise<FollowersSynced> {
  for (const tag of snap.tags) {
    const values = { name: tag.name, count: tag.count, syncedAt: now };
    await db
      .insert(wxTags)
      .values({ tagId: tag.id, ...values })
      .onConflictDoUpdate({ target: [wxTags.supplierId, wxTags.tagId], set: values });
  }
  const tagIds = snap.tags.map((t) => t.id);
  await db.delete(wxTags).where(tagIds.length ? notInArray(wxTags.tagId, tagIds) : undefined);

  const f = wxFans;
  for (const u of snap.users) {
    const values =
      u.subscribe === 1
        ? {
            subscribe: 1,
            subscribeTime: u.subscribe_time,
            unionid: u.unionid,
            remark: u.remark,
            scene: u.subscribe_scene,
            language: u.language,
            tagIds: u.tagid_list,
            syncedAt: now,
          }
        : { subscribe: 0, syncedAt: now };
    await db
      .insert(f)
      .values({ openid: u.openid, ...values })
      .onConflictDoUpdate({ target: [f.supplierId, f.openid], set: values });
  }
  // Followers WeChat no longer lists have left, when the list was read whole.
  let unsubscribed = 0;
  if (snap.complete) {
    const listed = snap.users.filter((u) => u.subscribe === 1).map((u) => u.openid);
    const gone = await db
      .update(f)
      .set({ subscribe: 0, unsubscribeTime: now, tagIds: sql`'{}'::integer[]`, syncedAt: now })
      .where(and(eq(f.subscribe, 1), listed.length ? notInArray(f.openid, listed) : undefined))
      .returning({ id: f.id });
    unsubscribed = gone.length;
  }
  return {
    followers: snap.users.filter((u) => u.subscribe === 1).length,
    tags: snap.tags.length,
    unsubscribed,
  };
}
