/**
 * The affiliate unions' declarations (taobaoke, jdunion, mtunion): the pages each union's add-on shows, on its own
 * API base, and the settings each keeps. Each union's addon.ts is one `unionAddon` call with its key, its names
 * and its keys' patterns.
 */
import {
  addonGroup,
  custom,
  defineAddon,
  external,
  list,
  type PageSpec,
  resource,
  type SettingField,
  serviceSettings,
  T,
  type Texts,
  unionCalls,
} from '@yanye/addon-kit';

const addons = '/v1/addons/';

/** A shopping-affiliate union as its add-on declares it. */
export interface UnionPages {
  readonly key: string;
  /** The page names' stem: `Taobaoke` makes `TaobaokeNav`, `TaobaokeOrderManage`. */
  readonly stem: string;
  /** The union's own back office, opened in a new window. */
  readonly site: string;
  /** The union's API documentation and call log, opened in a new window. */
  readonly log: string;
}

/**
 * The pages of a shopping-affiliate union (taobaoke, jdunion, mtunion): the same pages on its own API base. The
 * affiliates and the orders are lists of the union's entities (`TaobaokeUser`, `TaobaokeOrder`); the orders page
 * adds the sync button and the sync's state above its list (`unionOrders`), and the token page refreshes it.
 */
export function unionPages(u: UnionPages): PageSpec[] {
  const api = `${addons}${u.key}/`;
  const calls = unionCalls(u.key);
  return [
    resource({
      seg: 'nav',
      name: `${u.stem}Nav`,
      api: `${api}Nav`,
      title: T('导航管理', 'Navigation', 'Navegación', 'ナビゲーション'),
      noun: T('导航', 'navigation item', 'elemento de navegación', 'ナビ項目'),
    }),
    resource({
      seg: 'adverts',
      name: `${u.stem}Advert`,
      api: `${api}Advert`,
      title: T('广告位', 'Ad slots', 'Espacios publicitarios', '広告枠'),
      noun: T('广告', 'advert', 'anuncio', '広告'),
    }),
    list(
      'users',
      `${u.stem}UserManage`,
      T('推广会员', 'Affiliates', 'Afiliados', 'アフィリエイト会員'),
      [`${api}UserManage`],
      {
        entity: {
          name: `${u.stem}User`,
          api: `${api}User`,
          noun: T('推广会员', 'affiliate', 'afiliado', 'アフィリエイト会員'),
        },
      },
    ),
    custom(
      'orders',
      `${u.stem}OrderManage`,
      T('推广订单', 'Affiliate orders', 'Pedidos de afiliados', '成果注文'),
      'unionOrders',
      [`${api}OrderManage`, calls.orderSync.path, calls.orderSyncInfo.path],
      {
        entity: {
          name: `${u.stem}Order`,
          api: `${api}Order`,
          noun: T('推广订单', 'affiliate order', 'pedido de afiliado', '成果注文'),
        },
      },
    ),
    custom(
      'token',
      `${u.stem}Token`,
      T('授权令牌', 'Authorization token', 'Token de autorización', '認可トークン'),
      'unionToken',
      [calls.tokenInfo.path, calls.tokenSave.path, calls.tokenRefresh.path],
    ),
    external(
      'site',
      `${u.stem}Site`,
      T('联盟后台', 'Union console', 'Panel de afiliados', '提携先管理画面'),
      u.site,
    ),
    external('log', `${u.stem}Log`, T('接口日志', 'API log', 'Registro de API', 'API ログ'), u.log),
  ];
}

/** What differs between the affiliate unions' keys: how each names and shapes them. */
export interface UnionKeys {
  /** The union's name for its app key, and an example of one. */
  readonly appKey: { readonly pattern: string; readonly hint: Texts };
  /** Its promotion position id (PID), and an example of one. */
  readonly pid: { readonly pattern: string; readonly hint: Texts };
}

/**
 * The settings of a shopping-affiliate union (taobaoke, jdunion, mtunion) after `serviceSettings()`: the app's
 * key and secret, the store's PID, and the authorization's access and refresh tokens, which the token page edits
 * and refreshes (the setup form shows the same values).
 */
export function unionSettings(keys: UnionKeys): SettingField[] {
  const tokenHint = T(
    '联盟授权后得到；可在“授权令牌”页填写到期时间并刷新',
    "Granted by the union's authorization; its expiry is kept and refreshed on the token page",
    'Lo concede la autorización de la unión; su caducidad se guarda y renueva en la página del token',
    '提携先の認可で発行されます。有効期限は「認可トークン」ページで管理・更新します',
  );
  return [
    {
      name: 'app_key',
      type: 'text',
      title: T('App Key', 'App key', 'App key', 'App Key'),
      hint: keys.appKey.hint,
      max: 64,
      pattern: keys.appKey.pattern,
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T('App Secret', 'App secret', 'App secret', 'App Secret'),
      hint: T(
        '用于给每个请求签名，只保存密文',
        'Signs every request; only kept sealed',
        'Firma cada solicitud; se guarda cifrado',
        '各リクエストの署名に使います。暗号化して保存します',
      ),
      max: 200,
    },
    {
      name: 'pid',
      type: 'text',
      title: T('推广位 PID', 'Promotion PID', 'PID de promoción', 'プロモーション PID'),
      hint: keys.pid.hint,
      max: 100,
      pattern: keys.pid.pattern,
    },
    {
      name: 'access_token',
      type: 'secret',
      title: T('访问令牌', 'Access token', 'Token de acceso', 'アクセストークン'),
      hint: tokenHint,
      max: 500,
    },
    {
      name: 'refresh_token',
      type: 'secret',
      title: T('刷新令牌', 'Refresh token', 'Token de renovación', 'リフレッシュトークン'),
      hint: tokenHint,
      max: 500,
    },
  ];
}

/** A shopping-affiliate union's add-on: its pages' key, stem and addresses, its keys' formats, and its names. */
export interface UnionManifest extends UnionPages, UnionKeys {
  /** The name of its menu folder and of the add-on. */
  readonly title: Texts;
  readonly description: Texts;
}

/**
 * The declaration of a shopping-affiliate union's add-on (taobaoke, jdunion, mtunion): in the union category, its
 * pages under its own menu folder, and the service's settings followed by the union's keys.
 */
export function unionAddon(u: UnionManifest): ReturnType<typeof defineAddon> {
  return defineAddon({
    key: u.key,
    cate: 'union',
    icon: 'shopping',
    version: '1.0.0',
    description: u.description,
    page: addonGroup(u.key, `Plugin${u.stem}`, u.title, unionPages(u)),
    settings: [...serviceSettings(), ...unionSettings(u)],
  });
}
