import { LIVE_KIND_NAMES, LIVE_KINDS, pageByName } from '@yanye/catalog';
import {
  type ApiRoute,
  allowedPaths,
  type Deps,
  inStore,
  isDatabaseUnavailable,
  liveEvents,
  liveSettings,
  type Principal,
  parse,
  route,
  type StoreDb,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import {
  API,
  LIVE_REPLAY_SECONDS,
  LIVE_UNREAD_MAX,
  type LiveEvent,
  type LiveSettings,
} from '@yanye/protocol';
import { and, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Live events (docs/live.md): the bell's list, how far a user has read, their settings, and the stream that
 * brings each event the moment its transaction commits.
 */

/** The kinds `who` may see: those whose page they may open, and their own (an export they asked for). */
export function visibleKinds(who: Principal): string[] {
  const paths = new Set(allowedPaths(who));
  return LIVE_KIND_NAMES.filter((name) => {
    const kind = LIVE_KINDS[name];
    if (kind?.own) return true;
    const page = kind?.page ? pageByName(kind.page) : undefined;
    return page !== undefined && paths.has(page.path);
  });
}

const SAID = { settings: T('保存了消息提醒设置') };

const DEFAULTS: LiveSettings = { muted: [], sound: false };

async function settingsOf(db: StoreDb, who: Principal): Promise<LiveSettings & { readId: number }> {
  const [row] = await db
    .select({ muted: liveSettings.muted, sound: liveSettings.sound, readId: liveSettings.readId })
    .from(liveSettings)
    .where(eq(liveSettings.accountId, who.accountId));
  return row ?? { ...DEFAULTS, readId: 0 };
}

/** What of the store's events reaches `who`: the kinds they may see and want, for everyone or for them. */
function reaching(who: Principal, muted: readonly string[]): SQL | undefined {
  const kinds = visibleKinds(who).filter((k) => !muted.includes(k));
  if (kinds.length === 0) return sql`false`;
  return and(
    inArray(liveEvents.kind, kinds),
    or(isNull(liveEvents.accountId), eq(liveEvents.accountId, who.accountId)),
  );
}

const columns = {
  id: liveEvents.id,
  kind: liveEvents.kind,
  record: liveEvents.recordId,
  params: liveEvents.params,
  created_at: liveEvents.createdAt,
};

async function unreadOf(db: StoreDb, who: Principal, muted: readonly string[], readId: number) {
  const rows = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(gt(liveEvents.id, readId), reaching(who, muted)))
    .limit(LIVE_UNREAD_MAX);
  return rows.length;
}

async function lastId(db: StoreDb): Promise<number> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).orderBy(desc(liveEvents.id)).limit(1);
  return row?.id ?? 0;
}

export const liveRoutes: ApiRoute[] = [
  route(
    API.live.liveList,
    {
      handler: async ({ db, principal }, { query }) => {
        const settings = await settingsOf(db, principal);
        const rows = await db
          .select(columns)
          .from(liveEvents)
          .where(
            and(
              query.before === undefined ? undefined : lt(liveEvents.id, query.before),
              reaching(principal, settings.muted),
            ),
          )
          .orderBy(desc(liveEvents.id))
          .limit(query.limit);
        return {
          rows,
          unread: await unreadOf(db, principal, settings.muted, settings.readId),
          read_id: settings.readId,
          last_id: await lastId(db),
          kinds: visibleKinds(principal),
          settings: { muted: settings.muted, sound: settings.sound },
        };
      },
    },
    { readOnly: true },
  ),

  route(API.live.liveRead, {
    // Read up to an id the store has: a later one would mark events not yet written as read.
    handler: async ({ db, principal }, { body }) => {
      const readId = Math.min(body.id, await lastId(db));
      const [row] = await db
        .insert(liveSettings)
        .values({ accountId: principal.accountId, readId })
        .onConflictDoUpdate({
          target: [liveSettings.supplierId, liveSettings.accountId],
          set: { readId: sql`greatest(${liveSettings.readId}, ${readId})` },
        })
        .returning({ readId: liveSettings.readId, muted: liveSettings.muted });
      const read = row?.readId ?? readId;
      return { unread: await unreadOf(db, principal, row?.muted ?? [], read), read_id: read };
    },
  }),

  route(API.live.liveSettingsSave, {
    // Kinds the console does not have are dropped, not kept.
    handler: async ({ db, principal }, { body }) => {
      const muted = [...new Set(body.muted)].filter((k) => LIVE_KIND_NAMES.includes(k));
      await db
        .insert(liveSettings)
        .values({ accountId: principal.accountId, muted, sound: body.sound })
        .onConflictDoUpdate({
          target: [liveSettings.supplierId, liveSettings.accountId],
          set: { muted, sound: body.sound },
        });
      return { muted, sound: body.sound };
    },
    audit: () => ({ said: { text: SAID.settings } }),
  }),
  liveStreamRoute(),
];

/** A comment line this often keeps a stream open through proxies that close a quiet connection. */
const HEARTBEAT_MS = 25_000;
/** A stream reads on its own this often too, should a notification have been lost on the way. */
const SAFETY_READ_MS = 60_000;
/**
 * A stream closes after this long, and the browser opens it again with its last id: the caller's token, session,
 * roles and settings are checked again each time, as any call's are.
 */
const STREAM_LIFE_MS = 5 * 60_000;
/** The most events one read sends; a longer backlog is sent in several. */
const BATCH = 200;

function lastEventId(request: FastifyRequest, given: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  if (typeof header === 'string' && /^\d{1,15}$/.test(header)) return Number(header);
  return given;
}

/**
 * The stream (`text/event-stream`): checked as every call is by the platform's hooks (sign, token, permission),
 * then held open. It starts after the event the browser last had (within the last hour), else at the store's
 * newest; every wake of the hub (or its own clock) reads what came after the last event sent, as the caller,
 * in the caller's store.
 */
function liveStreamRoute(): ApiRoute {
  const contract = API.live.liveStream;
  return {
    contract,
    access: 'user',
    neededBy: [],
    says: false,
    async run(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
      const principal = request.principal;
      const admission = request.admission;
      if (!principal || !admission) throw new Error('a stream without its caller');
      const query = parse(contract.query, request.query, contract.labels, request.lang);
      // A cached principal is checked before anything is held open for it.
      if (!admission.guarded) await admission.refresh();
      const read = <T>(fn: (db: StoreDb) => Promise<T>) =>
        inStore(deps.database, principal.supplierId, { readOnly: true }, fn);
      const asked = lastEventId(request, query.last_id);
      const { muted, after } = await read(async (db) => ({
        muted: (await settingsOf(db, principal)).muted,
        after: asked ?? (await lastId(db)),
      }));
      const reaches = reaching(principal, muted);
      let last = after;
      const since = deps.now() - LIVE_REPLAY_SECONDS;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      let open = true;
      let busy = false;
      let again = false;
      const send = (event: LiveEvent) => {
        raw.write(`id: ${event.id}\nevent: live\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const pump = async (): Promise<void> => {
        if (!open) return;
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        try {
          let full = true;
          while (open && (full || again)) {
            again = false;
            const rows = await read((db) =>
              db
                .select(columns)
                .from(liveEvents)
                .where(and(gt(liveEvents.id, last), gt(liveEvents.createdAt, since - 1), reaches))
                .orderBy(liveEvents.id)
                .limit(BATCH),
            );
            for (const row of rows) if (open) send(row);
            if (rows.length > 0) last = rows[rows.length - 1]!.id;
            full = rows.length === BATCH;
          }
        } catch (error) {
          // The database away: the stream stays open and reads what it missed when the hub wakes it, as the
          // database is back (platform/live-hub.ts). Anything else ends it, and the browser opens it again.
          if (isDatabaseUnavailable(error)) return;
          request.log.warn({ err: error }, 'live stream read failed');
          close();
        } finally {
          busy = false;
        }
      };
      const stopWatching = deps.live.watch(principal.supplierId, () => void pump());
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const safety = setInterval(() => void pump(), SAFETY_READ_MS);
      const life = setTimeout(() => close(), STREAM_LIFE_MS);
      function close() {
        if (!open) return;
        open = false;
        stopWatching();
        clearInterval(heartbeat);
        clearInterval(safety);
        clearTimeout(life);
        unClose();
        raw.end();
      }
      raw.on('close', close);
      const unClose = deps.live.onClose(close);
      await pump();
      return reply;
    },
  };
}
