import { T } from '@yanye/i18n';

/** Titles the system section's logs share, in zh, en, es and ja. */
export const LOG_TITLES = {
  account: T('账号', 'Account', 'Cuenta', 'アカウント'),
  operator: T('操作员', 'Operator', 'Operador', 'オペレーター'),
  page: T('页面', 'Page', 'Página', 'ページ'),
  action: T('操作', 'Action', 'Acción', '操作'),
  ip: T('IP 地址', 'IP address', 'Dirección IP', 'IP アドレス'),
  userAgent: T('浏览器', 'Browser', 'Navegador', 'ブラウザ'),
  result: T('结果', 'Result', 'Resultado', '結果'),
  reason: T('失败原因', 'Reason', 'Motivo', '失敗理由'),
  time: T('时间', 'Time', 'Hora', '日時'),
  signedInAt: T('登录时间', 'Signed in at', 'Acceso', 'ログイン日時'),
  phone: T('手机号', 'Mobile', 'Móvil', '携帯電話'),
};

/** A sign-in's outcome, on the wire as 1 or 0. */
export const RESULTS = [
  { value: 1, label: T('成功', 'Succeeded', 'Correcto', '成功') },
  { value: 0, label: T('失败', 'Failed', 'Fallido', '失敗') },
];
