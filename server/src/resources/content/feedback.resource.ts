import {
  Answer,
  accounts,
  col,
  conflict,
  defineResource,
  input,
  joinTo,
  members,
  type UserContext,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { feedbackDemo } from './feedback.demo';
import { feedback } from './tables';

// The table lives in ./tables.ts; server/test still imports it from here.

const TYPES = [
  { value: 'suggestion', label: T('功能建议') },
  { value: 'complaint', label: T('投诉') },
  { value: 'goods', label: T('商品问题') },
  { value: 'other', label: T('其他') },
];

const STATUS = [
  { value: 0, label: T('未读') },
  { value: 1, label: T('已读') },
  { value: 2, label: T('已处理') },
];

const MESSAGES = {
  handledAlready: T('该反馈已处理，不能再次回复'),
  replied: T('已回复'),
  read: T('已标记为已读'),
} as const;

/**
 * Replies once and marks the feedback handled, remembering who and when; of two operators replying at once,
 * the second is refused (the update holds only while the feedback is not handled).
 */
async function reply(ctx: UserContext, row: typeof feedback.$inferSelect, text: string) {
  const now = ctx.deps.now();
  const [done] = await ctx.db
    .update(feedback)
    .set({ reply: text, status: 2, repliedAt: now, handledBy: ctx.principal.accountId, updatedAt: now })
    .where(and(eq(feedback.id, row.id), inArray(feedback.status, [0, 1])))
    .returning({ id: feedback.id });
  if (!done) throw conflict(MESSAGES.handledAlready);
  return new Answer({ id: row.id }, MESSAGES.replied);
}

/** Members' feedback from the app (`/content/feedback`): read, replied to once (which handles it), deleted. */
export const feedbackResource = defineResource({
  entity: 'Feedback',
  table: feedback,
  joins: [joinTo(feedback.memberId), joinTo(feedback.handledBy)],
  columns: [
    col.text(members.nickName, T('会员', 'member'), { as: 'member_name' }),
    col.text(members.phone, T('会员手机'), {
      as: 'member_phone',
      visible: false,
      // A member's page opens the member's feedback by their mobile (one member per mobile in a store).
      filter: 'text',
    }),
    col.select(feedback.type, T('反馈类型'), TYPES, {
      filter: 'select',
      width: 100,
    }),
    col.text(feedback.content, T('反馈内容'), {
      filter: 'text',
      width: 300,
    }),
    col.computed('image', sql<string>`coalesce(${feedback.images}->>0, '')`, T('图片'), {
      as: 'first_image',
      exportable: false,
    }),
    col.text(feedback.contact, T('联系方式'), {
      width: 140,
      filter: 'text',
    }),
    col.status(feedback.status, STATUS, { width: 90 }),
    col.text(feedback.reply, T('回复内容'), {
      width: 220,
    }),
    col.text(accounts.username, T('处理人'), {
      as: 'handled_by_name',
    }),
    col.datetime(feedback.repliedAt, T('回复时间'), {
      sortable: true,
    }),
    col.datetime(feedback.createdAt, T('提交时间'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  tabs: {
    all: { title: T('全部') },
    open: {
      title: T('待处理'),
      where: inArray(feedback.status, [0, 1]),
    },
    handled: { title: T('已处理'), where: eq(feedback.status, 2) },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Reply: {
      when: { status: [0, 1] },
      fields: [
        input('reply', T('回复内容'), 'textarea', {
          required: true,
          min: 2,
          max: 500,
        }),
      ],
      run: (ctx, row, asked) => reply(ctx, row, asked.reply),
    },
    Read: {
      when: { status: [0] },
      batch: true,
      // Already read or handled is fine: marking it read changes nothing then.
      async run({ db, deps }, row) {
        await db
          .update(feedback)
          .set({ status: 1, updatedAt: deps.now() })
          .where(and(eq(feedback.id, row.id), eq(feedback.status, 0)));
        return new Answer({ id: row.id }, MESSAGES.read);
      },
    },
  },
  exportable: true,
  demo: feedbackDemo,
});
