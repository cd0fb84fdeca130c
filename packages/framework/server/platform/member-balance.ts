import { type BookedRow, book, type Posting } from './ledger';
import type { StoreDb } from './tenancy';

/**
 * One move of a member's balance (the `rmb` wallet) for a document: a payment from it (a negative amount) or
 * money back onto it. Many sections book exactly this, a posting alone; `book` takes any event's postings.
 */
export interface BalanceMove {
  readonly memberId: number;
  /** Cents, never 0: negative when the member pays. */
  readonly amount: number;
  readonly event: Posting['event'];
  /** Unique in the member's wallet: the move is booked once, however often it is asked. */
  readonly key: string;
  /** The document it is for (none for a test's top-up). */
  readonly doc?: Posting['doc'];
  readonly note?: string;
}

/**
 * Books a move of a member's balance, refused when a payment is more than the balance holds (with what it holds
 * and what is needed); answers its ledger row, the one booked before when the move was asked already.
 */
export async function moveMemberBalance(
  db: StoreDb,
  { memberId, ...move }: BalanceMove,
  who: { readonly accountId: number | null; readonly now: number },
): Promise<BookedRow> {
  const booking = await book(db, [{ wallet: { kind: 'rmb', memberId }, ...move }], who);
  return booking.rows[0]!;
}
