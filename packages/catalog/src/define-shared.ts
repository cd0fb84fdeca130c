/**
 * Page sets more than one add-on (or a section and an add-on) are made of. They live in the catalogue because an
 * add-on may not import another: the three affiliate unions share their pages, and the offline-pay industry's
 * section is the agricultural-bank add-on's pages on the same calls.
 */
import { unionCalls } from '@yanye/protocol';
import { action, custom, external, list, resource, T } from './build';
import type { PageSpec } from './types';

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

/** API paths of the agricultural-bank pages; the offlinepay industry uses the very same calls. */
export const ABCBANK_API = {
  staff: `${addons}abcbank/Staff`,
  /** A staff member's collection code: what a payer scans to pay the store with that member credited. */
  staffCode: `${addons}abcbank/StaffCode`,
  financeLog: `${addons}abcbank/FinanceLog`,
  /** The finance log's "pull the bank's statement of a day", reconciling it (a call of the list page). */
  pull: `${addons}abcbank/FinanceLogPull`,
  /** A day's collections, reversals and net, overall, by branch and by staff (the list page's summary band). */
  summary: `${addons}abcbank/FinanceLogSummary`,
  /** The daily statements: each day's statement against the store's own log, with its differences. */
  days: `${addons}abcbank/FinanceLogDays`,
  /** Resolving a difference with a note (the finance log's row action). */
  resolve: `${addons}abcbank/FinanceLogResolve`,
} as const;

/**
 * The bespoke screens of the bank pages' lists, keyed `<screen>:<stem>` in the catalogue so the web side (the
 * add-on's `web/index.ts`) knows which page each serves.
 */
export const BANK_SCREENS = { staff: 'bankStaff', financeLog: 'bankFinanceLog' } as const;

/**
 * Bank staff (with add, edit, del, and each member's collection code) and the finance log (with its day's
 * summary, the daily statements and the resolving of their differences), named from `stem`. Both lists are
 * bespoke screens around the generic list (the add-on's web side), on the same two routes.
 */
export function bankPages(stem: string): PageSpec[] {
  return [
    resource({
      seg: 'staff',
      name: `${stem}Staff`,
      api: ABCBANK_API.staff,
      title: T('银行员工', 'Bank staff', 'Personal del banco', '銀行スタッフ'),
      noun: T('员工', 'staff member', 'empleado', 'スタッフ'),
      view: `custom:${BANK_SCREENS.staff}:${stem}`,
      listApi: [ABCBANK_API.staffCode],
    }),
    resource({
      seg: 'financelog',
      name: `${stem}FinanceLog`,
      api: ABCBANK_API.financeLog,
      title: T('财务日志', 'Finance log', 'Registro financiero', '財務ログ'),
      actions: [],
      view: `custom:${BANK_SCREENS.financeLog}:${stem}`,
      listApi: [ABCBANK_API.pull, ABCBANK_API.summary, ABCBANK_API.days],
      more: [
        action(
          'resolve',
          `${stem}FinanceLogResolve`,
          T('处理对账差异', 'Resolve a difference', 'Resolver una diferencia', '照合差異を処理'),
          [ABCBANK_API.resolve],
          { label: T('处理', 'Resolve', 'Resolver', '処理') },
        ),
      ],
    }),
  ];
}
