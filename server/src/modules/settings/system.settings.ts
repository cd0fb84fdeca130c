import { T } from '@yanye/i18n';
import { API, SystemSettings } from '@yanye/protocol';
import { input } from '../../engine/fields';
import { defineSettings } from './define';

/** /sys/platform/system: what a store sets once about its site, its service, its records and its orders. */
export const systemSettings = defineSettings({
  name: 'system',
  title: T('系统设置', 'System settings', 'Ajustes del sistema', 'システム設定'),
  schema: SystemSettings,
  info: API.settings.systemSetInfo,
  save: API.settings.systemSetSave,
  fields: [
    input('site_name', T('站点名称', 'Site name', 'Nombre del sitio', 'サイト名'), 'text', {
      tip: T(
        '显示在商城标题中；留空则显示店铺名称',
        "Shown in the storefront's title; empty shows the store's name",
        'Se muestra en el título de la tienda; vacío muestra el nombre de la tienda',
        'ストアのタイトルに表示。空欄なら店舗名を表示します',
      ),
    }),
    input('site_logo', T('站点 Logo', 'Site logo', 'Logotipo del sitio', 'サイトロゴ'), 'image', {
      tip: T(
        'https:// 开头的图片链接，或上传后得到的 /uploads/ 路径',
        'An https:// image link, or the /uploads/ path of an uploaded image',
        'Un enlace https:// a una imagen, o la ruta /uploads/ de una imagen subida',
        'https:// の画像リンク、またはアップロードした /uploads/ のパス',
      ),
    }),
    input('service_phone', T('客服电话', 'Service phone', 'Teléfono de atención', 'サポート電話'), 'phone', {
      tip: T(
        '手机号或带区号的座机，如 0371-12345678',
        'A mobile, or a landline with its area code such as 0371-12345678',
        'Un móvil, o un fijo con prefijo como 0371-12345678',
        '携帯番号、または市外局番付きの固定電話（例 0371-12345678）',
      ),
    }),
    input('service_hours', T('客服时间', 'Service hours', 'Horario de atención', 'サポート時間'), 'text', {
      tip: T(
        '如 周一至周六 08:30-17:30',
        'Like Mon to Sat 08:30-17:30',
        'Como lun. a sáb. 08:30-17:30',
        '例 月〜土 08:30-17:30',
      ),
    }),
    input('icp_no', T('ICP 备案号', 'ICP record number', 'Número de registro ICP', 'ICP 登録番号'), 'text', {
      tip: T(
        '如 京ICP备12345678号-1，显示在商城页脚',
        'Like 京ICP备12345678号-1; shown in the storefront footer',
        'Como 京ICP备12345678号-1; se muestra al pie de la tienda',
        '例 京ICP备12345678号-1（ストアのフッターに表示）',
      ),
    }),
    input('police_no', T('公安备案号', 'Security record', 'Registro policial', '公安登録番号'), 'text', {
      tip: T(
        '如 京公网安备 11010502030143号',
        'Like 京公网安备 11010502030143号',
        'Como 京公网安备 11010502030143号',
        '例 京公网安备 11010502030143号',
      ),
    }),
    input(
      'order_cancel_minutes',
      T('取消时限（分钟）', 'Unpaid timeout (min)', 'Plazo de pago (min)', '支払期限（分）'),
      'number',
      {
        required: true,
        tip: T(
          '下单后超过这么多分钟仍未付款，订单自动取消并退回库存；5 至 1440',
          'An order still unpaid this many minutes after it was placed is cancelled and its stock returned; 5 to 1440',
          'Un pedido sin pagar pasados estos minutos se cancela y devuelve su stock; de 5 a 1440',
          '注文後この分数を過ぎても未払いなら自動キャンセルし在庫を戻します（5〜1440）',
        ),
      },
    ),
    input(
      'auto_receive_days',
      T('自动收货（天）', 'Auto-receive (days)', 'Recepción auto. (días)', '自動受取（日）'),
      'number',
      {
        required: true,
        tip: T(
          '发货后超过这么多天买家仍未确认，订单自动确认收货；1 至 30',
          'A shipped order the buyer has not confirmed after this many days is received by itself; 1 to 30',
          'Un pedido enviado sin confirmar pasados estos días se da por recibido; de 1 a 30',
          '発送後この日数を過ぎても未確認なら自動で受取済みにします（1〜30）',
        ),
      },
    ),
    input(
      'aftersale_days',
      T('售后期限（天）', 'After-sale (days)', 'Posventa (días)', 'アフター期間（日）'),
      'number',
      {
        required: true,
        tip: T(
          '确认收货后可申请退款或退货的天数；0 至 30，0 表示收货后不再受理',
          'Days after receipt in which a refund or return may be asked for; 0 to 30, 0 for none',
          'Días tras la recepción para pedir un reembolso o devolución; de 0 a 30, 0 ninguno',
          '受取後に返金・返品を申請できる日数（0〜30、0 は受け付けない）',
        ),
      },
    ),
    input(
      'min_order_amount',
      T('起订金额（元）', 'Min. order (yuan)', 'Pedido mín. (yuan)', '最低注文額（元）'),
      'money',
      {
        tip: T(
          '每笔订单的最低金额，0 表示不限',
          'The smallest amount an order may have; 0 for any',
          'El importe mínimo de un pedido; 0 sin mínimo',
          '1 注文あたりの最低金額。0 は制限なし',
        ),
      },
    ),
    input(
      'invoice_open',
      T('支持开具发票', 'Invoices on request', 'Facturas a petición', '請求書の発行'),
      'switch',
      {
        tip: T(
          '开启后买家下单时可申请开具发票',
          'When on, buyers may ask for an invoice with their order',
          'Si está activo, los compradores pueden pedir factura con su pedido',
          'オンにすると購入者は注文時に請求書を申請できます',
        ),
      },
    ),
    input('freight_note', T('运费说明', 'Freight note', 'Nota de portes', '送料の説明'), 'textarea', {
      tip: T(
        '显示在每笔订单的运费旁，如：整车满 10 吨包邮，零担按重量计费',
        "Shown beside every order's freight, like: free delivery from 10 t a truck, part loads by weight",
        'Se muestra junto a los portes de cada pedido',
        '各注文の送料の横に表示します',
      ),
    }),
  ],
  defaults: {
    site_name: '',
    site_logo: '',
    service_phone: '',
    service_hours: '',
    icp_no: '',
    police_no: '',
    order_cancel_minutes: 30,
    auto_receive_days: 7,
    aftersale_days: 7,
    min_order_amount: 0,
    invoice_open: 0,
    freight_note: '',
  },
});
