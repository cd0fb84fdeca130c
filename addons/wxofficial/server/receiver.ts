import { randomUUID } from 'node:crypto';
import type {
  ReceivedRequest,
  ReceiverAnswer,
  ReceiverContext,
  ReceiverRoute,
  ReceiverSpec,
} from '@yanye/addon-kit/server';
import type { z } from 'zod';
import { type MenuIssueCode, menuIssues } from '../menu-rules';
import { fieldTooLong } from '../template-fields';
import { receiverActions } from './receiver-actions';
import { type Account, accountByToken, accountOf, grantToken, TOKEN_SECONDS } from './receiver-state';
import { TOKEN_PATH } from './service';
import { BatchGetBody, MenuBody, SendBody, TaggingBody } from './wx-api';

/**
 * The local stand-in of the WeChat API (docs/outside-services.md): it grants tokens for the AppID and AppSecret
 * of a store's setup, refuses a missing, unknown or lapsed token as WeChat does (41001, 40001, 42001), and
 * answers the menu, template, user and tag calls from the account it keeps (receiver-state.ts), in WeChat's
 * format: 200 with `{errcode, errmsg}` for a refusal.
 */

/** A refusal as WeChat words it, `rid` and all. */
const refuse = (errcode: number, errmsg: string): ReceiverAnswer => ({
  status: 200,
  body: { errcode, errmsg: `${errmsg} rid: ${randomUUID().slice(0, 23)}` },
});

const ok = (extra: Record<string, unknown> = {}): ReceiverAnswer => ({
  body: { errcode: 0, errmsg: 'ok', ...extra },
});

/** The account behind the request's token: `verify` has let only live tokens through. */
function accountOfRequest(r: ReceivedRequest, ctx: ReceiverContext): Account {
  return accountByToken(r.query.access_token ?? '', ctx.now)!.account;
}

function body<S extends z.ZodType>(schema: S, r: ReceivedRequest): z.output<S> | undefined {
  const parsed = schema.safeParse(r.json);
  return parsed.success ? parsed.data : undefined;
}

/** WeChat's codes for the menu rules it enforces (a duplicate key it lets through). */
const MENU_CODES: Partial<Record<MenuIssueCode, [number, string]>> = {
  noMenus: [40016, 'invalid button size'],
  tooManyTops: [40016, 'invalid button size'],
  tooManySubs: [40023, 'invalid sub button size'],
  nameEmpty: [40018, 'invalid button name size'],
  nameTooLong: [40018, 'invalid button name size'],
  typeMissing: [40017, 'invalid button type'],
  keyMissing: [40019, 'invalid button key size'],
  keyTooLong: [40019, 'invalid button key size'],
  keyFormat: [40019, 'invalid button key size'],
  urlInvalid: [40027, 'invalid sub button url size'],
  urlTooLong: [40027, 'invalid sub button url size'],
  appidInvalid: [40013, 'invalid appid'],
  pagepathMissing: [40165, 'invalid weapp pagepath'],
};

const route = (
  method: 'GET' | 'POST',
  path: string,
  answer: (r: ReceivedRequest, a: Account, ctx: ReceiverContext) => ReceiverAnswer,
): ReceiverRoute => ({
  method,
  path: `/cgi-bin${path}`,
  answer: async (r, ctx) => answer(r, accountOfRequest(r, ctx), ctx),
});

const tokenRoute: ReceiverRoute = {
  method: 'GET',
  path: TOKEN_PATH,
  async answer(r, ctx) {
    const { grant_type, appid = '', secret = '' } = r.query;
    if (grant_type !== 'client_credential') return refuse(40002, 'invalid grant_type');
    const store = await ctx.storeBy('appid', appid);
    if (!store) return refuse(40013, 'invalid appid');
    const expected = store.settings.secrets.appsecret ?? '';
    if (secret === '') return refuse(41004, 'appsecret missing');
    if (expected === '' || secret !== expected) return refuse(40125, 'invalid appsecret');
    const token = grantToken(accountOf(appid, ctx.now), ctx.now);
    return { body: { access_token: token, expires_in: TOKEN_SECONDS } };
  },
};

const menuRoutes = [
  route('POST', '/menu/create', (r, a) => {
    const menu = body(MenuBody, r);
    if (!menu) return refuse(47001, 'data format error');
    const issue = menuIssues(menu as never).find((i) => MENU_CODES[i.code]);
    if (issue) return refuse(...MENU_CODES[issue.code]!);
    a.menu = menu as never;
    return ok();
  }),
  route('GET', '/menu/get', (_r, a) =>
    a.menu
      ? {
          body: {
            menu: {
              // menu/get gives every entry a `sub_button`, empty on a leaf.
              button: a.menu.button.map((b) => ({
                ...b,
                sub_button: (b.sub_button ?? []).map((s) => ({ ...s, sub_button: [] })),
              })),
            },
          },
        }
      : refuse(46003, 'menu no exist'),
  ),
];

const templateRoutes = [
  route('GET', '/template/get_all_private_template', (_r, a) => ({
    body: { template_list: a.templates.map(({ scene: _scene, ...t }) => t) },
  })),
  route('POST', '/message/template/send', (r, a) => {
    const send = body(SendBody, r);
    if (!send) return refuse(47001, 'data format error');
    const follower = a.followers.get(send.touser);
    if (!follower) return refuse(40003, 'invalid openid');
    if (follower.subscribe !== 1) return refuse(43004, 'require subscribe');
    if (!a.templates.some((t) => t.template_id === send.template_id))
      return refuse(40037, 'invalid template_id');
    const values = Object.fromEntries(Object.entries(send.data).map(([k, v]) => [k, v.value]));
    const long = fieldTooLong(values);
    if (long) return refuse(47003, `argument invalid! data.${long.field}.value exceed max length`);
    const msgid = a.nextMsgId++;
    a.sent.set(String(msgid), send.touser);
    return ok({ msgid });
  }),
];

/** WeChat pages followers by 10,000; the stand-in by 20, so the demo account's list takes two pages. */
const USER_PAGE = 20;

const userView = (f: Account['followers'] extends Map<string, infer F> ? F : never) =>
  f.subscribe === 1
    ? { ...f, qr_scene: 0, qr_scene_str: '', groupid: f.tagid_list[0] ?? 0 }
    : { subscribe: 0, openid: f.openid };

const userRoutes = [
  route('GET', '/user/get', (r, a) => {
    const all = [...a.followers.values()].filter((f) => f.subscribe === 1).map((f) => f.openid);
    const next = r.query.next_openid ?? '';
    const from = next === '' ? 0 : all.indexOf(next) + 1;
    if (next !== '' && from === 0) return refuse(40003, 'invalid next_openid');
    const page = all.slice(from, from + USER_PAGE);
    return {
      body: {
        total: all.length,
        count: page.length,
        ...(page.length > 0 ? { data: { openid: page } } : {}),
        next_openid: page.at(-1) ?? '',
      },
    };
  }),
  route('GET', '/user/info', (r, a) => {
    const f = a.followers.get(r.query.openid ?? '');
    return f ? { body: userView(f) } : refuse(40003, 'invalid openid');
  }),
  route('POST', '/user/info/batchget', (r, a) => {
    const got = body(BatchGetBody, r);
    if (!got) return refuse(47001, 'data format error');
    if (got.user_list.length === 0 || got.user_list.length > 100)
      return refuse(40032, 'invalid openid list size');
    const users = got.user_list.map((u) => a.followers.get(u.openid));
    if (users.some((u) => !u)) return refuse(40003, 'invalid openid');
    return { body: { user_info_list: users.map((u) => userView(u!)) } };
  }),
];

const tagCount = (a: Account, id: number) =>
  [...a.followers.values()].filter((f) => f.subscribe === 1 && f.tagid_list.includes(id)).length;

/** Tags or untags followers, as batchtagging and batchuntagging do. */
function tagging(r: ReceivedRequest, a: Account, add: boolean): ReceiverAnswer {
  const got = body(TaggingBody, r);
  if (!got) return refuse(47001, 'data format error');
  if (!a.tags.some((t) => t.id === got.tagid)) return refuse(45159, 'invalid tag id');
  const found = got.openid_list.map((o) => a.followers.get(o));
  if (found.some((f) => f?.subscribe !== 1)) return refuse(40003, 'invalid openid');
  const followers = found.filter((f) => f !== undefined);
  if (add && followers.some((f) => f.tagid_list.length >= 20 && !f.tagid_list.includes(got.tagid)))
    return refuse(45059, 'user tag count exceed limit');
  for (const f of followers) {
    const rest = f.tagid_list.filter((t) => t !== got.tagid);
    f.tagid_list = add ? [...rest, got.tagid] : rest;
  }
  return ok();
}

const tagRoutes = [
  route('GET', '/tags/get', (_r, a) => ({
    body: { tags: a.tags.map((t) => ({ ...t, count: tagCount(a, t.id) })) },
  })),
  route('POST', '/tags/members/batchtagging', (r, a) => tagging(r, a, true)),
  route('POST', '/tags/members/batchuntagging', (r, a) => tagging(r, a, false)),
];

export const wxReceiver: ReceiverSpec = {
  key: 'wxofficial',
  routes: [tokenRoute, ...menuRoutes, ...templateRoutes, ...userRoutes, ...tagRoutes],
  async verify(r, ctx) {
    if (r.path === TOKEN_PATH) return undefined;
    const token = r.query.access_token ?? '';
    if (token === '') return '41001 access_token missing';
    const found = accountByToken(token, ctx.now);
    if (!found) return '40001 invalid credential, access_token is invalid or not latest';
    if (!found.live) return '42001 access_token expired';
    return undefined;
  },
  failure(reason) {
    const coded = /^(-?\d+) (.*)$/.exec(reason);
    return coded ? refuse(Number(coded[1]), coded[2]!) : refuse(-1, `system error: ${reason}`);
  },
  actions: receiverActions,
};
