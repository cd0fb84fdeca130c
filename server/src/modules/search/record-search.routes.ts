import { pageByName, RECORD_KIND_NAMES, RECORD_KINDS, type RecordKindName } from '@yanye/catalog';
import {
  allowedPaths,
  escapeLike,
  goods,
  members,
  orders,
  type Principal,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import { API, formatYuan, type RecordHit, SEARCH_HITS_MAX } from '@yanye/protocol';
import { desc, ilike, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The page search's records (Mod+K): each kind of `RECORD_KINDS` the user may open the page of, searched by what
 * its people type. Orders and phones by their start (an index of their text serves it, orders.ts, members.ts),
 * goods' names anywhere, and goods' names and members' nicknames by their pinyin, newest first. The names and
 * the pinyin are matched as the newest rows are read back by id, a few hits being all that is shown: on a store
 * of 200,000 goods a search that finds nothing reads them all (about 270 ms), which indexes on every column of
 * the OR would bring to a fraction of a millisecond at some cost to every insert.
 */

type Searcher = (db: StoreDb, q: string) => Promise<RecordHit[]>;

/**
 * `q` as the pinyin columns hold theirs (`jingzhiyan jzy`, drizzle/repeatable/tenancy.sql): lower case, spaces
 * left out as they are there (`Jing Zhi` → `jingzhi`). Undefined unless it is Latin letters, digits among them if
 * any (a name's pinyin keeps its digits): a number alone is an order's or a phone's.
 */
function pinyinQuery(q: string): string | undefined {
  const typed = q.toLowerCase().replace(/\s+/g, '');
  return /^[a-z0-9]*[a-z][a-z0-9]*$/.test(typed) ? typed : undefined;
}

/** The pinyin match of `column` for `q`, or nothing when `q` is not pinyin. */
function pinyinMatch(column: AnyPgColumn, q: string): SQL | undefined {
  const py = pinyinQuery(q);
  return py === undefined ? undefined : like(column, `%${py}%`);
}

const SEARCHERS: Readonly<Record<RecordKindName, Searcher>> = {
  // Order numbers are written in capitals: `td2026` finds TD2026….
  order: async (db, q) => {
    const rows = await db
      .select({ id: orders.id, sn: orders.orderSn, buyer: orders.buyerName, paid: orders.payAmount })
      .from(orders)
      .where(like(orders.orderSn, `${escapeLike(q.toUpperCase())}%`))
      .orderBy(desc(orders.id))
      .limit(SEARCH_HITS_MAX);
    return rows.map((r) => ({
      kind: 'order',
      id: r.id,
      title: r.sn,
      sub: [r.buyer, formatYuan(r.paid)].filter(Boolean).join(' · '),
    }));
  },
  goods: async (db, q) => {
    const rows = await db
      .select({ id: goods.id, name: goods.name, code: goods.code, spec: goods.spec })
      .from(goods)
      .where(
        or(
          ilike(goods.name, `%${escapeLike(q)}%`),
          ilike(goods.code, `${escapeLike(q)}%`),
          pinyinMatch(goods.namePy, q),
        ),
      )
      .orderBy(desc(goods.id))
      .limit(SEARCH_HITS_MAX);
    return rows.map((r) => ({
      kind: 'goods',
      id: r.id,
      title: r.name,
      sub: [r.code, r.spec].filter(Boolean).join(' · '),
    }));
  },
  member: async (db, q) => {
    const rows = await db
      .select({ id: members.id, nick: members.nickName, phone: members.phone })
      .from(members)
      .where(
        or(
          like(members.phone, `${escapeLike(q)}%`),
          ilike(members.nickName, `%${escapeLike(q)}%`),
          pinyinMatch(members.nickPy, q),
        ),
      )
      .orderBy(desc(members.id))
      .limit(SEARCH_HITS_MAX);
    return rows.map((r) => ({ kind: 'member', id: r.id, title: r.nick || r.phone, sub: r.phone }));
  },
};

/** The kinds `who` may find: those whose page they may open. */
function searchableKinds(who: Principal): RecordKindName[] {
  const paths = new Set(allowedPaths(who));
  return RECORD_KIND_NAMES.filter((name) => {
    const page = pageByName(RECORD_KINDS[name].page);
    return page !== undefined && paths.has(page.path);
  });
}

export const recordSearchRoutes = [
  route(
    API.search.recordSearch,
    {
      handler: async ({ db, principal }, { query }) => {
        const found: RecordHit[] = [];
        // One statement after another: a read's statements share its connection.
        for (const kind of searchableKinds(principal)) found.push(...(await SEARCHERS[kind](db, query.q)));
        return found;
      },
    },
    { readOnly: true },
  ),
];
