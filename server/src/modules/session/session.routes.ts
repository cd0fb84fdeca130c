import { PHONE_PATTERN } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, suppliers } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { allowedPaths, baseApis, storeApis } from '../../platform/permissions';
import { Answer, publicRoute, userRoute } from '../../platform/route';
import { issueCaptcha } from './captcha.service';
import { login, refresh, revokeSession } from './session.service';
import { CODE_TTL_SECONDS, RESEND_SECONDS, sendCode } from './verify.service';

const text = (max: number) => z.string().max(max);

export const LoginBody = z.object({
  username: text(64).trim().min(1),
  password: text(128).min(1),
  name: text(64).trim().default(''),
  type: z.enum(['account', 'sms']).default('account'),
  captcha: text(100).trim().default(''),
});

export const sessionRoutes = [
  publicRoute({
    method: 'POST',
    url: '/v1/public/user/login',
    body: LoginBody,
    perMinute: 30,
    handler: (ctx, { body }) => login(ctx.deps, body, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),

  publicRoute({
    method: 'POST',
    url: '/v1/public/user/refreshAccessToken',
    body: z.object({ refresh_token: text(200).min(1) }),
    perMinute: 120,
    handler: (ctx, { body }) => refresh(ctx.deps, body.refresh_token),
  }),

  publicRoute({
    method: 'GET',
    url: '/v1/public/verify/captcha',
    perMinute: 30,
    handler: (ctx) => issueCaptcha(ctx.deps.database.db, ctx.deps.now()),
  }),

  publicRoute({
    method: 'POST',
    url: '/v1/public/verify/verifysend',
    body: z.object({
      phone: z.string().trim().regex(PHONE_PATTERN, { error: 'phoneInvalid' }),
      // The store account, for an operator's SMS sign-in; empty for a main account (as in login).
      name: text(64).trim().default(''),
      type: z.enum(['login']).default('login'),
    }),
    perMinute: 10,
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

  publicRoute({
    method: 'GET',
    url: '/v1/public/config/GetServerConfig',
    handler: async (ctx) => ({ server_time: ctx.deps.now(), sms_login_open: ctx.deps.config.SMS_LOGIN_OPEN }),
  }),

  userRoute({
    method: 'GET',
    url: '/v1/buyer/user/logout',
    // Signing out revokes the session; the login log, not the operator log, is where sessions are told.
    write: false,
    handler: async (ctx) => {
      await revokeSession(ctx.db, ctx.principal.sessionId, 'logout', ctx.deps.now());
      return null;
    },
  }),

  userRoute({
    method: 'GET',
    url: '/v1/buyer/user/info',
    handler: async (ctx) => {
      const { db, principal } = ctx;
      const [row] = await db.tx
        .select({
          nickName: accounts.nickName,
          realName: accounts.realName,
          phone: accounts.phone,
          avatar: accounts.avatar,
          wxOpenid: accounts.wxOpenid,
          logo: suppliers.logo,
          storeName: suppliers.storeName,
        })
        .from(accounts)
        .innerJoin(suppliers, eq(suppliers.id, accounts.supplierId))
        .where(db.where(accounts, eq(accounts.id, principal.accountId)));
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
      };
    },
  }),

  userRoute({
    method: 'GET',
    url: '/v1/seller/role/OperatorPermission',
    handler: async ({ principal }) => {
      // The store's route set as it stands: its industry, union flag and the add-ons it has installed.
      const paths = allowedPaths(principal);
      const apis = storeApis(principal);
      const base = baseApis(principal.industry);
      if (principal.isMain) return { path_arr: paths, api_arr: [...apis] };
      const granted = new Set([...base, ...principal.roleApis]);
      return { path_arr: paths, api_arr: [...granted].filter((a) => apis.has(a) || base.has(a)) };
    },
  }),
];
