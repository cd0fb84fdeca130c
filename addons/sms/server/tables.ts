import { createdAt, isOneOf, rowTimes, storeTable, unixTime } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A message template of the store at the SMS provider: written here, submitted for review (the provider answers
 * its template code), then approved or rejected by the provider's review callback. Only an approved one sends.
 */
export const smsTemplates = storeTable(
  'sms_templates',
  {
    name: text('name').notNull(),
    /** The provider's template code (`SMS_465320001`), '' until it is first submitted. */
    code: text('code').notNull().default(''),
    /** code (验证码), notice (通知), promo (推广): the provider reviews and prices them apart. */
    kind: text('kind').notNull().default('notice'),
    signName: text('sign_name').notNull(),
    /** The text with `${name}` variables. */
    content: text('content').notNull(),
    /** The variables of `content`, in order of first use: derived on every save. */
    variables: jsonb('variables').$type<string[]>().notNull().default([]),
    /** What the reviewer is told the template is for. */
    remark: text('remark').notNull().default(''),
    reviewState: text('review_state').notNull().default('draft'),
    /** The provider's reason for a rejection. */
    reviewNote: text('review_note').notNull().default(''),
    /** The provider's id of the latest review (its callback names it): an older review's verdict is ignored. */
    reviewOrder: text('review_order').notNull().default(''),
    submittedAt: unixTime('submitted_at').notNull().default(0),
    reviewedAt: unixTime('reviewed_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('sms_templates_name_key').on(t.supplierId, t.name),
    uniqueIndex('sms_templates_code_key').on(t.supplierId, t.code).where(sql`${t.code} <> ''`),
    check('sms_templates_kind_check', sql`${t.kind} in ('code', 'notice', 'promo')`),
    check(
      'sms_templates_review_check',
      sql`${t.reviewState} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
  ],
);

/** What a message is sent for: a test from its template's screen, a sign-in code, a notice the core sends. */
export const SMS_PURPOSES = ['test', 'login', 'notice'] as const;

/**
 * A message sent through the provider: to whom (the full number, shown masked), with which template and
 * variables, and what became of it. Its id is the `OutId` sent with it, by which the provider dedupes a retried
 * send and names it in its delivery report.
 */
export const smsRecords = storeTable(
  'sms_records',
  {
    phone: text('phone').notNull(),
    /** The template it was sent with (a log: it keeps the code too, and outlives the template). */
    templateId: bigint('template_id', { mode: 'number' }),
    templateCode: text('template_code').notNull(),
    signName: text('sign_name').notNull(),
    /** The text as the phone shows it; a sign-in code is kept masked. */
    content: text('content').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    /** test (sent from the template's screen), login (a sign-in code), notice (the core's, a recall's). */
    purpose: text('purpose').notNull().default('test'),
    state: text('state').notNull().default('sending'),
    /** The provider's id of the message (`BizId`). */
    bizId: text('biz_id').notNull().default(''),
    /** Parts billed: one per 70 characters, 67 each in a long message; the delivery report's count wins. */
    parts: integer('parts').notNull().default(1),
    /** What it cost, in fen: parts × the store's price per part. */
    cost: integer('cost').notNull().default(0),
    /** The provider's code and words when it failed. */
    error: text('error').notNull().default(''),
    /** The account that sent it (a test) or signed in with it; a log keeps it after the account is gone. */
    accountId: bigint('account_id', { mode: 'number' }),
    sentAt: unixTime('sent_at').notNull().default(0),
    reportedAt: unixTime('reported_at').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_records_created_idx').on(t.supplierId, t.createdAt),
    index('sms_records_template_idx').on(t.supplierId, t.templateId),
    check('sms_records_state_check', sql`${t.state} in ('sending', 'sent', 'failed', 'delivered')`),
    check('sms_records_purpose_check', isOneOf(t.purpose, SMS_PURPOSES)),
    check('sms_records_cost_check', sql`${t.cost} >= 0 and ${t.parts} >= 1`),
  ],
);
