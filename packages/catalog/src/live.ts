import { T, type Texts } from '@yanye/i18n';
import { installedAddons, lazyList, lazyRecord, onFirstUse } from './installed';
import type { LiveKind } from './live-kind';

export type { LiveKind } from './live-kind';

/**
 * The core's kinds: raised by the database's triggers, or, those marked `clock`, by the server's sweeps
 * (`raiseCoreLive`).
 */
const CORE_KINDS = {
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
  // A lot held in stock whose expiry comes within the store's warning window (进销存设置), once per lot and window;
  // then once more when it has expired and is still held (resources/jxc/lot-watch.ts).
  lot_expiring: {
    title: T('批次临期'),
    said: T('{warehouse}的{material} 批号 {lot} 将于 {expires} 到期（还剩 {days} 天），库存 {qty} {unit}'),
    saidBy: { today: T('{warehouse}的{material} 批号 {lot} 今天（{expires}）到期，库存 {qty} {unit}') },
    page: 'LotStockManage',
    bad: true,
    clock: true,
  },
  lot_expired: {
    title: T('批次已过期'),
    said: T('{warehouse}的{material} 批号 {lot} 已过期（到期日 {expires}），仍有库存 {qty} {unit}'),
    page: 'LotStockManage',
    bad: true,
    clock: true,
  },
  export: {
    title: T('导出完成'),
    said: T('导出「{name}」已完成，共 {rows} 行，可在右上角的导出任务中下载'),
    own: true,
  },
} as const satisfies Record<string, LiveKind>;

/**
 * The kinds of live event (docs/live.md), declared once: who sees one, what it says, where it leads. The
 * database's triggers write the core's kinds (drizzle/repeatable/tenancy.sql) with the params each sentence names;
 * an add-on declares its own in its manifest (`liveKinds`) and raises them through the kit. The server sends a
 * user the kinds whose page they may open (or, for a kind `own`, only the events naming them); the bell says them
 * in the reader's language and opens the page.
 * Every kind: the core's, then each installed add-on's (`<key>_<what>`).
 */
const liveKinds = onFirstUse(
  (): Readonly<Record<string, LiveKind>> => ({
    ...CORE_KINDS,
    ...Object.fromEntries(installedAddons().flatMap((m) => Object.entries(m.liveKinds ?? {}))),
  }),
);

export const LIVE_KINDS: Readonly<Record<string, LiveKind>> = lazyRecord(liveKinds);

export const LIVE_KIND_NAMES: readonly string[] = lazyList(onFirstUse(() => Object.keys(liveKinds())));

/** Whether `name` is one of the core's kinds (an add-on may raise only its own). */
export function isCoreLiveKind(name: string): boolean {
  return Object.hasOwn(CORE_KINDS, name);
}

/** Whether `name` is a core kind raised by the server's clock rather than by a trigger (`clock`). */
export function isClockLiveKind(name: string): boolean {
  return isCoreLiveKind(name) && (CORE_KINDS[name as keyof typeof CORE_KINDS] as LiveKind).clock === true;
}

export function liveKind(name: string): LiveKind | undefined {
  return Object.hasOwn(LIVE_KINDS, name) ? LIVE_KINDS[name] : undefined;
}

/** The sentence an event of `kind` with `params` is said in. */
export function liveSaid(kind: LiveKind, params: Readonly<Record<string, string | number>>): Texts {
  const status = params.status;
  return (status !== undefined && kind.saidBy?.[String(status)]) || kind.said;
}
