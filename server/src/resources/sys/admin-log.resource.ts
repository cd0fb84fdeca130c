import { T } from '@yanye/i18n';
import { loginLogs } from '../../db/schema';
import { col } from '../../engine/col';
import { defineResource } from '../../engine/resource';
import { KEPT_AND_EXPORTED } from '../../engine/resource-lists';
import { LOG_TITLES, RESULTS } from './log-titles';

/** Why a sign-in failed, as sign-in records it; a reason added later shows as it is stored. */
const REASONS = [
  { value: 'password', label: T('密码错误', 'Wrong password', 'Contraseña incorrecta', 'パスワード誤り') },
  {
    value: 'locked',
    label: T('账号已锁定', 'Account locked', 'Cuenta bloqueada', 'アカウントロック中'),
  },
  {
    value: 'disabled',
    label: T('账号已停用', 'Account disabled', 'Cuenta desactivada', 'アカウント停止中'),
  },
  {
    value: 'store_disabled',
    label: T('店铺已停用', 'Store disabled', 'Tienda desactivada', '店舗停止中'),
  },
  {
    value: 'sms_code',
    label: T('短信验证码错误', 'Wrong SMS code', 'Código SMS incorrecto', 'SMS 認証コード誤り'),
  },
  {
    value: 'captcha',
    label: T('人机验证未通过', 'Captcha failed', 'Captcha fallido', 'キャプチャ失敗'),
  },
  {
    value: 'ip_blocked',
    label: T('IP 不在允许范围', 'IP not allowed', 'IP no permitida', '許可されていない IP'),
  },
];

const KINDS = [
  { value: 1, label: T('主账号', 'Main account', 'Cuenta principal', 'メインアカウント') },
  { value: 0, label: T('操作员', 'Operator', 'Operador', 'オペレーター') },
];

export const adminLogResource = defineResource({
  entity: 'AdministratorLog',
  table: loginLogs,
  columns: [
    col.text(loginLogs.username, LOG_TITLES.account, { filter: 'text', width: 140 }),
    col.select(loginLogs.isMain, T('账号类型', 'Account type', 'Tipo de cuenta', 'アカウント種別'), KINDS, {
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
