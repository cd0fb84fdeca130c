import { formatDate } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { type Queryable, rawRows } from '../db/handle';
import { docSequences } from '../db/schema';
import { once, templateRows } from '../db/statement-template';
import type { StoreDb } from './tenancy';

/**
 * The one form of every document number the console issues (docs/finance.md, "Numbers"): a prefix naming the
 * kind, the day it was made on the store's clock, and a sequence: `RK20261122-0007` (an inbound receipt),
 * `MD20261122-0012` (a face-to-face payment), `TX20261122-0003` (a withdrawal). A store's own documents count per
 * store and day (`nextDocNo` below); those the payment service is given count platform-wide
 * (`nextTradeNo`), so no two stores ever hand it the same number.
 */
export function formatDocNo(prefix: string, day: string, seq: number): string {
  return `${prefix}${day}-${String(seq).padStart(4, '0')}`;
}

/** The form of a number `formatDocNo` makes with `prefix`. */
export function docNoPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}\\d{8}-\\d{4,}$`);
}

/** The day of `now` (seconds) in `timeZone` as `yyyymmdd`. */
export function docDay(now: number, timeZone: string): string {
  return formatDate(now, timeZone).replaceAll('-', '');
}

/** A number the payment service is given (a withdrawal, an entry fee's order), from the platform-wide sequence. */
export async function nextTradeNo(
  db: Queryable,
  prefix: string,
  now: number,
  timeZone: string,
): Promise<string> {
  const [row] = await rawRows<{ seq: string }>(db, sql`select nextval('trade_no_seq')::text as seq`);
  return formatDocNo(prefix, docDay(now, timeZone), Number(row!.seq));
}

/**
 * Issues a document number: prefix, the store's local date and a sequence that restarts each day
 * (RK20261122-0007). The counter row is taken with the update, so two saves at once get two numbers; the
 * unique key on (store, no) is the second wall.
 */
export async function nextDocNo(
  db: StoreDb,
  prefix: string,
  ctx: { readonly now: number; readonly timeZone: string },
): Promise<string> {
  const date = docDay(ctx.now, ctx.timeZone);
  const [row] = await templateRows<{ seq: unknown }>(db.tx, db.session.run, NEXT_SEQ(db), {
    store: db.supplierId,
    prefix,
    day: Number(date),
  });
  return formatDocNo(prefix, date, Number(row!.seq));
}

/** The counter's step, a template (db/statement-template.ts): every document saved takes it. */
const NEXT_SEQ = once((db: StoreDb) =>
  db.tx
    .insert(docSequences)
    .values({
      supplierId: sql.placeholder('store'),
      prefix: sql.placeholder('prefix'),
      day: sql.placeholder('day'),
      seq: 1,
    } as never)
    .onConflictDoUpdate({
      target: [docSequences.supplierId, docSequences.prefix, docSequences.day],
      set: { seq: sql`${docSequences.seq} + 1` },
    })
    .returning({ seq: docSequences.seq }),
);
