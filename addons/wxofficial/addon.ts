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

const templateNoun = T('消息模板');
const fansNoun = T('粉丝');

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
  description: T('微信公众号：自定义菜单、自动回复、模板消息与粉丝。'),
  page: addonGroup('wxofficial', 'PluginWxofficial', T('微信公众号'), [
    custom('menu', 'WxMenu', T('自定义菜单'), 'wxMenu', [
      `${wxApi}MenuInfo`,
      `${wxApi}MenuSave`,
      `${wxApi}MenuPublish`,
      `${wxApi}MenuFetch`,
    ]),
    custom('reply/attention', 'WxReplyAttention', T('关注回复'), 'wxReplyAttention', [
      `${wxApi}ReplyAttentionInfo`,
      `${wxApi}ReplyAttentionSave`,
    ]),
    resource({
      seg: 'reply/keyword',
      name: 'WxReplyKeyword',
      api: `${wxApi}ReplyKeyword`,
      title: T('关键词回复'),
      noun: T('关键词回复', 'noun'),
    }),
    entityList({
      seg: 'message',
      name: 'WxMessage',
      api: `${wxApi}Message`,
      title: T('消息记录'),
      noun: T('消息'),
    }),
    // Templates are made on WeChat's side: the list reads them (with a sync above it), a row keeps the store's
    // own note on what it is for, and opens the test send.
    group(
      'template',
      'WxTemplateGroup',
      T('模板消息'),
      [
        custom('manage', 'WxTemplateManage', T('模板消息'), 'wxTemplates', [
          `${template}Manage`,
          `${template}Sync`,
        ]),
        form('edit/:id', 'WxTemplateEdit', T('编辑消息模板'), [`${template}Info`, `${template}Save`]),
        custom(
          'send/:id',
          'WxTemplateSend',
          T('发送测试模板消息'),
          'wxTemplateSend',
          [`${template}SendInfo`, `${template}Send`, `${fans}Options`],
          { hidden: true, label: T('发送测试') },
        ),
      ],
      { entity: { name: 'WxTemplate', api: template, noun: templateNoun } },
    ),
    // The followers' list, with a sync above it; a row opens its tags.
    {
      ...custom('fans', 'WxFansManage', T('粉丝列表'), 'wxFans', [`${fans}Manage`, `${fans}Sync`], {
        entity: { name: 'WxFans', api: fans, noun: fansNoun },
      }),
      children: [
        custom('tag/:id', 'WxFansTag', T('设置粉丝标签'), 'wxFansTag', [`${fans}TagInfo`, `${fans}TagSave`], {
          hidden: true,
          label: T('打标签'),
        }),
      ],
    },
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'appid',
      type: 'text',
      title: T('开发者 ID（AppID）'),
      hint: T('公众平台“设置与开发 → 基本配置”中的 AppID，wx 开头的 18 位'),
      max: 18,
      pattern: '^wx[0-9a-f]{16}$',
    },
    {
      name: 'appsecret',
      type: 'secret',
      title: T('开发者密码（AppSecret）'),
      hint: T('与 AppID 一起换取 access_token；只保存在服务器上'),
      max: 64,
      pattern: '^[0-9A-Za-z]{16,64}$',
    },
    {
      name: 'token',
      type: 'secret',
      title: T('令牌（Token）'),
      hint: T('服务器配置中填写的令牌：微信推送消息时用它签名，3 到 32 位字母或数字'),
      max: 32,
      pattern: '^[0-9A-Za-z]{3,32}$',
    },
    {
      name: 'original_id',
      type: 'text',
      title: T('原始 ID'),
      hint: T('公众号的原始 ID（gh_ 开头），回复消息时作为发送方'),
      max: 40,
      pattern: '^gh_[0-9a-f]{12}$',
    },
  ],
});
