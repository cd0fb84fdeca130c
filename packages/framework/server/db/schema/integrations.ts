import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, unixTime } from './columns';

/**
 * What the local implementations of the outside services would have sent (SMS, WeChat code exchanges, chat
 * messages), for an operator to read at /dev/outbox. A platform table: it spans stores and has no store.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sms, wechat or kefu. */
    channel: text('channel').notNull(),
    /** A phone number, an openid, a chat visitor. */
    recipient: text('recipient').notNull(),
    /** The provider's template id, or what happened (oauth_code, visitor, reply). */
    template: text('template').notNull().default(''),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_time_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.channel, t.recipient, t.id),
  ],
);

/**
 * SMS codes (a platform table: the store is not known before sign-in). Only an HMAC of the code is kept; a row
 * whose hash is empty was asked for a number with no account, and no code was sent.
 */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    /** What the code is for: login. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    tries: integer('tries').notNull().default(0),
    expiresAt: unixTime('expires_at').notNull(),
    usedAt: unixTime('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verify_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('verify_codes_ip_idx').on(t.ip, t.createdAt),
    index('verify_codes_time_idx').on(t.createdAt),
  ],
);
