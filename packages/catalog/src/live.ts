import { T, type Texts } from '@yanye/i18n';

/**
 * The kinds of live event (docs/live.md), declared once: who sees one, what it says, where it leads. The database's
 * triggers write them (drizzle/repeatable/tenancy.sql) with the params each sentence names; the server sends a
 * user the kinds whose page they may open (or, for a kind `own`, only the events naming them); the bell says them
 * in the reader's language and opens the page.
 */
export interface LiveKind {
  /** What the user's settings call the kind. */
  readonly title: Texts;
  /** What an event says, its `{params}` filled (`{amount}` is cents, shown as money). */
  readonly said: Texts;
  /** What it says instead in a given `{status}` (a withdrawal approved, paid, failed or rejected). */
  readonly saidBy?: Readonly<Record<string, Texts>>;
  /**
   * The catalogue page (by name) a user must be able to open to see the kind, and the event's link: its `:id`
   * is the event's record. Absent for a kind `own`.
   */
  readonly page?: string;
  /** Only the user the event names sees it (their own export). */
  readonly own?: boolean;
  /** Said as something that went wrong: every event of the kind (low stock), or those of these `{status}` values. */
  readonly bad?: true | readonly string[];
}

export const LIVE_KINDS = {
  order: {
    title: T('新订单'),
    said: T('新订单 {no}，实付 {amount}'),
    page: 'OrderInfo',
  },
  refund: {
    title: T('退款申请'),
    said: T('退款申请 {no}，申请退款 {amount}'),
    page: 'RefundManage',
  },
  withdrawal: {
    title: T('提现结果'),
    said: T('提现 {no}（{amount}）的状态已更新'),
    saidBy: {
      approved: T('提现 {no}（{amount}）已通过审核，正在打款'),
      paid: T('提现 {no}（{amount}）已到账'),
      failed: T('提现 {no}（{amount}）打款失败：{reason}'),
      rejected: T('提现 {no}（{amount}）被驳回：{reason}'),
    },
    page: 'WithdrawalRecord',
    bad: ['failed', 'rejected'],
  },
  low_stock: {
    title: T('库存低于安全库存'),
    said: T('{warehouse}的{material}（{code}）库存降到 {qty}，低于安全库存 {safety}'),
    page: 'StockManage',
    bad: true,
  },
  export: {
    title: T('导出完成'),
    said: T('导出「{name}」已完成，共 {rows} 行，可在右上角的导出任务中下载'),
    own: true,
  },
} as const satisfies Record<string, LiveKind>;

export type LiveKindName = keyof typeof LIVE_KINDS;

export const LIVE_KIND_NAMES = Object.keys(LIVE_KINDS) as LiveKindName[];

export function liveKind(name: string): LiveKind | undefined {
  return Object.hasOwn(LIVE_KINDS, name) ? LIVE_KINDS[name as LiveKindName] : undefined;
}

/** The sentence an event of `kind` with `params` is said in. */
export function liveSaid(kind: LiveKind, params: Readonly<Record<string, string | number>>): Texts {
  const status = params.status;
  return (status !== undefined && kind.saidBy?.[String(status)]) || kind.said;
}
