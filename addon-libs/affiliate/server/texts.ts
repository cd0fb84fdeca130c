import { optionsOf, T, type Texts, type UnionOrderState } from '@yanye/addon-kit/server';

/** The affiliate unions' titles, said once for the three: list columns, form fields and options. */
export const AFFILIATE_TITLES = {
  title: T('标题', 'Title', 'Título', 'タイトル'),
  navTitle: T('导航名称', 'Name', 'Nombre', 'ナビ名'),
  icon: T('图标', 'Icon', 'Icono', 'アイコン'),
  link: T('跳转链接', 'Link', 'Enlace', 'リンク'),
  position: T('广告位置', 'Slot', 'Espacio', '広告枠'),
  account: T('联盟账号 ID', 'Union account ID', 'ID de cuenta en la unión', '提携先アカウント ID'),
  nick: T('联盟昵称', 'Union nickname', 'Apodo en la unión', '提携先ニックネーム'),
  pid: T('推广位 PID', 'PID', 'PID', 'PID'),
  linkedAt: T('绑定时间', 'Linked at', 'Vinculado el', '連携日時'),
  orderNo: T('联盟订单号', 'Union order no.', 'N.º de pedido de la unión', '提携先注文番号'),
  parentNo: T('父订单号', 'Parent order no.', 'N.º de pedido padre', '親注文番号'),
  goods: T('商品', 'Goods', 'Producto', '商品'),
  goodsImage: T('商品图', 'Picture', 'Imagen', '商品画像'),
  quantity: T('数量', 'Qty', 'Cant.', '数量'),
  paid: T('付款金额', 'Paid', 'Pagado', '支払額'),
  rate: T('佣金比例 %', 'Rate %', 'Tasa %', '報酬率 %'),
  estimated: T('预估佣金', 'Estimated commission', 'Comisión estimada', '見込み報酬'),
  settled: T('结算佣金', 'Settled commission', 'Comisión liquidada', '確定報酬'),
  state: T('订单状态', 'State', 'Estado', '状態'),
  orderedAt: T('下单时间', 'Ordered at', 'Pedido el', '注文日時'),
  paidAt: T('付款时间', 'Paid at', 'Pagado el', '支払日時'),
  settledAt: T('结算时间', 'Settled at', 'Liquidado el', '確定日時'),
  modifiedAt: T('联盟更新时间', 'Changed at union', 'Cambiado en la unión', '提携先更新日時'),
  source: T('来源', 'Source', 'Origen', '取得元'),
  syncedAt: T('同步时间', 'Synced at', 'Sincronizado el', '同期日時'),
} as const;

export const SHOWN = [
  { value: 1, label: T('显示', 'Shown', 'Visible', '表示') },
  { value: 0, label: T('隐藏', 'Hidden', 'Oculto', '非表示') },
];

export const LINKED = [
  { value: 1, label: T('已绑定', 'Linked', 'Vinculado', '連携中') },
  { value: 0, label: T('已解绑', 'Unlinked', 'Desvinculado', '連携解除') },
];

/** The union channel's advert slots in the store's app, each with the size its picture is drawn at. */
export const UNION_SLOTS = [
  {
    value: 'union_banner',
    label: T(
      '频道轮播（750×300）',
      'Channel banner (750×300)',
      'Carrusel del canal (750×300)',
      'チャネルバナー（750×300）',
    ),
  },
  {
    value: 'union_popup',
    label: T(
      '频道弹窗（600×800）',
      'Channel pop-up (600×800)',
      'Ventana del canal (600×800)',
      'チャネルポップアップ（600×800）',
    ),
  },
  {
    value: 'union_feed',
    label: T(
      '商品流插卡（710×220）',
      'Goods feed card (710×220)',
      'Tarjeta del listado (710×220)',
      '商品フィードカード（710×220）',
    ),
  },
];

export const ORDER_STATE_TITLES: Readonly<Record<UnionOrderState, Texts>> = {
  pending: T('待付款', 'Awaiting payment', 'Pendiente de pago', '支払待ち'),
  paid: T('已付款', 'Paid', 'Pagado', '支払済み'),
  received: T('已收货', 'Received', 'Recibido', '受取済み'),
  settled: T('已结算', 'Settled', 'Liquidado', '確定済み'),
  invalid: T('已失效', 'Invalid', 'Anulado', '無効'),
};

export const ORDER_STATE_OPTIONS = optionsOf(ORDER_STATE_TITLES);

export const SOURCES = optionsOf({
  sync: T('同步', 'Sync', 'Sincronización', '同期'),
  push: T('联盟推送', 'Union push', 'Aviso de la unión', '提携先プッシュ'),
});

/** What the operator log says of a union's authorization and its order syncs, the union named by its title. */
export const AFFILIATE_LOG = {
  tokenSaved: T(
    '保存了「{union}」的授权',
    'Saved the authorization of “{union}”',
    'Guardó la autorización de «{union}»',
    '「{union}」の認可を保存しました',
  ),
  tokenRefreshed: T(
    '刷新了「{union}」的访问令牌，有效期至 {date}',
    'Refreshed the access token of “{union}”, valid until {date}',
    'Renovó el token de acceso de «{union}», válido hasta el {date}',
    '「{union}」のアクセストークンを更新しました（有効期限 {date}）',
  ),
  synced: T(
    '同步了「{union}」的订单：拉取 {fetched} 条，新增 {created} 条，更新 {updated} 条',
    'Synced the orders of “{union}”: {fetched} fetched, {created} new, {updated} updated',
    'Sincronizó los pedidos de «{union}»: {fetched} recibidos, {created} nuevos, {updated} actualizados',
    '「{union}」の注文を同期しました：取得 {fetched} 件、新規 {created} 件、更新 {updated} 件',
  ),
  expiresAt: T('到期时间', 'Expires at', 'Caduca el', '有効期限'),
};

/** What the unions' calls tell the user, in their language. */
export const AFFILIATE_MESSAGES = {
  linkUnsafe: T(
    '跳转链接须为 App 页面路径（以 /pages/ 开头）或 https:// 开头的完整地址',
    'The link must be an app page path (starting /pages/) or a full https:// address',
    'El enlace debe ser una ruta de la app (que empiece por /pages/) o una dirección https:// completa',
    'リンクはアプリのページパス（/pages/ で始まる）か https:// で始まる完全なアドレスにしてください',
  ),
  imageRequired: T('请上传图片', 'Upload a picture', 'Suba una imagen', '画像をアップロードしてください'),
  notConfigured: T(
    '请先在“授权令牌”页填写 App Key 和 App Secret',
    'Fill in the App Key and App Secret on the token page first',
    'Rellene primero la App Key y la App Secret en la página del token',
    '先に「認可トークン」ページで App Key と App Secret を入力してください',
  ),
  noToken: T(
    '尚未授权：请先在“授权令牌”页填写访问令牌和到期时间',
    'Not authorized: fill in the access token and its expiry on the token page first',
    'Sin autorizar: rellene primero el token de acceso y su caducidad en la página del token',
    '未認可です。先に「認可トークン」ページでアクセストークンと有効期限を入力してください',
  ),
  tokenExpired: T(
    '授权令牌已于 {date} 过期，请在“授权令牌”页刷新后再同步',
    'The token lapsed on {date}; refresh it on the token page, then sync',
    'El token caducó el {date}; renuévelo en la página del token y sincronice',
    'トークンは {date} に失効しました。「認可トークン」ページで更新してから同期してください',
  ),
  noRefreshToken: T(
    '没有刷新令牌：请先在“授权令牌”页填写刷新令牌',
    'No refresh token: fill one in on the token page first',
    'No hay token de renovación: rellene uno en la página del token',
    'リフレッシュトークンがありません。先に「認可トークン」ページで入力してください',
  ),
  expiryNeeded: T(
    '填写了访问令牌时必须填写到期时间',
    'An access token needs its expiry',
    'Un token de acceso necesita su caducidad',
    'アクセストークンには有効期限が必要です',
  ),
  expiryPast: T(
    '到期时间须晚于现在',
    'The expiry must be later than now',
    'La caducidad debe ser posterior a ahora',
    '有効期限は現在より後にしてください',
  ),
  expiryFar: T(
    '到期时间不能超过 {days} 天以后',
    'The expiry may be at most {days} days ahead',
    'La caducidad puede estar como mucho a {days} días',
    '有効期限は {days} 日後までです',
  ),
  tokenSaved: T('授权已保存', 'The authorization is saved', 'Autorización guardada', '認可を保存しました'),
  tokenRefreshed: T(
    '令牌已刷新，有效期至 {date}',
    'The token is refreshed; it lasts until {date}',
    'Token renovado; vale hasta el {date}',
    'トークンを更新しました。有効期限は {date} です',
  ),
  synced: T(
    '同步完成：拉取 {fetched} 条，新增 {created} 条，更新 {updated} 条',
    'Synced: {fetched} fetched, {created} new, {updated} updated',
    'Sincronizado: {fetched} recibidos, {created} nuevos, {updated} actualizados',
    '同期完了：取得 {fetched} 件、新規 {created} 件、更新 {updated} 件',
  ),
} as const;
