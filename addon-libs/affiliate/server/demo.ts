import {
  type AddonDemoContext,
  type AppDb,
  addonByKey,
  loadSealKey,
  members,
  type StoreDb,
  saveSettings,
} from '@yanye/addon-kit/server';
import { and, asc, eq, lt } from 'drizzle-orm';
import { bookOrders } from './book';
import type { StandIn } from './stand-in';
import { standInRow } from './stand-in-receiver';
import type { UnionTables } from './tables';
import type { AdvertSlot, UnionDemo, UnionRow } from './union';

const DAY = 86_400;

/** The demo picture each of the channel's advert slots shows. */
const PICTURES: Readonly<Record<AdvertSlot, string>> = {
  union_banner: 'banner',
  union_popup: 'popup',
  union_feed: 'cover',
};

/**
 * The union a demo is of: its key, its tables, its stand-in (whose orders and affiliates it books), its row (the
 * orders are written in it and read back, as a sync would) and its demo.
 */
interface DemoUnion {
  readonly key: string;
  readonly tables: UnionTables;
  readonly standIn: StandIn;
  readonly row: UnionRow;
  readonly demo: UnionDemo;
}

/**
 * Seeds a union's demo: its keys in its settings (secrets sealed as the setup seals them; the seed runs as the
 * database owner, so it reads the sealing key as the server will), a token with its expiry, the channel's
 * entries and adverts, the members who linked an account, and a month of orders booked as syncs book them,
 * with the last sync's run. A sync run after it asks the stand-in from there and finds the same orders moved on.
 */
export async function seedUnion(db: StoreDb, ctx: AddonDemoContext, u: DemoUnion): Promise<void> {
  const { now } = ctx;
  const { demo, tables: t } = u;
  // A store seeded once keeps its demo: seeding again adds nothing.
  if ((await db.select({ at: t.token.updatedAt }).from(t.token)).length > 0) return;
  const sealKey = await loadSealKey(db.tx as unknown as AppDb, process.env.ADDON_SECRET_KEY);
  await saveSettings(db, addonByKey(u.key)!, sealKey, { ...demo.keys }, ctx.adminId, now - 60 * DAY);
  await db.insert(t.token).values({
    expiresAt: now + demo.tokenDays * DAY + 3_600,
    account: demo.grantedBy,
    refreshedAt: now - 20 * DAY,
    updatedAt: now - 20 * DAY,
  });
  await db.insert(t.navs).values(
    demo.navs.map((n, i) => ({
      ...n,
      sort: (demo.navs.length - i) * 10,
      createdAt: now - 50 * DAY,
      updatedAt: now - 50 * DAY,
    })),
  );
  await db.insert(t.adverts).values(
    demo.adverts.map((a, i) => ({
      title: a.title,
      position: a.position,
      link: a.link,
      image: ctx.pictures[PICTURES[a.position]] ?? '',
      sort: (demo.adverts.length - i) * 10,
      status: i === demo.adverts.length - 1 ? 0 : 1,
      createdAt: now - 45 * DAY,
      updatedAt: now - 45 * DAY,
    })),
  );
  // The store's longest-standing active members linked an account, a few days apart; one took it back.
  const people = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.status, 1), lt(members.createdAt, now - 60 * DAY)))
    .orderBy(asc(members.id))
    .limit(demo.affiliates.length);
  if (people.length > 0)
    await db.insert(t.users).values(
      people.map((p, i) => ({
        memberId: p.id,
        ...affiliateOf(u, i),
        linkedAt: now - (58 - i * 4) * DAY,
        status: i === people.length - 1 ? 0 : 1,
        createdAt: now - (58 - i * 4) * DAY,
        updatedAt: now - (58 - i * 4) * DAY,
      })),
    );
  // The sync kept the orders as they stood an hour ago; the next sync moves them on from there.
  const synced = now - 3_600;
  const { app_key: appKey, pid } = demo.keys;
  const orders = u.standIn
    .orders(appKey, now - 30 * DAY, synced, synced)
    .map((order) => u.row.toOrder(u.row.schema.parse(standInRow(u, order, appKey, pid))));
  const booked = await bookOrders(db, t, orders, 'sync', synced);
  await db.insert(t.syncs).values({
    mode: 'scheduled',
    windowStart: now - 30 * DAY,
    windowEnd: synced,
    fetched: orders.length,
    ...booked,
    calls: Math.ceil(orders.length / 100) || 1,
    state: 'ok',
    startedAt: synced,
    finishedAt: synced,
  });
}

/** The demo's i-th affiliate at the union: its account, its nickname and the position id it promotes under. */
function affiliateOf({ standIn, demo }: DemoUnion, i: number) {
  const account = standIn.affiliateOf(demo.keys.app_key, i);
  return { account, nick: demo.affiliates[i]!, pid: demo.ownPid ? account : demo.keys.pid };
}
