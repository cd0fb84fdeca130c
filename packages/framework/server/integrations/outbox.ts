import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { outboxMessages } from '../db/schema';

export type OutboxChannel = 'sms' | 'wechat' | 'kefu' | 'erp' | 'pay';

export interface OutboxEntry {
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly template?: string;
  readonly body: string;
  readonly params?: Record<string, string>;
}

/**
 * Records what a local implementation would have sent. `db` is the caller's transaction when there is one:
 * PGlite has a single session, so a second handle would wait on the open transaction for ever.
 */
export async function recordOutbox(db: Queryable, entry: OutboxEntry, now: number): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: entry.channel,
    recipient: entry.recipient.slice(0, 200),
    template: entry.template ?? '',
    body: entry.body.slice(0, 4000),
    params: entry.params ?? {},
    createdAt: now,
  });
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The latest records, newest first, optionally of one channel and one recipient. */
export async function latestOutbox(
  db: Queryable,
  o: { channel?: OutboxChannel; recipient?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        o.channel ? eq(outboxMessages.channel, o.channel) : undefined,
        o.recipient !== undefined ? eq(outboxMessages.recipient, o.recipient) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(o.limit);
}
