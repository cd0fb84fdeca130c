import {
  accounts,
  goods,
  isOneOf,
  members,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

// The content section's tables (docs/content.md): notices, news, adverts, agreements and members' feedback.

/** Notices a store publishes to its buyers (docs/content.md): a title, a body, a picture, an order. */
export const notifications = storeTable(
  'notifications',
  {
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    image: text('image').notNull().default(''),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 published, 0 a draft buyers do not see. */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    index('notifications_list_idx').on(t.supplierId, t.status, t.sort),
    check('notifications_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** Articles a store publishes to its buyers (/content/news): a rich-text body, sanitised on save. */
export const news = storeTable(
  'news',
  {
    /** One of the fixed categories of the entity module (industry, store, policy, knowledge). */
    category: text('category').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** HTML, kept only as the server's sanitiser left it. */
    body: text('body').notNull().default(''),
    author: text('author').notNull().default(''),
    /** When buyers see it; a published article with a later time waits until then. */
    publishAt: unixTime('publish_at'),
    /** 1 published, 0 a draft. */
    status: smallint('status').notNull().default(0),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    views: integer('views').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    index('news_list_idx').on(t.supplierId, t.status, t.publishAt),
    index('news_category_idx').on(t.supplierId, t.category),
    check('news_status_check', sql`${t.status} in (0, 1)`),
    check('news_views_check', sql`${t.views} >= 0`),
  ],
);

/** What an advert opens when tapped. */
export const ADVERT_LINKS = ['none', 'goods', 'news', 'page', 'url'] as const;

/** An advert in one of the app's fixed slots (/content/advertising), live between its start and end. */
export const adverts = storeTable(
  'adverts',
  {
    /** A slot of the app, from the entity module's fixed list (home banner, pop-up, …). */
    position: text('position').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    linkType: text('link_type', { enum: ADVERT_LINKS }).notNull().default('none'),
    goodsId: refId('goods_id'),
    newsId: refId('news_id'),
    /** A page of the app (`page`) or an https address (`url`). */
    linkValue: text('link_value').notNull().default(''),
    startAt: unixTime('start_at').notNull(),
    endAt: unixTime('end_at').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 on, 0 off. */
    status: smallint('status').notNull().default(1),
    clicks: integer('clicks').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    index('adverts_live_idx').on(t.supplierId, t.position, t.status, t.startAt, t.endAt),
    storeKey('adverts_goods_fk', t, t.goodsId, goods),
    storeKey('adverts_news_fk', t, t.newsId, news),
    check('adverts_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('adverts_status_check', sql`${t.status} in (0, 1)`),
    check('adverts_link_check', isOneOf(t.linkType, ADVERT_LINKS)),
    check(
      'adverts_link_target_check',
      sql`(${t.linkType} <> 'goods' or ${t.goodsId} is not null) and (${t.linkType} <> 'news' or ${t.newsId} is not null)`,
    ),
  ],
);

/**
 * The agreements a store shows: to its members (user, privacy, recharge), and the platform's store entry one.
 */
export const AGREEMENT_KINDS = ['user', 'privacy', 'recharge', 'enter'] as const;

/**
 * One version of an agreement (/content/agreement). Versions are numbered per kind; the newest published one is
 * served (the platform's `enter` one by `GetEnterAgreement`). A published version is not edited: a new one is.
 */
export const agreements = storeTable(
  'agreements',
  {
    kind: text('kind', { enum: AGREEMENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** HTML, sanitised on save. */
    body: text('body').notNull(),
    /** 1 published, 0 a draft. */
    status: smallint('status').notNull().default(0),
    publishedAt: unixTime('published_at'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('agreements_version_key').on(t.supplierId, t.kind, t.version),
    index('agreements_served_idx').on(t.supplierId, t.kind, t.status, t.version),
    check('agreements_kind_check', isOneOf(t.kind, AGREEMENT_KINDS)),
    check('agreements_status_check', sql`${t.status} in (0, 1)`),
    check('agreements_version_check', sql`${t.version} >= 1`),
  ],
);

/** A member's feedback from the app (/content/feedback): read, replied to, handled. */
export const feedback = storeTable(
  'feedback',
  {
    memberId: refId('member_id'),
    /** suggestion, complaint, goods, other. */
    type: text('type').notNull(),
    content: text('content').notNull(),
    /** Upload paths (`/uploads/…`) the member attached. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull().default(''),
    /** 0 new, 1 read, 2 handled. */
    status: smallint('status').notNull().default(0),
    reply: text('reply').notNull().default(''),
    repliedAt: unixTime('replied_at'),
    handledBy: refId('handled_by'),
    ...rowTimes(),
  },
  (t) => [
    index('feedback_status_idx').on(t.supplierId, t.status, t.createdAt),
    storeKey('feedback_member_fk', t, t.memberId, members),
    storeKey('feedback_handler_fk', t, t.handledBy, accounts),
    check('feedback_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
);
