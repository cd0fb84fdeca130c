import { T, type Texts } from '@yanye/i18n';
import type { EntryDocument } from '@yanye/protocol';

/** What onboarding, its review and certification say, in each language (beside the code that says it). */
export const ONBOARDING_MESSAGES = {
  codeSentRegister: T(
    '验证码已发送，{minutes} 分钟内有效',
    'A code has been sent; it is valid for {minutes} minutes',
    'Se ha enviado un código válido durante {minutes} minutos',
    '認証コードを送信しました（{minutes} 分間有効）',
  ),
  codeSentFind: T(
    '如该手机号有入驻申请，验证码已发送，{minutes} 分钟内有效',
    'If this number has an application, a code has been sent; it is valid for {minutes} minutes',
    'Si este número tiene una solicitud, se ha enviado un código válido durante {minutes} minutos',
    'この番号で出店申請があれば認証コードを送信しました（{minutes} 分間有効）',
  ),
  phoneApplied: T(
    '该手机号已提交过入驻申请，请在“查询进度”中用手机号找回',
    'This number has already applied: find the application under “Check progress”',
    'Este número ya tiene una solicitud: búsquela en «Consultar el progreso»',
    'この番号は既に出店申請しています。「進捗照会」から申請を探してください',
  ),
  phoneIsMerchant: T(
    '该手机号已是商家主账号，请直接登录',
    'This number already signs in to a store: sign in instead',
    'Este número ya accede a una tienda: inicie sesión',
    'この番号は既に店舗のメインアカウントです。ログインしてください',
  ),
  agreementOutdated: T(
    '入驻协议已更新，请重新阅读并同意后再提交',
    'The entry agreement has changed: read and accept it again before submitting',
    'El acuerdo de alta ha cambiado: léalo y acéptelo de nuevo antes de enviar',
    '出店規約が更新されました。もう一度読んで同意してから送信してください',
  ),
  applicantExpired: T(
    '入驻申请凭证已失效，请用手机号和验证码重新查询',
    'Your application session has ended: find the application again with your number and a code',
    'Su sesión de solicitud ha terminado: busque la solicitud de nuevo con su número y un código',
    '申請の認証が切れました。電話番号と認証コードで申請を探し直してください',
  ),
  underReview: T(
    '申请已提交审核，审核结束前不能修改',
    'The application is being reviewed: it cannot change until the review ends',
    'La solicitud está en revisión: no se puede cambiar hasta que termine',
    '申請は審査中です。審査が終わるまで変更できません',
  ),
  approvedAlready: T(
    '申请已通过，店铺已开通，请直接登录',
    'The application was approved and the store is open: sign in',
    'La solicitud fue aprobada y la tienda está abierta: inicie sesión',
    '申請は承認され、店舗は開設済みです。ログインしてください',
  ),
  infoFirst: T(
    '请先填写并提交入驻资料',
    'Fill in and send the application details first',
    'Primero complete y envíe los datos de la solicitud',
    '先に出店情報を入力して送信してください',
  ),
  alreadyPaid: T(
    '入驻费已支付，无需重复支付',
    'The entry fee is paid already',
    'La cuota de alta ya está pagada',
    '出店料は支払い済みです',
  ),
  tooManyOrders: T(
    '今日发起支付次数过多，请明天再试',
    'Too many payment attempts today; try again tomorrow',
    'Demasiados intentos de pago hoy; inténtelo mañana',
    '本日の支払い試行回数が多すぎます。明日再試行してください',
  ),
  payUnavailable: T(
    '支付服务暂时不可用，请稍后再试',
    'The payment service is unavailable, please try again later',
    'El servicio de pago no está disponible, inténtelo más tarde',
    '決済サービスは現在利用できません。しばらくしてから再試行してください',
  ),
  paySubject: T(
    '商家入驻费 · {store}',
    'Store entry fee · {store}',
    'Cuota de alta · {store}',
    '出店料 · {store}',
  ),
  documentRequired: T(
    '请上传{document}',
    'Upload the {document}',
    'Suba {document}',
    '{document}をアップロードしてください',
  ),
  documentNotOurs: T(
    '{document}不是本申请上传的文件，请重新上传',
    'The {document} was not uploaded for this application; upload it again',
    '{document} no se subió para esta solicitud; súbalo de nuevo',
    '{document}はこの申請でアップロードされたファイルではありません。再度アップロードしてください',
  ),
  creditCodeBad: T(
    '统一社会信用代码不正确：应为 18 位，且末位校验码正确（GB 32100）',
    'The unified social credit code is wrong: 18 characters whose last is its check character (GB 32100)',
    'El código de crédito social unificado no es válido: 18 caracteres y el último es de control (GB 32100)',
    '統一社会信用コードが正しくありません（18 桁、末尾はチェック文字。GB 32100）',
  ),
  idNoBad: T(
    '法定代表人身份证号不正确：应为 18 位，出生日期和末位校验码正确（GB 11643）',
    "The legal representative's ID number is wrong: 18 characters with a real birth date and the right check digit (GB 11643)",
    'El número de identidad del representante legal no es válido: 18 caracteres, fecha de nacimiento real y dígito de control correcto (GB 11643)',
    '法定代表者の身分証番号が正しくありません（18 桁、生年月日と末尾のチェック桁が正しいこと。GB 11643）',
  ),
  bankAccountBad: T(
    '银行账号不正确：应为 8 至 32 位数字',
    'The bank account number is wrong: 8 to 32 digits',
    'El número de cuenta bancaria no es válido: de 8 a 32 dígitos',
    '銀行口座番号が正しくありません（8～32 桁の数字）',
  ),
  certPending: T(
    '认证资料审核中，请等待审核结果',
    'The certification is being reviewed; wait for its outcome',
    'La certificación está en revisión; espere el resultado',
    '認証は審査中です。結果をお待ちください',
  ),
  certNotApplied: T(
    '该认证申请不在待审核状态',
    'This certification is not waiting for review',
    'Esta certificación no está pendiente de revisión',
    'この認証は審査待ちではありません',
  ),
  notSubmitted: T(
    '该申请尚未提交（资料或入驻费未完成），不能审核',
    'This application is not submitted yet (details or fee missing): it cannot be reviewed',
    'Esta solicitud aún no está enviada (faltan datos o la cuota): no se puede revisar',
    'この申請はまだ提出されていません（情報または出店料が未完了）。審査できません',
  ),
  usernameTaken: T(
    '手机号 {phone} 已是其他店铺的主账号，不能开通：请驳回并说明原因',
    'The number {phone} is already the main account of another store: reject the application with the reason',
    'El número {phone} ya es la cuenta principal de otra tienda: rechace la solicitud indicando el motivo',
    '番号 {phone} は既に別の店舗のメインアカウントです。理由を添えて却下してください',
  ),
  approved: T(
    '已通过，店铺已开通：登录账号 {username}',
    'Approved; the store is open: it signs in as {username}',
    'Aprobada; la tienda está abierta: accede como {username}',
    '承認しました。店舗を開設しました（ログイン ID {username}）',
  ),
  rejected: T('已驳回', 'Rejected', 'Rechazada', '却下しました'),
  notifyUnknownOrder: T(
    '没有这个支付订单',
    'No such payment order',
    'No existe ese pedido de pago',
    'その支払い注文は存在しません',
  ),
  notifyAmount: T(
    '通知金额与订单金额不符',
    'The notified amount differs from the order',
    'El importe notificado no coincide con el pedido',
    '通知金額が注文金額と一致しません',
  ),
  fileExpired: T(
    '文件链接已失效，请刷新页面',
    'The file link has expired; reload the page',
    'El enlace del archivo ha caducado; recargue la página',
    'ファイルのリンクの有効期限が切れました。ページを再読み込みしてください',
  ),
};

/** What the operator log says of a certification applied for, and of the platform's review. */
export const SAID = {
  certApplied: T(
    '提交了店铺认证「{name}」',
    'Applied for the store certification “{name}”',
    'Solicitó la certificación de la tienda «{name}»',
    '店舗認証「{name}」を申請しました',
  ),
  claimed: T(
    '开始审核入驻申请「{name}」',
    'Began reviewing the store application “{name}”',
    'Empezó a revisar la solicitud de alta «{name}»',
    '出店申請「{name}」の審査を開始しました',
  ),
  approved: T(
    '通过了入驻申请「{name}」，开通店铺 {login}（账号 {username}）',
    'Approved the store application “{name}”, opening the store {login} (account {username})',
    'Aprobó la solicitud de alta «{name}» y abrió la tienda {login} (cuenta {username})',
    '出店申請「{name}」を承認し、店舗 {login}（アカウント {username}）を開設しました',
  ),
  rejected: T(
    '驳回了入驻申请「{name}」',
    'Rejected the store application “{name}”',
    'Rechazó la solicitud de alta «{name}»',
    '出店申請「{name}」を却下しました',
  ),
  certApproved: T(
    '通过了店铺认证「{name}」',
    'Approved the store certification “{name}”',
    'Aprobó la certificación de la tienda «{name}»',
    '店舗認証「{name}」を承認しました',
  ),
  certRejected: T(
    '驳回了店铺认证「{name}」',
    'Rejected the store certification “{name}”',
    'Rechazó la certificación de la tienda «{name}»',
    '店舗認証「{name}」を却下しました',
  ),
};

/** The fields of Enter and CertApply as the forms name them, so a refusal names what the person sees. */
export const FIELDS: Readonly<Record<string, Texts>> = {
  phone: T('手机号', 'Mobile number', 'Número de móvil', '携帯電話番号'),
  verify: T('短信验证码', 'SMS code', 'Código SMS', 'SMS 認証コード'),
  password: T('密码', 'Password', 'Contraseña', 'パスワード'),
  store_name: T('店铺名称', 'Store name', 'Nombre de la tienda', '店舗名'),
  industry_type: T('经营行业', 'Industry', 'Sector', '業種'),
  agreement_version: T('入驻协议', 'Entry agreement', 'Acuerdo de alta', '出店規約'),
  company_name: T('企业名称', 'Company name', 'Nombre de la empresa', '企業名'),
  credit_code: T(
    '统一社会信用代码',
    'Unified social credit code',
    'Código de crédito social unificado',
    '統一社会信用コード',
  ),
  legal_name: T('法定代表人', 'Legal representative', 'Representante legal', '法定代表者'),
  legal_id_no: T(
    '法定代表人身份证号',
    "Legal representative's ID number",
    'N.º de identidad del representante legal',
    '法定代表者の身分証番号',
  ),
  license_image: T('营业执照', 'business licence', 'la licencia comercial', '営業許可証'),
  salt_license_image: T(
    '食盐批发许可证',
    'salt wholesale licence',
    'la licencia de venta mayorista de sal',
    '食塩卸売許可証',
  ),
  contact_name: T('联系人', 'Contact person', 'Persona de contacto', '担当者'),
  contact_phone: T('联系电话', 'Contact number', 'Teléfono de contacto', '連絡先電話番号'),
  address: T('经营地址', 'Business address', 'Dirección comercial', '営業所在地'),
  bank_name: T('开户银行', 'Bank', 'Banco', '取引銀行'),
  bank_account_name: T('开户名称', 'Account name', 'Titular de la cuenta', '口座名義'),
  bank_account: T('银行账号', 'Account number', 'Número de cuenta', '口座番号'),
  reason: T('驳回原因', 'Reason', 'Motivo', '却下理由'),
};

/** A document's name in the sentence of a message. */
export const DOCUMENT_TITLES: Readonly<Record<EntryDocument, Texts>> = {
  license_image: FIELDS.license_image!,
  salt_license_image: FIELDS.salt_license_image!,
};
