import { action, addonApi, addonGroup, defineAddon, resource, T } from '@yanye/addon-kit';

const api = addonApi('cloudbuy');
const goods = `${api}CloudbuyGoods`;
const cart = `${api}CloudbuyCart`;
const order = `${api}CloudbuyOrder`;

/**
 * Cloud buying: the store orders from the supply offers of the platform's other stores. Its goods list
 * (with a refresh of the offers and "add to cart"), its cart (change, remove, check out one supplier's lines as an
 * order) and its orders, each with the steps of its flow as permissions of their own: the store's own (cancel,
 * receive) and, until the supplying store has a console of its own for them, the supplier's (confirm, ship).
 */
export const cloudbuy = defineAddon({
  key: 'cloudbuy',
  cate: 'marketing',
  icon: 'cloud',
  version: '1.0.0',
  description: T(
    '云购：向平台供应商订货，下单后自动生成进货单。',
    "Cloud buying: order goods from the platform's suppliers; each order becomes a purchase document.",
    'Compra en la nube: pida a los proveedores de la plataforma; cada pedido crea un documento de compra.',
    'クラウド購入：プラットフォームの仕入先に発注し、注文ごとに仕入伝票を作成。',
  ),
  page: addonGroup(
    'cloudbuy',
    'PluginCloudbuy',
    T('云购', 'Cloud buying', 'Compra en la nube', 'クラウド購入'),
    [
      resource({
        seg: 'goods',
        name: 'CloudbuyGoods',
        api: goods,
        title: T('云购商品', 'Cloud-buy goods', 'Productos de compra en la nube', 'クラウド購入商品'),
        noun: T('云购商品', 'cloud-buy item', 'producto de compra en la nube', 'クラウド購入商品'),
        actions: [],
        listApi: [`${goods}Sync`],
        more: [
          action(
            'cart/:id',
            'CloudbuyGoodsAddCart',
            T('加入购物车', 'Add to the cart', 'Añadir al carrito', 'カートに追加'),
            [`${goods}AddCart`],
            { label: T('加入购物车', 'Add to cart', 'Al carrito', 'カートへ') },
          ),
        ],
      }),
      resource({
        seg: 'cart',
        name: 'CloudbuyCart',
        api: cart,
        title: T('购物车', 'Cart', 'Carrito', 'カート'),
        noun: T('购物车商品', 'cart line', 'línea del carrito', 'カート商品'),
        actions: ['edit', 'del'],
        more: [
          action(
            'checkout/:id',
            'CloudbuyCartCheckout',
            T(
              '向该供货门店下单',
              "Order this supplier's lines",
              'Pedir las líneas de este proveedor',
              'この仕入先の商品を注文',
            ),
            [`${cart}Checkout`],
            { label: T('下单', 'Order', 'Pedir', '注文') },
          ),
        ],
      }),
      resource({
        seg: 'order',
        name: 'CloudbuyOrder',
        api: order,
        title: T('云购订单', 'Cloud-buy orders', 'Pedidos de compra en la nube', 'クラウド購入注文'),
        noun: T('云购订单', 'cloud-buy order', 'pedido de compra en la nube', 'クラウド購入注文'),
        actions: ['info'],
        more: [
          action(
            'confirm/:id',
            'CloudbuyOrderConfirm',
            T(
              '确认订单（代供货门店）',
              'Confirm the order (for the supplier)',
              'Confirmar el pedido (por el proveedor)',
              '注文を確認（仕入先の代行）',
            ),
            [`${order}Confirm`],
            { label: T('确认', 'Confirm', 'Confirmar', '確認') },
          ),
          action(
            'ship/:id',
            'CloudbuyOrderShip',
            T(
              '发货（代供货门店）',
              'Ship the order (for the supplier)',
              'Enviar el pedido (por el proveedor)',
              '出荷（仕入先の代行）',
            ),
            [`${order}Ship`],
            { label: T('发货', 'Ship', 'Enviar', '出荷') },
          ),
          action(
            'receive/:id',
            'CloudbuyOrderReceive',
            T('确认收货', 'Mark as received', 'Marcar como recibido', '受領を確認'),
            [`${order}Receive`],
            { label: T('收货', 'Received', 'Recibido', '受領') },
          ),
          action(
            'cancel/:id',
            'CloudbuyOrderCancel',
            T('取消云购订单', 'Cancel the order', 'Cancelar el pedido', '注文をキャンセル'),
            [`${order}Cancel`],
            { label: T('取消', 'Cancel', 'Cancelar', 'キャンセル') },
          ),
        ],
      }),
    ],
  ),
  settings: [
    {
      name: 'purchase_on',
      type: 'select',
      title: T('生成进货单', 'Make the purchase document', 'Crear el documento de compra', '発注書の作成'),
      hint: T(
        '下单时生成，仓库即可看到在途货物；或等供货门店确认后再生成，未确认的订单不进入进销存',
        'On placing the order, so the warehouse sees what is coming at once; or once the supplier confirms, so unconfirmed orders stay out of the inventory',
        'Al hacer el pedido, para que el almacén vea lo que llega; o cuando el proveedor lo confirme, para que los pedidos sin confirmar no entren en el inventario',
        '注文時に作成して倉庫が入荷予定をすぐ把握するか、仕入先の確認後に作成して未確認の注文を在庫管理に入れないかを選びます',
      ),
      default: 'submit',
      options: [
        { value: 'submit', label: T('下单时', 'When ordering', 'Al pedir', '注文時') },
        {
          value: 'confirm',
          label: T(
            '供货门店确认时',
            'When the supplier confirms',
            'Cuando el proveedor confirma',
            '仕入先の確認時',
          ),
        },
      ],
    },
    {
      name: 'warehouse_code',
      type: 'text',
      max: 40,
      title: T(
        '默认入库仓库编码',
        'Default warehouse code',
        'Código del almacén predeterminado',
        '既定の入庫倉庫コード',
      ),
      hint: T(
        '进货单收货的仓库，填仓库编码（如 WH01）；留空则用第一个启用的仓库',
        'The warehouse purchase documents receive into, by its code (WH01); blank means the first enabled warehouse',
        'El almacén que recibe los documentos de compra, por su código (WH01); vacío es el primer almacén habilitado',
        '発注書の入庫倉庫をコード（WH01 など）で指定します。空欄なら最初の有効な倉庫',
      ),
    },
    {
      name: 'contact_name',
      type: 'text',
      max: 30,
      title: T('收货人', 'Consignee', 'Destinatario', '受取人'),
      hint: T(
        '留空则用店铺联系人',
        "Blank means the store's contact",
        'Vacío es el contacto de la tienda',
        '空欄なら店舗の連絡先担当者',
      ),
    },
    {
      name: 'contact_phone',
      type: 'phone',
      title: T('收货电话', 'Phone', 'Teléfono', '電話番号'),
      hint: T(
        '留空则用店铺电话',
        "Blank means the store's phone",
        'Vacío es el teléfono de la tienda',
        '空欄なら店舗の電話番号',
      ),
    },
    {
      name: 'address',
      type: 'textarea',
      max: 200,
      title: T('收货地址', 'Delivery address', 'Dirección de entrega', '届け先住所'),
      hint: T(
        '供货门店发货的地址；留空则用店铺地址',
        "Where suppliers deliver; blank means the store's address",
        'Dónde entregan los proveedores; vacío es la dirección de la tienda',
        '仕入先の配送先。空欄なら店舗の住所',
      ),
    },
  ],
});
