import { T } from '@yanye/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { members } from '../../db/schema/members';
import { accounts } from '../../db/schema/tenants';
import { col } from '../../engine/col';
import { input } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { joinTo } from '../../engine/resource-lists';
import type { UserContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { Answer } from '../../platform/route-answer';
import { feedbackDemo } from './feedback.demo';
import { feedback } from './tables';

// The table lives in ./tables.ts; server/test still imports it from here.

const TYPES = [
  { value: 'suggestion', label: T('功能建议', 'Suggestion', 'Sugerencia', '提案') },
  { value: 'complaint', label: T('投诉', 'Complaint', 'Queja', '苦情') },
  { value: 'goods', label: T('商品问题', 'Goods problem', 'Problema de producto', '商品の問題') },
  { value: 'other', label: T('其他', 'Other', 'Otro', 'その他') },
];

const STATUS = [
  { value: 0, label: T('未读', 'New', 'Nuevo', '未読') },
  { value: 1, label: T('已读', 'Read', 'Leído', '既読') },
  { value: 2, label: T('已处理', 'Handled', 'Atendido', '対応済み') },
];

const MESSAGES = {
  handledAlready: T(
    '该反馈已处理，不能再次回复',
    'This feedback is handled already and cannot be replied to again',
    'Este comentario ya está atendido y no admite otra respuesta',
    'このご意見は対応済みのため、再度返信できません',
  ),
  replied: T('已回复', 'Replied', 'Respondido', '返信しました'),
  read: T('已标记为已读', 'Marked as read', 'Marcado como leído', '既読にしました'),
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
    col.text(members.nickName, T('会员', 'Member', 'Miembro', '会員'), { as: 'member_name' }),
    col.text(members.phone, T('会员手机', 'Member phone', 'Teléfono del miembro', '会員の電話'), {
      as: 'member_phone',
      visible: false,
      // A member's page opens the member's feedback by their mobile (one member per mobile in a store).
      filter: 'text',
    }),
    col.select(feedback.type, T('反馈类型', 'Type', 'Tipo', '種類'), TYPES, {
      filter: 'select',
      width: 100,
    }),
    col.text(feedback.content, T('反馈内容', 'Feedback', 'Comentario', '内容'), {
      filter: 'text',
      width: 300,
    }),
    col.computed(
      'image',
      sql<string>`coalesce(${feedback.images}->>0, '')`,
      T('图片', 'Image', 'Imagen', '画像'),
      {
        as: 'first_image',
        exportable: false,
      },
    ),
    col.text(feedback.contact, T('联系方式', 'Contact', 'Contacto', '連絡先'), {
      width: 140,
      filter: 'text',
    }),
    col.status(feedback.status, STATUS, { width: 90 }),
    col.text(feedback.reply, T('回复内容', 'Reply', 'Respuesta', '返信'), {
      width: 220,
    }),
    col.text(accounts.username, T('处理人', 'Handled by', 'Atendido por', '対応者'), {
      as: 'handled_by_name',
    }),
    col.datetime(feedback.repliedAt, T('回复时间', 'Replied at', 'Respondido el', '返信日時'), {
      sortable: true,
    }),
    col.datetime(feedback.createdAt, T('提交时间', 'Sent at', 'Enviado el', '送信日時'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  tabs: {
    all: { title: T('全部', 'All', 'Todos', 'すべて') },
    open: {
      title: T('待处理', 'To handle', 'Por atender', '未対応'),
      where: inArray(feedback.status, [0, 1]),
    },
    handled: { title: T('已处理', 'Handled', 'Atendido', '対応済み'), where: eq(feedback.status, 2) },
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  actions: {
    Reply: {
      when: { status: [0, 1] },
      fields: [
        input('reply', T('回复内容', 'Reply', 'Respuesta', '返信'), 'textarea', {
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
