import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  entityList,
  serviceSettings,
  settingsPage,
  T,
} from '@yanye/addon-kit';
import { claimFile, deskOrders, policyCancel, policyInsure, settingInfo, settingSave } from './contract';

const api = addonApi('freightins');

export const freightins = defineAddon({
  key: 'freightins',
  cate: 'logistics',
  icon: 'safety',
  version: '1.0.0',
  description: T(
    '运费险：按订单投保，退货理赔。',
    'Return shipping insurance: a policy per order, claims on return.',
    'Seguro de envío: póliza por pedido y reclamaciones en devoluciones.',
    '返品送料保険：注文ごとの加入と返品時の請求。',
  ),
  page: addonGroup(
    'freightins',
    'PluginFreightins',
    T('运费险', 'Return shipping insurance', 'Seguro de envío', '返品送料保険'),
    [
      entityList({
        seg: 'policy',
        name: 'FreightinsPolicy',
        api: `${api}Policy`,
        title: T('投保记录', 'Policies', 'Pólizas', '加入履歴'),
        noun: T('保单', 'policy', 'póliza', '保険証券'),
      }),
      entityList({
        seg: 'claim',
        name: 'FreightinsClaim',
        api: `${api}Claim`,
        title: T('理赔记录', 'Claims', 'Reclamaciones', '保険金請求履歴'),
        noun: T('理赔', 'claim', 'reclamación', '保険金請求'),
      }),
      // Shipped orders with their policy and return: insure one now, cancel a policy, file a claim.
      custom(
        'desk',
        'FreightinsDesk',
        T('投保与理赔', 'Insure and claim', 'Asegurar y reclamar', '加入と請求'),
        'freightinsDesk',
        [deskOrders.path, policyInsure.path, policyCancel.path, claimFile.path],
      ),
      custom(
        'setting',
        'FreightinsSetting',
        T('运费险设置', 'Insurance settings', 'Ajustes del seguro', '保険設定'),
        'freightinsSetting',
        [settingInfo.path, settingSave.path],
      ),
      settingsPage(
        'api',
        'FreightinsApi',
        T('保险公司接口', 'Insurer connection', 'Conexión con la aseguradora', '保険会社との接続'),
      ),
    ],
  ),
  settings: [
    ...serviceSettings(),
    {
      name: 'app_key',
      type: 'text',
      title: T('应用标识（AppKey）', 'App key', 'Clave de aplicación', 'アプリキー'),
      hint: T(
        '保险公司开放平台分配的应用标识，随每次请求放在 X-Ins-AppKey 头中',
        "The app key the insurer's open platform issued; sent in the X-Ins-AppKey header",
        'La clave que emitió la plataforma de la aseguradora; va en la cabecera X-Ins-AppKey',
        '保険会社のオープンプラットフォームが発行したキー。X-Ins-AppKey ヘッダーで送信',
      ),
      max: 64,
      pattern: '^[A-Za-z0-9_-]*$',
    },
    {
      name: 'app_secret',
      type: 'secret',
      title: T('签名密钥（AppSecret）', 'Signing secret', 'Secreto de firma', '署名キー'),
      hint: T(
        'HMAC-SHA256 签名请求并校验理赔结果通知；使用真实接口地址前必须填写',
        'Signs requests with HMAC-SHA256 and checks claim notifications; required before a real endpoint is used',
        'Firma con HMAC-SHA256 y verifica los avisos; obligatorio antes de usar un servicio real',
        'HMAC-SHA256 で署名し請求結果の通知を検証します。実際のエンドポイントの前に必須',
      ),
      max: 128,
    },
    {
      name: 'product_code',
      type: 'text',
      title: T('险种代码', 'Product code', 'Código del producto', '保険商品コード'),
      hint: T(
        '保险公司为本店开通的退货运费险产品代码',
        'The code of the return shipping product the insurer opened for the store',
        'El código del seguro de devolución que la aseguradora activó para la tienda',
        '保険会社が店舗に開設した返品送料保険の商品コード',
      ),
      max: 40,
      default: 'THYFX-01',
      pattern: '^[A-Za-z0-9_-]*$',
    },
  ],
  ledgerEvents: [
    {
      name: 'freightins_claim',
      title: T(
        '运费险理赔',
        'Return shipping claim',
        'Indemnización del seguro de envío',
        '送料保険の保険金',
      ),
    },
  ],
});
