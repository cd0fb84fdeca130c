import { action, addonApi, custom, defineAddon, resource, serviceSettings, T } from '@yanye/addon-kit';
import { waybillApply, waybillLabel, waybillOrderOptions } from './contract';

const api = addonApi('waybill');
const auth = `${api}WaybillAuth`;
const record = `${api}WaybillRecord`;

export const waybill = defineAddon({
  key: 'waybill',
  cate: 'logistics',
  icon: 'printer',
  version: '1.0.0',
  description: T(
    '电子面单：快递公司授权、为待发货订单取号、打印面单，并接收快递轨迹推送。',
    'E-waybills: courier accounts, waybill numbers for orders to ship, printable labels and tracking pushed by the courier.',
    'Guías electrónicas: cuentas de mensajería, números para pedidos por enviar, etiquetas y seguimiento enviado por la mensajería.',
    '電子送り状：配送会社の認可、発送待ち注文の番号取得、ラベル印刷、配送会社からの追跡通知。',
  ),
  // `/plugin/waybill` opens its first page, the accounts, as it always has.
  page: resource({
    seg: 'waybill',
    name: 'WaybillAuth',
    api: auth,
    title: T('电子面单授权', 'E-waybill accounts', 'Cuentas de guía electrónica', '電子送り状アカウント'),
    noun: T('面单授权', 'e-waybill account', 'cuenta de guía electrónica', '電子送り状アカウント'),
    pluginKey: 'waybill',
    more: [
      resource({
        seg: 'record',
        name: 'WaybillRecord',
        api: record,
        title: T('面单记录', 'Waybills', 'Guías', '送り状履歴'),
        noun: T('面单', 'waybill', 'guía', '送り状'),
        actions: ['info'],
        more: [
          action(
            'ship/:id',
            'WaybillRecordShip',
            T('面单发货', 'Ship with waybill', 'Enviar con la guía', '送り状で発送'),
            [`${record}Ship`],
            { label: T('发货', 'Ship', 'Enviar', '発送') },
          ),
          action(
            'void/:id',
            'WaybillRecordVoid',
            T('作废面单', 'Void waybill', 'Anular guía', '送り状を無効化'),
            [`${record}Void`],
            { label: T('作废', 'Void', 'Anular', '無効化') },
          ),
          custom(
            'label/:id',
            'WaybillLabel',
            T('打印面单', 'Print label', 'Imprimir etiqueta', 'ラベル印刷'),
            'waybillLabel',
            [waybillLabel.path, `${record}Info`],
            { hidden: true, label: T('打印', 'Print', 'Imprimir', '印刷') },
          ),
        ],
      }),
      custom(
        'apply',
        'WaybillApply',
        T('取号打单', 'Draw waybills', 'Pedir guías', '番号取得'),
        'waybillApply',
        [waybillApply.path, waybillOrderOptions.path, `${auth}Options`, waybillLabel.path],
      ),
    ],
  }),
  settings: [
    ...serviceSettings(),
    {
      name: 'customer',
      type: 'text',
      title: T('授权 customer', 'Customer ID', 'ID de cliente', 'カスタマー ID'),
      hint: T(
        '快递100 开放平台分配给本店的企业编号（customer），请求与推送都用它签名',
        'The company ID (customer) the Kuaidi100 open platform gave the store; requests and pushes are signed with it',
        'El ID de empresa (customer) que la plataforma Kuaidi100 dio a la tienda; firma peticiones y avisos',
        'Kuaidi100 オープンプラットフォームが発行した企業 ID（customer）。リクエストと通知の署名に使います',
      ),
      max: 64,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    {
      name: 'key',
      type: 'secret',
      title: T('授权 key', 'API key', 'Clave API', 'API キー'),
      hint: T(
        '开放平台的授权 key：签名 sign = MD5(请求体 + key + customer) 大写',
        "The platform's API key: sign = MD5(body + key + customer), upper case",
        'La clave de la plataforma: sign = MD5(cuerpo + key + customer), en mayúsculas',
        'プラットフォームの API キー。sign = MD5(本文 + key + customer) の大文字',
      ),
      max: 100,
    },
    {
      name: 'sender_name',
      type: 'text',
      title: T('寄件人', 'Sender', 'Remitente', '差出人'),
      hint: T(
        '面单上的寄件人；留空时用店铺联系人',
        "The sender on labels; blank uses the store's contact",
        'El remitente en las etiquetas; en blanco, el contacto de la tienda',
        'ラベルの差出人。空欄なら店舗の連絡先',
      ),
      max: 30,
    },
    {
      name: 'sender_phone',
      type: 'phone',
      title: T('寄件电话', 'Sender phone', 'Teléfono del remitente', '差出人電話'),
      hint: T(
        '留空时用店铺电话',
        "Blank uses the store's phone",
        'En blanco, el de la tienda',
        '空欄なら店舗の電話',
      ),
    },
    {
      name: 'sender_address',
      type: 'text',
      title: T('发货地址', 'Ship-from address', 'Dirección de envío', '発送元住所'),
      hint: T(
        '留空时用店铺地址',
        "Blank uses the store's address",
        'En blanco, la de la tienda',
        '空欄なら店舗の住所',
      ),
      max: 200,
    },
    {
      name: 'default_weight',
      type: 'number',
      title: T('默认重量', 'Default weight', 'Peso por defecto', '既定の重量'),
      hint: T(
        '取号时未填重量则按此计',
        'Used when a waybill is drawn without a weight',
        'Se usa si se pide una guía sin peso',
        '重量なしで番号を取得したときに使います',
      ),
      min: 0.01,
      max: 100,
      decimals: 2,
      default: 1,
      unit: T('千克', 'kg', 'kg', 'kg'),
    },
  ],
});
