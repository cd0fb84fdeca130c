import {
  Answer,
  type ApiRoute,
  addonByKey,
  badInput,
  formatDate,
  formatDateTime,
  type LogChange,
  type ParsedOf,
  type PlainField,
  plainChanges,
  plainValue,
  readServiceSettings,
  replaced,
  retyped,
  route,
  sameText,
  serviceRoute,
  type Texts,
  type UserContext,
  unionCalls,
} from '@yanye/addon-kit/server';
import { bookSync, fetchSync, latestChanges, latestRuns, planSync, SYNC_EVERY } from './sync';
import { AFFILIATE_LOG, AFFILIATE_MESSAGES, ORDER_STATE_TITLES } from './texts';
import { checkExpiry, keepToken, tokenRow, tokenState, tokenView, writeKeys } from './token';
import { refreshGrant, type UnionAdapter } from './union';
import { UNION_ZONE } from './wire';

/** Runs and changes the orders screen shows. */
const SHOWN_RUNS = 10;
const SHOWN_CHANGES = 20;

const stateTitle = (state: string, ctx: UserContext) =>
  state in ORDER_STATE_TITLES ? ORDER_STATE_TITLES[state as keyof typeof ORDER_STATE_TITLES][ctx.lang] : '';

/** A union as the log names it: its add-on's title in each language. */
const unionTitle = (u: UnionAdapter): Texts => addonByKey(u.key)?.title ?? sameText(u.key);

/** A setting of the union's add-on by the title its forms give it. */
const settingTitle = (u: UnionAdapter, name: string): Texts =>
  addonByKey(u.key)?.settings.find((f) => f.name === name)?.title ?? sameText(name);

type TokenSaved = ParsedOf<ReturnType<typeof unionCalls>['tokenSave']>;

/** What each token save changed, by its answer, for its operator-log row; never sent. */
const tokenChanges = new WeakMap<object, readonly LogChange[]>();

/**
 * What a token save changed: the key, the PID and the expiry, each before and after; a secret typed in is said to
 * be replaced, never shown.
 */
function savedChanges(
  u: UnionAdapter,
  before: Readonly<Record<string, unknown>>,
  body: TokenSaved,
): LogChange[] {
  const expiry = (at: unknown) => (Number(at) > 0 ? formatDateTime(Number(at), UNION_ZONE) : '');
  const fields: PlainField[] = [
    { name: 'app_key', title: settingTitle(u, 'app_key') },
    { name: 'pid', title: settingTitle(u, 'pid') },
    { name: 'expires_at', title: AFFILIATE_LOG.expiresAt, show: (at) => plainValue(expiry(at)) },
  ];
  const { changes } = plainChanges(fields, before, body);
  const secrets = (['app_secret', 'access_token', 'refresh_token'] as const).filter((name) => body[name]);
  return [...changes, ...secrets.map((name) => replaced(settingTitle(u, name)))];
}

/**
 * The token page's calls: its view, a save checked as the setup form is (plus the expiry's own rules), and a
 * refresh that asks the union for a new token (sent once: a refresh token is used up by the union).
 */
function tokenRoutes(u: UnionAdapter): ApiRoute[] {
  const calls = unionCalls(u.key);
  const view = (ctx: UserContext) => tokenView(ctx.db, ctx.deps, u.key, u.tables, ctx.lang);
  return [
    route(calls.tokenInfo, { handler: (ctx) => view(ctx) }),
    route(calls.tokenSave, {
      handler: async (ctx, { body }) => {
        const now = ctx.deps.now();
        const settings = await readServiceSettings(ctx.db, ctx.deps, u.key);
        const held = await tokenRow(ctx.db, u.tables);
        const hasToken =
          retyped(body.access_token ?? '') !== undefined || settings.secrets.access_token !== '';
        checkExpiry(body.expires_at, held.expiresAt, hasToken, now);
        await writeKeys(ctx.db, ctx.deps, u.key, body, ctx.principal.accountId, now);
        if (body.expires_at !== held.expiresAt)
          await keepToken(ctx.db, u.tables, { expiresAt: body.expires_at }, now);
        const answer = await view(ctx);
        const before = { ...settings.values, expires_at: held.expiresAt };
        tokenChanges.set(answer, savedChanges(u, before, body));
        return new Answer(answer, AFFILIATE_MESSAGES.tokenSaved);
      },
      audit: (_input, result) => ({
        target: u.key,
        objectName: unionTitle(u).zh,
        said: {
          text: AFFILIATE_LOG.tokenSaved,
          params: { union: unionTitle(u) },
          changes: tokenChanges.get(result),
        },
      }),
    }),
    serviceRoute(calls.tokenRefresh, u.spec, {
      plan: async (ctx) => {
        const settings = await readServiceSettings(ctx.db, ctx.deps, u.key);
        if (!settings.values.app_key || !settings.secrets.app_secret)
          throw badInput(AFFILIATE_MESSAGES.notConfigured);
        if (!settings.secrets.refresh_token) throw badInput(AFFILIATE_MESSAGES.noRefreshToken);
        return { refreshToken: settings.secrets.refresh_token };
      },
      call: (client, plan) => refreshGrant(u, client, plan.refreshToken),
      book: async (ctx, _input, _plan, got) => {
        const now = ctx.deps.now();
        await writeKeys(
          ctx.db,
          ctx.deps,
          u.key,
          { access_token: got.accessToken, refresh_token: got.refreshToken },
          ctx.principal.accountId,
          now,
        );
        await keepToken(
          ctx.db,
          u.tables,
          { expiresAt: got.expiresAt, account: got.account, refreshedAt: now },
          now,
        );
        return new Answer(await view(ctx), AFFILIATE_MESSAGES.tokenRefreshed, {
          date: formatDate(got.expiresAt, ctx.deps.config.TIME_ZONE),
        });
      },
      audit: (_input, result: { expires_at: number }) => ({
        target: u.key,
        objectName: unionTitle(u).zh,
        said: {
          text: AFFILIATE_LOG.tokenRefreshed,
          params: { union: unionTitle(u), date: formatDate(result.expires_at, UNION_ZONE) },
        },
      }),
    }),
  ];
}

/** The orders screen's calls beside its list: the sync button, and what the syncs and the orders did lately. */
function syncRoutes(u: UnionAdapter): ApiRoute[] {
  const calls = unionCalls(u.key);
  return [
    serviceRoute(calls.orderSync, u.spec, {
      plan: async (ctx, { body }) =>
        planSync(
          ctx.db,
          u,
          await readServiceSettings(ctx.db, ctx.deps, u.key),
          ctx.deps.now(),
          ctx.deps.config.TIME_ZONE,
          body.hours,
        ),
      call: (client, plan) => fetchSync(u, client, plan),
      book: async (ctx, _input, plan, got) => {
        const run = await bookSync(ctx.db, u.tables, plan, got, 'manual', ctx.deps.now());
        return new Answer(run, AFFILIATE_MESSAGES.synced, {
          fetched: run.fetched,
          created: run.created,
          updated: run.updated,
        });
      },
      audit: (_input, run: { created: number; updated: number; fetched: number }) => ({
        target: u.key,
        object: `${u.stem}Order`,
        said: {
          text: AFFILIATE_LOG.synced,
          params: { union: unionTitle(u), fetched: run.fetched, created: run.created, updated: run.updated },
        },
      }),
    }),
    route(calls.orderSyncInfo, {
      handler: async (ctx) => {
        const now = ctx.deps.now();
        const settings = await readServiceSettings(ctx.db, ctx.deps, u.key);
        const row = await tokenRow(ctx.db, u.tables);
        const token = tokenState(row.expiresAt, settings.secrets.access_token !== '', now);
        const changes = await latestChanges(ctx.db, u.tables, SHOWN_CHANGES);
        return {
          token: { state: token.state, days_left: token.daysLeft, expires_at: row.expiresAt },
          every: SYNC_EVERY,
          runs: await latestRuns(ctx.db, u.tables, SHOWN_RUNS),
          changes: changes.map((c) => ({
            order_no: c.orderNo,
            goods: c.goods,
            from: c.from,
            to: c.to,
            from_title: stateTitle(c.from, ctx),
            to_title: stateTitle(c.to, ctx),
            source: c.source,
            at: c.at,
          })),
        };
      },
    }),
  ];
}

/** Every call of a union beside the engine's lists. */
export function unionRoutes(u: UnionAdapter): ApiRoute[] {
  return [...tokenRoutes(u), ...syncRoutes(u)];
}
