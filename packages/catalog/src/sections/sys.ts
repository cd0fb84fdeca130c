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
  T('系统', 'System', 'Sistema', 'システム'),
  [
    group(
      'permission/management',
      'PermissionManagement',
      T('权限管理', 'Permissions', 'Permisos', '権限管理'),
      [
        custom('role', 'RoleManage', T('角色管理', 'Roles', 'Roles', 'ロール管理'), 'roleList', [
          API.roles.roleManage.path,
        ]),
        custom(
          'role/add',
          'RoleAdd',
          T('添加角色', 'Add role', 'Añadir rol', 'ロールを追加'),
          'roleEditor',
          [API.roles.roleAdd.path],
          { hidden: true, listPage: 'RoleManage' },
        ),
        custom(
          'role/edit/:id',
          'RoleEdit',
          T('编辑角色', 'Edit role', 'Editar rol', 'ロールを編集'),
          'roleEditor',
          [API.roles.roleManage.path, API.roles.roleEdit.path],
          { hidden: true, listPage: 'RoleManage' },
        ),
        action('role/del/:id', 'RoleDel', T('删除角色', 'Delete role', 'Eliminar rol', 'ロールを削除'), [
          API.roles.roleDel.path,
        ]),
        resource({
          seg: 'operators',
          name: 'Operator',
          api: `${operator}Operator`,
          title: T('操作员', 'Operators', 'Operadores', 'オペレーター'),
          noun: T('操作员', 'operator', 'operador', 'オペレーター'),
          more: [
            action(
              'resetPwd/:id',
              'OperatorResetPassword',
              T(
                '重置操作员密码',
                'Reset operator password',
                'Restablecer contraseña del operador',
                'オペレーターのパスワードをリセット',
              ),
              [`${operator}OperatorResetPassword`],
              { label: T('重置密码', 'Reset password', 'Restablecer contraseña', 'パスワードをリセット') },
            ),
          ],
        }),
        // A read-only list: its entity lets the server's module name it, and keeps its established path; an
        // entry's details (the call it made, the browser) open below it.
        {
          ...list(
            'operatorlog',
            'OperatorLog',
            T('操作日志', 'Operation log', 'Registro de operaciones', '操作ログ'),
            [`${operator}OperatorLogManage`],
            {
              entity: {
                name: 'OperatorLog',
                api: `${operator}OperatorLog`,
                noun: T('操作记录', 'operation', 'operación', '操作記録'),
              },
            },
          ),
          children: hiddenActions({
            name: 'OperatorLog',
            api: `${operator}OperatorLog`,
            noun: T('操作记录', 'operation', 'operación', '操作記録'),
            actions: ['info'],
          }),
        },
      ],
    ),
    group('logmanagement', 'LogManagement', T('日志管理', 'Logs', 'Registros', 'ログ管理'), [
      list(
        'memberlogin',
        'MemberLoginLog',
        T('会员登录日志', 'Member sign-ins', 'Accesos de socios', '会員ログイン履歴'),
        [`${log}MemberLoginManage`],
        {
          entity: {
            name: 'MemberLoginLog',
            api: `${log}MemberLogin`,
            noun: T('会员登录记录', 'member sign-in', 'acceso de socio', '会員ログイン記録'),
          },
        },
      ),
      list(
        'administrator',
        'AdministratorLog',
        T('管理员日志', 'Administrator log', 'Registro de administradores', '管理者ログ'),
        [`${log}AdministratorManage`],
        {
          entity: {
            name: 'AdministratorLog',
            api: `${log}Administrator`,
            noun: T(
              '管理员登录记录',
              'administrator sign-in',
              'acceso de administrador',
              '管理者ログイン記録',
            ),
          },
        },
      ),
    ]),
    // The buyers of the store's mall. No delete: members own wallets (finance); a member is disabled instead.
    // Each opens a page of their own (profile, wallets, orders...); what it changes, each by its own grant.
    resource({
      seg: 'member',
      name: 'Member',
      api: member,
      title: T('会员管理', 'Members', 'Socios', '会員管理'),
      noun: T('会员', 'member', 'socio', '会員'),
      actions: ['add', 'edit'],
      more: [
        custom(
          'info/:id',
          'MemberInfo',
          T('会员详情', 'Member details', 'Detalle del socio', '会員詳細'),
          'memberInfo',
          // Labelled by the member list's metadata, which it is opened from (not listed here: the list's own
          // import posts to that path, and the operator log names it by the pages that list it).
          [API.member.memberDetail.path],
          { hidden: true },
        ),
        action(
          'topup/:id',
          'MemberTopup',
          T('会员钱包充值', 'Top up a wallet', 'Recargar monedero', 'ウォレットにチャージ'),
          [`${member}Topup`],
          { label: T('充值', 'Top up', 'Recargar', 'チャージ') },
        ),
        action(
          'deduct/:id',
          'MemberDeduct',
          T('会员钱包扣除', 'Deduct from a wallet', 'Descontar del monedero', 'ウォレットから差し引き'),
          [`${member}Deduct`],
          { label: T('扣除', 'Deduct', 'Descontar', '差し引き') },
        ),
        action(
          'adjust/:id',
          'MemberAdjust',
          T('会员钱包调整', 'Adjust a wallet', 'Ajustar monedero', 'ウォレットを調整'),
          [`${member}Adjust`],
          { label: T('调整', 'Adjust', 'Ajustar', '調整') },
        ),
        action(
          'disable/:id',
          'MemberDisable',
          T('停用会员', 'Disable member', 'Desactivar socio', '会員を停止'),
          [`${member}Disable`],
          { label: T('停用', 'Disable', 'Desactivar', '停止') },
        ),
        action(
          'enable/:id',
          'MemberEnable',
          T('启用会员', 'Enable member', 'Activar socio', '会員を有効化'),
          [`${member}Enable`],
          { label: T('启用', 'Enable', 'Activar', '有効化') },
        ),
      ],
    }),
    // The app's releases are a resource of the engine (`Appversion`: Manage, Info, Save, Del), whose pages keep the
    // established paths; the download page is a settings record.
    group(
      'appdownload',
      'AppDownload',
      T('APP下载', 'App download', 'Descarga de la app', 'アプリ配布'),
      [
        list(
          'list',
          'AppVersionManage',
          T('版本管理', 'App versions', 'Versiones de la app', 'バージョン管理'),
          [`${appversion}Manage`],
        ),
        custom(
          'PublicSetting',
          'AppPublicSetting',
          T('下载页设置', 'Download page', 'Página de descarga', 'ダウンロードページ設定'),
          'appDownloadSetting',
          [API.settings.appdownInfo.path, API.settings.appdownSet.path],
        ),
        form(
          'ReleaseAdd',
          'AppReleaseAdd',
          T('发布新版本', 'Release a version', 'Publicar versión', '新バージョンを公開'),
          appForm,
          { label: T('发布新版本', 'Release', 'Publicar', '公開'), listPage: 'AppVersionManage' },
        ),
        form(
          'edit/:id',
          'AppVersionEdit',
          T('编辑版本', 'Edit version', 'Editar versión', 'バージョンを編集'),
          appForm,
          { label: T('编辑', 'Edit', 'Editar', '編集'), listPage: 'AppVersionManage' },
        ),
        action(
          'AppversionDel',
          'AppVersionDel',
          T('删除版本', 'Delete version', 'Eliminar versión', 'バージョンを削除'),
          [`${appversion}Del`],
          { label: T('删除', 'Delete', 'Eliminar', '削除') },
        ),
      ],
      {
        entity: {
          name: 'Appversion',
          api: appversion,
          noun: T('版本', 'version', 'versión', 'バージョン'),
        },
      },
    ),
    group('platform', 'Platform', T('平台设置', 'Platform', 'Plataforma', 'プラットフォーム設定'), [
      custom(
        'system',
        'SystemSet',
        T('系统设置', 'System settings', 'Ajustes del sistema', 'システム設定'),
        'systemSet',
        [API.settings.systemSetInfo.path, API.settings.systemSetSave.path],
      ),
      custom(
        'copyright',
        'CopyrightSet',
        T('版权设置', 'Copyright', 'Derechos de autor', '著作権表示'),
        'copyrightSet',
        [API.settings.copyrightSetInfo.path, API.settings.copyrightSetSave.path],
      ),
    ]),
    group('safemanage', 'SafeManage', T('安全管理', 'Security', 'Seguridad', 'セキュリティ'), [
      custom(
        'setting',
        'SafeSet',
        T('安全设置', 'Security settings', 'Ajustes de seguridad', 'セキュリティ設定'),
        'safeSet',
        [`${safe}SafeSetInfo`, `${safe}SafeSetSave`],
      ),
      resource({
        seg: 'accessuser',
        name: 'AccessUser',
        api: `${safe}AccessUser`,
        title: T('访问用户', 'Access users', 'Usuarios de acceso', 'アクセスユーザー'),
        noun: T('访问用户', 'access user', 'usuario de acceso', 'アクセスユーザー'),
        actions: ['del'],
      }),
      resource({
        seg: 'accessip',
        name: 'AccessIp',
        api: `${safe}AccessIp`,
        title: T('访问IP', 'Access IPs', 'IP de acceso', 'アクセスIP'),
        noun: T('访问IP', 'access IP', 'IP de acceso', 'アクセスIP'),
        actions: ['del'],
      }),
    ]),
  ],
  { icon: 'setting' },
);
