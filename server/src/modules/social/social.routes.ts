import { randomBytes } from 'node:crypto';
import {
  AppError,
  accounts,
  badInput,
  conflict,
  type Deps,
  IntegrationError,
  isUniqueViolation,
  notFound,
  type PublicContext,
  rawRows,
  route,
  supplierAddons,
  withStore,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { ADDON_SERVERS } from '../../installed-addons';
import { signInAccount, wechatSignIn } from '../session/sign-in.service';

/** Where WeChat sends the user back to, by purpose: the bind screen reads the code and calls WxBind. */
const RETURN_PATH = { bind: '/profile/user/wechat', login: '/auth-redirect' } as const;

/** This console's origin as the user's browser reaches it (PUBLIC_URL, else the request's own host). */
function origin(ctx: PublicContext): string {
  return ctx.deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`;
}

const wechatDown = () =>
  new AppError('UNAVAILABLE', 'serviceUnavailable', { service: { key: 'serviceWechat' } });

const MESSAGES = {
  notOpen: T('该店铺未开通{provider}登录'),
  notBound: T('该{provider}账号尚未绑定本店账号：请先用密码登录，在“社交登录 › 我的绑定”中绑定后再使用'),
  /** What the operator log says of a link made or undone. */
  wxBound: T('绑定了微信账号'),
  wxUnbound: T('解除了微信账号的绑定'),
};

const PROVIDER_NAMES = {
  wechat: T('微信', 'wechat'),
  qq: T('QQ'),
  alipay: T('支付宝'),
} as const;

/**
 * The store named by its login name and the sign-in of its own apps, when it has installed the add-on that
 * offers them (engine/addons/addon.ts `socialSignIn`); anything else is refused alike, so the call tells nothing more.
 */
async function storeApps(deps: Deps, store: string, provider: keyof typeof PROVIDER_NAMES) {
  const addon = ADDON_SERVERS.find((a) => a.socialSignIn);
  const refused = badInput(MESSAGES.notOpen, { provider: PROVIDER_NAMES[provider] });
  if (!addon?.socialSignIn || store === '') throw refused;
  const [found] = await rawRows<{ id: number | null }>(
    deps.database.db,
    sql`select auth_find_store(${store}) as id`,
  );
  const supplierId = found?.id;
  if (!supplierId) throw refused;
  const installed = await withStore(deps.database.db, supplierId, (db) =>
    db.select({ key: supplierAddons.key }).from(supplierAddons).where(eq(supplierAddons.key, addon.key)),
  );
  if (installed.length === 0) throw refused;
  return { supplierId, hook: addon.socialSignIn, refused };
}

export const socialRoutes = [
  route(API.session.socialAuthData, {
    handler: async (ctx, { query }) => {
      const path = query.redirect ?? RETURN_PATH[query.type];
      // The browser keeps the state and checks it when the code comes back (a forged return is refused).
      const state = `${query.type}.${randomBytes(12).toString('base64url')}`;
      if (query.provider !== 'wechat' || query.store !== '') {
        // A store's own app of the provider (its social add-on).
        const { supplierId, hook, refused } = await storeApps(ctx.deps, query.store, query.provider);
        const page = await hook.authorize(ctx.deps, supplierId, {
          provider: query.provider,
          path,
          origin: origin(ctx),
          state,
        });
        if (!page) throw refused;
        return {
          mode: page.mode,
          appid: page.appid,
          type: query.type,
          provider: query.provider,
          state,
          redirect_uri: page.redirectUri,
          url: page.url,
        };
      }
      const { wechat } = ctx.deps.integrations;
      // The local scan page lives on this server, so a path is enough; WeChat needs the whole address.
      const redirectUri = wechat.mode === 'local' ? path : `${origin(ctx)}${path}`;
      const served = wechat.mode === 'http' || ctx.deps.config.DEV_PAGES !== 'off';
      return {
        mode: wechat.mode,
        appid: wechat.appid,
        type: query.type,
        provider: 'wechat' as const,
        state,
        redirect_uri: redirectUri,
        url: served ? wechat.authorizeUrl(redirectUri, state) : '',
      };
    },
  }),

  // Sign-in with a store's own app: the provider's code is the credential of the account linked to its user.
  route(API.session.socialAndBindByCode, {
    handler: async (ctx, { query }) => {
      const { supplierId, hook } = await storeApps(ctx.deps, query.store, query.provider);
      const who = await hook.signIn(ctx.deps, supplierId, query.provider, query.code);
      if (who.accountId === undefined)
        throw badInput(MESSAGES.notBound, { provider: PROVIDER_NAMES[query.provider] });
      const tokens = await signInAccount(ctx.deps, supplierId, who.accountId, {
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      return { ...tokens, provider: query.provider, nickname: who.nickname, avatar: who.avatar };
    },
  }),

  // The WeChat sign-in call sends the code and the type and answers the tokens.
  route(API.session.wxLogin, {
    handler: async (ctx, { body }) => {
      const { deps, request } = ctx;
      let openid: string | undefined;
      try {
        openid = await deps.integrations.wechat.openidFor(body.code, deps.database.db, deps.now());
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        request.log.warn({ err: error }, 'WeChat code exchange failed');
        throw wechatDown();
      }
      if (!openid) throw badInput('wxCodeInvalid');
      return wechatSignIn(deps, openid, body.name, { ip: ctx.ip, userAgent: ctx.userAgent });
    },
  }),

  route(API.account.wxBind, {
    handler: async ({ db, principal, deps, request }, { body }) => {
      const now = deps.now();
      let openid: string | undefined;
      try {
        openid = await deps.integrations.wechat.openidFor(body.code, db.tx, now);
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        request.log.warn({ err: error }, 'WeChat code exchange failed');
        throw wechatDown();
      }
      if (!openid) throw badInput('wxCodeInvalid');
      const [me] = await db
        .select({ wxOpenid: accounts.wxOpenid, wxBindTime: accounts.wxBindTime })
        .from(accounts)
        .where(eq(accounts.id, principal.accountId))
        .for('update');
      if (!me) throw notFound();
      if (me.wxOpenid === openid) return { is_bind_wx: 1, bind_wx_time: me.wxBindTime ?? now };
      if (me.wxOpenid) throw conflict('wxAlreadyBound');
      const [other] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.wxOpenid, openid), ne(accounts.id, principal.accountId)));
      if (other) throw conflict('wxOpenidTaken');
      await db
        .update(accounts)
        .set({ wxOpenid: openid, wxBindTime: now })
        .where(eq(accounts.id, principal.accountId))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('wxOpenidTaken');
          throw error;
        });
      return { is_bind_wx: 1, bind_wx_time: now };
    },
    audit: () => ({ said: { text: MESSAGES.wxBound } }),
  }),

  route(API.account.wxUnbind, {
    handler: async ({ db, principal }) => {
      const [row] = await db
        .update(accounts)
        .set({ wxOpenid: null, wxBindTime: null })
        .where(and(eq(accounts.id, principal.accountId), isNotNull(accounts.wxOpenid)))
        .returning({ id: accounts.id });
      if (!row) throw badInput('wxNotBound');
      return { is_bind_wx: 0, bind_wx_time: 0 };
    },
    audit: () => ({ said: { text: MESSAGES.wxUnbound } }),
  }),
];
