import {
  Answer,
  badInput,
  type LogChange,
  namesText,
  notFound,
  plainValue,
  route,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { eq, inArray, sql } from 'drizzle-orm';
import { fansSync, fansTagInfo, fansTagSave } from '../contract';
import { bookFollowers } from './sync';
import { wxFans, wxTags } from './tables';
import { WXOFFICIAL_LOG, WXOFFICIAL_MESSAGES, WXOFFICIAL_TITLES } from './texts';
import { fetchFollowers, retag } from './wx-api';
import { wxRoute } from './wx-route';

/** A follower as the log names them: the store's remark, else their OpenID (WeChat gives no nickname). */
export const fanName = (fan: { remark: string; openid: string }) => fan.remark || fan.openid;

/** What each tagging did, by its answer, for its operator-log row: the follower and their tags before and after. */
const tagged = new WeakMap<object, { readonly fan: string; readonly change: LogChange }>();

/** Tags by their names, in the order given; a tag the store no longer has by its id. */
async function tagNames(db: StoreDb, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: wxTags.tagId, name: wxTags.name })
    .from(wxTags)
    .where(inArray(wxTags.tagId, [...ids]));
  return ids.map((id) => rows.find((r) => r.id === id)?.name ?? `#${id}`);
}

/** Tags as the log shows them, joined as each language joins a list, or 空. */
const tagsText = (names: readonly string[]) => (names.length ? namesText(names) : plainValue(''));

async function fanOf(db: StoreDb, id: number) {
  const [fan] = await db.select().from(wxFans).where(eq(wxFans.id, id));
  if (!fan) throw notFound();
  return fan;
}

/** How many of the store's followers hold a tag moves with a tagging, as WeChat's count does. */
async function recount(db: StoreDb, ids: readonly number[], by: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(wxTags)
    .set({ count: sql`greatest(${wxTags.count} + ${by}, 0)` })
    .where(inArray(wxTags.tagId, [...ids]));
}

export const fansRoutes = [
  wxRoute(fansSync, {
    plan: async () => undefined,
    call: (session) => fetchFollowers(session),
    async book({ db, deps }, _input, _plan, snap) {
      const done = await bookFollowers(db, snap, deps.now());
      return new Answer(done, WXOFFICIAL_MESSAGES.fansSynced, { ...done });
    },
    audit: (_input, result: { followers: number; tags: number; unsubscribed: number }) => ({
      object: 'WxFans',
      said: { text: WXOFFICIAL_LOG.fansSynced, params: { ...result } },
    }),
  }),
  route(fansTagInfo, {
    handler: async ({ db }, { query }) => {
      const fan = await fanOf(db, query.id);
      const tags = await db.select().from(wxTags).orderBy(wxTags.tagId);
      return {
        id: fan.id,
        openid: fan.openid,
        remark: fan.remark,
        subscribe: fan.subscribe === 1 ? 1 : 0,
        tag_ids: fan.tagIds,
        tags: tags.map((t) => ({ tag_id: t.tagId, name: t.name, count: t.count })),
      };
    },
  }),
  wxRoute(fansTagSave, {
    async plan({ db }, { body }) {
      const fan = await fanOf(db, body.id);
      if (fan.subscribe !== 1) throw badInput(WXOFFICIAL_MESSAGES.fanGone);
      const want = [...new Set(body.tag_ids)];
      const known = want.length
        ? await db.select({ id: wxTags.tagId }).from(wxTags).where(inArray(wxTags.tagId, want))
        : [];
      const missing = want.find((t) => !known.some((k) => k.id === t));
      if (missing !== undefined) throw badInput(WXOFFICIAL_MESSAGES.tagUnknown, { tag: missing });
      return { id: fan.id, openid: fan.openid, have: fan.tagIds, want };
    },
    call: (session, p) => retag(session, p.openid, p.have, p.want),
    async book({ db }, _input, p) {
      // Counted against what the row holds now: a sync in between may have moved it already.
      const fan = await fanOf(db, p.id);
      await recount(
        db,
        p.want.filter((t) => !fan.tagIds.includes(t)),
        1,
      );
      await recount(
        db,
        fan.tagIds.filter((t) => !p.want.includes(t)),
        -1,
      );
      await db.update(wxFans).set({ tagIds: p.want }).where(eq(wxFans.id, p.id));
      const answer = { tag_ids: p.want };
      const [from, to] = [await tagNames(db, fan.tagIds), await tagNames(db, p.want)];
      tagged.set(answer, {
        fan: fanName(fan),
        change: { field: WXOFFICIAL_TITLES.tags, from: tagsText(from), to: tagsText(to) },
      });
      return new Answer(answer, WXOFFICIAL_MESSAGES.tagsSaved);
    },
    audit: ({ body }, result: object) => {
      const done = tagged.get(result);
      const fan = done?.fan ?? `#${body.id}`;
      return {
        target: String(body.id),
        object: 'WxFans',
        objectName: fan,
        said: { text: WXOFFICIAL_LOG.tagsSaved, params: { fan }, changes: done ? [done.change] : [] },
      };
    },
  }),
];
