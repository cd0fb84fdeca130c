// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.
import { optionsOf, T } from '@yanye/addon-kit/server';

/** The SMS add-on's titles, said once for its lists, forms and messages. */
export const SMS_TITLES = {
  name: T('模板名称', 'Template name', 'Nombre de la plantilla', 'テンプレート名'),
  code: T('模板CODE', 'Template code', 'Código de plantilla', 'テンプレートコード'),
  kind: T('模板类型', 'Type', 'Tipo', '種類'),
  signName: T('短信签名', 'Signature', 'Firma', '署名'),
  content: T('模板内容', 'Content', 'Contenido', '本文'),
  variables: T('变量', 'Variables', 'Variables', '変数'),
  remark: T('申请说明', 'Note to the reviewer', 'Nota para la revisión', '申請説明'),
  reviewState: T('审核状态', 'Review', 'Revisión', '審査状況'),
  reviewNote: T('审核意见', 'Review note', 'Nota de revisión', '審査コメント'),
  submittedAt: T('提交时间', 'Submitted', 'Enviada', '申請日時'),
  phone: T('手机号', 'Mobile', 'Móvil', '携帯番号'),
  template: T('模板', 'Template', 'Plantilla', 'テンプレート'),
  purpose: T('用途', 'Purpose', 'Uso', '用途'),
  state: T('状态', 'State', 'Estado', '状態'),
  bizId: T('回执ID', 'Message ID', 'ID del mensaje', 'メッセージID'),
  parts: T('计费条数', 'Parts', 'Partes', '課金通数'),
  cost: T('费用', 'Cost', 'Coste', '費用'),
  error: T('失败原因', 'Failure', 'Fallo', '失敗理由'),
  sentAt: T('发送时间', 'Sent at', 'Enviado', '送信日時'),
  reportedAt: T('回执时间', 'Reported at', 'Informado', '受信報告日時'),
};

export const KINDS = optionsOf({
  code: T('验证码', 'Verification code', 'Código de verificación', '認証コード'),
  notice: T('短信通知', 'Notice', 'Aviso', '通知'),
  promo: T('推广短信', 'Promotion', 'Promoción', 'プロモーション'),
});

export const REVIEW_OPTIONS = optionsOf({
  draft: T('未提交', 'Not submitted', 'Sin enviar', '未申請'),
  pending: T('审核中', 'Pending', 'En revisión', '審査中'),
  approved: T('审核通过', 'Approved', 'Aprobada', '承認済み'),
  rejected: T('未通过', 'Rejected', 'Rechazada', '却下'),
});

export const STATE_OPTIONS = optionsOf({
  sending: T('发送中', 'Sending', 'Enviando', '送信中'),
  sent: T('已发送', 'Sent', 'Enviado', '送信済み'),
  failed: T('失败', 'Failed', 'Fallido', '失敗'),
  delivered: T('已送达', 'Delivered', 'Entregado', '配信済み'),
});

export const PURPOSE_OPTIONS = optionsOf({
  test: T('测试发送', 'Test', 'Prueba', 'テスト送信'),
  login: T('登录验证码', 'Sign-in code', 'Código de acceso', 'ログインコード'),
});

/** What the SMS add-on refuses or says, in the user's language. */
export const SMS_MESSAGES = {
  notEditable: T(
    '审核中或已通过的模板不能修改或删除',
    'A template under review or approved cannot be changed or deleted',
    'Una plantilla en revisión o aprobada no se puede cambiar ni eliminar',
    '審査中または承認済みのテンプレートは変更・削除できません',
  ),
  noVariables: T(
    '模板内容中的变量写法为 ${name}，变量名以字母或下划线开头',
    'Write a variable in the content as ${name}, starting with a letter or an underscore',
    'Escriba una variable como ${name}, empezando por una letra o un guion bajo',
    '変数は ${name} の形で、英字か下線で始めてください',
  ),
  tooManyVariables: T(
    '一个模板最多 10 个变量',
    'A template holds at most 10 variables',
    'Una plantilla admite como máximo 10 variables',
    'テンプレートの変数は 10 個まで',
  ),
  codeNeedsVariable: T(
    '验证码模板须含变量 ${code}',
    'A verification-code template must hold the variable ${code}',
    'Una plantilla de código debe contener la variable ${code}',
    '認証コードのテンプレートには変数 ${code} が必要です',
  ),
  signInContent: T(
    '签名不要写在模板内容里（去掉“【】”），发送时由服务商加上',
    'Leave the signature out of the content (no 【】): the provider adds it',
    'No ponga la firma en el contenido (sin 【】): la añade el proveedor',
    '署名（【】）は本文に書かないでください。送信時に事業者が付けます',
  ),
  cannotSubmit: T(
    '模板“{name}”{state}，不能提交审核',
    'The template "{name}" is {state} and cannot be submitted',
    'La plantilla «{name}» está {state} y no se puede enviar a revisión',
    'テンプレート「{name}」は{state}のため申請できません',
  ),
  notApproved: T(
    '模板“{name}”尚未审核通过，不能发送',
    'The template "{name}" is not approved and cannot send',
    'La plantilla «{name}» no está aprobada y no puede enviar',
    'テンプレート「{name}」は未承認のため送信できません',
  ),
  missingVariable: T(
    '请填写变量 {variable} 的值',
    'Give a value for the variable {variable}',
    'Indique un valor para la variable {variable}',
    '変数 {variable} の値を入力してください',
  ),
  unknownVariable: T(
    '模板中没有变量 {variable}',
    'The template has no variable {variable}',
    'La plantilla no tiene la variable {variable}',
    'テンプレートに変数 {variable} はありません',
  ),
  noTemplate: T('模板不存在', 'No such template', 'La plantilla no existe', 'テンプレートが存在しません'),
  submitted: T(
    '已提交审核，模板CODE {code}，审核结果将由服务商通知',
    'Submitted for review as {code}; the provider will tell the result',
    'Enviada a revisión como {code}; el proveedor comunicará el resultado',
    '{code} として審査に申請しました。結果は事業者から通知されます',
  ),
  testSent: T(
    '测试短信已发送至 {phone}',
    'The test message was sent to {phone}',
    'El mensaje de prueba se envió a {phone}',
    'テストSMSを {phone} に送信しました',
  ),
};

/** What the operator log says of a template sent for review and of a test message. */
export const SMS_LOG = {
  submitted: T(
    '提交了短信模板「{name}」送审（模板CODE {code}）',
    'Submitted the SMS template “{name}” for review ({code})',
    'Envió a revisión la plantilla de SMS «{name}» ({code})',
    'SMS テンプレート「{name}」を審査に申請しました（{code}）',
  ),
  tested: T(
    '用短信模板「{name}」向 {phone} 发送了测试短信',
    'Sent a test message of the SMS template “{name}” to {phone}',
    'Envió un mensaje de prueba de la plantilla de SMS «{name}» a {phone}',
    'SMS テンプレート「{name}」のテストSMSを {phone} に送信しました',
  ),
};
