import type { StoreDb } from '@yanye/addon-kit/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import { keywordKey } from './keywords';
import { wxKeywordReplies, wxWelcome } from './tables';

/** A reply found for a message: what answers it, and what it is called in the records. */
export interface FoundReply {
  readonly type: 'text' | 'image';
  readonly content: string;
  readonly mediaId: string;
  /** The keyword that matched, or `welcome`. */
  readonly matched: string;
}

const k = wxKeywordReplies;

/**
 * The keyword reply for a follower's text (or a menu click's key): an enabled rule whose keyword equals the
 * text as keywords are compared (`keywordKey`: any case, full-width or not, spaces alike), before one whose
 * keyword the text holds; then the higher
 * priority, then the older rule. Counts the hit.
 */
export async function keywordReply(db: StoreDb, text: string, now: number): Promise<FoundReply | undefined> {
  const said = keywordKey(text);
  if (said === '') return undefined;
  const exact = sql`${k.match} = 'exact' and lower(${k.keyword}) = ${said}`;
  const partial = sql`${k.match} = 'partial' and strpos(${said}, lower(${k.keyword})) > 0`;
  const [rule] = await db
    .select()
    .from(k)
    .where(and(eq(k.status, 1), sql`((${exact}) or (${partial}))`))
    .orderBy(desc(sql`${k.match} = 'exact'`), desc(k.priority), k.id)
    .limit(1);
  if (!rule) return undefined;
  await db
    .update(k)
    .set({ hits: sql`${k.hits} + 1`, lastHitAt: now, updatedAt: sql`${k.updatedAt}` })
    .where(eq(k.id, rule.id));
  return { type: rule.type, content: rule.content, mediaId: rule.mediaId, matched: rule.keyword };
}

/** The reply a new follower gets, when the store has one switched on. */
export async function welcomeReply(db: StoreDb): Promise<FoundReply | undefined> {
  const [w] = await db.select().from(wxWelcome);
  if (w?.enabled !== 1) return undefined;
  if (w.type === 'text' ? w.content === '' : w.mediaId === '') return undefined;
  return { type: w.type, content: w.content, mediaId: w.mediaId, matched: 'welcome' };
}

/** A reply as the records show it: the text, or the picture's media id. */
export const replyShown = (r: FoundReply): string => (r.type === 'text' ? r.content : `[图片] ${r.mediaId}`);
