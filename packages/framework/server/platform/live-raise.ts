import { isClockLiveKind, isCoreLiveKind, liveKind } from '@yanye/catalog';
import { sql } from 'drizzle-orm';
import { rawRows } from '../db/handle';
import type { StoreDb } from './tenancy';

/**
 * An event raised by code (docs/live.md): an add-on's (one of its manifest's `liveKinds`) or a core kind raised by
 * a clock, about one record, once per key.
 */
export interface LiveRaise {
  /** `<key>_<what>`, declared in the add-on's manifest; or a core kind marked `clock`. */
  readonly kind: string;
  /** The record it is about, which the kind's page opens (its `:id`); '' for the page alone. */
  readonly record?: string | number;
  /** What the kind's sentence names: numbers, names, a date; `amount` in cents. */
  readonly params?: Readonly<Record<string, string | number>>;
  /**
   * What makes it one event, within the store: raising the same key again adds nothing (`token:<expiry>` warns
   * once per grant, `ended:<lot>` once per lot). 1 to 200 characters.
   */
  readonly key: string;
  /** The one user it is for, when only they should see it. */
  readonly account?: number;
}

/**
 * Raises an add-on's live event in the store of `db`, in its transaction: it is written, and the signed-in users
 * who may open its page hear of it, when (and only if) that transaction commits. The database checks the store,
 * the kind's form and the key (`live_event_raise`, tenancy.sql); a kind no installed add-on declares, or one of
 * the core's, is a programming error. Answers whether the event is new (false: raised before with this key).
 */
export async function raiseLive(db: StoreDb, event: LiveRaise): Promise<boolean> {
  if (!liveKind(event.kind) || isCoreLiveKind(event.kind))
    throw new Error(`raiseLive: '${event.kind}' is not a live kind an installed add-on declares`);
  return raise(db, event);
}

/**
 * Raises a core kind that a clock raises (`clock` in the catalogue's declaration: a lot nearing its expiry), as
 * `raiseLive` raises an add-on's. The core's other kinds are their triggers' alone: a write of an order raises
 * `order` whoever writes it, so no code raises one besides.
 */
export async function raiseCoreLive(db: StoreDb, event: LiveRaise): Promise<boolean> {
  if (!isClockLiveKind(event.kind))
    throw new Error(`raiseCoreLive: '${event.kind}' is not a core live kind raised by a clock`);
  return raise(db, event);
}

async function raise(db: StoreDb, event: LiveRaise): Promise<boolean> {
  const [row] = await rawRows<{ added: boolean }>(
    db.tx,
    sql`select live_event_raise(${event.kind}, ${String(event.record ?? '')}, ${JSON.stringify(event.params ?? {})}::jsonb, ${event.key}, ${event.account ?? null}) as added`,
  );
  return row?.added === true;
}
