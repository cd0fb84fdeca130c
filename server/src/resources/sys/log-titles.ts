import { T } from '@yanye/i18n';

/** Titles the system section's logs share, in zh, en, es and ja. */
export const LOG_TITLES = {
  account: T('账号'),
  operator: T('操作员', 'operator'),
  page: T('页面'),
  action: T('操作'),
  ip: T('IP 地址'),
  userAgent: T('浏览器'),
  result: T('结果'),
  reason: T('失败原因'),
  time: T('时间'),
  signedInAt: T('登录时间', 'signedInAt'),
  phone: T('手机号', 'phone2'),
};

/** A sign-in's outcome, on the wire as 1 or 0. */
export const RESULTS = [
  { value: 1, label: T('成功') },
  { value: 0, label: T('失败') },
];
