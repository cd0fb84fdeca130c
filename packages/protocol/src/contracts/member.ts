import { z } from 'zod';
import { get } from '../contract';
import { formatMoney, formatNumber } from '../money';
import { recordId } from '../schemas';

/**
 * A member's page (`/sys/member/info/:id`): who the member is, and the three wallets they own with their latest
 * ledger rows. What the page changes (top-up, deduction, adjustment, disable, enable) are the `Member` resource's
 * actions; the member's orders, refunds, recycling orders, feedback and check-ins are read from their own lists,
 * filtered to the member, by whoever may open those lists.
 */

/** A member's wallets, in the order the page shows them: balance (cents), points, recycling credit (cents). */
export const MEMBER_WALLET_KINDS = ['rmb', 'score', 'recycle'] as const;
export type MemberWalletKind = (typeof MEMBER_WALLET_KINDS)[number];

/** A wallet's amount as people read it: yuan for the balance and recycling credit (cents), whole points. */
export function memberWalletAmount(kind: MemberWalletKind, value: number): string {
  return kind === 'score' ? formatNumber(value) : formatMoney(value);
}

/** How many of each wallet's newest ledger rows the page shows. */
export const MEMBER_LEDGER_ROWS = 10;

export const MemberLedgerRow = z.object({
  id: z.number().int(),
  event: z.string(),
  /** The event as the wallet logs call it, in the reader's language. */
  event_title: z.string(),
  /** Signed: cents, or points on `score`. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  doc_no: z.string(),
  note: z.string(),
  /** Who booked it; '' for the system. */
  operator: z.string(),
  created_at: z.number().int(),
});
export type MemberLedgerRow = z.infer<typeof MemberLedgerRow>;

export const MemberWalletView = z.object({
  kind: z.enum(MEMBER_WALLET_KINDS),
  title: z.string(),
  /** The sum of its ledger rows: cents, or points on `score`; 0 for a wallet never booked. */
  balance: z.number().int(),
  /** How many ledger rows it has. */
  entries: z.number().int(),
  /** The newest `MEMBER_LEDGER_ROWS`, newest first. */
  rows: z.array(MemberLedgerRow),
});
export type MemberWalletView = z.infer<typeof MemberWalletView>;

export const memberDetail = get('/v1/seller/member/MemberDetail', {
  summary:
    "One member as their page shows them: the profile, and each wallet's balance and latest ledger rows",
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    nick_name: z.string(),
    phone: z.string(),
    avatar: z.string(),
    level: z.number().int(),
    level_title: z.string(),
    /** 1 active, 0 disabled. */
    status: z.number().int(),
    status_title: z.string(),
    created_at: z.number().int(),
    last_login_at: z.number().int().nullable(),
    wallets: z.array(MemberWalletView),
  }),
});
