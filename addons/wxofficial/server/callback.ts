import { defineCallback, isPlainText, type StoreDb } from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type FoundReply, keywordReply, replyShown, welcomeReply } from './replies';
import { verifyWxSignature } from './signature';
import { wxFans, wxMessages } from './tables';

/**
 * What WeChat pushes to the account's server: followers' messages and events
 * (`POST /callback/addons/wxofficial/<store>/message?signature=&timestamp=&nonce=`). WeChat posts XML; this
 * server takes the same fields as a JSON object (README.md), checks the signature of the address with the token
 * of the store's setup, books each message once (by MsgId, or by sender and CreateTime for an event, as WeChat
 * advises), and answers the passive reply WeChat shows the follower, or `success` for none.
 */

const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => isPlainText(v, true));
const numericId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,32}$/)]).transform(String);

const Push = z.object({
  ToUserName: plain(64).pipe(z.string().min(1)),
  FromUserName: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  CreateTime: z.coerce.number().int().positive().max(4_102_444_800),
  MsgType: z.enum(['text', 'image', 'voice', 'video', 'shortvideo', 'location', 'link', 'event']),
  Content: plain(2048).optional(),
  MsgId: numericId.optional(),
  PicUrl: plain(1024).optional(),
  MediaId: plain(128).optional(),
  Label: plain(200).optional(),
  Title: plain(200).optional(),
  Url: plain(1024).optional(),
  Event: plain(40).optional(),
  EventKey: plain(256).optional(),
  /** A template message's id in its delivery report (`TEMPLATESENDJOBFINISH`): WeChat spells it MsgID there. */
  MsgID: numericId.optional(),
  Status: plain(100).optional(),
});
type Push = z.output<typeof Push>;

/** WeChat's rule for telling a repeat: a message by its MsgId, an event by its sender and time. */
const onceKey = (p: Push): string => (p.MsgId ? p.MsgId : `${p.FromUserName}:${p.CreateTime}`);

/** What a message says, for the records: its text, or what stands for it. */
function said(p: Push): string {
  if (p.MsgType === 'text') return p.Content ?? '';
  if (p.MsgType === 'image') return p.PicUrl ?? '';
  if (p.MsgType === 'location') return p.Label ?? '';
  if (p.MsgType === 'link') return [p.Title, p.Url].filter(Boolean).join(' ');
  return p.MediaId ?? '';
}

async function follow(db: StoreDb, p: Push, now: number): Promise<void> {
  const scene = p.EventKey?.startsWith('qrscene_') ? 'ADD_SCENE_QR_CODE' : 'ADD_SCENE_OTHERS';
  await db
    .insert(wxFans)
    .values({
      openid: p.FromUserName,
      subscribe: 1,
      subscribeTime: p.CreateTime,
      scene,
      language: 'zh_CN',
      syncedAt: now,
    })
    .onConflictDoUpdate({
      target: [wxFans.supplierId, wxFans.openid],
      set: { subscribe: 1, subscribeTime: p.CreateTime, unsubscribeTime: 0 },
    });
}

async function unfollow(db: StoreDb, p: Push, now: number): Promise<void> {
  await db
    .insert(wxFans)
    .values({ openid: p.FromUserName, subscribe: 0, unsubscribeTime: p.CreateTime, syncedAt: now })
    .onConflictDoUpdate({
      target: [wxFans.supplierId, wxFans.openid],
      set: { subscribe: 0, unsubscribeTime: p.CreateTime, tagIds: [] },
    });
}

/** A template message's delivery: the sent record says delivered, or failed with WeChat's reason. */
async function delivered(db: StoreDb, p: Push): Promise<void> {
  if (!p.MsgID) return;
  const ok = p.Status === 'success';
  await db
    .update(wxMessages)
    .set({ state: ok ? 'delivered' : 'failed', ...(ok ? {} : { reply: p.Status ?? '' }) })
    .where(and(eq(wxMessages.direction, 'out'), eq(wxMessages.msgId, p.MsgID)));
}

/** Books the push and finds its reply. */
async function handle(db: StoreDb, p: Push, now: number): Promise<FoundReply | undefined> {
  const event = p.MsgType === 'event' ? (p.Event ?? '') : '';
  if (event === 'TEMPLATESENDJOBFINISH') {
    await delivered(db, p);
    return undefined;
  }
  let reply: FoundReply | undefined;
  if (event === 'subscribe') {
    await follow(db, p, now);
    reply = await welcomeReply(db);
  } else if (event === 'unsubscribe') await unfollow(db, p, now);
  else if (event === 'CLICK') reply = await keywordReply(db, p.EventKey ?? '', now);
  else if (p.MsgType === 'text') reply = await keywordReply(db, p.Content ?? '', now);
  await db
    .insert(wxMessages)
    .values({
      direction: 'in',
      msgKey: `in:${onceKey(p)}`,
      openid: p.FromUserName,
      msgType: p.MsgType,
      event,
      eventKey: p.EventKey ?? '',
      content: said(p),
      msgId: p.MsgId ?? '',
      state: reply ? 'replied' : 'received',
      matched: reply?.matched ?? '',
      reply: reply ? replyShown(reply) : '',
      sentAt: p.CreateTime,
    })
    .onConflictDoNothing();
  return reply;
}

/** The passive reply WeChat shows the follower, kept as the push's answer (a repeat gets it again). */
function passive(p: Push, r: FoundReply, now: number) {
  const head = { ToUserName: p.FromUserName, FromUserName: p.ToUserName, CreateTime: now };
  return r.type === 'text'
    ? { ...head, MsgType: 'text', Content: r.content }
    : { ...head, MsgType: 'image', Image: { MediaId: r.mediaId } };
}

export const messageCallback = defineCallback<Push>({
  name: 'message',
  verify: (_raw, _header, settings, query) => verifyWxSignature(settings.secrets.token ?? '', query),
  schema: Push,
  eventKey: onceKey,
  async handle(db, p, now) {
    const reply = await handle(db, p, now);
    return reply ? passive(p, reply, now) : null;
  },
  // WeChat takes `success` (or nothing) as "no reply".
  ack: (result) => result ?? 'success',
  nack: (reason) => ({ errcode: -1, errmsg: reason }),
});
