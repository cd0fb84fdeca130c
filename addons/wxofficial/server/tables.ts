import {
  accounts,
  isOneOf,
  oneRowPerStoreTable,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
  updatedAt,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Menu } from '../menu-rules';

/**
 * The account's access token, as `cgi-bin/token` granted it: sealed like a secret of the setup (it is one for
 * two hours), with the moment it is to be renewed. One per store; a call refused with 40001 or 42001 renews it.
 */
export const wxTokens = oneRowPerStoreTable('wx_tokens', {
  sealed: text('sealed').notNull(),
  /** Renewed from this moment on (a few minutes before WeChat lets it lapse). */
  expiresAt: unixTime('expires_at').notNull(),
  updatedAt: updatedAt(),
});

/** The custom menu: the draft the editor saves, and what was last published to WeChat (null: never). */
export const wxMenus = oneRowPerStoreTable(
  'wx_menus',
  {
    draft: jsonb('draft').$type<Menu>().notNull().default({ button: [] }),
    draftUpdatedAt: unixTime('draft_updated_at').notNull().default(0),
    published: jsonb('published').$type<Menu>(),
    publishedAt: unixTime('published_at').notNull().default(0),
    publishedBy: refId('published_by'),
  },
  (t) => [storeKey('wx_menus_published_by_fk', t, t.publishedBy, accounts)],
);

export const REPLY_KINDS = ['text', 'image'] as const;

/** The reply a new follower gets: a text, or a picture of the account's permanent materials (its media id). */
export const wxWelcome = oneRowPerStoreTable(
  'wx_welcome',
  {
    enabled: smallint('enabled').notNull().default(1),
    type: text('type', { enum: REPLY_KINDS }).notNull().default('text'),
    content: text('content').notNull().default(''),
    mediaId: text('media_id').notNull().default(''),
    /** A picture of the material for the console's preview; WeChat sends the material by its media id. */
    image: text('image').notNull().default(''),
    updatedAt: unixTime('updated_at').notNull().default(0),
  },
  (t) => [
    check('wx_welcome_type_check', isOneOf(t.type, REPLY_KINDS)),
    check('wx_welcome_enabled_check', sql`${t.enabled} in (0, 1)`),
  ],
);

export const MATCH_KINDS = ['exact', 'partial'] as const;

/**
 * A keyword reply: a text from a follower (or a menu click's key) that equals, or holds, the keyword is
 * answered with the reply; among several that match, exact before partial, then the higher priority.
 */
export const wxKeywordReplies = storeTable(
  'wx_keyword_replies',
  {
    keyword: text('keyword').notNull(),
    match: text('match', { enum: MATCH_KINDS }).notNull().default('exact'),
    type: text('type', { enum: REPLY_KINDS }).notNull().default('text'),
    content: text('content').notNull().default(''),
    mediaId: text('media_id').notNull().default(''),
    priority: integer('priority').notNull().default(0),
    status: smallint('status').notNull().default(1),
    /** How many messages it answered. */
    hits: integer('hits').notNull().default(0),
    lastHitAt: unixTime('last_hit_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('wx_keyword_replies_keyword_key').on(t.supplierId, t.keyword, t.match),
    check('wx_keyword_replies_match_check', isOneOf(t.match, MATCH_KINDS)),
    check('wx_keyword_replies_type_check', isOneOf(t.type, REPLY_KINDS)),
    check('wx_keyword_replies_status_check', sql`${t.status} in (0, 1)`),
  ],
);

export const DIRECTIONS = ['in', 'out'] as const;
export const MESSAGE_STATES = ['received', 'replied', 'sent', 'delivered', 'failed'] as const;

/**
 * A message of the account: one a follower sent or an event WeChat pushed (`in`, once per MsgId, or per sender
 * and time for events), with the reply it got; or a template message the store sent (`out`, by WeChat's msgid).
 */
export const wxMessages = storeTable(
  'wx_messages',
  {
    direction: text('direction', { enum: DIRECTIONS }).notNull(),
    /** What makes it once: `in:<MsgId>`, `in:<openid>:<CreateTime>`, `tpl:<msgid>`. */
    msgKey: text('msg_key').notNull(),
    openid: text('openid').notNull(),
    /** text, image, voice, video, location, link, event, template. */
    msgType: text('msg_type').notNull(),
    event: text('event').notNull().default(''),
    eventKey: text('event_key').notNull().default(''),
    content: text('content').notNull().default(''),
    /** WeChat's id of the message: MsgId, or the msgid of a template message. */
    msgId: text('msg_id').notNull().default(''),
    templateId: text('template_id').notNull().default(''),
    state: text('state', { enum: MESSAGE_STATES }).notNull(),
    /** What answered it: the keyword, or `welcome`. */
    matched: text('matched').notNull().default(''),
    reply: text('reply').notNull().default(''),
    /** When WeChat says it was sent (CreateTime). */
    sentAt: unixTime('sent_at').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('wx_messages_key').on(t.supplierId, t.msgKey),
    index('wx_messages_openid_idx').on(t.supplierId, t.openid),
    index('wx_messages_sent_idx').on(t.supplierId, t.sentAt),
    check('wx_messages_direction_check', isOneOf(t.direction, DIRECTIONS)),
    check('wx_messages_state_check', isOneOf(t.state, MESSAGE_STATES)),
  ],
);

export const TEMPLATE_STATES = ['active', 'removed'] as const;

/**
 * A template of the account, as `template/get_all_private_template` answers it; `scene` and `remark` are the
 * store's own. A template gone from WeChat stays, `removed`, for the messages sent with it.
 */
export const wxTemplates = storeTable(
  'wx_templates',
  {
    templateId: text('template_id').notNull(),
    title: text('title').notNull(),
    primaryIndustry: text('primary_industry').notNull().default(''),
    deputyIndustry: text('deputy_industry').notNull().default(''),
    content: text('content').notNull(),
    example: text('example').notNull().default(''),
    scene: text('scene').notNull().default('other'),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: TEMPLATE_STATES }).notNull().default('active'),
    syncedAt: unixTime('synced_at').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('wx_templates_template_key').on(t.supplierId, t.templateId),
    check('wx_templates_status_check', isOneOf(t.status, TEMPLATE_STATES)),
  ],
);

/**
 * A follower, as `user/info` tells of them (WeChat no longer gives nicknames: the remark is the store's name for
 * them), made or updated by a sync and by the subscribe and unsubscribe pushes.
 */
export const wxFans = storeTable(
  'wx_fans',
  {
    openid: text('openid').notNull(),
    unionid: text('unionid').notNull().default(''),
    remark: text('remark').notNull().default(''),
    subscribe: smallint('subscribe').notNull().default(1),
    subscribeTime: unixTime('subscribe_time').notNull().default(0),
    unsubscribeTime: unixTime('unsubscribe_time').notNull().default(0),
    /** ADD_SCENE_SEARCH, ADD_SCENE_QR_CODE, ... */
    scene: text('scene').notNull().default(''),
    language: text('language').notNull().default(''),
    /** WeChat's ids of the follower's tags (wx_tags.tag_id). */
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    syncedAt: unixTime('synced_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('wx_fans_openid_key').on(t.supplierId, t.openid),
    index('wx_fans_subscribe_idx').on(t.supplierId, t.subscribeTime),
    check('wx_fans_subscribe_check', sql`${t.subscribe} in (0, 1)`),
  ],
);

/** A tag of the account, as `tags/get` answers it: WeChat's id, its name, and how many followers hold it. */
export const wxTags = storeTable(
  'wx_tags',
  {
    tagId: integer('tag_id').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
    syncedAt: unixTime('synced_at').notNull(),
  },
  (t) => [uniqueIndex('wx_tags_tag_key').on(t.supplierId, t.tagId)],
);
