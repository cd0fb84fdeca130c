import { col, defineResource, KEPT_AND_EXPORTED, loginLogs } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { LOG_TITLES, RESULTS } from './log-titles';

/** Why a sign-in failed, as sign-in records it; a reason added later shows as it is stored. */
const REASONS = [
  { value: 'password', label: T('密码错误') },
  {
    value: 'locked',
    label: T('账号已锁定'),
  },
  {
    value: 'disabled',
    label: T('账号已停用'),
  },
  {
    value: 'store_disabled',
    label: T('店铺已停用', 'label'),
  },
  {
    value: 'sms_code',
    label: T('短信验证码错误'),
  },
  {
    value: 'captcha',
    label: T('人机验证未通过'),
  },
  {
    value: 'ip_blocked',
    label: T('IP 不在允许范围'),
  },
];

const KINDS = [
  { value: 1, label: T('主账号') },
  { value: 0, label: T('操作员', 'label') },
];

export const adminLogResource = defineResource({
  entity: 'AdministratorLog',
  table: loginLogs,
  columns: [
    col.text(loginLogs.username, LOG_TITLES.account, { filter: 'text', width: 140 }),
    col.select(loginLogs.isMain, T('账号类型'), KINDS, {
      width: 100,
    }),
    col.select(loginLogs.success, LOG_TITLES.result, RESULTS, { filter: 'select', width: 80 }),
    col.select(loginLogs.reason, LOG_TITLES.reason, REASONS, { width: 140 }),
    col.text(loginLogs.ip, LOG_TITLES.ip, { filter: 'text', width: 130 }),
    col.text(loginLogs.userAgent, LOG_TITLES.userAgent, { width: 260 }),
    col.datetime(loginLogs.createdAt, LOG_TITLES.signedInAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
