import { flag, get, line, paragraph, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';
import { MENU_TYPES } from './menu-rules';

/**
 * The official account's own calls beside the engine's lists: the menu editor, the welcome reply, the syncs
 * with WeChat, a test template message and a follower's tags. Both sides read them: the server serves them, the
 * screens call them. The menu's shape is checked here; WeChat's rules (menu-rules.ts) by the handler, which
 * names the entry that breaks one.
 */

const api = '/v1/addons/wxofficial/';

/** Generous bounds for the shape: WeChat's own limits are checked by menuIssues, with clearer words. */
const text = (max: number) => line(max).optional();

const Entry = z.object({
  name: line(200),
  type: z.enum(MENU_TYPES).optional(),
  key: text(500),
  url: text(2000),
  appid: text(100),
  pagepath: text(2000),
});

const Top = Entry.extend({ sub_button: z.array(Entry).max(20).optional() });

export const MenuSchema = z.object({ button: z.array(Top).max(10) });

/** The menu's parts as a refusal names them (菜单第 1 项的子菜单第 2 项的名称), never by their keys. */
const MENU_LABELS = {
  button: T('菜单'),
  sub_button: T('子菜单'),
  name: T('名称'),
  type: T('类型'),
  key: T('事件 KEY'),
  url: T('网页链接'),
  appid: T('小程序 AppID'),
  pagepath: T('小程序页面路径'),
};

/** none: nothing drafted; unpublished: drafted, never published; changed: the draft differs from WeChat's. */
export const MENU_STATES = ['none', 'unpublished', 'published', 'changed'] as const;
export type MenuState = (typeof MENU_STATES)[number];

export const menuInfo = get(`${api}MenuInfo`, {
  summary: 'The custom menu: the saved draft, what was last published to WeChat, and whether they differ',
  response: z.object({
    draft: MenuSchema,
    draft_updated_at: z.number().int(),
    published: MenuSchema.nullable(),
    published_at: z.number().int(),
    published_by: z.string(),
    state: z.enum(MENU_STATES),
    /** 1 when the setup has the AppID and AppSecret the API needs. */
    configured: flag,
  }),
});

export const menuSave = post(`${api}MenuSave`, {
  summary: "Save the custom menu as a draft, checked against WeChat's rules (not yet published)",
  labels: MENU_LABELS,
  body: MenuSchema,
  response: z.object({ draft_updated_at: z.number().int(), state: z.enum(MENU_STATES) }),
});

export const menuPublish = post(`${api}MenuPublish`, {
  summary: 'Publish the saved draft to WeChat (menu/create): followers see it within minutes',
  response: z.object({ published_at: z.number().int(), buttons: z.number().int() }),
});

export const menuFetch = post(`${api}MenuFetch`, {
  summary: 'Replace the draft with the menu WeChat serves now (menu/get)',
  response: z.object({ buttons: z.number().int(), state: z.enum(MENU_STATES) }),
});

export const REPLY_TYPES = ['text', 'image'] as const;

/** A WeChat permanent material's media id. */
export const MEDIA_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** WeChat's limit on a passive text reply, in UTF-8 bytes. */
export const REPLY_TEXT_BYTES = 2048;

const Reply = z.object({
  enabled: flag,
  type: z.enum(REPLY_TYPES),
  content: paragraph(2048),
  media_id: line(128),
  image: line(500),
});

export const replyAttentionInfo = get(`${api}ReplyAttentionInfo`, {
  summary: "The reply a new follower gets, and where WeChat pushes the account's messages",
  response: Reply.extend({
    updated_at: z.number().int(),
    /** The address to give WeChat as the server URL (this server's host before it). */
    callback_path: z.string(),
    /** 1 when the setup holds the token WeChat signs its pushes with. */
    token_set: flag,
  }),
});

export const replyAttentionSave = post(`${api}ReplyAttentionSave`, {
  summary: 'Save the reply a new follower gets: a text, or a picture of the permanent materials',
  labels: {
    enabled: T('向新关注的粉丝自动回复'),
    type: T('回复类型'),
    content: T('回复内容', 'content'),
    media_id: T('永久素材 media_id'),
    image: T('图片', 'image'),
  },
  body: Reply,
  response: z.object({ updated_at: z.number().int() }),
});

export const templateSync = post(`${api}TemplateSync`, {
  summary: "Read the account's templates from WeChat (template/get_all_private_template)",
  response: z.object({ found: z.number().int(), added: z.number().int(), removed: z.number().int() }),
});

export const templateSendInfo = get(`${api}TemplateSendInfo`, {
  summary: 'A template as its test send shows it: its content and the fields a send fills',
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    template_id: z.string(),
    title: z.string(),
    content: z.string(),
    example: z.string(),
    status: z.string(),
    /** Each field the content names, with its label in the content and WeChat's limit of characters. */
    fields: z.array(z.object({ name: z.string(), label: z.string(), max: z.number().int() })),
  }),
});

export const templateSend = post(`${api}TemplateSend`, {
  summary: 'Send a template message to a follower as a test (message/template/send)',
  labels: { fan_id: T('接收粉丝'), data: T('模板数据'), url: T('网页链接') },
  body: z.object({
    id: recordId,
    fan_id: recordId,
    // At most 20 keys: refused as a list past its most (`data最多 20 项`).
    data: z.record(line(40), line(200)).superRefine((d, ctx) => {
      if (Object.keys(d).length > 20)
        ctx.addIssue({ code: 'too_big', origin: 'array', maximum: 20, inclusive: true, input: d });
    }),
    url: line(1024).optional(),
  }),
  response: z.object({ msgid: z.string(), message_id: z.number().int() }),
});

export const fansSync = post(`${api}FansSync`, {
  summary: "Read the account's followers and tags from WeChat (user/get, user/info/batchget, tags/get)",
  response: z.object({
    followers: z.number().int(),
    tags: z.number().int(),
    unsubscribed: z.number().int(),
  }),
});

/** WeChat's limit of tags on one follower. */
export const MAX_TAGS = 20;

const Tag = z.object({ tag_id: z.number().int(), name: z.string(), count: z.number().int() });

export const fansTagInfo = get(`${api}FansTagInfo`, {
  summary: "A follower's tags, and the account's tags to pick from",
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    openid: z.string(),
    remark: z.string(),
    subscribe: flag,
    tag_ids: z.array(z.number().int()),
    tags: z.array(Tag),
  }),
});

export const fansTagSave = post(`${api}FansTagSave`, {
  summary: "Set a follower's tags on WeChat (tags/members/batchtagging and batchuntagging)",
  labels: { tag_ids: T('粉丝标签') },
  body: z.object({
    id: recordId,
    tag_ids: z.array(z.number().int().min(0).max(1_000_000)).max(MAX_TAGS),
  }),
  response: z.object({ tag_ids: z.array(z.number().int()) }),
});

export type MenuInfo = z.output<typeof menuInfo.response>;
export type FansTagInfo = z.output<typeof fansTagInfo.response>;
export type TemplateSendInfo = z.output<typeof templateSendInfo.response>;
