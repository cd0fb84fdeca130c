import {
  type Deps,
  readServiceSettings,
  type SocialAuthorize,
  type SocialSignIn,
  withStore,
} from '@yanye/addon-kit/server';
import { and, eq, sql } from 'drizzle-orm';
import { PROVIDERS, type Provider } from '../contract';
import { identify } from './identify';
import { AUTHORIZE_URL, appidOf, enabled, LOCAL_AUTHORIZE_PATH, PROVIDER_SETTINGS } from './service';
import { socialBinds } from './tables';

export const isProvider = (p: string): p is Provider => (PROVIDERS as readonly string[]).includes(p);

/** The query of each provider's authorize page, as its open platform documents it. */
function authorizeQuery(p: Provider, appid: string, redirectUri: string, state: string): URLSearchParams {
  switch (p) {
    case 'wechat':
      return new URLSearchParams({
        appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
    case 'qq':
      return new URLSearchParams({
        response_type: 'code',
        client_id: appid,
        redirect_uri: redirectUri,
        state,
        scope: 'get_user_info',
      });
    case 'alipay':
      return new URLSearchParams({ app_id: appid, scope: 'auth_user', redirect_uri: redirectUri, state });
  }
}

/**
 * Where the store's app sends the user: the provider's page, or in development (no address in the setup) the
 * stand-in's page on this server, which comes back to a path of it.
 */
async function authorize(
  deps: Deps,
  supplierId: number,
  o: { provider: string; path: string; origin: string; state: string },
): Promise<SocialAuthorize | undefined> {
  if (!isProvider(o.provider)) return undefined;
  const p = o.provider;
  const settings = await withStore(deps.database.db, supplierId, (t) =>
    readServiceSettings(t, deps, 'social'),
  );
  if (!enabled(settings, p)) return undefined;
  const appid = appidOf(settings, p);
  const local = String(settings.values[PROVIDER_SETTINGS[p].endpoint] ?? '').trim() === '';
  const redirectUri = local ? o.path : `${o.origin}${o.path}`;
  const query = authorizeQuery(p, appid, redirectUri, o.state);
  if (local) {
    const url =
      deps.config.DEV_PAGES === 'off' ? '' : `/dev/receiver/social${LOCAL_AUTHORIZE_PATH[p]}?${query}`;
    return { mode: 'local', appid, redirectUri, url };
  }
  return {
    mode: 'http',
    appid,
    redirectUri,
    url: `${AUTHORIZE_URL[p]}?${query}${p === 'wechat' ? '#wechat_redirect' : ''}`,
  };
}

/** The store's account linked to the provider's user behind the code; the link notes the sign-in. */
async function signIn(deps: Deps, supplierId: number, provider: string, code: string) {
  if (!isProvider(provider)) return { accountId: undefined, nickname: '', avatar: '' };
  const who = await identify(deps, supplierId, provider, code);
  const accountId = await withStore(deps.database.db, supplierId, async (db) => {
    const [row] = await db
      .update(socialBinds)
      .set({
        lastLoginAt: deps.now(),
        loginCount: sql`${socialBinds.loginCount} + 1`,
        // The provider's profile as it is now: a user may have renamed themselves since linking.
        ...(who.nickname ? { nickname: who.nickname } : {}),
        ...(who.avatar ? { avatar: who.avatar } : {}),
      })
      .where(and(eq(socialBinds.provider, provider), eq(socialBinds.openid, who.openid)))
      .returning({ accountId: socialBinds.accountId });
    return row?.accountId;
  });
  return { accountId, nickname: who.nickname, avatar: who.avatar };
}

/** The social add-on's part in the core's sign-in calls (engine/addons/addon.ts `socialSignIn`). */
export const socialSignIn: SocialSignIn = { authorize, signIn };
