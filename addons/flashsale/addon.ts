import { action, addonApi, defineAddon, entityList, form, group, list, T } from '@yanye/addon-kit';

const api = addonApi('flashsale');
/** Sessions (time slots), their goods across sessions, and the orders taken in them. */
const sessions = `${api}Flashsale`;
const items = `${api}FlashsaleItem`;
const orders = `${api}FlashsaleOrder`;

const sessionNoun = T('秒杀场次', 'flash-sale session', 'sesión relámpago', 'セール枠');
const orderNoun = T('秒杀订单', 'flash-sale order', 'pedido relámpago', 'セール注文');

const LABEL = {
  add: T('添加', 'Add', 'Añadir', '追加'),
  edit: T('编辑', 'Edit', 'Editar', '編集'),
  del: T('删除', 'Delete', 'Eliminar', '削除'),
  publish: T('发布', 'Publish', 'Publicar', '公開'),
  stop: T('结束', 'End', 'Finalizar', '終了'),
  buy: T('代会员下单', 'Buy for a member', 'Comprar por un socio', '会員の代理で注文'),
  info: T('详情', 'Details', 'Detalle', '詳細'),
  ship: T('发货', 'Ship', 'Enviar', '発送'),
  cancel: T('取消', 'Cancel', 'Cancelar', 'キャンセル'),
};

export const flashsale = defineAddon({
  key: 'flashsale',
  cate: 'marketing',
  icon: 'thunderbolt',
  version: '1.0.0',
  description: T(
    '限时秒杀：按场次设置秒杀价与秒杀库存，限购，绝不超卖。',
    'Flash sales: sessions with a flash price and flash stock per item, a per-member limit, never oversold.',
    'Ofertas relámpago: sesiones con precio y existencias propias, límite por socio, sin sobreventa.',
    'タイムセール：時間帯ごとのセール価格と在庫、購入制限つき。売り越しなし。',
  ),
  page: group(
    'flashsale',
    'PluginFlashsale',
    T('限时秒杀', 'Flash sales', 'Ofertas relámpago', 'タイムセール'),
    [
      // The sessions, with what the store's app shows members (FlashsaleShowcase) beside them.
      list('manage', 'FlashsaleManage', T('秒杀场次', 'Sessions', 'Sesiones', 'セール枠'), [
        `${sessions}Manage`,
        `${sessions}Showcase`,
      ]),
      form(
        'add',
        'FlashsaleAdd',
        T('添加秒杀场次', 'Add a flash-sale session', 'Añadir una sesión relámpago', 'セール枠を追加'),
        [`${sessions}Info`, `${sessions}Save`],
        { label: LABEL.add, listPage: 'FlashsaleManage' },
      ),
      form(
        'edit/:id',
        'FlashsaleEdit',
        T('编辑秒杀场次', 'Edit a flash-sale session', 'Editar una sesión relámpago', 'セール枠を編集'),
        [`${sessions}Info`, `${sessions}Save`],
        { label: LABEL.edit, listPage: 'FlashsaleManage' },
      ),
      action(
        'del/:id',
        'FlashsaleDel',
        T('删除秒杀场次', 'Delete a flash-sale session', 'Eliminar una sesión relámpago', 'セール枠を削除'),
        [`${sessions}Del`],
        { label: LABEL.del },
      ),
      action(
        'publish/:id',
        'FlashsalePublish',
        T('发布秒杀场次', 'Publish a flash-sale session', 'Publicar una sesión relámpago', 'セール枠を公開'),
        [`${sessions}Publish`],
        { label: LABEL.publish },
      ),
      action(
        'stop/:id',
        'FlashsaleStop',
        T('结束秒杀场次', 'End a flash-sale session', 'Finalizar una sesión relámpago', 'セール枠を終了'),
        [`${sessions}Stop`],
        { label: LABEL.stop },
      ),
      entityList({
        seg: 'goods',
        name: 'FlashsaleItem',
        api: items,
        title: T('秒杀商品', 'Flash-sale goods', 'Productos relámpago', 'セール商品'),
        noun: T('秒杀商品', 'flash-sale item', 'producto relámpago', 'セール商品'),
      }),
      {
        ...entityList({
          seg: 'order',
          name: 'FlashsaleOrder',
          api: orders,
          title: T('秒杀订单', 'Flash-sale orders', 'Pedidos relámpago', 'セール注文'),
          noun: orderNoun,
        }),
        // The order's pages hang under its list (/plugin/flashsale/order/add, info/:id, ship/:id, cancel/:id).
        children: [
          form('add', 'FlashsaleOrderAdd', LABEL.buy, [`${orders}Info`, `${orders}Save`], {
            label: LABEL.buy,
          }),
          form(
            'info/:id',
            'FlashsaleOrderInfo',
            T('秒杀订单详情', 'Flash-sale order details', 'Detalle del pedido relámpago', 'セール注文の詳細'),
            [`${orders}Info`],
            { label: LABEL.info },
          ),
          action(
            'ship/:id',
            'FlashsaleOrderShip',
            T('秒杀订单发货', 'Ship a flash-sale order', 'Enviar un pedido relámpago', 'セール注文を発送'),
            [`${orders}Ship`],
            { label: LABEL.ship },
          ),
          action(
            'cancel/:id',
            'FlashsaleOrderCancel',
            T(
              '取消秒杀订单',
              'Cancel a flash-sale order',
              'Cancelar un pedido relámpago',
              'セール注文をキャンセル',
            ),
            [`${orders}Cancel`],
            { label: LABEL.cancel },
          ),
        ],
      },
    ],
    { pluginKey: 'flashsale', entity: { name: 'Flashsale', api: sessions, noun: sessionNoun } },
  ),
  settings: [
    {
      name: 'default_limit',
      type: 'number',
      title: T(
        '默认每人限购',
        'Default limit per member',
        'Límite por socio predeterminado',
        '既定の購入制限',
      ),
      hint: T(
        '场次商品未填写限购数量时，每位会员最多可买的件数',
        'How many a member may buy of an item whose session does not say',
        'Cuántas unidades puede comprar un socio si la sesión no lo indica',
        'セール枠で指定がない商品を会員 1 人が買える数',
      ),
      min: 1,
      max: 99,
      default: 1,
      unit: T('件', 'pcs', 'uds.', '個'),
      required: true,
    },
    {
      name: 'show_upcoming',
      type: 'switch',
      title: T(
        '预告即将开始的场次',
        'Show upcoming sessions',
        'Mostrar sesiones próximas',
        '開始前の枠を予告',
      ),
      hint: T(
        '开启后，会员在 App 中可看到尚未开始的场次（不能购买）',
        'Members see sessions that have not started yet in the app (they cannot buy yet)',
        'Los socios ven en la app las sesiones que aún no empiezan (sin poder comprar)',
        '開始前の枠も会員のアプリに表示します（購入はできません）',
      ),
      default: true,
    },
    {
      name: 'upcoming_hours',
      type: 'number',
      title: T('预告时长', 'Announce ahead', 'Anunciar con antelación', '予告期間'),
      hint: T(
        '开始前多少小时起预告场次',
        'How many hours before its start a session is shown',
        'Cuántas horas antes del inicio se muestra una sesión',
        '開始の何時間前から予告するか',
      ),
      min: 1,
      max: 168,
      default: 24,
      unit: T('小时', 'hours', 'horas', '時間'),
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('秒杀规则', 'Rules', 'Reglas', 'セールのルール'),
      hint: T(
        '展示在 App 秒杀页底部',
        'Shown at the foot of the flash-sale page in the app',
        'Se muestra al pie de la página de ofertas de la app',
        'アプリのセールページ下部に表示',
      ),
      max: 1000,
      default:
        '秒杀商品数量有限，售完即止；每位会员限购数量以各场次为准。秒杀订单以会员余额支付，发货前可取消，款项原路退回余额。',
    },
  ],
  ledgerEvents: [
    {
      name: 'flashsale_pay',
      title: T('秒杀支付', 'Flash sale payment', 'Pago de oferta relámpago', 'タイムセールの支払い'),
    },
    {
      name: 'flashsale_refund',
      title: T('秒杀退款', 'Flash sale refund', 'Reembolso de oferta relámpago', 'タイムセールの返金'),
    },
  ],
});
