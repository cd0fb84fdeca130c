import { T } from '@yanye/addon-kit/server';

/** The e-waybill add-on's titles, said once for its lists, forms and labels. */
export const WAYBILL_TITLES = {
  company: T('快递公司', 'Courier', 'Mensajería', '配送会社'),
  cpCode: T('快递编码', 'Courier code', 'Código de mensajería', '配送会社コード'),
  partnerId: T('客户编码', 'Customer code', 'Código de cliente', '顧客コード'),
  partnerIdTip: T(
    '快递公司分配的电子面单客户编码（partnerId）',
    'The e-waybill customer code the courier gave (partnerId)',
    'El código de cliente de guías que dio la mensajería (partnerId)',
    '配送会社が発行した電子送り状の顧客コード（partnerId）',
  ),
  partnerKey: T('客户密钥', 'Key', 'Clave', 'キー'),
  partnerKeyTip: T(
    '快递公司分配的密钥（partnerKey），加密保存；编辑时保持掩码不变即不修改',
    'The key the courier gave (partnerKey), kept sealed; leave the dots as they are to keep it',
    'La clave que dio la mensajería (partnerKey), guardada cifrada; deje los puntos para conservarla',
    '配送会社が発行したキー（partnerKey）。暗号化して保存。伏せ字のままなら変更しません',
  ),
  branchCode: T('网点编码', 'Branch code', 'Código de sucursal', '営業所コード'),
  branchTip: T(
    '加盟制快递（中通、圆通、韵达、申通）必填：开通面单的网点',
    'Required by franchise couriers (ZTO, YTO, Yunda, STO): the branch that opened the account',
    'Obligatorio para mensajerías franquiciadas (ZTO, YTO, Yunda, STO): la sucursal de la cuenta',
    'フランチャイズ系（中通・圓通・韻達・申通）は必須：アカウントを開設した営業所',
  ),
  monthlyAccount: T('月结账号', 'Monthly account', 'Cuenta mensual', '月締めアカウント'),
  monthlyTip: T(
    '直营快递（顺丰、京东、EMS、德邦）必填：月结卡号',
    'Required by direct couriers (SF, JD, EMS, Deppon): the monthly-settlement account',
    'Obligatorio para mensajerías directas (SF, JD, EMS, Deppon): la cuenta de pago mensual',
    '直営系（順豊・京東・EMS・徳邦）は必須：月締めアカウント番号',
  ),
  orderSn: T('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  waybillNo: T('运单号', 'Waybill no.', 'N.º de guía', '送り状番号'),
  account: T('面单账号', 'Account', 'Cuenta', 'アカウント'),
  bulkpen: T('大头笔', 'Destination mark', 'Marca de destino', '大頭筆'),
  sortingCode: T('三段码', 'Sorting code', 'Código de clasificación', '仕分けコード'),
  packageCenter: T('集包地', 'Hub', 'Centro de consolidación', '集約拠点'),
  sender: T('寄件人', 'Sender', 'Remitente', '差出人'),
  senderPhone: T('寄件电话', 'Sender phone', 'Teléfono del remitente', '差出人電話'),
  senderAddress: T('寄件地址', 'Sender address', 'Dirección del remitente', '差出人住所'),
  receiver: T('收件人', 'Receiver', 'Destinatario', '受取人'),
  receiverPhone: T('收件电话', 'Receiver phone', 'Teléfono del destinatario', '受取人電話'),
  receiverAddress: T('收件地址', 'Receiver address', 'Dirección del destinatario', '届け先住所'),
  cargo: T('物品', 'Goods', 'Mercancía', '品名'),
  weight: T('重量（千克）', 'Weight (kg)', 'Peso (kg)', '重量（kg）'),
  requestNo: T('请求单号', 'Request no.', 'N.º de solicitud', 'リクエスト番号'),
  lastTrack: T('最新轨迹', 'Latest checkpoint', 'Último punto', '最新の追跡'),
  lastTrackAt: T('轨迹时间', 'Checkpoint time', 'Hora del punto', '追跡日時'),
  printCount: T('打印次数', 'Printed', 'Impresiones', '印刷回数'),
  issuedAt: T('取号时间', 'Drawn at', 'Pedida el', '取得日時'),
  voidReason: T('作废原因', 'Reason', 'Motivo', '無効化の理由'),
};

export const STATE_TITLES = {
  issued: T('已取号', 'Drawn', 'Pedida', '取得済み'),
  shipped: T('已发货', 'Shipped', 'Enviada', '発送済み'),
  collected: T('已揽收', 'Collected', 'Recogida', '集荷済み'),
  transit: T('运输中', 'In transit', 'En tránsito', '輸送中'),
  delivering: T('派送中', 'Out for delivery', 'En reparto', '配達中'),
  signed: T('已签收', 'Delivered', 'Entregada', '配達完了'),
  problem: T('疑难件', 'Problem', 'Incidencia', '問題あり'),
  returned: T('已退回', 'Returned', 'Devuelta', '返送'),
  voided: T('已作废', 'Voided', 'Anulada', '無効'),
} as const;

/** What the e-waybill add-on refuses or answers, in the user's language. */
export const WAYBILL_MESSAGES = {
  unknownCourier: T(
    '“{company}”暂不支持电子面单（支持顺丰、中通、圆通、韵达、申通、京东、EMS、德邦）',
    '"{company}" has no e-waybills here (SF, ZTO, YTO, Yunda, STO, JD, EMS and Deppon do)',
    '«{company}» no tiene guías electrónicas aquí (sí SF, ZTO, YTO, Yunda, STO, JD, EMS y Deppon)',
    '「{company}」は電子送り状に未対応です（順豊・中通・圓通・韻達・申通・京東・EMS・徳邦に対応）',
  ),
  needsMonthly: T(
    '{company}是直营快递，须填写月结账号',
    '{company} is a direct courier: its monthly account is required',
    '{company} es una mensajería directa: se requiere la cuenta mensual',
    '{company}は直営系のため、月締めアカウントが必要です',
  ),
  needsBranch: T(
    '{company}是加盟制快递，须填写网点编码',
    '{company} is a franchise courier: its branch code is required',
    '{company} es franquiciada: se requiere el código de sucursal',
    '{company}はフランチャイズ系のため、営業所コードが必要です',
  ),
  keyRequired: T('请填写客户密钥', 'The key is required', 'Falta la clave', 'キーを入力してください'),
  accountUsed: T(
    '面单账号“{name}”已取过面单，不能删除，可改为停用',
    'The account "{name}" has drawn waybills and cannot be deleted; stop it instead',
    'La cuenta «{name}» ya pidió guías y no se puede eliminar; deténgala',
    'アカウント「{name}」は番号取得済みのため削除できません。停止してください',
  ),
  noCustomer: T(
    '请先在插件设置中填写电子面单的授权 customer',
    'Set the Customer ID in the add-on settings first',
    'Indique primero el ID de cliente en los ajustes del complemento',
    '先にプラグイン設定でカスタマー ID を入力してください',
  ),
  orderNotToShip: T(
    '订单 {sn} 不是待发货的快递订单，不能取号',
    'Order {sn} is not a delivery order waiting to ship: no waybill can be drawn',
    'El pedido {sn} no es un envío pendiente: no se puede pedir guía',
    '注文 {sn} は発送待ちの配送注文ではないため、番号を取得できません',
  ),
  orderHasWaybill: T(
    '订单 {sn} 已取号：{company} {no}，如需重取请先作废',
    'Order {sn} has a waybill already: {company} {no}; void it to draw another',
    'El pedido {sn} ya tiene guía: {company} {no}; anúlela para pedir otra',
    '注文 {sn} は取得済みです：{company} {no}。取り直すには先に無効化してください',
  ),
  accountStopped: T(
    '面单账号“{name}”已停用',
    'The account "{name}" is stopped',
    'La cuenta «{name}» está detenida',
    'アカウント「{name}」は停止中です',
  ),
  noKey: T(
    '面单账号“{name}”还没有填写客户密钥，请先编辑账号填写',
    'The account "{name}" has no key yet: edit the account and type it in',
    'La cuenta «{name}» aún no tiene clave: edítela y escríbala',
    'アカウント「{name}」にキーが未入力です。アカウントを編集して入力してください',
  ),
  noAccount: T('面单账号不存在', 'No such account', 'La cuenta no existe', 'アカウントがありません'),
  noOrder: T('订单不存在', 'No such order', 'El pedido no existe', '注文がありません'),
  noReceiver: T(
    '订单 {sn} 缺少收件人、电话或地址，不能取号',
    'Order {sn} lacks the receiver, phone or address: no waybill can be drawn',
    'Al pedido {sn} le falta destinatario, teléfono o dirección',
    '注文 {sn} は受取人・電話・住所のいずれかが不足しています',
  ),
  noSender: T(
    '请先在插件设置或店铺信息中填写寄件人、电话和地址',
    "Set the sender, phone and address in the add-on settings or the store's info first",
    'Indique remitente, teléfono y dirección en los ajustes o en la tienda',
    '先にプラグイン設定か店舗情報で差出人・電話・住所を入力してください',
  ),
  badNumber: T(
    '快递公司返回的运单号 {no} 不是{company}的单号格式',
    'The courier answered {no}, which is no {company} waybill number',
    'La mensajería respondió {no}, que no es una guía de {company}',
    '配送会社の応答 {no} は{company}の番号形式ではありません',
  ),
  issued: T(
    '已取号：{company} {no}',
    'Waybill drawn: {company} {no}',
    'Guía pedida: {company} {no}',
    '番号を取得しました：{company} {no}',
  ),
  otherNumber: T(
    '订单 {sn} 刚刚已取号：{company} {no}',
    'Order {sn} was given a waybill just now: {company} {no}',
    'El pedido {sn} acaba de recibir guía: {company} {no}',
    '注文 {sn} はたった今取得されました：{company} {no}',
  ),
};

/** What the operator log says of a waybill drawn for an order and of its label printed. */
export const WAYBILL_LOG = {
  issued: T(
    '为订单「{sn}」取了面单：{company} {no}',
    'Drew a waybill for the order “{sn}”: {company} {no}',
    'Pidió una guía para el pedido «{sn}»: {company} {no}',
    '注文「{sn}」の送り状番号を取得しました：{company} {no}',
  ),
  printed: T(
    '打印了面单「{no}」',
    'Printed the waybill label “{no}”',
    'Imprimió la etiqueta de la guía «{no}»',
    '送り状「{no}」を印刷しました',
  ),
};
