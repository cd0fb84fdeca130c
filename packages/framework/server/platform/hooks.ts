import { addonOfApi, BASE_APIS } from '@yanye/catalog';
import { T, toLang } from '@yanye/i18n';
import { API, API_PREFIX, HEADERS } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps, Principal } from './context';
import { AppError, noPermission, signInAgain } from './errors';
import { ipAllowed, shownAddress } from './ip-allow';
import { adminApis, canCall } from './permissions';
import { loadPrincipal, PrincipalCache, principalGuard } from './principal';
import type { Access } from './route-def';
import { credential, verifySign } from './sign';
import { type AccessClaims, verifyAccessToken } from './tokens';

/**
 * What a user whose password someone else set may call before changing it: the base set every signed-in user
 * needs (user info, sign-out, menus, uploads) and the change itself.
 */
const FIRST_PASSWORD_CALLS: ReadonlySet<string> = new Set([...BASE_APIS, API.account.passwordEdit.path]);

const MESSAGES = {
  // Not 无操作权限: the console would leave the password page for the workbench; it stays and says why.
  changePasswordFirst: T('请先修改初始密码：该密码由管理员设置，修改后才能继续操作'),
  // 无操作权限 first (a 403 says it); `login` in `data` sends the console to sign in again, where the
  // sign-in from this address is refused with the same reason.
  ipNotAllowed: T('无操作权限：当前 IP 地址 {ip} 不在本店铺的 IP 白名单内'),
};

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
    lang: import('@yanye/i18n').Lang;
    principal: Principal | undefined;
    /** How the principal was let in; undefined for a call no user makes. */
    admission: Admission | undefined;
  }
}

/**
 * A signed-in request's principal: loaded from the database for this request, or taken from the process's cache,
 * in which case `guard` is to be sent with the request's first statement (route.ts) and no answer leaves before
 * it passed.
 */
export interface Admission {
  /** The cached principal's check (principal.ts), or undefined when the principal was loaded for this request. */
  readonly guard: SQL | undefined;
  /** The guard passed (or there was none). */
  guarded: boolean;
  /** Loads the principal again and checks the call with it, throwing the refusal; after a failed guard. */
  refresh(): Promise<void>;
}

function accessOf(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config.access;
}

/**
 * The platform's request pipeline, in order: language, sign and timestamp, token and principal (the session still
 * open and not idle), the store's IP allow list, permission.
 * Every API call passes through here; no handler checks any of it by itself.
 */
export function registerPlatformHooks(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('lang', 'zh');
  app.decorateRequest('principal', undefined);
  app.decorateRequest('admission', undefined);
  const principals = new PrincipalCache();

  app.addHook('onRequest', async (request, reply) => {
    // A download opened in a new window says its language in the query, as it does its credentials.
    request.lang = toLang(credential(request, HEADERS.lang) || undefined);
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
    await admit(request, claims, false);
  });

  // The last wall of a cached principal: an answer (a file a handler sent itself before any statement) never
  // leaves before the caller was checked; here by loading the principal again, which throws the refusal.
  // Refusals may leave: they hold nothing of the store.
  app.addHook('onSend', async (request, reply) => {
    if (request.admission && !request.admission.guarded && reply.statusCode < 400)
      await request.admission.refresh();
  });

  /**
   * Lets the caller in: the cached principal when it allows the call (its guard goes with the request's first
   * statement), else the principal loaded now, which also decides a refusal (a permission granted a moment ago
   * counts at once).
   */
  async function admit(request: FastifyRequest, claims: AccessClaims, fresh: boolean): Promise<void> {
    const refresh = () => admit(request, claims, true);
    const cached = fresh ? undefined : principals.get(claims);
    if (cached && !refusalOf(request, cached.principal)) {
      request.principal = cached.principal;
      request.admission = {
        guard: principalGuard(claims, cached.stamp, deps.now()),
        guarded: false,
        refresh,
      };
      return;
    }
    request.principal = undefined;
    request.admission = undefined;
    const loaded = await loadPrincipal(deps.database.db, claims, deps.now());
    if (loaded instanceof AppError) {
      principals.delete(claims);
      throw loaded;
    }
    principals.set(claims, loaded);
    const refusal = refusalOf(request, loaded.principal);
    if (refusal) throw refusal;
    request.principal = loaded.principal;
    request.admission = { guard: undefined, guarded: true, refresh };
  }
}

/** Why `principal` may not make this call (the store's IP allow list, a first password, permission), if so. */
function refusalOf(request: FastifyRequest, principal: Principal): AppError | undefined {
  if (!ipAllowed(principal.ipAllow, request.ip))
    return new AppError('NO_PERMISSION', MESSAGES.ipNotAllowed, { ip: shownAddress(request.ip) }, 'login');
  const { url = '', config } = request.routeOptions;
  if (principal.mustChangePassword && !FIRST_PASSWORD_CALLS.has(url))
    return new AppError('NO_PERMISSION', MESSAGES.changePasswordFirst, {}, 'change_password');
  const allowed = canCall(principal, url) || (config.neededBy ?? []).some((api) => canCall(principal, api));
  return allowed ? undefined : refusal(principal, url);
}

/**
 * Why a call is refused: the add-on it belongs to is not installed (said by name, so the user knows where to
 * turn it on), else no permission.
 */
function refusal(principal: Principal, api: string): AppError {
  const addon = addonOfApi(api);
  if (addon && !principal.plugins.has(addon.key) && adminApis(principal.industry, principal.isUnion).has(api))
    return new AppError('NO_PERMISSION', 'addonNotInstalled', { title: addon.title });
  return noPermission();
}

export { AppError };
