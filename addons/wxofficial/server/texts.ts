import { optionsOf, T } from '@yanye/addon-kit/server';

/** What the official account's calls tell the operator, in zh, en, es and ja. */
export const WXOFFICIAL_MESSAGES = {
  menuSaved: T(
    '菜单已保存为草稿，发布后粉丝才能看到',
    'The menu is saved as a draft; followers see it once it is published',
    'El menú se guardó como borrador; los seguidores lo verán al publicarlo',
    'メニューを下書き保存しました。公開するとフォロワーに表示されます',
  ),
  menuPublished: T(
    '菜单已发布到微信，粉丝将在 5 分钟内看到',
    'The menu is published to WeChat; followers see it within five minutes',
    'El menú se publicó en WeChat; los seguidores lo verán en cinco minutos',
    'メニューを WeChat に公開しました。5 分以内にフォロワーに表示されます',
  ),
  menuNothing: T(
    '还没有可发布的菜单，请先编辑并保存',
    'There is no menu to publish yet: edit and save one first',
    'Todavía no hay menú que publicar: edite y guarde uno primero',
    '公開できるメニューがありません。先に編集して保存してください',
  ),
  menuFetched: T(
    '已读取微信上的菜单（{count} 个一级菜单）作为草稿',
    "WeChat's menu ({count} top menus) is now the draft",
    'El menú de WeChat ({count} menús principales) es ahora el borrador',
    'WeChat のメニュー（メイン {count} 個）を下書きにしました',
  ),
  menuNothingOnWechat: T(
    '微信上还没有菜单，草稿保持不变',
    'WeChat has no menu yet; the draft is left as it was',
    'WeChat todavía no tiene menú; el borrador no cambia',
    'WeChat にはまだメニューがありません。下書きはそのままです',
  ),
  replyTextMissing: T(
    '文字回复需要填写内容',
    'A text reply needs its text',
    'Una respuesta de texto necesita su texto',
    'テキスト返信には本文が必要です',
  ),
  replyTooLong: T(
    '回复内容为 {bytes} 字节，超过微信允许的 {max} 字节',
    'The reply is {bytes} bytes, over the {max} WeChat allows',
    'La respuesta ocupa {bytes} bytes, más de los {max} que admite WeChat',
    '返信は {bytes} バイトで、WeChat の上限 {max} バイトを超えています',
  ),
  mediaMissing: T(
    '图片回复需要填写永久素材的 media_id（字母、数字、- 或 _）',
    'A picture reply needs the media_id of a permanent material (letters, digits, - or _)',
    'Una respuesta con imagen necesita el media_id de un material permanente (letras, dígitos, - o _)',
    '画像返信には永久素材の media_id（英数字、- または _）が必要です',
  ),
  keywordTaken: T(
    '关键词“{keyword}”已有{match}规则：编号 {id}“{held}”',
    'The keyword "{keyword}" is already held by the {match} rule No. {id}, "{held}"',
    'La palabra clave «{keyword}» ya la tiene la regla {match} n.º {id}, «{held}»',
    'キーワード「{keyword}」には既に{match}のルールがあります：番号 {id}「{held}」',
  ),
  keywordRepeated: T(
    '关键词“{keyword}”在表格中出现不止一次（{match}），一个关键词只能有一条规则',
    'The keyword "{keyword}" appears more than once in the sheet ({match}); a keyword has one rule',
    'La palabra clave «{keyword}» aparece más de una vez en la hoja ({match}); cada palabra clave tiene una regla',
    'キーワード「{keyword}」が表の中で重複しています（{match}）。キーワードごとにルールは 1 つです',
  ),
  templatesSynced: T(
    '已同步 {found} 个模板（新增 {added} 个，微信已删除 {removed} 个）',
    '{found} templates synced ({added} new, {removed} deleted on WeChat)',
    '{found} plantillas sincronizadas ({added} nuevas, {removed} eliminadas en WeChat)',
    '{found} 件のテンプレートを同期しました（新規 {added} 件、WeChat で削除 {removed} 件）',
  ),
  templateFromWechat: T(
    '模板在微信公众平台添加，点击“从微信同步”后出现在这里',
    'Templates are added on the WeChat platform and appear here after "Sync from WeChat"',
    'Las plantillas se añaden en la plataforma de WeChat y aparecen aquí tras «Sincronizar con WeChat»',
    'テンプレートは WeChat 公式プラットフォームで追加し、「WeChat から同期」で表示されます',
  ),
  templateRemoved: T(
    '该模板已在微信删除，不能发送',
    'This template was deleted on WeChat and cannot be sent',
    'Esta plantilla se eliminó en WeChat y no se puede enviar',
    'このテンプレートは WeChat で削除されたため送信できません',
  ),
  fanGone: T(
    '该粉丝已取消关注',
    'This follower has unfollowed the account',
    'Este seguidor ha dejado de seguir la cuenta',
    'このフォロワーはフォローを解除しています',
  ),
  fieldMissing: T(
    '请填写模板字段“{field}”',
    'Fill in the template field "{field}"',
    'Rellene el campo «{field}» de la plantilla',
    'テンプレートの項目「{field}」を入力してください',
  ),
  fieldUnknown: T(
    '模板没有字段“{field}”',
    'The template has no field "{field}"',
    'La plantilla no tiene el campo «{field}»',
    'テンプレートに項目「{field}」はありません',
  ),
  fieldTooLong: T(
    '模板字段“{field}”最多 {max} 个字符',
    'The template field "{field}" takes at most {max} characters',
    'El campo «{field}» admite como máximo {max} caracteres',
    'テンプレートの項目「{field}」は最大 {max} 文字です',
  ),
  urlInvalid: T(
    '跳转链接需以 http:// 或 https:// 开头',
    'The link must start with http:// or https://',
    'El enlace debe empezar por http:// o https://',
    'リンクは http:// か https:// で始めてください',
  ),
  templateSent: T(
    '测试消息已发送（msgid {msgid}）',
    'The test message was sent (msgid {msgid})',
    'El mensaje de prueba se envió (msgid {msgid})',
    'テストメッセージを送信しました（msgid {msgid}）',
  ),
  fansSynced: T(
    '已同步 {followers} 位粉丝、{tags} 个标签；{unsubscribed} 位已取消关注',
    '{followers} followers and {tags} tags synced; {unsubscribed} have unfollowed',
    '{followers} seguidores y {tags} etiquetas sincronizados; {unsubscribed} dejaron de seguir',
    'フォロワー {followers} 人とタグ {tags} 件を同期しました。{unsubscribed} 人がフォロー解除',
  ),
  tagUnknown: T(
    '标签 {tag} 不存在，请先同步粉丝与标签',
    'There is no tag {tag}: sync the followers and tags first',
    'No existe la etiqueta {tag}: sincronice primero seguidores y etiquetas',
    'タグ {tag} はありません。先にフォロワーとタグを同期してください',
  ),
  tagsSaved: T(
    '粉丝标签已更新',
    "The follower's tags are updated",
    'Las etiquetas del seguidor se actualizaron',
    'フォロワーのタグを更新しました',
  ),
};

/** What the operator log says of the account's menu, replies, templates and followers. */
export const WXOFFICIAL_LOG = {
  menuSaved: T(
    '保存了自定义菜单草稿：{names}',
    'Saved the custom menu draft: {names}',
    'Guardó el borrador del menú personalizado: {names}',
    'カスタムメニューの下書きを保存しました：{names}',
  ),
  menuPublished: T(
    '发布了自定义菜单（{count} 个一级菜单）',
    'Published the custom menu ({count} top-level buttons)',
    'Publicó el menú personalizado ({count} botones principales)',
    'カスタムメニューを公開しました（メインメニュー {count} 件）',
  ),
  menuFetched: T(
    '将微信上的菜单读取为草稿（{count} 个一级菜单）',
    'Read the menu on WeChat into the draft ({count} top-level buttons)',
    'Cargó el menú de WeChat como borrador ({count} botones principales)',
    'WeChat のメニューを下書きに読み込みました（メインメニュー {count} 件）',
  ),
  welcomeOn: T(
    '开启了关注回复（{type}）',
    'Turned on the welcome reply ({type})',
    'Activó la respuesta de bienvenida ({type})',
    'フォロー時の自動返信をオンにしました（{type}）',
  ),
  welcomeOff: T(
    '关闭了关注回复',
    'Turned off the welcome reply',
    'Desactivó la respuesta de bienvenida',
    'フォロー時の自動返信をオフにしました',
  ),
  templatesSynced: T(
    '同步了模板消息：{found} 个（新增 {added} 个，微信已删除 {removed} 个）',
    'Synced the message templates: {found} ({added} new, {removed} deleted on WeChat)',
    'Sincronizó las plantillas de mensajes: {found} ({added} nuevas, {removed} eliminadas en WeChat)',
    'テンプレートメッセージを同期しました：{found} 件（新規 {added} 件、WeChat で削除 {removed} 件）',
  ),
  templateSent: T(
    '向粉丝「{fan}」发送了测试模板消息「{title}」',
    'Sent the test template message “{title}” to the follower “{fan}”',
    'Envió el mensaje de plantilla de prueba «{title}» al seguidor «{fan}»',
    'フォロワー「{fan}」にテストテンプレートメッセージ「{title}」を送信しました',
  ),
  fansSynced: T(
    '同步了粉丝与标签：{followers} 位粉丝、{tags} 个标签，{unsubscribed} 位已取消关注',
    'Synced the followers and tags: {followers} followers, {tags} tags, {unsubscribed} unfollowed',
    'Sincronizó los seguidores y etiquetas: {followers} seguidores, {tags} etiquetas, {unsubscribed} dejaron de seguir',
    'フォロワーとタグを同期しました：フォロワー {followers} 人、タグ {tags} 件、フォロー解除 {unsubscribed} 人',
  ),
  tagsSaved: T(
    '修改了粉丝「{fan}」的标签',
    'Changed the tags of the follower “{fan}”',
    'Modificó las etiquetas del seguidor «{fan}»',
    'フォロワー「{fan}」のタグを変更しました',
  ),
};

/** Titles of the lists' columns and choices. */
export const WXOFFICIAL_TITLES = {
  keyword: T('关键词', 'Keyword', 'Palabra clave', 'キーワード'),
  match: T('匹配方式', 'Match', 'Coincidencia', '一致方法'),
  replyType: T('回复类型', 'Reply type', 'Tipo de respuesta', '返信の種類'),
  content: T('回复内容', 'Reply', 'Respuesta', '返信内容'),
  mediaId: T('图片素材 media_id', 'Picture media_id', 'media_id de la imagen', '画像素材の media_id'),
  priority: T('优先级', 'Priority', 'Prioridad', '優先度'),
  hits: T('命中次数', 'Hits', 'Aciertos', 'ヒット数'),
  lastHit: T('最近命中', 'Last hit', 'Último acierto', '最終ヒット'),
  enabled: T('启用', 'Enabled', 'Activada', '有効'),
  direction: T('方向', 'Direction', 'Dirección', '方向'),
  openid: T('粉丝 OpenID', 'Follower OpenID', 'OpenID del seguidor', 'フォロワー OpenID'),
  follower: T('粉丝备注', 'Follower', 'Seguidor', 'フォロワー'),
  msgType: T('消息类型', 'Type', 'Tipo', '種類'),
  event: T('事件', 'Event', 'Evento', 'イベント'),
  eventKey: T('事件 Key', 'Event key', 'Clave del evento', 'イベント Key'),
  said: T('消息内容', 'Message', 'Mensaje', 'メッセージ'),
  state: T('状态', 'State', 'Estado', '状態'),
  matched: T('命中规则', 'Matched', 'Regla', '一致したルール'),
  reply: T('回复', 'Reply', 'Respuesta', '返信'),
  sentAt: T('消息时间', 'Time', 'Hora', '日時'),
  templateId: T('模板 ID', 'Template ID', 'ID de plantilla', 'テンプレート ID'),
  title: T('模板标题', 'Title', 'Título', 'タイトル'),
  industry: T('所属行业', 'Industry', 'Sector', '業種'),
  body: T('模板内容', 'Content', 'Contenido', '内容'),
  example: T('示例', 'Example', 'Ejemplo', '例'),
  scene: T('用途', 'Used for', 'Uso', '用途'),
  synced: T('同步时间', 'Synced', 'Sincronizado', '同期日時'),
  unionid: T('UnionID', 'UnionID', 'UnionID', 'UnionID'),
  remark: T('备注名', 'Remark', 'Nota', '備考名'),
  subscribe: T('关注状态', 'Following', 'Sigue', 'フォロー状態'),
  subscribeTime: T('关注时间', 'Followed', 'Siguió', 'フォロー日時'),
  unsubscribeTime: T('取消关注时间', 'Unfollowed', 'Dejó de seguir', 'フォロー解除日時'),
  source: T('关注来源', 'Source', 'Origen', 'フォロー経路'),
  language: T('语言', 'Language', 'Idioma', '言語'),
  tags: T('标签', 'Tags', 'Etiquetas', 'タグ'),
};

export const MATCH_OPTIONS = optionsOf({
  exact: T('全匹配', 'Exact', 'Exacta', '完全一致'),
  partial: T('半匹配（包含）', 'Partial (contains)', 'Parcial (contiene)', '部分一致（含む）'),
});

export const REPLY_OPTIONS = optionsOf({
  text: T('文字', 'Text', 'Texto', 'テキスト'),
  image: T('图片', 'Picture', 'Imagen', '画像'),
});

export const DIRECTION_OPTIONS = optionsOf({
  in: T('粉丝发来', 'From a follower', 'De un seguidor', 'フォロワーから'),
  out: T('模板消息', 'Template message', 'Mensaje de plantilla', 'テンプレート'),
});

export const MSG_TYPE_OPTIONS = optionsOf({
  text: T('文字', 'Text', 'Texto', 'テキスト'),
  image: T('图片', 'Picture', 'Imagen', '画像'),
  voice: T('语音', 'Voice', 'Voz', '音声'),
  video: T('视频', 'Video', 'Vídeo', '動画'),
  shortvideo: T('小视频', 'Short video', 'Vídeo corto', 'ショート動画'),
  location: T('位置', 'Location', 'Ubicación', '位置'),
  link: T('链接', 'Link', 'Enlace', 'リンク'),
  event: T('事件', 'Event', 'Evento', 'イベント'),
  template: T('模板消息', 'Template', 'Plantilla', 'テンプレート'),
});

export const EVENT_OPTIONS = optionsOf({
  subscribe: T('关注', 'Follow', 'Seguir', 'フォロー'),
  unsubscribe: T('取消关注', 'Unfollow', 'Dejar de seguir', 'フォロー解除'),
  CLICK: T('点击菜单', 'Menu click', 'Clic en menú', 'メニュークリック'),
  VIEW: T('打开菜单网页', 'Menu link', 'Enlace del menú', 'メニューリンク'),
  SCAN: T('扫码', 'Scan', 'Escaneo', 'スキャン'),
  LOCATION: T('上报位置', 'Location report', 'Ubicación', '位置通知'),
});

export const STATE_OPTIONS = optionsOf({
  received: T('已接收', 'Received', 'Recibido', '受信'),
  replied: T('已自动回复', 'Replied', 'Respondido', '自動返信済み'),
  sent: T('已发送', 'Sent', 'Enviado', '送信済み'),
  delivered: T('已送达', 'Delivered', 'Entregado', '配信済み'),
  failed: T('发送失败', 'Failed', 'Fallido', '失敗'),
});

export const TEMPLATE_STATUS = optionsOf({
  active: T('可用', 'Active', 'Activa', '利用可'),
  removed: T('微信已删除', 'Deleted on WeChat', 'Eliminada en WeChat', 'WeChat で削除済み'),
});

export const SCENE_OPTIONS = optionsOf({
  order_paid: T('订单支付', 'Order paid', 'Pedido pagado', '注文支払い'),
  order_shipped: T('订单发货', 'Order shipped', 'Pedido enviado', '注文発送'),
  refund: T('退款', 'Refund', 'Reembolso', '返金'),
  other: T('其他', 'Other', 'Otro', 'その他'),
});

export const SUBSCRIBE_OPTIONS = [
  { value: 1, label: T('关注中', 'Following', 'Sigue', 'フォロー中') },
  { value: 0, label: T('已取消关注', 'Unfollowed', 'Dejó de seguir', 'フォロー解除') },
];

export const SOURCE_OPTIONS = optionsOf({
  ADD_SCENE_SEARCH: T('公众号搜索', 'Search', 'Búsqueda', '検索'),
  ADD_SCENE_QR_CODE: T('扫描二维码', 'QR code', 'Código QR', 'QR コード'),
  ADD_SCENE_PROFILE_CARD: T('名片分享', 'Shared card', 'Tarjeta compartida', '名刺共有'),
  ADD_SCENE_ACCOUNT_MIGRATION: T('公众号迁移', 'Account move', 'Migración', 'アカウント移行'),
  ADD_SCENE_PROFILE_LINK: T('图文页名称', 'Article name', 'Nombre en artículo', '記事の名前'),
  ADD_SCENE_PAID: T('支付后关注', 'After paying', 'Tras pagar', '支払い後'),
  ADD_SCENE_WECHAT_ADVERTISEMENT: T('微信广告', 'WeChat ad', 'Anuncio de WeChat', 'WeChat 広告'),
  ADD_SCENE_OTHERS: T('其他', 'Other', 'Otro', 'その他'),
});
