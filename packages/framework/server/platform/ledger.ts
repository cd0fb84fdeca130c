import { ADDONS, type AddonLedgerEvent } from '@yanye/catalog';
import { T } from '@yanye/i18n';
import { formatMoney } from '@yanye/protocol';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type WalletKind, walletLogs, wallets } from '../db/schema';
import { AppError } from './errors';
import type { StoreDb, StoreInsert } from './tenancy';

/**
 * The ledger (docs/finance.md). Every wallet's balance is the sum of its rows in `wallet_logs`, and this module
 * is the only writer of both: `book` writes the rows of one business event and moves the balances with them, in
 * the caller's transaction. The database holds it too: the application role cannot update or delete a ledger
 * row, each row must continue its wallet's chain (`balance_after` = the previous row's + `amount`), and a
 * wallet's balance must equal its newest row's at commit (tenancy.sql).
 */

/** What a ledger row of the core records. Points events are on `score`; the store's events on its payment wallets. */
export const CORE_LEDGER_EVENTS = [
  'recharge',
  'deduct',
  /** A correction either way made in the console with its reason (a member's page, sys/member-wallet.ts). */
  'adjust',
  'reversal',
  'order_pay',
  'order_refund',
  'order_income',
  'platform_fee',
  'paycash_pay',
  'paycash_refund',
  'score_earn',
  'score_use',
  'recycle_income',
  'recycle_withdraw',
  'withdraw_freeze',
  'withdraw_release',
  'withdraw_payout',
] as const;
export type CoreLedgerEvent = (typeof CORE_LEDGER_EVENTS)[number];

/**
 * The ledger events the installed add-ons book for their own business (`auction_deposit`), as their manifests
 * declare them with their titles (`ledgerEvents` of addons/<key>/addon.ts).
 */
export const ADDON_LEDGER_EVENTS: readonly AddonLedgerEvent[] = ADDONS.flatMap((a) => a.ledgerEvents ?? []);

/** Every event the ledger books: the core's, then the installed add-ons'. */
export const LEDGER_EVENTS: readonly string[] = [
  ...CORE_LEDGER_EVENTS,
  ...ADDON_LEDGER_EVENTS.map((e) => e.name),
];
const KNOWN_EVENTS: ReadonlySet<string> = new Set(LEDGER_EVENTS);
if (KNOWN_EVENTS.size !== LEDGER_EVENTS.length)
  throw new Error(`a ledger event is declared twice: ${LEDGER_EVENTS.join(', ')}`);

/** A ledger event: one of the core's, or one an installed add-on declares (`<key>_<what>`, checked when booked). */
export type LedgerEvent = CoreLedgerEvent | `${string}_${string}`;

/** A wallet by its owner: a member's, or (no member) the store's own. */
export interface WalletRef {
  readonly kind: WalletKind;
  readonly memberId?: number | null;
}

/** One row of an event: what it does to one wallet. */
export interface Posting {
  readonly wallet: WalletRef;
  /** Signed, never 0: cents, or points on `score`. */
  readonly amount: number;
  readonly event: LedgerEvent;
  /** Unique within the wallet: the same key books once, however often the event is retried. */
  readonly key: string;
  readonly doc?: { readonly type: string; readonly id?: number; readonly no?: string };
  readonly note?: string;
  /** The row this one reverses. */
  readonly reverses?: number;
  /** Refuse to take the wallet below zero even if it may go there (a withdrawal from the payment wallet). */
  readonly noOverdraft?: boolean;
}

export interface BookedRow {
  readonly id: number;
  readonly walletId: number;
  readonly amount: number;
  readonly balanceAfter: number;
}

export interface Booking {
  /** False when every row was there already: the event was booked before, and nothing changed now. */
  readonly booked: boolean;
  readonly rows: readonly BookedRow[];
}

/** The store's wallets may go below zero (a refund after a withdrawal); a member's never. */
const MAY_GO_NEGATIVE: ReadonlySet<WalletKind> = new Set(['payment']);

const MESSAGES = {
  short: T('余额不足：可用 {available}，需要 {needed}'),
};

/** Cents as yuan, or points as they are. */
export function walletAmount(kind: WalletKind, value: number): string {
  return kind === 'score' ? String(value) : formatMoney(value);
}

const refKey = (w: WalletRef) => `${w.kind}:${w.memberId ?? ''}`;

/** The wallet of `ref`, made on its first event (two first events at once make one: the owner key is unique). */
async function walletIdOf(db: StoreDb, ref: WalletRef, now: number): Promise<number> {
  const member = ref.memberId ?? null;
  const where = and(
    eq(wallets.kind, ref.kind),
    member === null ? isNull(wallets.memberId) : eq(wallets.memberId, member),
  );
  const [known] = await db.select({ id: wallets.id }).from(wallets).where(where);
  if (known) return known.id;
  await db
    .insert(wallets)
    .values({
      kind: ref.kind,
      memberId: member,
      allowNegative: MAY_GO_NEGATIVE.has(ref.kind) ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [made] = await db.select({ id: wallets.id }).from(wallets).where(where);
  if (!made) throw new Error(`wallet ${refKey(ref)} could not be made`);
  return made.id;
}

/**
 * Books one business event: its postings (one per wallet it touches, or several) are written together or not
 * at all. Wallets are locked in id order, so two events over the same wallets wait for each other instead of
 * deadlocking; under the lock, an event whose keys are all booked already answers `booked: false` and changes
 * nothing (a retry, or the loser of a race), and one that would take a wallet below zero is refused.
 */
export async function book(
  db: StoreDb,
  postings: readonly Posting[],
  who: { readonly accountId: number | null; readonly now: number },
): Promise<Booking> {
  if (postings.length === 0) return { booked: false, rows: [] };
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new Error(`posting ${p.key}: amount ${p.amount}`);
    if (!KNOWN_EVENTS.has(p.event))
      throw new Error(
        `posting ${p.key}: '${p.event}' is neither the core's ledger event nor an installed add-on's`,
      );
  }
  const ids = new Map<string, number>();
  for (const p of postings) {
    const k = refKey(p.wallet);
    if (!ids.has(k)) ids.set(k, await walletIdOf(db, p.wallet, who.now));
  }
  const walletIds = [...new Set(ids.values())].sort((a, b) => a - b);
  const locked = await db
    .select({
      id: wallets.id,
      kind: wallets.kind,
      balance: wallets.balance,
      entries: wallets.entries,
      allowNegative: wallets.allowNegative,
    })
    .from(wallets)
    .where(inArray(wallets.id, walletIds))
    .orderBy(asc(wallets.id))
    .for('update');
  const state = new Map(locked.map((w) => [w.id, { ...w }]));

  // Read under the lock: a booking that committed while this one waited is seen (READ COMMITTED).
  const keyed = postings.map((p) => ({ p, walletId: ids.get(refKey(p.wallet))! }));
  const known = await db
    .select({
      id: walletLogs.id,
      walletId: walletLogs.walletId,
      bizKey: walletLogs.bizKey,
      amount: walletLogs.amount,
      balanceAfter: walletLogs.balanceAfter,
    })
    .from(walletLogs)
    .where(
      sql`(${walletLogs.walletId}, ${walletLogs.bizKey}) in (${sql.join(
        keyed.map((k) => sql`(${k.walletId}::bigint, ${k.p.key}::text)`),
        sql`, `,
      )})`,
    );
  if (known.length === keyed.length) {
    return { booked: false, rows: known.map(({ bizKey: _, ...row }) => row) };
  }
  if (known.length > 0) {
    throw new Error(`event ${postings[0]!.key} is booked in part: ${known.map((k) => k.bizKey).join(', ')}`);
  }

  const rows: StoreInsert<typeof walletLogs>[] = [];
  for (const { p, walletId } of keyed) {
    const w = state.get(walletId)!;
    const after = w.balance + p.amount;
    const mayGoNegative = w.allowNegative === 1 && !p.noOverdraft;
    if (after < 0 && p.amount < 0 && !mayGoNegative) {
      throw new AppError('CONFLICT', MESSAGES.short, {
        available: walletAmount(w.kind, Math.max(w.balance, 0)),
        needed: walletAmount(w.kind, -p.amount),
      });
    }
    w.balance = after;
    w.entries += 1;
    rows.push({
      walletId,
      kind: w.kind,
      memberId: p.wallet.memberId ?? null,
      seq: w.entries,
      event: p.event,
      bizKey: p.key,
      amount: p.amount,
      balanceAfter: after,
      docType: p.doc?.type ?? '',
      docId: p.doc?.id ?? null,
      docNo: p.doc?.no ?? '',
      reversesId: p.reverses ?? null,
      accountId: who.accountId,
      note: p.note ?? '',
      createdAt: who.now,
    });
  }
  const written = await db.insert(walletLogs).values(rows).returning({
    id: walletLogs.id,
    walletId: walletLogs.walletId,
    amount: walletLogs.amount,
    balanceAfter: walletLogs.balanceAfter,
  });
  for (const w of state.values()) {
    await db
      .update(wallets)
      .set({ balance: w.balance, entries: w.entries, updatedAt: who.now })
      .where(eq(wallets.id, w.id));
  }
  return { booked: true, rows: written };
}

/** A wallet's balance now (0 for a wallet with no event yet). */
export async function balanceOf(db: StoreDb, ref: WalletRef): Promise<number> {
  const member = ref.memberId ?? null;
  const [w] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(
      and(
        eq(wallets.kind, ref.kind),
        member === null ? isNull(wallets.memberId) : eq(wallets.memberId, member),
      ),
    );
  return w?.balance ?? 0;
}

/**
 * Reverses a booked row with a new one of the opposite amount (never an edit), keyed by the row it reverses,
 * so a row is reversed once. Refused like any booking if the wallet has spent what it would take back.
 */
export async function reverse(
  db: StoreDb,
  rowId: number,
  note: string,
  who: { readonly accountId: number | null; readonly now: number },
): Promise<Booking> {
  const [row] = await db
    .select({
      walletId: walletLogs.walletId,
      kind: walletLogs.kind,
      memberId: walletLogs.memberId,
      amount: walletLogs.amount,
      docType: walletLogs.docType,
      docId: walletLogs.docId,
      docNo: walletLogs.docNo,
    })
    .from(walletLogs)
    .where(eq(walletLogs.id, rowId));
  if (!row) throw new Error(`ledger row ${rowId} not found`);
  return book(
    db,
    [
      {
        wallet: { kind: row.kind, memberId: row.memberId },
        amount: -row.amount,
        event: 'reversal',
        key: `reverse:${rowId}`,
        doc: { type: row.docType, id: row.docId ?? undefined, no: row.docNo },
        note,
        reverses: rowId,
      },
    ],
    who,
  );
}

/**
 * Every wallet of the store whose balance is not the sum of its rows, or whose row count is not its number of
 * rows (tests and operations; empty when the ledger holds).
 */
export async function walletMismatches(db: StoreDb) {
  const sums = db
    .select({
      walletId: walletLogs.walletId,
      sum: sql<number>`coalesce(sum(${walletLogs.amount}), 0)::bigint`.as('sum'),
      n: sql<number>`count(*)::bigint`.as('n'),
    })
    .from(walletLogs)
    .groupBy(walletLogs.walletId)
    .as('sums');
  return db
    .select({
      id: wallets.id,
      kind: wallets.kind,
      memberId: wallets.memberId,
      balance: wallets.balance,
      sum: sql<string>`coalesce(${sums.sum}, 0)::text`,
    })
    .from(wallets)
    .leftJoin(sums, eq(sums.walletId, wallets.id))
    .where(
      sql`${wallets.balance} <> coalesce(${sums.sum}, 0) or ${wallets.entries} <> coalesce(${sums.n}, 0)`,
    );
}
