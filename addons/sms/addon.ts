// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.
import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  list,
  resource,
  serviceSettings,
  T,
} from '@yanye/addon-kit';
import { smsTemplateDetail, smsTemplateSubmit, smsTemplateTest } from './contract';

const api = addonApi('sms');

export const sms = defineAddon({
  key: 'sms',
  cate: 'channel',
  icon: 'message',
  version: '1.0.0',
  description: T('短信服务：短信模板与发送记录，登录与开店验证码经由它发送。'),
  page: addonGroup('sms', 'PluginSms', T('短信服务'), [
    resource({
      seg: 'template',
      name: 'SmsTemplate',
      api: `${api}SmsTemplate`,
      title: T('短信模板'),
      noun: T('短信模板', 'noun'),
      more: [
        // Submitting and testing reach the provider, so they are calls of their own on this screen rather than
        // row actions (which run in the list's transaction).
        custom(
          'test/:id',
          'SmsTemplateTest',
          T('送审与测试'),
          'smsTemplateTest',
          [smsTemplateDetail.path, smsTemplateSubmit.path, smsTemplateTest.path],
          { hidden: true, label: T('送审/测试') },
        ),
      ],
    }),
    {
      ...list('record', 'SmsRecordManage', T('发送记录'), [`${api}SmsRecordManage`]),
      entity: {
        name: 'SmsRecord',
        api: `${api}SmsRecord`,
        noun: T('短信'),
      },
    },
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'access_key_id',
      type: 'text',
      title: T('AccessKey ID'),
      hint: T('短信服务商（阿里云短信等）控制台中的 AccessKey ID'),
      max: 64,
      pattern: '^[A-Za-z0-9]*$',
    },
    {
      name: 'access_key_secret',
      type: 'secret',
      title: T('AccessKey Secret'),
      hint: T('用于给每个请求签名（HMAC-SHA256），只保存在服务器上'),
      max: 100,
    },
    {
      name: 'sign_name',
      type: 'text',
      title: T('默认短信签名'),
      hint: T('已在服务商处备案的签名，新建模板时默认使用，如“鑫盐商贸”'),
      max: 12,
    },
    {
      name: 'login_template',
      type: 'text',
      title: T('登录验证码模板'),
      hint: T(
        '已审核通过的验证码模板的模板 CODE（如 SMS_465320001），内容须含 ${code}（可再用 ${minutes}）；填写后本店账号的短信登录验证码经由本插件发送并记入发送记录，留空则由平台发送',
      ),
      max: 30,
      pattern: '^(SMS_[0-9]{3,20})?$',
    },
    {
      name: 'unit_price',
      type: 'number',
      title: T('单条价格'),
      hint: T('服务商每条（70 字以内，长短信按 67 字一条计）的价格，用于计算发送费用'),
      unit: T('分'),
      min: 0,
      max: 1000,
      decimals: 0,
      default: 5,
    },
  ],
});
