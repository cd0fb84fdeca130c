import {
  Answer,
  AppError,
  accounts,
  allowedPaths,
  baseApis,
  route,
  storeApis,
  suppliers,
  workingPaths,
} from '@yanye/framework/server';
import { API, CODE_TTL_SECONDS, RESEND_SECONDS } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { issueCaptcha } from './captcha.service';
import { refresh, revokeSession } from './refresh.service';
import { login } from './session.service';
import { sendCode } from './verify.service';

export const sessionRoutes = [
  route(API.session.login, {
    handler: (ctx, { body }) => login(ctx.deps, body, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),

  route(API.session.refreshAccessToken, {
    handler: (ctx, { body }) => refresh(ctx.deps, body.refresh_token),
  }),

  route(API.session.captcha, {
    handler: (ctx) => issueCaptcha(ctx.deps),
  }),

  route(API.session.verifySend, {
    handler: async (ctx, { body }) => {
      if (!ctx.deps.config.SMS_LOGIN_OPEN) throw new AppError('BAD_INPUT', 'smsLoginClosed');
      await sendCode(ctx.deps, { phone: body.phone, name: body.name, purpose: body.type }, ctx.ip, (error) =>
        ctx.request.log.warn({ err: error }, 'sign-in code not sent'),
      );
      const minutes = CODE_TTL_SECONDS / 60;
      return new Answer({ expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS }, 'smsCodeSent', {
        minutes,
      });
    },
  }),

  route(API.session.serverConfig, {
    handler: async (ctx) => ({
      server_time: ctx.deps.now(),
      sms_login_open: ctx.deps.config.SMS_LOGIN_OPEN,
      time_zone: ctx.deps.config.TIME_ZONE,
    }),
  }),

  // Signing out revokes the session; the login log, not the operator log, is where sessions are told.
  route(API.session.logout, {
    handler: async (ctx) => {
      await revokeSession(ctx.db, ctx.principal.sessionId, 'logout', ctx.deps.now());
      return null;
    },
  }),

  route(API.session.userInfo, {
    handler: async (ctx) => {
      const { db, principal } = ctx;
      const [row] = await db
        .select({
          nickName: accounts.nickName,
          realName: accounts.realName,
          phone: accounts.phone,
          avatar: accounts.avatar,
          wxOpenid: accounts.wxOpenid,
          mustChangePassword: accounts.mustChangePassword,
          logo: suppliers.logo,
          storeName: suppliers.storeName,
          isPlatform: suppliers.isPlatform,
        })
        .from(accounts)
        // Joined on the store alone, which the store handle adds: the caller's own store row.
        .innerJoin(suppliers, undefined)
        .where(eq(accounts.id, principal.accountId));
      return {
        uid: principal.accountId,
        suid: principal.supplierId,
        logo: row?.logo ?? '',
        avatar: row?.avatar ?? '',
        username: principal.username,
        nick_name: row?.nickName ?? '',
        real_name: row?.realName ?? '',
        phone: row?.phone ?? '',
        store_name: row?.storeName ?? '',
        roles: principal.roles,
        is_union: principal.isUnion ? 1 : 0,
        industry_type: principal.industry,
        isbindwxpub: row?.wxOpenid ? 1 : 0,
        must_change_password: row?.mustChangePassword ?? false,
        is_pingtai: row?.isPlatform ?? false,
      };
    },
  }),

  route(API.session.operatorPermission, {
    // The pages and calls the user may use (the store's route set as it stands: industry, union flag, installed
    // add-ons), and of those pages the ones that work: every call they make is served. The console offers
    // no other page anywhere.
    handler: async ({ principal, deps }) => {
      // A platform account (is_pingtai, on the principal) gets the review centre instead of a store's pages.
      const who = principal;
      const paths = allowedPaths(who);
      const apis = storeApis(who);
      const base = baseApis(principal.industry);
      const granted = principal.isMain
        ? [...apis]
        : [...base, ...principal.roleApis].filter((a) => apis.has(a) || base.has(a));
      return {
        path_arr: paths,
        api_arr: [...new Set(granted)],
        available_arr: workingPaths(paths, deps.served),
      };
    },
  }),
];
