import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { action, custom, form, group, hiddenActions, list, resource } from '../build';
import type { PageSpec } from '../types';

const appversion = '/v1/seller/app/Appversion';
const safe = '/v1/seller/safe/';
const operator = '/v1/seller/operator/';
const log = '/v1/seller/log/';
const member = '/v1/seller/member/Member';
const appForm = [`${appversion}Info`, `${appversion}Save`];

export const sys: PageSpec = group(
  '/sys',
  'Sys',
  T('系统'),
  [
    group('permission/management', 'PermissionManagement', T('权限管理'), [
      custom('role', 'RoleManage', T('角色管理'), 'roleList', [API.roles.roleManage.path]),
      custom('role/add', 'RoleAdd', T('添加角色'), 'roleEditor', [API.roles.roleAdd.path], {
        hidden: true,
        listPage: 'RoleManage',
      }),
      custom(
        'role/edit/:id',
        'RoleEdit',
        T('编辑角色'),
        'roleEditor',
        [API.roles.roleManage.path, API.roles.roleEdit.path],
        { hidden: true, listPage: 'RoleManage' },
      ),
      action('role/del/:id', 'RoleDel', T('删除角色'), [API.roles.roleDel.path]),
      resource({
        seg: 'operators',
        name: 'Operator',
        api: `${operator}Operator`,
        title: T('操作员', 'title'),
        noun: T('操作员', 'noun'),
        more: [
          action(
            'resetPwd/:id',
            'OperatorResetPassword',
            T('重置操作员密码'),
            [`${operator}OperatorResetPassword`],
            { label: T('重置密码') },
          ),
        ],
      }),
      // A read-only list: its entity lets the server's module name it, and keeps its established path; an
      // entry's details (the call it made, the browser) open below it.
      {
        ...list('operatorlog', 'OperatorLog', T('操作日志'), [`${operator}OperatorLogManage`], {
          entity: {
            name: 'OperatorLog',
            api: `${operator}OperatorLog`,
            noun: T('操作记录'),
          },
        }),
        children: hiddenActions({
          name: 'OperatorLog',
          api: `${operator}OperatorLog`,
          noun: T('操作记录'),
          actions: ['info'],
        }),
      },
    ]),
    group('logmanagement', 'LogManagement', T('日志管理'), [
      list('memberlogin', 'MemberLoginLog', T('会员登录日志'), [`${log}MemberLoginManage`], {
        entity: {
          name: 'MemberLoginLog',
          api: `${log}MemberLogin`,
          noun: T('会员登录记录'),
        },
      }),
      list('administrator', 'AdministratorLog', T('管理员日志'), [`${log}AdministratorManage`], {
        entity: {
          name: 'AdministratorLog',
          api: `${log}Administrator`,
          noun: T('管理员登录记录'),
        },
      }),
    ]),
    // The buyers of the store's mall. No delete: members own wallets (finance); a member is disabled instead.
    // Each opens a page of their own (profile, wallets, orders...); what it changes, each by its own grant.
    resource({
      seg: 'member',
      name: 'Member',
      api: member,
      title: T('会员管理'),
      noun: T('会员'),
      actions: ['add', 'edit'],
      more: [
        custom(
          'info/:id',
          'MemberInfo',
          T('会员详情'),
          'memberInfo',
          // Labelled by the member list's metadata, which it is opened from (not listed here: the list's own
          // import posts to that path, and the operator log names it by the pages that list it).
          [API.member.memberDetail.path],
          { hidden: true },
        ),
        action('topup/:id', 'MemberTopup', T('会员钱包充值'), [`${member}Topup`], { label: T('充值') }),
        action('deduct/:id', 'MemberDeduct', T('会员钱包扣除'), [`${member}Deduct`], { label: T('扣除') }),
        action('adjust/:id', 'MemberAdjust', T('会员钱包调整'), [`${member}Adjust`], { label: T('调整') }),
        action('disable/:id', 'MemberDisable', T('停用会员'), [`${member}Disable`], { label: T('停用') }),
        action('enable/:id', 'MemberEnable', T('启用会员'), [`${member}Enable`], { label: T('启用') }),
      ],
    }),
    // The app's releases are a resource of the engine (`Appversion`: Manage, Info, Save, Del), whose pages keep the
    // established paths; the download page is a settings record.
    group(
      'appdownload',
      'AppDownload',
      T('APP下载'),
      [
        list('list', 'AppVersionManage', T('版本管理'), [`${appversion}Manage`]),
        custom('PublicSetting', 'AppPublicSetting', T('下载页设置'), 'appDownloadSetting', [
          API.settings.appdownInfo.path,
          API.settings.appdownSet.path,
        ]),
        form('ReleaseAdd', 'AppReleaseAdd', T('发布新版本'), appForm, {
          label: T('发布新版本', 'label'),
          listPage: 'AppVersionManage',
        }),
        form('edit/:id', 'AppVersionEdit', T('编辑版本'), appForm, {
          label: T('编辑'),
          listPage: 'AppVersionManage',
        }),
        action('AppversionDel', 'AppVersionDel', T('删除版本'), [`${appversion}Del`], { label: T('删除') }),
      ],
      {
        entity: {
          name: 'Appversion',
          api: appversion,
          noun: T('版本'),
        },
      },
    ),
    group('platform', 'Platform', T('平台设置'), [
      custom('system', 'SystemSet', T('系统设置'), 'systemSet', [
        API.settings.systemSetInfo.path,
        API.settings.systemSetSave.path,
      ]),
      custom('copyright', 'CopyrightSet', T('版权设置'), 'copyrightSet', [
        API.settings.copyrightSetInfo.path,
        API.settings.copyrightSetSave.path,
      ]),
    ]),
    group('safemanage', 'SafeManage', T('安全管理'), [
      custom('setting', 'SafeSet', T('安全设置'), 'safeSet', [`${safe}SafeSetInfo`, `${safe}SafeSetSave`]),
      resource({
        seg: 'accessuser',
        name: 'AccessUser',
        api: `${safe}AccessUser`,
        title: T('访问用户'),
        noun: T('访问用户', 'noun'),
        actions: ['del'],
      }),
      resource({
        seg: 'accessip',
        name: 'AccessIp',
        api: `${safe}AccessIp`,
        title: T('访问IP'),
        noun: T('访问IP', 'noun'),
        actions: ['del'],
      }),
    ]),
  ],
  { icon: 'setting' },
);
