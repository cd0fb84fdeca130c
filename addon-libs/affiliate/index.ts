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
  textWith,
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
      title: T('导航管理'),
      noun: T('导航'),
    }),
    resource({
      seg: 'adverts',
      name: `${u.stem}Advert`,
      api: `${api}Advert`,
      title: T('广告位', 'title'),
      noun: T('广告', 'noun'),
    }),
    list('users', `${u.stem}UserManage`, T('推广会员'), [`${api}UserManage`], {
      entity: {
        name: `${u.stem}User`,
        api: `${api}User`,
        noun: T('推广会员', 'noun'),
      },
    }),
    custom(
      'orders',
      `${u.stem}OrderManage`,
      T('推广订单'),
      'unionOrders',
      [`${api}OrderManage`, calls.orderSync.path, calls.orderSyncInfo.path],
      {
        entity: {
          name: `${u.stem}Order`,
          api: `${api}Order`,
          noun: T('推广订单', 'noun'),
        },
      },
    ),
    custom('token', `${u.stem}Token`, T('授权令牌'), 'unionToken', [
      calls.tokenInfo.path,
      calls.tokenSave.path,
      calls.tokenRefresh.path,
    ]),
    external('site', `${u.stem}Site`, T('联盟后台'), u.site),
    external('log', `${u.stem}Log`, T('接口日志'), u.log),
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
  const tokenHint = T('联盟授权后得到；可在“授权令牌”页填写到期时间并刷新');
  return [
    {
      name: 'app_key',
      type: 'text',
      title: T('App Key'),
      hint: keys.appKey.hint,
      max: 64,
      pattern: keys.appKey.pattern,
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T('App Secret'),
      hint: T('用于给每个请求签名，只保存密文'),
      max: 200,
    },
    {
      name: 'pid',
      type: 'text',
      title: T('推广位 PID'),
      hint: keys.pid.hint,
      max: 100,
      pattern: keys.pid.pattern,
    },
    {
      name: 'access_token',
      type: 'secret',
      title: T('访问令牌'),
      hint: tokenHint,
      max: 500,
    },
    {
      name: 'refresh_token',
      type: 'secret',
      title: T('刷新令牌'),
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

/** The live event a union raises about its token (`taobaoke_token`): the bell's kind of it, per union. */
export function unionTokenKind(key: string): `${string}_${string}` {
  return `${key}_token`;
}

/**
 * The bell's word on a union's token: about to lapse, or lapsed (`{status}`), on `{date}`; it opens the token
 * page, which who may refresh the token can open. The union's name is put in each language now, the date when
 * the event is said.
 */
function tokenKind(u: UnionManifest) {
  const named = (text: Texts) => textWith(text, { union: u.title, date: '{date}' });
  return {
    title: named(T('{union}授权令牌到期提醒')),
    said: named(T('{union}授权令牌将于 {date} 到期，到期后推广订单无法同步，请在“授权令牌”页刷新')),
    saidBy: {
      expired: named(T('{union}授权令牌已于 {date} 过期，推广订单已无法同步，请在“授权令牌”页刷新')),
    },
    page: `${u.stem}Token`,
    bad: true as const,
  };
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
    liveKinds: { [unionTokenKind(u.key)]: tokenKind(u) },
  });
}
