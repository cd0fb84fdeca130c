import { col, defineResource, joinTo, KEPT_AND_EXPORTED, members } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { LOG_TITLES, RESULTS } from './log-titles';
import { BOOKING_FIELDS, bookOn, setStatus } from './member-wallet';
import { memberLoginLogs } from './tables';

/**
 * The store's members (/sys/member): the buyers who sign in to its mall. They own wallets (finance), so a member
 * is never deleted, only disabled (a disabled member cannot sign in to the mall).
 */

export const MEMBER_LEVELS = [
  { value: 1, label: T('普通会员') },
  { value: 2, label: T('银卡会员') },
  { value: 3, label: T('金卡会员') },
  { value: 4, label: T('钻石会员') },
];

export const MEMBER_STATUS = [
  { value: 1, label: T('正常', 'label') },
  { value: 0, label: T('停用', 'label2') },
];

const MEMBER_TITLES = {
  nickName: T('会员昵称'),
  avatar: T('头像'),
  level: T('会员等级'),
  registered: T('注册时间'),
  lastLogin: T('最后登录'),
};

const m = members;

export const memberResource = defineResource({
  entity: 'Member',
  table: members,
  columns: [
    col.image(m.avatar, MEMBER_TITLES.avatar, { form: true }),
    col.text(m.nickName, MEMBER_TITLES.nickName, {
      filter: 'text',
      width: 140,
      form: { required: true, max: 30 },
      link: { page: 'MemberInfo', idKey: 'id' },
    }),
    // A mall member signs in with this mobile: one member per mobile in the store (the database holds it too).
    col.text(m.phone, LOG_TITLES.phone, {
      filter: 'text',
      width: 130,
      // The mobile a member signs in with.
      form: { type: 'phone', phone: 'mobile', required: true, unique: true },
    }),
    col.select(m.level, MEMBER_TITLES.level, MEMBER_LEVELS, {
      sortable: true,
      filter: 'select',
      form: { required: true, default: 1 },
    }),
    col.onOff(m.status, MEMBER_STATUS),
    col.datetime(m.createdAt, MEMBER_TITLES.registered, { sortable: true, filter: 'datetime' }),
    col.datetime(m.lastLoginAt, MEMBER_TITLES.lastLogin, { sortable: true }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  // The questions before an action name the member by nickname (停用会员「张三」？).
  recordName: 'nick_name',
  // Finance's forms pick a member (a top-up) by name or mobile.
  options: { label: [m.nickName, m.phone], search: [m.nickName, m.phone], orderBy: m.id },
  // The member's page (member-wallet.ts): the wallet bookings and the status, each its own grant.
  actions: {
    Topup: { fields: BOOKING_FIELDS.topup, run: (ctx, row, asked) => bookOn(ctx, row.id, asked, 'topup') },
    Deduct: { fields: BOOKING_FIELDS.deduct, run: (ctx, row, asked) => bookOn(ctx, row.id, asked, 'deduct') },
    Adjust: { fields: BOOKING_FIELDS.adjust, run: (ctx, row, asked) => bookOn(ctx, row.id, asked, 'adjust') },
    Disable: { when: { status: [1] }, confirm: true, run: (ctx, row) => setStatus(ctx, row.id, 0) },
    Enable: { when: { status: [0] }, confirm: true, run: (ctx, row) => setStatus(ctx, row.id, 1) },
  },
  ...KEPT_AND_EXPORTED,
  importable: true,
});

const CHANNELS = [
  { value: 'h5', label: T('H5 商城') },
  {
    value: 'mini',
    label: T('微信小程序'),
  },
  { value: 'app', label: T('APP') },
];

/** Why a member's sign-in failed, as the mall records it. */
const REASONS = [
  { value: 'password', label: T('密码错误') },
  { value: 'code', label: T('验证码错误') },
  { value: 'disabled', label: T('会员已停用', 'label') },
];

/** Members' sign-ins to the mall (/sys/logmanagement/memberlogin), read-only. */
export const memberLoginLogResource = defineResource({
  entity: 'MemberLoginLog',
  table: memberLoginLogs,
  joins: [joinTo(memberLoginLogs.memberId)],
  columns: [
    col.text(m.nickName, MEMBER_TITLES.nickName, { as: 'nick_name', filter: 'text', width: 140 }),
    col.text(memberLoginLogs.phone, LOG_TITLES.phone, { filter: 'text', width: 130 }),
    col.select(memberLoginLogs.success, LOG_TITLES.result, RESULTS, { filter: 'select', width: 80 }),
    col.select(memberLoginLogs.reason, LOG_TITLES.reason, REASONS, { width: 120 }),
    col.select(memberLoginLogs.channel, T('渠道'), CHANNELS, {
      filter: 'select',
      width: 120,
    }),
    col.text(memberLoginLogs.ip, LOG_TITLES.ip, { width: 130 }),
    col.text(memberLoginLogs.userAgent, LOG_TITLES.userAgent, { width: 260, visible: false }),
    col.datetime(memberLoginLogs.createdAt, LOG_TITLES.signedInAt, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
