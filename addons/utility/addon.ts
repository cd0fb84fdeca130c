import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  list,
  resource,
  serviceSettings,
  settingsPage,
  T,
} from '@yanye/addon-kit';
import {
  providerBalance,
  rechargeAudit,
  rechargeMember,
  rechargePlace,
  rechargeRefund,
  rechargeSync,
} from './contract';

const api = addonApi('utility');
/** Every top-up order: the audit list is its view, the detail and audit pages read it (`RechargeInfo`). */
const recharge = `${api}Recharge`;
const info = `${recharge}Info`;
const product = `${api}Product`;

/** The members' pick list (/sys/member's entity), which the desk finds a member with. */
const MEMBER_OPTIONS = '/v1/seller/member/MemberOptions';

const orderNoun = T('充值订单', 'top-up order', 'pedido de recarga', 'チャージ注文');

/** A list of one kind of top-up: its own entity over the orders (ElectricManage, PetrolManage, MobileManage). */
const kindList = (path: string, name: string, stem: string, title: ReturnType<typeof T>) =>
  list(path, `Utility${name}Manage`, title, [`${api}${stem}Manage`], {
    entity: { name: `Utility${name}`, api: `${api}${stem}`, noun: orderNoun },
  });

export const utility = defineAddon({
  key: 'utility',
  cate: 'finance',
  icon: 'thunderbolt',
  version: '1.0.0',
  description: T(
    '生活缴费：电费、油卡与话费充值，失败自动退款。',
    'Utility top-ups: electricity, fuel cards and mobile; failed top-ups are refunded.',
    'Recargas: electricidad, combustible y móvil; las fallidas se reembolsan.',
    '公共料金：電気、給油カード、携帯のチャージ。失敗時は返金。',
  ),
  page: addonGroup(
    'utility',
    'PluginUtility',
    T('生活缴费', 'Utility top-ups', 'Recargas y servicios', '公共料金チャージ'),
    [
      kindList('electric', 'Electric', 'Electric', T('电费充值', 'Electricity', 'Electricidad', '電気料金')),
      kindList(
        'petrol',
        'Petrol',
        'Petrol',
        T('油卡充值', 'Fuel cards', 'Tarjetas de combustible', '給油カード'),
      ),
      kindList('mobile', 'Mobile', 'Mobile', T('话费充值', 'Mobile top-ups', 'Recargas móviles', '携帯料金')),
      list(
        'audit',
        'UtilityAuditManage',
        T('充值审核', 'Top-up review', 'Revisión de recargas', 'チャージ審査'),
        [`${recharge}AuditManage`],
        { entity: { name: 'UtilityRecharge', api: recharge, noun: orderNoun } },
      ),
      // Approving submits the order to the provider, rejecting refunds it: a screen of its own, since the
      // provider is called outside the database transaction.
      custom(
        'audit/:id',
        'UtilityAudit',
        T('审核充值', 'Review top-up', 'Revisar recarga', 'チャージを審査'),
        'utilityAudit',
        [info, rechargeAudit.path, providerBalance.path],
        { hidden: true, label: T('审核', 'Review', 'Revisar', '審査'), listPage: 'UtilityAuditManage' },
      ),
      custom(
        'info/:id',
        'UtilityRechargeInfo',
        T('充值订单详情', 'Top-up order', 'Detalle de la recarga', 'チャージ注文の詳細'),
        'utilityOrder',
        [info, rechargeSync.path, rechargeRefund.path],
        // Opened from any of the top-up lists; the menu lights the one it was opened from (docs/shell.md).
        { hidden: true, label: T('详情', 'Details', 'Detalle', '詳細'), listPage: 'UtilityElectricManage' },
      ),
      // What the store's app does when a member tops up, made here by an operator for a member.
      custom(
        'desk',
        'UtilityDesk',
        T('代会员充值', 'Top up for a member', 'Recargar por un socio', '会員の代理でチャージ'),
        'utilityDesk',
        [rechargePlace.path, rechargeMember.path, `${product}Options`, MEMBER_OPTIONS],
      ),
      resource({
        seg: 'product',
        name: 'UtilityProduct',
        api: product,
        title: T('充值商品', 'Top-up products', 'Productos de recarga', 'チャージ商品'),
        noun: T('充值商品', 'top-up product', 'producto de recarga', 'チャージ商品'),
        listApi: [providerBalance.path],
      }),
      settingsPage(
        'setting',
        'UtilitySetting',
        T('缴费设置', 'Top-up settings', 'Ajustes de recargas', 'チャージ設定'),
      ),
    ],
  ),
  settings: [
    ...serviceSettings(),
    {
      name: 'app_key',
      type: 'text',
      title: T(
        '商户编号（AppKey）',
        'Merchant key (AppKey)',
        'Clave de comercio (AppKey)',
        '加盟店キー（AppKey）',
      ),
      hint: T(
        '服务商开放平台分配的商户编号，随每次请求发送',
        "The merchant key the provider's open platform issued; sent with every request",
        'La clave que emitió la plataforma del proveedor; va en cada solicitud',
        'プロバイダーのオープンプラットフォームが発行したキー。毎回送信されます',
      ),
      max: 64,
      pattern: '^[A-Za-z0-9_-]*$',
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T(
        '签名密钥（AppSecret）',
        'Signing secret (AppSecret)',
        'Secreto de firma (AppSecret)',
        '署名キー（AppSecret）',
      ),
      hint: T(
        '用于请求签名和校验结果通知；使用真实接口地址前必须填写',
        'Signs requests and checks result notifications; required before a real endpoint is used',
        'Firma las solicitudes y verifica los avisos; obligatorio antes de usar un servicio real',
        'リクエストの署名と結果通知の検証に使います。実際のエンドポイントの前に必須',
      ),
      max: 128,
    },
    {
      name: 'audit_amount',
      type: 'number',
      title: T('审核金额', 'Review above', 'Revisar a partir de', '審査金額'),
      hint: T(
        '单笔充值金额超过此值时需人工审核后才提交；0 表示不按金额审核',
        'A top-up above this amount waits for a person to approve it; 0 reviews none by amount',
        'Una recarga por encima de este importe espera aprobación; 0 no revisa por importe',
        'この金額を超えるチャージは承認後に送信します。0 は金額で審査しません',
      ),
      min: 0,
      max: 100_000,
      decimals: 2,
      default: 200,
      unit: T('元', 'yuan', 'yuan', '元'),
    },
    {
      name: 'audit_new_account',
      type: 'switch',
      title: T('新户号需审核', 'Review new accounts', 'Revisar cuentas nuevas', '新しい番号を審査'),
      hint: T(
        '从未成功充值过的户号、卡号或手机号，首笔订单需人工审核',
        'The first top-up of a meter, card or phone number never topped up successfully waits for approval',
        'La primera recarga de un contador, tarjeta o móvil sin recargas previas espera aprobación',
        '成功したチャージのない番号への最初の注文は承認待ちになります',
      ),
      default: true,
    },
  ],
  ledgerEvents: [
    { name: 'utility_pay', title: T('生活缴费', 'Utility payment', 'Pago de servicios', '公共料金の支払い') },
    {
      name: 'utility_refund',
      title: T('缴费退款', 'Utility payment refund', 'Reembolso de pago de servicios', '公共料金の返金'),
    },
  ],
});
