import { randomBytes } from 'node:crypto';
import type { ReceiverAction, ReceiverContext, ReceiverStore } from '@yanye/addon-kit/server';
import { DEMO_ORIGINAL_ID } from './demo-data';
import { accountOf, follow, newMsgId, newOpenid, revokeTokens, unfollow } from './receiver-state';
import { signedQuery } from './signature';

/**
 * What WeChat pushes to the account's server, made from /dev/receivers: a follow or unfollow, a follower's text,
 * a template message's delivery report. Each is signed with the store's token in the address, as WeChat signs,
 * and sent to `/callback/addons/wxofficial/<store>/message`; the line says what came back (the reply).
 */

/** The store whose AppID is given, or the first with one. */
async function storeFor(appid: string, ctx: ReceiverContext): Promise<ReceiverStore | undefined> {
  if (appid !== '') return ctx.storeBy('appid', appid);
  return (await ctx.stores()).find((s) => String(s.settings.values.appid ?? '') !== '');
}

async function pushAs(
  form: Readonly<Record<string, string>>,
  ctx: ReceiverContext,
  event: (store: ReceiverStore, appid: string) => Record<string, unknown> | string,
): Promise<string> {
  const store = await storeFor((form.appid ?? '').trim(), ctx);
  if (!store) return 'no store has the official account set up with that AppID';
  const token = store.settings.secrets.token ?? '';
  if (token === '') return 'the store has no token in its setup: WeChat could not sign a push';
  const appid = String(store.settings.values.appid);
  const made = event(store, appid);
  if (typeof made === 'string') return made;
  const query = {
    ...signedQuery(token, ctx.now, randomBytes(6).toString('hex')),
    openid: String(made.FromUserName),
  };
  const got = await ctx.push(store, 'message', made, () => ({}), query);
  return `store ${store.supplierId}: HTTP ${got.status} ${got.body.slice(0, 300)}`;
}

const toUser = (store: ReceiverStore) => String(store.settings.values.original_id || DEMO_ORIGINAL_ID);

const APPID = { name: 'appid', label: 'AppID（留空：第一个已配置的门店）' };
const OPENID = { name: 'openid', label: 'OpenID（留空：新粉丝 / 任一粉丝）' };

export const receiverActions: ReceiverAction[] = [
  {
    name: 'follow',
    title: '推送关注事件 Push a follow',
    fields: [APPID, OPENID],
    run: (form, ctx) =>
      pushAs(form, ctx, (store, appid) => {
        const openid = (form.openid ?? '').trim() || newOpenid();
        follow(accountOf(appid, ctx.now), openid, ctx.now);
        return {
          ToUserName: toUser(store),
          FromUserName: openid,
          CreateTime: ctx.now,
          MsgType: 'event',
          Event: 'subscribe',
          EventKey: '',
        };
      }),
  },
  {
    name: 'unfollow',
    title: '推送取消关注 Push an unfollow',
    fields: [APPID, { ...OPENID, label: 'OpenID' }],
    run: (form, ctx) =>
      pushAs(form, ctx, (store, appid) => {
        const openid = (form.openid ?? '').trim();
        if (openid === '') return 'an unfollow needs the follower’s OpenID';
        unfollow(accountOf(appid, ctx.now), openid);
        return {
          ToUserName: toUser(store),
          FromUserName: openid,
          CreateTime: ctx.now,
          MsgType: 'event',
          Event: 'unsubscribe',
          EventKey: '',
        };
      }),
  },
  {
    name: 'text',
    title: '推送粉丝文字消息 Push a follower’s text',
    fields: [APPID, OPENID, { name: 'content', label: '内容 content', value: '盐价' }],
    run: (form, ctx) =>
      pushAs(form, ctx, (store, appid) => {
        const account = accountOf(appid, ctx.now);
        const openid =
          (form.openid ?? '').trim() ||
          [...account.followers.values()].find((f) => f.subscribe === 1)?.openid ||
          follow(account, newOpenid(), ctx.now).openid;
        return {
          ToUserName: toUser(store),
          FromUserName: openid,
          CreateTime: ctx.now,
          MsgType: 'text',
          Content: (form.content ?? '').slice(0, 600),
          MsgId: newMsgId(),
        };
      }),
  },
  {
    name: 'delivered',
    title: '推送模板消息送达 Push a delivery report',
    fields: [
      APPID,
      { name: 'msgid', label: 'msgid' },
      { name: 'status', label: '状态 status', value: 'success' },
    ],
    run: (form, ctx) =>
      pushAs(form, ctx, (store, appid) => {
        const msgid = (form.msgid ?? '').trim();
        const to = accountOf(appid, ctx.now).sent.get(msgid);
        if (!to) return `no template message ${msgid} was sent from this account`;
        return {
          ToUserName: toUser(store),
          FromUserName: to,
          CreateTime: ctx.now,
          MsgType: 'event',
          Event: 'TEMPLATESENDJOBFINISH',
          MsgID: msgid,
          Status: (form.status ?? '').trim() || 'success',
        };
      }),
  },
  {
    name: 'rotate',
    title: '作废全部 access_token Revoke every token',
    fields: [],
    run: async () => `${revokeTokens()} token(s) revoked: the next call meets 40001 and renews its token`,
  },
];
