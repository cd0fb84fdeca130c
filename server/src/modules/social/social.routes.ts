import { randomBytes } from 'node:crypto';
import { API } from '@yanye/protocol';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { accounts } from '../../db/schema';
import { IntegrationError } from '../../integrations/errors';
import type { PublicContext } from '../../platform/context';
import { AppError, badInput, conflict, notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { wechatSignIn } from '../session/session.service';

/** Where WeChat sends the user back to, by purpose: the bind screen reads the code and calls WxBind. */
const RETURN_PATH = { bind: '/profile/user/wechat', login: '/auth-redirect' } as const;

/** This console's origin as the user's browser reaches it (PUBLIC_URL, else the request's own host). */
function origin(ctx: PublicContext): string {
  return ctx.deps.config.PUBLIC_URL ?? `${ctx.request.protocol}://${ctx.request.host}`;
}

const wechatDown = () =>
  new AppError('UNAVAILABLE', 'serviceUnavailable', { service: { key: 'serviceWechat' } });

export const socialRoutes = [
  route(API.session.socialAuthData, {
    handler: async (ctx, { query }) => {
      const { wechat } = ctx.deps.integrations;
      const path = query.redirect ?? RETURN_PATH[query.type];
      // The local scan page lives on this server, so a path is enough; WeChat needs the whole address.
      const redirectUri = wechat.mode === 'local' ? path : `${origin(ctx)}${path}`;
      // The browser keeps the state and checks it when the code comes back (a forged return is refused).
      const state = `${query.type}.${randomBytes(12).toString('base64url')}`;
      const served = wechat.mode === 'http' || ctx.deps.config.DEV_PAGES !== 'off';
      return {
        mode: wechat.mode,
        appid: wechat.appid,
        type: query.type,
        state,
        redirect_uri: redirectUri,
        url: served ? wechat.authorizeUrl(redirectUri, state) : '',
      };
    },
  }),

  // SPEC.md §7.1: the WeChat sign-in call sends the code and the type and answers the tokens.
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
    audit: () => ({ summary: '绑定微信' }),
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
    audit: () => ({ summary: '解绑微信' }),
  }),
];
