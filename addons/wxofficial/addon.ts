import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  entityList,
  form,
  group,
  resource,
  serviceSettings,
  T,
} from '@yanye/addon-kit';

const wxApi = addonApi('wxofficial');
const template = `${wxApi}Template`;
const fans = `${wxApi}Fans`;

const templateNoun = T('消息模板', 'message template', 'plantilla de mensaje', 'メッセージテンプレート');
const fansNoun = T('粉丝', 'follower', 'seguidor', 'フォロワー');

/**
 * The WeChat official account: the custom menu (drafted here, published through the API), the
 * replies WeChat's pushes are answered with, the message records, the account's templates (synced, sent as a
 * test) and its followers with their tags (synced, tagged). The API is reached with an access token the AppID
 * and AppSecret obtain; WeChat's pushes are signed with the token of the setup.
 */
export const wxofficial = defineAddon({
  key: 'wxofficial',
  cate: 'channel',
  icon: 'wechat',
  version: '1.0.0',
  description: T(
    '微信公众号：自定义菜单、自动回复、模板消息与粉丝。',
    'WeChat Official Account: custom menu, automatic replies, template messages and followers.',
    'Cuenta oficial de WeChat: menú, respuestas automáticas, plantillas y seguidores.',
    'WeChat公式アカウント：メニュー、自動返信、テンプレートメッセージ、フォロワー。',
  ),
  page: addonGroup(
    'wxofficial',
    'PluginWxofficial',
    T('微信公众号', 'WeChat Official Account', 'Cuenta oficial de WeChat', 'WeChat公式アカウント'),
    [
      custom(
        'menu',
        'WxMenu',
        T('自定义菜单', 'Custom menu', 'Menú personalizado', 'カスタムメニュー'),
        'wxMenu',
        [`${wxApi}MenuInfo`, `${wxApi}MenuSave`, `${wxApi}MenuPublish`, `${wxApi}MenuFetch`],
      ),
      custom(
        'reply/attention',
        'WxReplyAttention',
        T('关注回复', 'Welcome reply', 'Respuesta de bienvenida', 'フォロー時の自動返信'),
        'wxReplyAttention',
        [`${wxApi}ReplyAttentionInfo`, `${wxApi}ReplyAttentionSave`],
      ),
      resource({
        seg: 'reply/keyword',
        name: 'WxReplyKeyword',
        api: `${wxApi}ReplyKeyword`,
        title: T('关键词回复', 'Keyword replies', 'Respuestas por palabra clave', 'キーワード自動返信'),
        noun: T('关键词回复', 'keyword reply', 'respuesta por palabra clave', 'キーワード返信'),
      }),
      entityList({
        seg: 'message',
        name: 'WxMessage',
        api: `${wxApi}Message`,
        title: T('消息记录', 'Messages', 'Mensajes', 'メッセージ履歴'),
        noun: T('消息', 'message', 'mensaje', 'メッセージ'),
      }),
      // Templates are made on WeChat's side: the list reads them (with a sync above it), a row keeps the store's
      // own note on what it is for, and opens the test send.
      group(
        'template',
        'WxTemplateGroup',
        T('模板消息', 'Template messages', 'Mensajes de plantilla', 'テンプレートメッセージ'),
        [
          custom(
            'manage',
            'WxTemplateManage',
            T('模板消息', 'Template messages', 'Mensajes de plantilla', 'テンプレートメッセージ'),
            'wxTemplates',
            [`${template}Manage`, `${template}Sync`],
          ),
          form(
            'edit/:id',
            'WxTemplateEdit',
            T(
              '编辑消息模板',
              'Edit message template',
              'Editar plantilla de mensaje',
              'メッセージテンプレートを編集',
            ),
            [`${template}Info`, `${template}Save`],
          ),
          custom(
            'send/:id',
            'WxTemplateSend',
            T('发送测试模板消息', 'Send a test message', 'Enviar un mensaje de prueba', 'テスト送信'),
            'wxTemplateSend',
            [`${template}SendInfo`, `${template}Send`, `${fans}Options`],
            { hidden: true, label: T('发送测试', 'Send a test', 'Enviar prueba', 'テスト送信') },
          ),
        ],
        { entity: { name: 'WxTemplate', api: template, noun: templateNoun } },
      ),
      // The followers' list, with a sync above it; a row opens its tags.
      {
        ...custom(
          'fans',
          'WxFansManage',
          T('粉丝列表', 'Followers', 'Seguidores', 'フォロワー一覧'),
          'wxFans',
          [`${fans}Manage`, `${fans}Sync`],
          { entity: { name: 'WxFans', api: fans, noun: fansNoun } },
        ),
        children: [
          custom(
            'tag/:id',
            'WxFansTag',
            T('设置粉丝标签', "Set a follower's tags", 'Etiquetar al seguidor', 'フォロワーのタグ設定'),
            'wxFansTag',
            [`${fans}TagInfo`, `${fans}TagSave`],
            { hidden: true, label: T('打标签', 'Tags', 'Etiquetas', 'タグ') },
          ),
        ],
      },
    ],
  ),
  settings: [
    ...serviceSettings(),
    {
      name: 'appid',
      type: 'text',
      title: T('开发者 ID（AppID）', 'AppID', 'AppID', '開発者 ID（AppID）'),
      hint: T(
        '公众平台“设置与开发 → 基本配置”中的 AppID，wx 开头的 18 位',
        'The AppID under Settings and Development → Basic Configuration: wx and 16 hex digits',
        'El AppID de Configuración y desarrollo → Configuración básica: wx y 16 dígitos hexadecimales',
        '「設定と開発 → 基本設定」の AppID（wx で始まる 18 桁）',
      ),
      max: 18,
      pattern: '^wx[0-9a-f]{16}$',
    },
    {
      name: 'appsecret',
      type: 'secret',
      title: T('开发者密码（AppSecret）', 'AppSecret', 'AppSecret', '開発者パスワード（AppSecret）'),
      hint: T(
        '与 AppID 一起换取 access_token；只保存在服务器上',
        'Obtains the access token with the AppID; kept on the server only',
        'Obtiene el token de acceso con el AppID; solo se guarda en el servidor',
        'AppID とともに access_token を取得します。サーバーにのみ保存されます',
      ),
      max: 64,
      pattern: '^[0-9A-Za-z]{16,64}$',
    },
    {
      name: 'token',
      type: 'secret',
      title: T('令牌（Token）', 'Token', 'Token', 'トークン（Token）'),
      hint: T(
        '服务器配置中填写的令牌：微信推送消息时用它签名，3 到 32 位字母或数字',
        'The token of the server configuration: WeChat signs its pushes with it; 3 to 32 letters or digits',
        'El token de la configuración del servidor: WeChat firma sus envíos con él; de 3 a 32 letras o dígitos',
        'サーバー設定のトークン。WeChat のプッシュ署名に使われます（英数字 3〜32 文字）',
      ),
      max: 32,
      pattern: '^[0-9A-Za-z]{3,32}$',
    },
    {
      name: 'original_id',
      type: 'text',
      title: T('原始 ID', 'Original ID', 'ID original', '元 ID'),
      hint: T(
        '公众号的原始 ID（gh_ 开头），回复消息时作为发送方',
        "The account's original ID (gh_...): the sender of its replies",
        'El ID original de la cuenta (gh_...): el remitente de sus respuestas',
        'アカウントの元 ID（gh_ で始まる）。返信の送信者になります',
      ),
      max: 40,
      pattern: '^gh_[0-9a-f]{12}$',
    },
  ],
});
