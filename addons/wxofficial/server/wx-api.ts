import { z } from 'zod';
import { cleanMenu, MENU_TYPES, type Menu } from '../menu-rules';
import type { WxSession } from './service';

/**
 * The calls of the WeChat API this add-on makes, with the shapes WeChat documents for what is sent and what it
 * answers (the local receiver answers by the same schemas). Lists are read whole, page by page, within bounds.
 */

/** `{errcode: 0, errmsg: "ok"}`; a refusal never gets here (the spec's `refusal`). */
const WxSuccess = z.object({ errcode: z.number().int().optional(), errmsg: z.string().optional() });

const WxButton = z.object({
  name: z.string(),
  type: z.string().optional(),
  key: z.string().optional(),
  url: z.string().optional(),
  appid: z.string().optional(),
  pagepath: z.string().optional(),
});

const WxTop = WxButton.extend({ sub_button: z.array(WxButton).optional() });

export const MenuBody = z.object({ button: z.array(WxTop) });

const MenuAnswer = z.object({ menu: z.object({ button: z.array(WxTop) }) });

export const WxTemplate = z.object({
  template_id: z.string().min(1).max(128),
  title: z.string().max(200),
  primary_industry: z.string().max(100).default(''),
  deputy_industry: z.string().max(100).default(''),
  content: z.string().max(4000),
  example: z.string().max(4000).default(''),
});
export type WxTemplate = z.output<typeof WxTemplate>;

const TemplatesAnswer = z.object({ template_list: z.array(WxTemplate).max(500) });

export const SendBody = z.object({
  touser: z.string().min(1).max(64),
  template_id: z.string().min(1).max(128),
  url: z.string().max(1024).optional(),
  data: z.record(z.string(), z.object({ value: z.string().max(1000), color: z.string().optional() })),
});

const SendAnswer = z.object({ msgid: z.union([z.number(), z.string()]) });

const UserList = z.object({
  total: z.number().int(),
  count: z.number().int(),
  data: z.object({ openid: z.array(z.string().min(1).max(64)) }).optional(),
  next_openid: z.string().default(''),
});

export const WxUser = z.object({
  subscribe: z.union([z.literal(0), z.literal(1)]),
  openid: z.string().min(1).max(64),
  language: z.string().max(20).default(''),
  subscribe_time: z.number().int().default(0),
  unionid: z.string().max(64).default(''),
  remark: z.string().max(60).default(''),
  tagid_list: z.array(z.number().int()).default([]),
  subscribe_scene: z.string().max(40).default(''),
});
export type WxUser = z.output<typeof WxUser>;

export const BatchGetBody = z.object({
  user_list: z.array(z.object({ openid: z.string().min(1).max(64), lang: z.string().optional() })),
});

const BatchGetAnswer = z.object({ user_info_list: z.array(WxUser) });

const WxTag = z.object({ id: z.number().int(), name: z.string().max(60), count: z.number().int() });
export type WxTag = z.output<typeof WxTag>;

const TagsAnswer = z.object({ tags: z.array(WxTag) });

export const TaggingBody = z.object({
  openid_list: z.array(z.string().min(1).max(64)).min(1).max(50),
  tagid: z.number().int(),
});

/** Publishes the menu (`menu/create` replaces the whole menu, so sending it twice is harmless). */
export async function createMenu(s: WxSession, menu: Menu): Promise<void> {
  await s.call({
    op: 'menu_create',
    method: 'POST',
    path: '/cgi-bin/menu/create',
    json: cleanMenu(menu),
    idempotent: true,
    answer: WxSuccess,
  });
}

/** The menu WeChat serves now. */
export async function getMenu(s: WxSession): Promise<Menu> {
  const got = await s.call({
    op: 'menu_get',
    method: 'GET',
    path: '/cgi-bin/menu/get',
    idempotent: true,
    answer: MenuAnswer,
  });
  const known = (t: string | undefined) => MENU_TYPES.find((x) => x === t);
  // menu/get gives every entry an empty `sub_button`; a type this editor does not offer is kept as untyped.
  return cleanMenu({
    button: got.menu.button.map((b) => ({
      ...b,
      type: known(b.type),
      sub_button: (b.sub_button ?? []).map((x) => ({ ...x, type: known(x.type) })),
    })),
  });
}

export async function fetchTemplates(s: WxSession): Promise<WxTemplate[]> {
  const got = await s.call({
    op: 'template_list',
    method: 'GET',
    path: '/cgi-bin/template/get_all_private_template',
    idempotent: true,
    answer: TemplatesAnswer,
  });
  return got.template_list;
}

/** Sends a template message; WeChat does not dedupe it, so it is never sent twice. Answers its msgid. */
export async function sendTemplate(s: WxSession, body: z.input<typeof SendBody>): Promise<string> {
  const got = await s.call({
    op: 'template_send',
    method: 'POST',
    path: '/cgi-bin/message/template/send',
    json: body,
    idempotent: false,
    answer: SendAnswer,
  });
  return String(got.msgid);
}

/** How many followers a sync reads at most (a page of `user/get` is 10,000 on WeChat). */
export const MAX_FOLLOWERS = 20_000;
const BATCH = 100;

/** The account's followers and tags, as a sync reads them. */
export interface FollowersSnapshot {
  readonly users: readonly WxUser[];
  readonly tags: readonly WxTag[];
  /** Whether every follower was read (false past MAX_FOLLOWERS): only then are the others unsubscribed. */
  readonly complete: boolean;
}

export async function fetchTags(s: WxSession): Promise<WxTag[]> {
  const got = await s.call({
    op: 'tags_get',
    method: 'GET',
    path: '/cgi-bin/tags/get',
    idempotent: true,
    answer: TagsAnswer,
  });
  return got.tags;
}

export async function fetchFollowers(s: WxSession): Promise<FollowersSnapshot> {
  const tags = await fetchTags(s);
  const openids: string[] = [];
  let next = '';
  let total = 0;
  do {
    const page = await s.call({
      op: 'user_list',
      method: 'GET',
      path: '/cgi-bin/user/get',
      query: next ? { next_openid: next } : {},
      idempotent: true,
      answer: UserList,
    });
    total = page.total;
    const got = page.data?.openid ?? [];
    openids.push(...got);
    next = got.length > 0 ? page.next_openid : '';
  } while (next !== '' && openids.length < Math.min(total, MAX_FOLLOWERS));
  const wanted = [...new Set(openids)].slice(0, MAX_FOLLOWERS);
  const users: WxUser[] = [];
  for (let i = 0; i < wanted.length; i += BATCH) {
    const got = await s.call({
      op: 'user_info',
      method: 'POST',
      path: '/cgi-bin/user/info/batchget',
      json: { user_list: wanted.slice(i, i + BATCH).map((openid) => ({ openid, lang: 'zh_CN' })) },
      idempotent: true,
      answer: BatchGetAnswer,
    });
    users.push(...got.user_info_list);
  }
  return { users, tags, complete: wanted.length >= total };
}

/** Puts a follower's tags to `want` on WeChat: what to add is tagged, what to drop untagged. */
export async function retag(
  s: WxSession,
  openid: string,
  have: readonly number[],
  want: readonly number[],
): Promise<void> {
  for (const tagid of want.filter((t) => !have.includes(t)))
    await s.call({
      op: 'tag_add',
      method: 'POST',
      path: '/cgi-bin/tags/members/batchtagging',
      json: { openid_list: [openid], tagid },
      idempotent: true,
      answer: WxSuccess,
    });
  for (const tagid of have.filter((t) => !want.includes(t)))
    await s.call({
      op: 'tag_remove',
      method: 'POST',
      path: '/cgi-bin/tags/members/batchuntagging',
      json: { openid_list: [openid], tagid },
      idempotent: true,
      answer: WxSuccess,
    });
}
