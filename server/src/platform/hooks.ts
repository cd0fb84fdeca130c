import { API_PREFIX, HEADERS, toLang } from '@yanye/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps, Principal } from './context';
import { AppError, noPermission, signInAgain } from './errors';
import { canCall } from './permissions';
import { loadPrincipal } from './principal';
import type { Access } from './route';
import { credential, verifySign } from './sign';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every API route by registerRoutes; a /v1 route without it is refused. */
    access?: Access;
    /** Calls whose screens need this one: whoever may make one of them may make this one. */
    neededBy?: readonly string[];
    /** The call answers a file (a download, which may carry its credentials in the query). */
    file?: boolean;
  }
  interface FastifyRequest {
    lang: import('@yanye/protocol').Lang;
    principal: Principal | undefined;
  }
}

function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config.access;
}

/**
 * The platform's request pipeline, in order: language, sign and timestamp, token and principal, permission.
 * Every API call passes through here; no handler checks any of it by itself.
 */
export function registerPlatformHooks(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('principal', undefined);

  app.addHook('onRequest', async (request, reply) => {
    request.lang = toLang(request.headers[HEADERS.lang]);
    // A store's data, per user: no browser or proxy keeps a copy (a list read again must be read again).
    if (request.url.startsWith(API_PREFIX) && accessOf(request) !== 'open')
      reply.header('cache-control', 'no-store');
  });

  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const access = accessOf(request);
    if (!request.url.startsWith(API_PREFIX)) return;
    // Fail closed: an API route that does not declare its access is nobody's.
    if (!access) throw noPermission();
    if (access === 'open') return;

    verifySign(request, deps.config.SIGN_SALT, deps.now());
    if (access === 'public') return;

    const token = credential(request, HEADERS.accessToken);
    const claims = token ? await verifyAccessToken(token, deps.jwtKey, deps.now()) : undefined;
    if (!claims) throw signInAgain();
    // A token is good only for the store it was issued for.
    if (credential(request, HEADERS.supplierUid) !== String(claims.suid)) throw signInAgain();

    const principal = await loadPrincipal(deps.database.db, claims);
    if (!principal) throw signInAgain();
    request.principal = principal;

    const { url, config } = request.routeOptions;
    const allowed =
      canCall(principal, url ?? '') || (config.neededBy ?? []).some((api) => canCall(principal, api));
    if (!allowed) throw noPermission();
  });
}

export { AppError };
