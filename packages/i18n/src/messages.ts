import type { Lang } from './languages';
import { fillPlaceholders, type Texts } from './texts';

/**
 * Every message the server puts in `msg`, in each language. The established zh texts are kept verbatim.
 * `{name}` placeholders are filled by `message()`.
 */
export const MESSAGES = {
  ok: { zh: '操作成功', en: 'Operation succeeded', es: 'Operación realizada', ja: '操作に成功しました' },
  badInput: { zh: '参数错误', en: 'Invalid input', es: 'Datos no válidos', ja: '入力が正しくありません' },
  fieldRequired: {
    zh: '字段 {field} 不能为空',
    en: 'Field {field} is required',
    es: 'El campo {field} es obligatorio',
    ja: '項目 {field} は必須です',
  },
  /** A field refused for a reason of its own (`reasonRegionLeaf`): the field's label, then the rule it breaks. */
  fieldInvalid: {
    zh: '{field}：{reason}',
    en: '{field}: {reason}',
    es: '{field}: {reason}',
    ja: '{field}：{reason}',
  },
  /*
   * A field's bound, said as the rule with its limit (validation.ts picks one from the schema's refusal). The
   * limits are written as the form shows them: money as `formatMoney`, other numbers grouped by thousands.
   */
  fieldTooLong: {
    zh: '{field}最多 {max} 个字',
    en: '{field} takes at most {max} characters',
    es: '{field} admite como máximo {max} caracteres',
    ja: '{field}は {max} 文字以内で入力してください',
  },
  fieldTooShort: {
    zh: '{field}至少 {min} 个字',
    en: '{field} needs at least {min} characters',
    es: '{field} necesita al menos {min} caracteres',
    ja: '{field}は {min} 文字以上で入力してください',
  },
  /** A number or an amount outside what its field takes (`{min}` and `{max}` as the form shows them). */
  fieldRange: {
    zh: '{field}须在 {min} 到 {max} 之间',
    en: '{field} must be between {min} and {max}',
    es: '{field} debe estar entre {min} y {max}',
    ja: '{field}は {min} から {max} の範囲で入力してください',
  },
  fieldAtLeast: {
    zh: '{field}不能小于 {min}',
    en: '{field} must be at least {min}',
    es: '{field} debe ser al menos {min}',
    ja: '{field}は {min} 以上で入力してください',
  },
  fieldAtMost: {
    zh: '{field}不能大于 {max}',
    en: '{field} must be at most {max}',
    es: '{field} debe ser como máximo {max}',
    ja: '{field}は {max} 以下で入力してください',
  },
  fieldAbove: {
    zh: '{field}须大于 {min}',
    en: '{field} must be more than {min}',
    es: '{field} debe ser mayor que {min}',
    ja: '{field}は {min} より大きい値を入力してください',
  },
  fieldBelow: {
    zh: '{field}须小于 {max}',
    en: '{field} must be less than {max}',
    es: '{field} debe ser menor que {max}',
    ja: '{field}は {max} 未満で入力してください',
  },
  fieldFewItems: {
    zh: '{field}至少选 {min} 项',
    en: '{field}: choose at least {min}',
    es: '{field}: elija al menos {min}',
    ja: '{field}は {min} 件以上選択してください',
  },
  fieldManyItems: {
    zh: '{field}最多 {max} 项',
    en: '{field} takes at most {max} items',
    es: '{field} admite como máximo {max} elementos',
    ja: '{field}は {max} 件までです',
  },
  fieldDecimals: {
    zh: '{field}最多 {digits} 位小数',
    en: '{field} takes at most {digits} decimal places',
    es: '{field} admite como máximo {digits} decimales',
    ja: '{field}は小数点以下 {digits} 桁までです',
  },
  fieldNumber: {
    zh: '{field}应为数字',
    en: '{field} should be a number',
    es: '{field} debe ser un número',
    ja: '{field}は数値で入力してください',
  },
  fieldWhole: {
    zh: '{field}应为整数',
    en: '{field} should be a whole number',
    es: '{field} debe ser un número entero',
    ja: '{field}は整数で入力してください',
  },
  fieldText: {
    zh: '{field}应为文字',
    en: '{field} should be text',
    es: '{field} debe ser texto',
    ja: '{field}は文字で入力してください',
  },
  fieldList: {
    zh: '{field}应为一组值',
    en: '{field} should be a list of values',
    es: '{field} debe ser una lista de valores',
    ja: '{field}は値のリストである必要があります',
  },
  fieldYesNo: {
    zh: '{field}应为“是”或“否”',
    en: '{field} should be yes or no',
    es: '{field} debe ser sí o no',
    ja: '{field}は「はい」か「いいえ」です',
  },
  fieldOption: {
    zh: '{field}须从可选项中选择',
    en: '{field} must be one of its choices',
    es: '{field} debe ser una de sus opciones',
    ja: '{field}は選択肢から選んでください',
  },
  fieldEmail: {
    zh: '{field}应为邮箱地址，如 name@example.com',
    en: '{field} should be an email address, such as name@example.com',
    es: '{field} debe ser una dirección de correo, como name@example.com',
    ja: '{field}はメールアドレスで入力してください（例: name@example.com）',
  },
  fieldUrl: {
    zh: '{field}应为以 http:// 或 https:// 开头的网址',
    en: '{field} should be a web address starting with http:// or https://',
    es: '{field} debe ser una dirección web que empiece por http:// o https://',
    ja: '{field}は http:// または https:// で始まるアドレスで入力してください',
  },
  invalidJson: {
    zh: '请求体不是合法的 JSON',
    en: 'The request body is not valid JSON',
    es: 'El cuerpo de la petición no es JSON válido',
    ja: 'リクエスト本文が正しい JSON ではありません',
  },
  badSign: {
    zh: '签名错误',
    en: 'Invalid request signature',
    es: 'Firma no válida',
    ja: '署名が正しくありません',
  },
  staleTimestamp: {
    zh: '请求已过期，请检查设备时间',
    en: 'The request has expired; check the device clock',
    es: 'La petición ha caducado; revise la hora del dispositivo',
    ja: 'リクエストの有効期限が切れています。端末の時刻を確認してください',
  },
  login: {
    zh: '登录已失效，请重新登录',
    en: 'Your session has ended, please sign in again',
    es: 'Su sesión ha terminado, inicie sesión de nuevo',
    ja: 'セッションが切れました。再度ログインしてください',
  },
  noPermission: {
    zh: '无操作权限',
    en: '无操作权限 (no permission for this operation)',
    es: '无操作权限 (sin permiso para esta operación)',
    ja: '无操作权限（この操作の権限がありません）',
  },
  /**
   * An add-on's call needs a setting the store has not filled in: its `data.fix_path` is where it is filled in,
   * which the console offers as a link.
   */
  settingMissing: {
    zh: '请先在「{addon}」的设置中填写「{field}」',
    en: 'Fill in “{field}” in the settings of {addon} first',
    es: 'Rellene primero «{field}» en los ajustes de {addon}',
    ja: '先に「{addon}」の設定で「{field}」を入力してください',
  },
  notFound: { zh: '接口不存在', en: 'No such API', es: 'No existe esa API', ja: 'API が存在しません' },
  recordNotFound: {
    zh: '记录不存在',
    en: 'Record not found',
    es: 'Registro no encontrado',
    ja: 'レコードが見つかりません',
  },
  alreadyAudited: {
    zh: '不可以重复审核！',
    en: 'Already audited: cannot audit twice!',
    es: '¡Ya auditado: no se puede auditar dos veces!',
    ja: '既に審査済みです。重複して審査できません！',
  },
  tooLarge: {
    zh: '请求体过大',
    en: 'The request is too large',
    es: 'La petición es demasiado grande',
    ja: 'リクエストが大きすぎます',
  },
  valueOutOfRange: {
    zh: '数值超出允许的范围',
    en: 'A number is beyond what may be stored',
    es: 'Un número supera lo que se puede guardar',
    ja: '数値が保存できる範囲を超えています',
  },
  tooDeep: {
    zh: '请求体嵌套超过 {depth} 层',
    en: 'The request nests deeper than {depth} levels',
    es: 'La petición anida más de {depth} niveles',
    ja: 'リクエストの入れ子が {depth} 階層を超えています',
  },
  replayed: {
    zh: '该请求已处理过，没有重复执行',
    en: 'This request was already carried out; it was not repeated',
    es: 'Esta petición ya se realizó; no se repitió',
    ja: 'このリクエストは処理済みのため、再実行しませんでした',
  },
  requestInProgress: {
    zh: '相同的请求正在处理中，请稍后刷新查看结果',
    en: 'The same request is still being carried out; refresh shortly to see its result',
    es: 'La misma petición aún se está realizando; actualice en breve para ver el resultado',
    ja: '同じリクエストを処理中です。しばらくしてから更新して結果を確認してください',
  },
  idempotencyKeyReused: {
    zh: '该操作标识（Idempotency-Key）已用于另一个请求',
    en: 'This Idempotency-Key was already used for a different request',
    es: 'Esta Idempotency-Key ya se usó en otra petición',
    ja: 'この Idempotency-Key は別のリクエストで使用済みです',
  },
  badIdempotencyKey: {
    zh: 'Idempotency-Key 格式不对（应为 8 到 128 位字母、数字、- 或 _）',
    en: 'The Idempotency-Key is malformed (8 to 128 letters, digits, - or _)',
    es: 'La Idempotency-Key no es válida (de 8 a 128 letras, dígitos, - o _)',
    ja: 'Idempotency-Key の形式が正しくありません（英数字・-・_ で 8〜128 文字）',
  },
  headersTooLarge: {
    zh: '请求的地址或请求头过长',
    en: 'The address or the headers of the request are too long',
    es: 'La dirección o las cabeceras de la petición son demasiado largas',
    ja: 'リクエストのアドレスまたはヘッダーが長すぎます',
  },
  unsupportedMedia: {
    zh: '不支持的请求格式',
    en: 'Unsupported content type',
    es: 'Tipo de contenido no admitido',
    ja: 'サポートされていない形式です',
  },
  tooManyRequests: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    es: 'Demasiadas peticiones, inténtelo más tarde',
    ja: 'リクエストが多すぎます。しばらくしてから再試行してください',
  },
  internal: {
    zh: '服务器繁忙，请稍后再试',
    en: 'Server error, please try again later',
    es: 'Error del servidor, inténtelo más tarde',
    ja: 'サーバーエラーです。しばらくしてから再試行してください',
  },
  loginFailed: {
    zh: '用户名或密码错误',
    en: 'Wrong username or password',
    es: 'Usuario o contraseña incorrectos',
    ja: 'ユーザー名またはパスワードが違います',
  },
  captchaRequired: {
    zh: '请先完成人机验证',
    en: 'Please complete the robot check first',
    es: 'Complete primero la verificación anti-robots',
    ja: '先にロボット確認を完了してください',
  },
  captchaWrong: {
    zh: '人机验证未通过或已过期，请重试',
    en: 'The robot check failed or has expired; try again',
    es: 'La verificación anti-robots falló o caducó; inténtelo de nuevo',
    ja: 'ロボット確認に失敗したか期限切れです。もう一度お試しください',
  },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
    es: 'Demasiados intentos fallidos: la cuenta está bloqueada, inténtelo en {minutes} minutos',
    ja: 'ログイン失敗が多すぎるためアカウントはロックされています。{minutes} 分後に再試行してください',
  },
  accountDisabled: {
    zh: '账号已被禁用',
    en: 'This account is disabled',
    es: 'Esta cuenta está deshabilitada',
    ja: 'このアカウントは無効です',
  },
  storeDisabled: {
    zh: '店铺已停用',
    en: 'This store is disabled',
    es: 'Esta tienda está deshabilitada',
    ja: 'この店舗は停止されています',
  },
  smsLoginClosed: {
    zh: '短信登录未开启',
    en: 'SMS sign-in is not enabled',
    es: 'El inicio de sesión por SMS no está habilitado',
    ja: 'SMS ログインは有効になっていません',
  },
  smsCodeWrong: {
    zh: '短信验证码错误或已过期',
    en: 'The SMS code is wrong or has expired',
    es: 'El código SMS es incorrecto o ha caducado',
    ja: 'SMS 認証コードが違うか期限切れです',
  },
  noRefreshToken: {
    zh: '刷新令牌无效，请重新登录',
    en: 'The refresh token is invalid, please sign in again',
    es: 'El token de renovación no es válido, inicie sesión de nuevo',
    ja: 'リフレッシュトークンが無効です。再度ログインしてください',
  },
  valueTaken: {
    zh: '{field}“{value}”已存在',
    en: '{field} "{value}" is already taken',
    es: '{field} «{value}» ya existe',
    ja: '{field}「{value}」は既に存在します',
  },
  nameTaken: {
    zh: '名称“{name}”已存在',
    en: 'The name "{name}" is already taken',
    es: 'El nombre «{name}» ya existe',
    ja: '名前「{name}」は既に存在します',
  },
  roleReservedName: {
    zh: '“admin”为系统保留角色名',
    en: '"admin" is a reserved role name',
    es: '«admin» es un nombre de rol reservado',
    ja: '「admin」は予約されたロール名です',
  },
  roleUnknownPath: {
    zh: '页面路径不存在：{value}',
    en: 'Unknown page path: {value}',
    es: 'Ruta de página desconocida: {value}',
    ja: '存在しないページパスです：{value}',
  },
  roleUnknownApi: {
    zh: '接口路径不存在：{value}',
    en: 'Unknown API path: {value}',
    es: 'Ruta de API desconocida: {value}',
    ja: '存在しない API パスです：{value}',
  },
  roleApiNotOfPages: {
    zh: '接口 {value} 不属于所选页面',
    en: 'The API {value} is called by none of the chosen pages',
    es: 'La API {value} no la usa ninguna de las páginas elegidas',
    ja: 'API {value} は選択したページのどれにも属しません',
  },
  roleInUse: {
    zh: '角色正在被使用：{names}，请先修改这些操作员的角色',
    en: 'The role is held by {names}: change their roles first',
    es: 'El rol lo tienen {names}: cambie antes sus roles',
    ja: 'このロールは {names} が使用中です。先にこれらのオペレーターのロールを変更してください',
  },
  /** Two names of a list, as each language joins them: `roleInUse` builds its `{names}` with it. */
  roleHolderJoin: { zh: '{a}、{b}', en: '{a}, {b}', es: '{a}, {b}', ja: '{a}、{b}' },
  /** The named holders of a role, when more hold it than are named. */
  roleHoldersMore: {
    zh: '{names} 等 {count} 人',
    en: '{names} ({count} in all)',
    es: '{names} ({count} en total)',
    ja: '{names} ほか（計 {count} 人）',
  },
  /** The reasons `fieldInvalid` gives, each a rule the value breaks. */
  reasonType: {
    zh: '应为文字或数字',
    en: 'should be text or a number',
    es: 'debe ser texto o un número',
    ja: '文字または数値で入力してください',
  },
  reasonFormat: {
    zh: '写法不对',
    en: 'is not written as it should be',
    es: 'no está escrito como debe',
    ja: '書き方が正しくありません',
  },
  /** Text holding a character no record keeps: a control character, half a surrogate pair. */
  reasonPlain: {
    zh: '不能含有控制字符等不可见字符',
    en: 'must not hold control or other invisible characters',
    es: 'no debe contener caracteres de control ni invisibles',
    ja: '制御文字などの見えない文字は使えません',
  },
  reasonValue: {
    zh: '不是可选的值',
    en: 'is not one of the values it takes',
    es: 'no es uno de los valores que admite',
    ja: '選べる値ではありません',
  },
  /** A picture or a file: a web address, or a path of the console's own uploads. */
  reasonLink: {
    zh: '应为 http:// 或 https:// 开头的网址，或本站上传的文件',
    en: 'should be a web address starting with http:// or https://, or a file uploaded here',
    es: 'debe ser una dirección web que empiece por http:// o https://, o un archivo subido aquí',
    ja: 'http:// または https:// で始まるアドレス、またはここにアップロードしたファイルである必要があります',
  },
  /** A page of this console, never another site. */
  reasonLocalPath: {
    zh: '应为本系统内以 / 开头的页面地址',
    en: 'should be a page of this console, starting with /',
    es: 'debe ser una página de esta consola, empezando por /',
    ja: 'このコンソール内の / で始まるページである必要があります',
  },
  reasonPostcode: {
    zh: '应为 6 位数字',
    en: 'should be 6 digits',
    es: 'debe tener 6 dígitos',
    ja: '6 桁の数字で入力してください',
  },
  /** A region field holds a district (or a city without districts), never a whole province or city. */
  reasonRegionLeaf: {
    zh: '请选择到区县一级',
    en: 'choose down to the district',
    es: 'elija hasta el nivel de distrito',
    ja: '区・県のレベルまで選択してください',
  },
  /** A bank card number that is none: the wrong length, or its check digit (Luhn) does not hold. */
  reasonCardNumber: {
    zh: '应为 12 至 19 位数字的银行卡号，且校验位正确',
    en: 'should be a bank card number of 12 to 19 digits with a valid check digit',
    es: 'debe ser un número de tarjeta bancaria de 12 a 19 dígitos con dígito de control válido',
    ja: '12〜19 桁で、チェックデジットが正しい銀行カード番号である必要があります',
  },
  exportNoColumns: {
    zh: '请至少选择一列',
    en: 'at least select one column',
    es: 'seleccione al menos una columna',
    ja: '少なくとも1列を選択してください',
  },
  exportTooMany: {
    zh: '共 {count} 行，超过 {limit} 行不能直接导出，请使用异步导出',
    en: '{count} rows: more than {limit} cannot be exported directly, please use the async export',
    es: '{count} filas: más de {limit} no se pueden exportar directamente, use la exportación asíncrona',
    ja: '{count} 行あり、{limit} 行を超えるため直接エクスポートできません。非同期エクスポートを使ってください',
  },
  importType: {
    zh: '请上传 xlsx 或 xls 文件（也接受 csv）',
    en: 'Please upload an xlsx or xls file (csv is accepted too)',
    es: 'Suba un archivo xlsx o xls (también se acepta csv)',
    ja: 'xlsx または xls ファイルをアップロードしてください（csv も可）',
  },
  importNoFile: {
    zh: '请选择要导入的文件',
    en: 'Please choose a file to import',
    es: 'Elija un archivo para importar',
    ja: 'インポートするファイルを選択してください',
  },
  importCorrupt: {
    zh: '文件已损坏或不是表格文件',
    en: 'The file is damaged or is not a spreadsheet',
    es: 'El archivo está dañado o no es una hoja de cálculo',
    ja: 'ファイルが壊れているか、表計算ファイルではありません',
  },
  importTooBig: {
    zh: '文件过大：最多 10 MB、50000 行',
    en: 'The file is too large: at most 10 MB and 50,000 rows',
    es: 'El archivo es demasiado grande: máximo 10 MB y 50.000 filas',
    ja: 'ファイルが大きすぎます（最大 10 MB・50,000 行）',
  },
  importTooSlow: {
    zh: '文件过于复杂，未能在 20 秒内读完，请精简或拆分后再导入',
    en: 'The file could not be read within 20 seconds: please simplify or split it and import again',
    es: 'No se pudo leer el archivo en 20 segundos: simplifíquelo o divídalo e importe de nuevo',
    ja: 'ファイルを 20 秒以内に読み込めませんでした。簡略化または分割して再度インポートしてください',
  },
  importBusy: {
    zh: '正在处理其他导入，请稍后再试',
    en: 'Other imports are being read, please try again shortly',
    es: 'Se están leyendo otras importaciones, inténtelo de nuevo en breve',
    ja: '他のインポートを処理中です。しばらくしてから再試行してください',
  },
  importEmpty: {
    zh: '文件中没有数据行',
    en: 'The file has no data rows',
    es: 'El archivo no tiene filas de datos',
    ja: 'ファイルにデータ行がありません',
  },
  importMissingColumn: {
    zh: '缺少必填列：{field}',
    en: 'Missing required column: {field}',
    es: 'Falta la columna obligatoria: {field}',
    ja: '必須列がありません：{field}',
  },
  importRow: {
    zh: '第{row}行 {field}: {reason}',
    en: 'Row {row} {field}: {reason}',
    es: 'Fila {row} {field}: {reason}',
    ja: '{row}行目 {field}: {reason}',
  },
  /** A row refused by a rule that names its field itself (`售价须在 0.01 到 99,999,999.99 之间`). */
  importRowRule: {
    zh: '第{row}行 {rule}',
    en: 'Row {row}: {rule}',
    es: 'Fila {row}: {rule}',
    ja: '{row}行目 {rule}',
  },
  reasonRequired: { zh: '不能为空', en: 'is required', es: 'es obligatorio', ja: '必須です' },
  /** A unique value given twice in one sheet. */
  reasonRepeated: {
    zh: '与第{row}行重复',
    en: 'repeats row {row}',
    es: 'repite la fila {row}',
    ja: '{row}行目と重複しています',
  },
  /** The database refused a second record with a value that must be unique (a race the checks could not see). */
  referenceChanged: {
    zh: '引用的记录已不存在或仍被使用，请刷新后再试',
    en: 'A record it refers to is gone, or it is still referred to; refresh and try again',
    es: 'Un registro al que se refiere ya no existe o aún está en uso; actualice e inténtelo de nuevo',
    ja: '参照先のレコードが存在しないか、まだ使用されています。更新してから再試行してください',
  },
  duplicateRecord: {
    zh: '已有相同的记录，请刷新后再试',
    en: 'Such a record already exists; refresh and try again',
    es: 'Ya existe un registro igual; actualice e inténtelo de nuevo',
    ja: '同じレコードが既に存在します。更新してからもう一度お試しください',
  },
  reasonNotFound: {
    zh: '记录不存在',
    en: 'no such record',
    es: 'no existe ese registro',
    ja: 'レコードがありません',
  },
  importDone: {
    zh: '已导入：新增 {inserted} 条，更新 {updated} 条',
    en: 'Imported: {inserted} added, {updated} updated',
    es: 'Importado: {inserted} añadidos, {updated} actualizados',
    ja: 'インポート完了：追加 {inserted} 件、更新 {updated} 件',
  },
  exportQueued: {
    zh: '导出任务已创建，完成后可在导出列表中下载',
    en: 'Export task created: download it from the export list when it is done',
    es: 'Tarea de exportación creada: descárguela de la lista de exportaciones cuando termine',
    ja: 'エクスポートタスクを作成しました。完了後にエクスポート一覧からダウンロードできます',
  },
  exportExpired: {
    zh: '文件已失效',
    en: 'The file has expired',
    es: 'El archivo ha caducado',
    ja: 'ファイルの有効期限が切れています',
  },
  delete: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  emptyRoles: {
    zh: '用户角色不能为空',
    en: 'roles must be a non-empty array',
    es: 'roles debe ser una lista no vacía',
    ja: 'ロールは空にできません',
  },
  phoneInvalid: {
    zh: '{field}应为 1 开头的 11 位手机号码，如 13800138000',
    en: '{field} should be 11 digits starting with 1 (a mainland mobile), such as 13800138000',
    es: '{field} debe ser un móvil de 11 dígitos que empiece por 1, como 13800138000',
    ja: '{field}は 1 で始まる 11 桁の携帯番号で入力してください（例: 13800138000）',
  },
  contactPhoneInvalid: {
    zh: '{field}应为手机号或区号加座机号，如 13800138000 或 0371-12345678',
    en: '{field} should be a mobile number or an area code and landline, such as 13800138000 or 0371-12345678',
    es: '{field} debe ser un móvil o un prefijo y fijo, como 13800138000 o 0371-12345678',
    ja: '{field}は携帯番号または市外局番付きの固定電話で入力してください（例: 13800138000、0371-12345678）',
  },
  /** A company's service line: a hotline too. */
  servicePhoneInvalid: {
    zh: '{field}应为服务电话，如 95338、400-820-2728 或 0371-12345678',
    en: '{field} should be a service line, such as 95338, 400-820-2728 or 0371-12345678',
    es: '{field} debe ser un teléfono de atención, como 95338, 400-820-2728 o 0371-12345678',
    ja: '{field}はサービス電話で入力してください（例: 95338、400-820-2728、0371-12345678）',
  },
  smsCodeSent: {
    zh: '如该手机号已绑定账号，验证码已发送，{minutes} 分钟内有效',
    en: 'If this number belongs to an account, a code has been sent; it is valid for {minutes} minutes',
    es: 'Si este número pertenece a una cuenta, se ha enviado un código válido durante {minutes} minutos',
    ja: 'この番号がアカウントに登録されていれば認証コードを送信しました（{minutes} 分間有効）',
  },
  smsTooSoon: {
    zh: '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'A code was sent just now; try again in {seconds} seconds',
    es: 'Se acaba de enviar un código; inténtelo de nuevo en {seconds} segundos',
    ja: '認証コードは送信済みです。{seconds} 秒後に再試行してください',
  },
  smsDailyLimit: {
    zh: '该手机号今日获取验证码次数已达上限，请明天再试',
    en: 'This number has had too many codes today; try again tomorrow',
    es: 'Este número ha pedido demasiados códigos hoy; inténtelo mañana',
    ja: 'この番号は本日の認証コード取得回数の上限に達しました。明日再試行してください',
  },
  smsLoginAmbiguous: {
    zh: '该手机号对应多个店铺的账号，请填写店铺账号后重新获取验证码',
    en: 'This number belongs to accounts of several stores: enter the store account and request a new code',
    es: 'Este número pertenece a cuentas de varias tiendas: indique la cuenta de la tienda y pida un código nuevo',
    ja: 'この番号は複数店舗のアカウントに登録されています。店舗アカウントを入力して認証コードを再取得してください',
  },
  passwordMismatch: {
    zh: '两次输入的新密码不一致',
    en: 'The two new passwords do not match',
    es: 'Las dos contraseñas nuevas no coinciden',
    ja: '新しいパスワードが一致しません',
  },
  passwordWeak: {
    zh: '新密码须为 8 至 64 位，且同时包含字母和数字',
    en: 'The new password must be 8 to 64 characters and contain both letters and digits',
    es: 'La nueva contraseña debe tener de 8 a 64 caracteres y contener letras y números',
    ja: '新しいパスワードは 8～64 文字で、英字と数字の両方を含めてください',
  },
  passwordLikeUsername: {
    zh: '新密码不能包含用户名',
    en: 'The new password cannot contain the username',
    es: 'La nueva contraseña no puede contener el nombre de usuario',
    ja: '新しいパスワードにユーザー名を含めることはできません',
  },
  passwordSame: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the old one',
    es: 'La nueva contraseña debe ser distinta de la anterior',
    ja: '新しいパスワードは現在のパスワードと異なるものにしてください',
  },
  oldPasswordWrong: {
    zh: '原密码不正确',
    en: 'The current password is wrong',
    es: 'La contraseña actual es incorrecta',
    ja: '現在のパスワードが違います',
  },
  passwordChanged: {
    zh: '密码已修改，其他设备上的登录已退出',
    en: 'Password changed; you have been signed out on other devices',
    es: 'Contraseña cambiada; se ha cerrado la sesión en los demás dispositivos',
    ja: 'パスワードを変更しました。他の端末のログインは終了しました',
  },
  phoneTaken: {
    zh: '手机号 {phone} 已被本店铺的其他账号使用',
    en: 'The number {phone} is already used by another account of this store',
    es: 'El número {phone} ya lo usa otra cuenta de esta tienda',
    ja: '番号 {phone} はこの店舗の別のアカウントで使用されています',
  },
  wxCodeInvalid: {
    zh: '微信授权码无效或已过期，请重新扫码',
    en: 'The WeChat authorization code is invalid or has expired; scan again',
    es: 'El código de autorización de WeChat no es válido o ha caducado; escanee de nuevo',
    ja: 'WeChat の認可コードが無効か期限切れです。もう一度スキャンしてください',
  },
  wxAlreadyBound: {
    zh: '当前账号已绑定微信，请先解绑',
    en: 'This account is already linked to WeChat; unlink it first',
    es: 'Esta cuenta ya está vinculada a WeChat; desvincúlela primero',
    ja: 'このアカウントは既に WeChat と連携済みです。先に連携を解除してください',
  },
  wxOpenidTaken: {
    zh: '该微信已绑定本店铺的其他账号',
    en: 'This WeChat user is already linked to another account of this store',
    es: 'Este usuario de WeChat ya está vinculado a otra cuenta de esta tienda',
    ja: 'この WeChat ユーザーはこの店舗の別のアカウントと連携済みです',
  },
  wxNotBound: {
    zh: '当前账号未绑定微信',
    en: 'This account is not linked to WeChat',
    es: 'Esta cuenta no está vinculada a WeChat',
    ja: 'このアカウントは WeChat と連携していません',
  },
  wxLoginNotBound: {
    zh: '该微信未绑定账号，请用账号密码登录后在个人中心绑定微信',
    en: 'This WeChat user is not linked to an account; sign in with your password and link WeChat in your profile',
    es: 'Este usuario de WeChat no está vinculado a ninguna cuenta; inicie sesión con su contraseña y vincule WeChat en su perfil',
    ja: 'この WeChat ユーザーはアカウントと連携していません。パスワードでログインし、プロフィールで WeChat を連携してください',
  },
  wxLoginAmbiguous: {
    zh: '该微信绑定了多个店铺的账号，请填写店铺账号后再扫码',
    en: 'This WeChat user is linked to accounts of several stores; fill in the store account and scan again',
    es: 'Este usuario de WeChat está vinculado a cuentas de varias tiendas; indique la cuenta de la tienda y escanee de nuevo',
    ja: 'この WeChat ユーザーは複数の店舗のアカウントと連携しています。店舗アカウントを入力して再度スキャンしてください',
  },
  linesRequired: {
    zh: '请至少添加 {min} 行明细',
    en: 'Add at least {min} line(s)',
    es: 'Añada al menos {min} línea(s)',
    ja: '明細を {min} 行以上追加してください',
  },
  linesTooMany: {
    zh: '明细最多 {max} 行',
    en: 'At most {max} lines',
    es: 'Como máximo {max} líneas',
    ja: '明細は最大 {max} 行です',
  },
  lineProblem: {
    zh: '第 {line} 行：{problem}',
    en: 'Line {line}: {problem}',
    es: 'Línea {line}: {problem}',
    ja: '{line} 行目：{problem}',
  },
  docLocked: {
    zh: '已审核的单据不能修改或删除',
    en: 'An audited document cannot be changed or deleted',
    es: 'Un documento auditado no se puede modificar ni eliminar',
    ja: '審査済みの伝票は変更・削除できません',
  },
  stockShort: {
    zh: '库存不足：{material} 在 {warehouse} 可用 {available}，需要 {needed}',
    en: 'Not enough stock: {material} in {warehouse} has {available}, {needed} needed',
    es: 'Existencias insuficientes: {material} en {warehouse} tiene {available}, se necesitan {needed}',
    ja: '在庫不足：{warehouse} の {material} は {available}、必要数 {needed}',
  },
  purchaseNotAudited: {
    zh: '采购订单未审核，不能入库',
    en: 'The purchase order is not audited yet, it cannot be received',
    es: 'La orden de compra no está auditada; no se puede recibir',
    ja: '発注書が未審査のため入庫できません',
  },
  unitMismatch: {
    zh: '单位“{unit}”不能换算为物料“{material}”的单位',
    en: 'The unit "{unit}" does not convert to the unit of "{material}"',
    es: 'La unidad «{unit}» no se convierte a la unidad de «{material}»',
    ja: '単位「{unit}」は資材「{material}」の単位に換算できません',
  },
  materialDisabled: {
    zh: '物料“{material}”已停用',
    en: 'The material "{material}" is disabled',
    es: 'El material «{material}» está desactivado',
    ja: '資材「{material}」は無効です',
  },
  warehouseDisabled: {
    zh: '仓库“{warehouse}”已停用',
    en: 'The warehouse "{warehouse}" is disabled',
    es: 'El almacén «{warehouse}» está desactivado',
    ja: '倉庫「{warehouse}」は無効です',
  },
  partnerNotApproved: {
    zh: '“{name}”尚未审核通过，不能用于单据',
    en: '"{name}" is not approved yet and cannot be used on documents',
    es: '«{name}» aún no está aprobado y no se puede usar en documentos',
    ja: '「{name}」は未承認のため伝票に使用できません',
  },
  inUse: {
    zh: '“{name}”已被{by}使用，不能删除',
    en: '"{name}" is used by {by} and cannot be deleted',
    es: '«{name}» lo usa {by} y no se puede eliminar',
    ja: '「{name}」は{by}で使用中のため削除できません',
  },
  usedByDocuments: { zh: '单据', en: 'documents', es: 'documentos', ja: '伝票' },
  usedByStock: { zh: '库存', en: 'stock', es: 'existencias', ja: '在庫' },
  usedByMaterials: { zh: '物料', en: 'materials', es: 'materiales', ja: '資材' },
  usedByChildren: { zh: '下级部门', en: 'sub-departments', es: 'subdepartamentos', ja: '下位部門' },
  usedByShops: { zh: '门店', en: 'shops', es: 'tiendas', ja: '店舗' },
  usedByOperators: { zh: '操作员', en: 'operators', es: 'operadores', ja: 'オペレーター' },
  usedByOrders: { zh: '订单', en: 'orders', es: 'pedidos', ja: '注文' },
  auditDone: {
    zh: '已审核',
    en: 'Audited',
    es: 'Auditado',
    ja: '審査しました',
  },
  serviceUnavailable: {
    zh: '{service}服务暂时不可用，请稍后再试',
    en: 'The {service} service is unavailable, please try again later',
    es: 'El servicio de {service} no está disponible, inténtelo más tarde',
    ja: '{service}サービスは現在利用できません。しばらくしてから再試行してください',
  },
  serviceWechat: { zh: '微信', en: 'WeChat', es: 'WeChat', ja: 'WeChat ' },
  addonUnknown: {
    zh: '插件不存在：{key}',
    en: 'No such plugin: {key}',
    es: 'No existe el complemento: {key}',
    ja: '存在しないプラグインです：{key}',
  },
  addonAlreadyInstalled: {
    zh: '插件“{title}”已安装',
    en: 'The plugin "{title}" is already installed',
    es: 'El complemento «{title}» ya está instalado',
    ja: 'プラグイン「{title}」は既にインストールされています',
  },
  addonNotInstalled: {
    zh: '插件“{title}”未安装',
    en: 'The plugin "{title}" is not installed',
    es: 'El complemento «{title}» no está instalado',
    ja: 'プラグイン「{title}」はインストールされていません',
  },
  batchDone: {
    zh: '已处理 {count} 条',
    en: '{count} done',
    es: '{count} procesados',
    ja: '{count} 件処理しました',
  },
  orderStatusChanged: {
    zh: '订单状态已变化，请刷新后重试',
    en: 'The order has changed meanwhile: refresh and try again',
    es: 'El pedido ha cambiado entretanto: actualice e inténtelo de nuevo',
    ja: '注文の状態が変わりました。再読み込みしてからやり直してください',
  },
  orderCancelled: {
    zh: '订单已取消，库存已退回',
    en: 'Order cancelled; its goods are back in stock',
    es: 'Pedido cancelado; su mercancía vuelve al stock',
    ja: '注文をキャンセルし、在庫を戻しました',
  },
  orderShipped: { zh: '已发货', en: 'Shipped', es: 'Enviado', ja: '発送しました' },
  orderVerified: {
    zh: '已核销',
    en: 'Marked as consumed',
    es: 'Marcado como consumido',
    ja: '消込しました',
  },
  refundStatusChanged: {
    zh: '售后单状态已变化，请刷新后重试',
    en: 'The request has changed meanwhile: refresh and try again',
    es: 'La solicitud ha cambiado entretanto: actualice e inténtelo de nuevo',
    ja: '申請の状態が変わりました。再読み込みしてからやり直してください',
  },
  refundTooMuch: {
    zh: '退款金额超过订单可退金额 {left} 元',
    en: 'The refund is more than the {left} yuan left to refund on the order',
    es: 'El reembolso supera los {left} yuanes que quedan por reembolsar',
    ja: '返金額が注文の返金可能額 {left} 元を超えています',
  },
  quickMenuMax: {
    zh: '最多可添加16个快捷菜单哦',
    en: 'At most 16 quick menus can be added',
    es: 'Se pueden añadir 16 accesos rápidos como máximo',
    ja: 'クイックメニューは最大16個まで追加できます',
  },
  quickMenuDuplicate: {
    zh: '请勿重复添加',
    en: 'Already in your quick menus',
    es: 'Ya está en sus accesos rápidos',
    ja: '既に追加されています',
  },
  quickMenuDashboard: {
    zh: '{title} 不可添加快捷菜单哦',
    en: '{title} cannot be a quick menu',
    es: '{title} no puede ser un acceso rápido',
    ja: '{title} はクイックメニューに追加できません',
  },
  quickMenuUnknown: {
    zh: '没有这个页面或无权访问：{path}',
    en: 'No such page, or no access to it: {path}',
    es: 'No existe esa página o no tiene acceso: {path}',
    ja: 'ページが存在しないか、アクセス権がありません：{path}',
  },
  listUnknown: {
    zh: '没有这个列表或无权访问：{list}',
    en: 'No such list, or no access to it: {list}',
    es: 'No existe esa lista o no tiene acceso: {list}',
    ja: '一覧が存在しないか、アクセス権がありません：{list}',
  },
  listColumnUnknown: {
    zh: '列表“{list}”没有“{name}”这一列',
    en: 'The list {list} has no column “{name}”',
    es: 'La lista {list} no tiene la columna «{name}»',
    ja: '一覧「{list}」に列「{name}」はありません',
  },
  listColumnTwice: {
    zh: '“{title}”这一列出现了两次，每列只能设置一次',
    en: 'The column “{title}” is given twice: set each column once',
    es: 'La columna «{title}» aparece dos veces: indique cada columna una sola vez',
    ja: '列「{title}」が二度指定されています。各列は一度だけ指定してください',
  },
  listColumnsTooMany: {
    zh: '列设置最多 {max} 列，收到 {count} 列',
    en: 'Column settings hold at most {max} columns; {count} were sent',
    es: 'La configuración admite {max} columnas como máximo; se enviaron {count}',
    ja: '列の設定は最大 {max} 列です（{count} 列が送信されました）',
  },
  listColumnWidth: {
    zh: '“{title}”的列宽须在 {min} 到 {max} 像素之间',
    en: 'The width of “{title}” must be between {min} and {max} px',
    es: 'El ancho de «{title}» debe estar entre {min} y {max} px',
    ja: '列「{title}」の幅は {min}～{max} px にしてください',
  },
  listColumnsNoneShown: {
    zh: '请至少显示一列',
    en: 'Show at least one column',
    es: 'Muestre al menos una columna',
    ja: '少なくとも1列を表示してください',
  },
  revertDone: { zh: '已恢复', en: 'Restored', es: 'Restaurado', ja: '復元しました' },
  /**
   * A save whose payload equals what is already there (settings, app versions, quick menus; docs/business-rules.md).
   */
  unchanged: {
    zh: '数据未发生任何改变，请修改数据后再次提交',
    en: 'Nothing has changed: change the data before submitting again',
    es: 'No ha cambiado nada: modifique los datos antes de volver a enviar',
    ja: 'データに変更がありません。変更してから再度送信してください',
  },
  reportRange: {
    zh: '统计区间须在 1 至 {days} 天之间，且开始早于结束',
    en: 'The period must run forwards and be 1 to {days} days long',
    es: 'El periodo debe ir hacia adelante y durar de 1 a {days} días',
    ja: '集計期間は開始が終了より前で、1〜{days} 日の範囲にしてください',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;
/** A placeholder value: text, a number, or another message (with its own values) in the same language. */
/** A value, a text in each language (a state's name), or another message with its own values. */
export type MessageParam =
  | string
  | number
  | Texts
  | { readonly key: MessageKey; readonly params?: MessageParams };
export type MessageParams = { readonly [name: string]: MessageParam };

/** The text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return textOf(MESSAGES[key], lang, params);
}

/**
 * A text of one's own (an entity's message, declared beside it) in `lang`, its placeholders filled as
 * {@link message} fills them.
 */
export function textOf(texts: Texts, lang: Lang, params: MessageParams = {}): string {
  return fillPlaceholders(texts[lang], (name) => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'object') return String(value);
    return 'key' in value ? message(lang, value.key, value.params) : value[lang];
  });
}
