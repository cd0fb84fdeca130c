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
  description: T(
    '短信服务：短信模板与发送记录，登录与开店验证码经由它发送。',
    'SMS: templates and send records; sign-in and onboarding codes are sent through it.',
    'SMS: plantillas y registros de envío; los códigos de acceso se envían con él.',
    'SMS：テンプレートと送信履歴。ログインと開店の認証コードもこれで送信。',
  ),
  page: addonGroup('sms', 'PluginSms', T('短信服务', 'SMS', 'SMS', 'SMS'), [
    resource({
      seg: 'template',
      name: 'SmsTemplate',
      api: `${api}SmsTemplate`,
      title: T('短信模板', 'SMS templates', 'Plantillas de SMS', 'SMSテンプレート'),
      noun: T('短信模板', 'SMS template', 'plantilla de SMS', 'SMSテンプレート'),
      more: [
        // Submitting and testing reach the provider, so they are calls of their own on this screen rather than
        // row actions (which run in the list's transaction).
        custom(
          'test/:id',
          'SmsTemplateTest',
          T('送审与测试', 'Review and test', 'Revisión y prueba', '審査とテスト'),
          'smsTemplateTest',
          [smsTemplateDetail.path, smsTemplateSubmit.path, smsTemplateTest.path],
          { hidden: true, label: T('送审/测试', 'Review / test', 'Revisar / probar', '審査/テスト') },
        ),
      ],
    }),
    {
      ...list('record', 'SmsRecordManage', T('发送记录', 'Sent messages', 'Mensajes enviados', '送信履歴'), [
        `${api}SmsRecordManage`,
      ]),
      entity: {
        name: 'SmsRecord',
        api: `${api}SmsRecord`,
        noun: T('短信', 'message', 'mensaje', 'SMS'),
      },
    },
  ]),
  settings: [
    ...serviceSettings(),
    {
      name: 'access_key_id',
      type: 'text',
      title: T('AccessKey ID', 'AccessKey ID', 'AccessKey ID', 'AccessKey ID'),
      hint: T(
        '短信服务商（阿里云短信等）控制台中的 AccessKey ID',
        "The AccessKey ID from the SMS provider's console (Aliyun SMS and the like)",
        'El AccessKey ID de la consola del proveedor de SMS (Aliyun SMS y similares)',
        'SMS 事業者（Aliyun SMS など）のコンソールの AccessKey ID',
      ),
      max: 64,
      pattern: '^[A-Za-z0-9]*$',
    },
    {
      name: 'access_key_secret',
      type: 'secret',
      title: T('AccessKey Secret', 'AccessKey Secret', 'AccessKey Secret', 'AccessKey Secret'),
      hint: T(
        '用于给每个请求签名（HMAC-SHA256），只保存在服务器上',
        'Signs every request (HMAC-SHA256); kept on the server only',
        'Firma cada petición (HMAC-SHA256); solo se guarda en el servidor',
        '各リクエストの署名（HMAC-SHA256）に使用。サーバーにのみ保存',
      ),
      max: 100,
    },
    {
      name: 'sign_name',
      type: 'text',
      title: T('默认短信签名', 'Default signature', 'Firma por defecto', '既定の署名'),
      hint: T(
        '已在服务商处备案的签名，新建模板时默认使用，如“鑫盐商贸”',
        'A signature registered with the provider, used by new templates (e.g. 鑫盐商贸)',
        'Una firma registrada con el proveedor, usada por las plantillas nuevas',
        '事業者に登録済みの署名。新しいテンプレートの既定値',
      ),
      max: 12,
    },
    {
      name: 'login_template',
      type: 'text',
      title: T(
        '登录验证码模板',
        'Sign-in code template',
        'Plantilla del código de acceso',
        'ログインコードのテンプレート',
      ),
      hint: T(
        '已审核通过的验证码模板的模板 CODE（如 SMS_465320001），内容须含 ${code}（可再用 ${minutes}）；填写后本店账号的短信登录验证码经由本插件发送并记入发送记录，留空则由平台发送',
        "The code (e.g. SMS_465320001) of an approved template holding ${code} (and maybe ${minutes}): the sign-in codes of this store's accounts then go through this add-on and its send records; blank: the platform sends them",
        'El código (p. ej. SMS_465320001) de una plantilla aprobada con ${code} (y quizá ${minutes}): los códigos de acceso de las cuentas de la tienda se envían entonces con este complemento; en blanco: los envía la plataforma',
        '${code}（と任意で ${minutes}）を含む承認済みテンプレートのコード（例 SMS_465320001）。設定すると本店アカウントのログインコードはこのプラグインで送信・記録され、空欄ならプラットフォームが送信',
      ),
      max: 30,
      pattern: '^(SMS_[0-9]{3,20})?$',
    },
    {
      name: 'unit_price',
      type: 'number',
      title: T('单条价格', 'Price per message', 'Precio por mensaje', '1通の料金'),
      hint: T(
        '服务商每条（70 字以内，长短信按 67 字一条计）的价格，用于计算发送费用',
        "The provider's price per message part (70 characters, or 67 each in a long message): what each send costs",
        'El precio del proveedor por parte (70 caracteres, o 67 cada una en un mensaje largo)',
        '事業者の1通あたりの料金（70文字、長文は67文字ごと）。送信費用の計算に使用',
      ),
      unit: T('分', 'fen', 'fen', '分'),
      min: 0,
      max: 1000,
      decimals: 0,
      default: 5,
    },
  ],
});
