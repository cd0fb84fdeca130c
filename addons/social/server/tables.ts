import { accounts, createdAt, refId, storeKey, storeTable, unixTime } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An account of the store linked to a user of one of the store's sign-in apps (WeChat, QQ, Alipay): that user
 * may then sign in as the account. One user of a provider links one account of the store, and an account links
 * one user of each provider; the database holds both.
 */
export const socialBinds = storeTable(
  'social_binds',
  {
    accountId: refId('account_id').notNull(),
    /** wechat, qq, alipay. */
    provider: text('provider').notNull(),
    /** The provider's id of the user within the store's app: WeChat and QQ openid, Alipay user_id. */
    openid: text('openid').notNull(),
    /** WeChat's id of the user across the store's apps, when it tells it. */
    unionid: text('unionid').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    lastLoginAt: unixTime('last_login_at').notNull().default(0),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_binds_user_key').on(t.supplierId, t.provider, t.openid),
    uniqueIndex('social_binds_account_key').on(t.supplierId, t.accountId, t.provider),
    index('social_binds_created_idx').on(t.supplierId, t.createdAt),
    storeKey('social_binds_account_fk', t, t.accountId, accounts).onDelete('cascade'),
    check('social_binds_provider_check', sql`${t.provider} in ('wechat', 'qq', 'alipay')`),
  ],
);
