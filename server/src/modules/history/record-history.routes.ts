import { entityByName, recordPagesOf } from '@yanye/catalog';
import {
  AppError,
  accounts,
  badInput,
  canCall,
  operatorLogs,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, type HistoryEntry, type LogSentence, RECORD_CALLS, sentenceParts } from '@yanye/protocol';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { personNamed } from '../../resources/retail/order-story';
import { entrySentence } from '../../resources/sys/operator-log.resource';

/**
 * A record's history: the operator-log entries of one record, newest first, a page at a time by key. Who may read
 * the record (its entity's `Info` call, or every call of a page that shows one of its records, as the catalogue and
 * the user's roles say) may read them; the store's session keeps every other store's entries out. An entry names
 * the record by `object` (the catalogue entity) and `target`: its id, or the ids of a write of several records at
 * once (`3,12,15`, kept whole), where the record is one element of the list, never a part of one (3 is not in `13`).
 */

const MESSAGES = {
  unknownObject: T('没有这类记录：{object}'),
  refused: T('无操作权限：不能查看{noun}，也就不能查看它的历史'),
};

/** A page of entries the user may read, by the conditions that find them; one more than the page, to know. */
function entriesWhere(db: StoreDb, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: operatorLogs.id,
      d: operatorLogs.detail,
      s: operatorLogs.summary,
      a: operatorLogs.api,
      t: operatorLogs.target,
      username: operatorLogs.username,
      at: operatorLogs.createdAt,
      realName: accounts.realName,
      nickName: accounts.nickName,
    })
    .from(operatorLogs)
    .leftJoin(accounts, eq(accounts.id, operatorLogs.accountId))
    .where(where)
    .orderBy(desc(operatorLogs.id))
    .limit(limit + 1);
}

export const recordHistoryRoutes = [
  route(
    API.history.recordHistory,
    {
      handler: async ({ db, principal, lang }, { query }) => {
        const entity = entityByName(query.object);
        if (!entity) throw badInput(MESSAGES.unknownObject, { object: query.object });
        // The record's own read permission: whoever may open its page may read what was done to it. A bespoke
        // page reads its record its own way (an order by `/v1/seller/order/info`; the engine's `OrderInfo` is no
        // call of any page), so the pages count as well as the entity's `Info`.
        const mayRead =
          canCall(principal, `${entity.api}${RECORD_CALLS.info}`) ||
          recordPagesOf(entity.name).some((page) => page.api.every((api) => canCall(principal, api)));
        if (!mayRead) throw new AppError('NO_PERMISSION', MESSAGES.refused, { noun: entity.noun });
        const id = String(query.id);
        const before = query.after ? lt(operatorLogs.id, query.after) : undefined;
        const mine = and(eq(operatorLogs.object, entity.name), before);
        // Each read follows its own index (session.ts): the writes of this record alone, and the writes of
        // several records whose lists hold its id as an element.
        const alone = await entriesWhere(
          db,
          and(mine, sql`${operatorLogs.target} not like '%,%'`, eq(operatorLogs.target, id)),
          query.limit,
        );
        const among = await entriesWhere(
          db,
          and(
            mine,
            sql`${operatorLogs.target} like '%,%'`,
            sql`${id} = any(string_to_array(${operatorLogs.target}, ','))`,
          ),
          query.limit,
        );
        const found = [...alone, ...among].sort((x, y) => y.id - x.id);
        const page = found.slice(0, query.limit);
        const rows = page.map((r): HistoryEntry => {
          const parts = r.d
            ? sentenceParts(r.d as LogSentence, lang)
            : { head: entrySentence(r, lang), changes: [], more: '' };
          const name = r.realName || r.nickName;
          return {
            id: r.id,
            sentence: parts.head,
            changes: [...parts.changes],
            more: parts.more,
            by: name && name !== r.username ? personNamed(name, r.username, lang) : r.username,
            created_at: r.at,
          };
        });
        return { rows, next: found.length > query.limit ? (page.at(-1)?.id ?? null) : null };
      },
    },
    { readOnly: true },
  ),
];
