import { API } from '@yanye/protocol';
import { action, custom, external, group, list, resource, T } from '../build';
import type { PageSpec, Titles } from '../types';

const addons = '/v1/addons/';
const goodsPicker = '/v1/seller/goods/GoodsOptions';

/** An add-on's menu folder: shown only when the plugin `key` is installed (inherited by its pages). */
function addon(key: string, name: string, title: Titles, children: readonly PageSpec[]): PageSpec {
  return group(key, name, title, children, { pluginKey: key });
}

interface Union {
  readonly key: string;
  readonly stem: string;
  readonly title: Titles;
  /** The union's own back office, opened in a new window. */
  readonly site: string;
  /** The union's API call log, opened in a new window. */
  readonly log: string;
}

/** A shopping-affiliate union (taobaoke, jdunion, mtunion): the same pages on its own API base. */
function unionAddon(u: Union): PageSpec {
  const api = `${addons}${u.key}/`;
  return addon(u.key, `Plugin${u.stem}`, u.title, [
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
    list('users', `${u.stem}UserManage`, T('推广会员', 'Affiliates', 'Afiliados', 'アフィリエイト会員'), [
      `${api}UserManage`,
    ]),
    list(
      'orders',
      `${u.stem}OrderManage`,
      T('推广订单', 'Affiliate orders', 'Pedidos de afiliados', '成果注文'),
      [`${api}OrderManage`],
    ),
    custom(
      'token',
      `${u.stem}Token`,
      T('授权令牌', 'Authorization token', 'Token de autorización', '認可トークン'),
      'unionToken',
      [`${api}TokenInfo`, `${api}TokenSave`],
    ),
    external(
      'site',
      `${u.stem}Site`,
      T('联盟后台', 'Union console', 'Panel de afiliados', '提携先管理画面'),
      u.site,
    ),
    external('log', `${u.stem}Log`, T('接口日志', 'API log', 'Registro de API', 'API ログ'), u.log),
  ]);
}

/** A marketing campaign add-on whose campaigns can be stopped or deleted (SPEC.md §2.3). */
function campaignAddon(
  key: string,
  stem: string,
  title: Titles,
  noun: Titles,
  more: readonly PageSpec[] = [],
) {
  return resource({
    seg: key,
    name: stem,
    api: `${addons}${key}/${stem}`,
    title,
    noun,
    actions: ['add', 'edit', 'del', 'stop'],
    formApi: [goodsPicker],
    pluginKey: key,
    more,
  });
}

/** API paths of the agricultural-bank pages; the offlinepay industry uses the very same calls. */
export const ABCBANK_API = {
  staff: `${addons}abcbank/Staff`,
  financeLog: `${addons}abcbank/FinanceLog`,
} as const;

/** Bank staff (with add, edit, del) and the finance log, named from `stem`. */
export function bankPages(stem: string): PageSpec[] {
  return [
    resource({
      seg: 'staff',
      name: `${stem}Staff`,
      api: ABCBANK_API.staff,
      title: T('银行员工', 'Bank staff', 'Personal del banco', '銀行スタッフ'),
      noun: T('员工', 'staff member', 'empleado', 'スタッフ'),
    }),
    resource({
      seg: 'financelog',
      name: `${stem}FinanceLog`,
      api: ABCBANK_API.financeLog,
      title: T('财务日志', 'Finance log', 'Registro financiero', '財務ログ'),
      actions: [],
    }),
  ];
}

const wx = `${addons}wxofficial/`;
const utility = `${addons}utility/`;
const rank = `${addons}rank/`;

export const plugin: PageSpec = group(
  '/plugin',
  'Plugin',
  T('插件', 'Plugins', 'Complementos', 'プラグイン'),
  [
    custom(
      'manage',
      'PluginManage',
      T('插件管理', 'Plugins', 'Complementos', 'プラグイン管理'),
      'addonList',
      [
        API.addons.addonList.path,
        API.addons.addonCateList.path,
        API.addons.addonInstall.path,
        API.addons.addonUninstall.path,
      ],
    ),
    custom(
      'pluginSetup',
      'PluginSetup',
      T('插件设置', 'Plugin settings', 'Ajustes de complementos', 'プラグイン設定'),
      'addonSetup',
      [`${addons}SetupInfo`, `${addons}SetupSave`],
    ),
    unionAddon({
      key: 'taobaoke',
      stem: 'Taobaoke',
      title: T('淘宝客', 'Taobao affiliate', 'Afiliados de Taobao', 'タオバオアフィリエイト'),
      site: 'https://pub.alimama.com/',
      log: 'https://open.taobao.com/',
    }),
    unionAddon({
      key: 'jdunion',
      stem: 'Jdunion',
      title: T('京东联盟', 'JD Union', 'JD Union', 'JDユニオン'),
      site: 'https://union.jd.com/',
      log: 'https://union.jd.com/openplatform',
    }),
    unionAddon({
      key: 'mtunion',
      stem: 'Mtunion',
      title: T('美团联盟', 'Meituan Union', 'Meituan Union', '美団ユニオン'),
      site: 'https://union.meituan.com/',
      log: 'https://open.meituan.com/',
    }),
    campaignAddon(
      'auction',
      'Auction',
      T('拍卖', 'Auctions', 'Subastas', 'オークション'),
      T('拍卖', 'auction', 'subasta', 'オークション'),
      [
        list('record', 'AuctionRecordManage', T('出价记录', 'Bids', 'Pujas', '入札履歴'), [
          `${addons}auction/BidManage`,
        ]),
      ],
    ),
    campaignAddon(
      'groupbuy',
      'Groupbuy',
      T('拼团', 'Group buys', 'Compras en grupo', '共同購入'),
      T('拼团', 'group buy', 'compra en grupo', '共同購入'),
      [
        list(
          'team',
          'GroupbuyTeamManage',
          T('拼团记录', 'Groups formed', 'Grupos formados', '成立グループ'),
          [`${addons}groupbuy/TeamManage`],
        ),
      ],
    ),
    campaignAddon(
      'flashsale',
      'Flashsale',
      T('限时秒杀', 'Flash sales', 'Ofertas relámpago', 'タイムセール'),
      T('秒杀', 'flash sale', 'oferta relámpago', 'タイムセール'),
    ),
    addon(
      'wxofficial',
      'PluginWxofficial',
      T('微信公众号', 'WeChat Official Account', 'Cuenta oficial de WeChat', 'WeChat公式アカウント'),
      [
        custom(
          'menu',
          'WxMenu',
          T('自定义菜单', 'Custom menu', 'Menú personalizado', 'カスタムメニュー'),
          'wxMenu',
          [`${wx}MenuInfo`, `${wx}MenuSave`, `${wx}MenuPublish`],
        ),
        custom(
          'reply/attention',
          'WxReplyAttention',
          T('关注回复', 'Welcome reply', 'Respuesta de bienvenida', 'フォロー時の自動返信'),
          'wxReplyAttention',
          [`${wx}ReplyAttentionInfo`, `${wx}ReplyAttentionSave`],
        ),
        resource({
          seg: 'reply/keyword',
          name: 'WxReplyKeyword',
          api: `${wx}ReplyKeyword`,
          title: T('关键词回复', 'Keyword replies', 'Respuestas por palabra clave', 'キーワード自動返信'),
          noun: T('关键词回复', 'keyword reply', 'respuesta por palabra clave', 'キーワード返信'),
        }),
        list('message', 'WxMessageManage', T('消息记录', 'Messages', 'Mensajes', 'メッセージ履歴'), [
          `${wx}MessageManage`,
        ]),
        resource({
          seg: 'template',
          name: 'WxTemplate',
          api: `${wx}Template`,
          title: T('模板消息', 'Template messages', 'Mensajes de plantilla', 'テンプレートメッセージ'),
          noun: T('消息模板', 'message template', 'plantilla de mensaje', 'メッセージテンプレート'),
        }),
        list('fans', 'WxFansManage', T('粉丝列表', 'Followers', 'Seguidores', 'フォロワー一覧'), [
          `${wx}FansManage`,
        ]),
      ],
    ),
    addon('sms', 'PluginSms', T('短信服务', 'SMS', 'SMS', 'SMS'), [
      resource({
        seg: 'template',
        name: 'SmsTemplate',
        api: `${addons}sms/SmsTemplate`,
        title: T('短信模板', 'SMS templates', 'Plantillas de SMS', 'SMSテンプレート'),
        noun: T('短信模板', 'SMS template', 'plantilla de SMS', 'SMSテンプレート'),
      }),
      list('record', 'SmsRecordManage', T('发送记录', 'Sent messages', 'Mensajes enviados', '送信履歴'), [
        `${addons}sms/SmsRecordManage`,
      ]),
    ]),
    addon(
      'social',
      'PluginSocial',
      T('社交登录', 'Social login', 'Inicio de sesión social', 'ソーシャルログイン'),
      [
        resource({
          seg: 'bind',
          name: 'SocialBind',
          api: `${addons}social/SocialBind`,
          title: T('登录绑定', 'Linked accounts', 'Cuentas vinculadas', 'ログイン連携'),
          actions: [],
          more: [
            action('unbind/:id', 'SocialUnbind', T('解除绑定', 'Unlink', 'Desvincular', '連携を解除'), [
              `${addons}social/SocialUnbind`,
            ]),
          ],
        }),
      ],
    ),
    addon(
      'settlement',
      'PluginSettlement',
      T('支付结算', 'Payment settlement', 'Liquidación de pagos', '決済精算'),
      [
        resource({
          seg: 'record',
          name: 'Settlement',
          api: `${addons}settlement/Settlement`,
          title: T('结算记录', 'Settlements', 'Liquidaciones', '精算履歴'),
          noun: T('结算单', 'settlement', 'liquidación', '精算'),
          actions: ['info'],
        }),
        custom(
          'setting',
          'SettlementSetting',
          T('结算设置', 'Settlement settings', 'Ajustes de liquidación', '精算設定'),
          'settlementSetting',
          [`${addons}settlement/SettingInfo`, `${addons}settlement/SettingSave`],
        ),
      ],
    ),
    addon('cloudbuy', 'PluginCloudbuy', T('云购', 'Cloud buying', 'Compra en la nube', 'クラウド購入'), [
      resource({
        seg: 'goods',
        name: 'CloudbuyGoods',
        api: `${addons}cloudbuy/CloudbuyGoods`,
        title: T('云购商品', 'Cloud-buy goods', 'Productos de compra en la nube', 'クラウド購入商品'),
        noun: T('云购商品', 'cloud-buy item', 'producto de compra en la nube', 'クラウド購入商品'),
        formApi: [goodsPicker],
      }),
      list(
        'record',
        'CloudbuyRecordManage',
        T('云购记录', 'Cloud-buy records', 'Registros de compra en la nube', 'クラウド購入履歴'),
        [`${addons}cloudbuy/CloudbuyRecordManage`],
      ),
    ]),
    resource({
      seg: 'waybill',
      name: 'WaybillAuth',
      api: `${addons}waybill/WaybillAuth`,
      title: T('电子面单授权', 'E-waybill accounts', 'Cuentas de guía electrónica', '電子送り状アカウント'),
      noun: T('面单授权', 'e-waybill account', 'cuenta de guía electrónica', '電子送り状アカウント'),
      pluginKey: 'waybill',
    }),
    addon('signin', 'PluginSignin', T('签到', 'Daily check-in', 'Registro diario', 'デイリーチェックイン'), [
      list(
        'record',
        'SigninRecordManage',
        T('签到记录', 'Check-ins', 'Registros diarios', 'チェックイン履歴'),
        [`${addons}signin/SigninRecordManage`],
      ),
      custom(
        'setting',
        'SigninSetting',
        T('签到设置', 'Check-in settings', 'Ajustes de registro diario', 'チェックイン設定'),
        'signinSetting',
        [`${addons}signin/SigninSetInfo`, `${addons}signin/SigninSetSave`],
      ),
    ]),
    addon(
      'utility',
      'PluginUtility',
      T('生活缴费', 'Utility top-ups', 'Recargas y servicios', '公共料金チャージ'),
      [
        list('electric', 'UtilityElectricManage', T('电费充值', 'Electricity', 'Electricidad', '電気料金'), [
          `${utility}ElectricManage`,
        ]),
        list(
          'petrol',
          'UtilityPetrolManage',
          T('油卡充值', 'Fuel cards', 'Tarjetas de combustible', '給油カード'),
          [`${utility}PetrolManage`],
        ),
        list(
          'mobile',
          'UtilityMobileManage',
          T('话费充值', 'Mobile top-ups', 'Recargas móviles', '携帯料金'),
          [`${utility}MobileManage`],
        ),
        list(
          'audit',
          'UtilityAuditManage',
          T('充值审核', 'Top-up review', 'Revisión de recargas', 'チャージ審査'),
          [`${utility}RechargeAuditManage`],
        ),
        action(
          'audit/:id',
          'UtilityAudit',
          T('审核充值', 'Review top-up', 'Revisar recarga', 'チャージを審査'),
          [`${utility}RechargeInfo`, `${utility}RechargeAudit`],
        ),
      ],
    ),
    addon('rank', 'PluginRank', T('会员等级', 'Member levels', 'Niveles de socio', '会員ランク'), [
      resource({
        seg: 'rank',
        name: 'Rank',
        api: `${rank}Rank`,
        title: T('等级设置', 'Levels', 'Niveles', 'ランク設定'),
        noun: T('等级', 'level', 'nivel', 'ランク'),
      }),
      list(
        'user',
        'UserRankManage',
        T('会员等级明细', 'Members by level', 'Socios por nivel', '会員別ランク'),
        [`${rank}UserRankManage`],
      ),
      list('log', 'RankLogManage', T('等级变动记录', 'Level changes', 'Cambios de nivel', 'ランク変更履歴'), [
        `${rank}RankLogManage`,
      ]),
      list(
        'goods',
        'GoodsRankManage',
        T('等级商品', 'Goods by level', 'Productos por nivel', 'ランク別商品'),
        [`${rank}GoodsRankManage`],
      ),
    ]),
    addon(
      'abcbank',
      'PluginAbcbank',
      T('农业银行', 'Agricultural Bank of China', 'Banco Agrícola de China', '中国農業銀行'),
      bankPages('Abcbank'),
    ),
    addon(
      'freightins',
      'PluginFreightins',
      T('运费险', 'Return shipping insurance', 'Seguro de envío', '返品送料保険'),
      [
        list('policy', 'FreightinsPolicyManage', T('投保记录', 'Policies', 'Pólizas', '加入履歴'), [
          `${addons}freightins/PolicyManage`,
        ]),
        list('claim', 'FreightinsClaimManage', T('理赔记录', 'Claims', 'Reclamaciones', '保険金請求履歴'), [
          `${addons}freightins/ClaimManage`,
        ]),
        custom(
          'setting',
          'FreightinsSetting',
          T('运费险设置', 'Insurance settings', 'Ajustes del seguro', '保険設定'),
          'freightinsSetting',
          [`${addons}freightins/SettingInfo`, `${addons}freightins/SettingSave`],
        ),
      ],
    ),
    resource({
      seg: 'logistics',
      name: 'Logistics',
      api: `${addons}logistics/Logistics`,
      title: T('物流公司', 'Logistics companies', 'Empresas de logística', '物流会社'),
      noun: T('物流公司', 'logistics company', 'empresa de logística', '物流会社'),
      pluginKey: 'logistics',
    }),
  ],
  { icon: 'appstore' },
);
