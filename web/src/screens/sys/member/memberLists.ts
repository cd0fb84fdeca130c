import { pageByName } from '@yanye/catalog';
import type { MemberWalletKind } from '@yanye/protocol';

/**
 * Where a member's records are listed, and how each list finds the member: by mobile. A member's mobile is unique
 * in the store and is an 11-digit mobile (the member form's `phone: 'mobile'`), so a list's substring filter on it
 * finds that member's rows only. The wallet logs, recycling orders, feedback and check-ins show the member's own
 * mobile (joined from `members`); retail orders keep the buyer's name and mobile as the order was placed, with no
 * member id, so a member's orders and refunds are those placed with their mobile (`buyer_phone`).
 */
export interface MemberList {
  /** The list's catalogue page: its title, its path, whether the user may open it, and its data call. */
  readonly page: string;
  /** The list's filter holding the member's mobile. */
  readonly filter: string;
  /** The list's columns the page shows of each of the member's latest rows. */
  readonly columns: readonly string[];
}

/** The full log of each wallet, opened filtered to the member. */
export const WALLET_LOGS: Readonly<Record<MemberWalletKind, MemberList>> = {
  rmb: { page: 'WalletLogRmb', filter: 'member_phone', columns: [] },
  score: { page: 'WalletLogScore', filter: 'member_phone', columns: [] },
  recycle: { page: 'WalletLogRecycle', filter: 'member_phone', columns: [] },
};

/** The member's records in the other sections, in the order the page shows them; the sign-in add-on's when installed. */
export const MEMBER_LISTS: readonly MemberList[] = [
  {
    page: 'OrderManage',
    filter: 'buyer_phone',
    columns: ['order_sn', 'order_status', 'pay_amount', 'created_at'],
  },
  { page: 'RefundManage', filter: 'buyer_phone', columns: ['refund_sn', 'status', 'amount', 'created_at'] },
  {
    page: 'RecycleOrderManage',
    filter: 'member_phone',
    columns: ['order_no', 'status', 'quoted_total', 'created_at'],
  },
  { page: 'FeedbackManage', filter: 'member_phone', columns: ['type', 'content', 'status', 'created_at'] },
  { page: 'SigninRecordManage', filter: 'member_phone', columns: ['day', 'earned', 'makeup', 'created_at'] },
];

/** The list's address opened with the member's filter set (the generic list starts from its query). */
export function listLink(list: MemberList, phone: string): string | undefined {
  const page = pageByName(list.page);
  return page ? `${page.path}?${new URLSearchParams({ [list.filter]: phone })}` : undefined;
}
