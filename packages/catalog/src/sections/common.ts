import { custom, T } from '../build';
import type { PageSpec } from '../types';

const ALL_INDUSTRIES = ['salt', 'grain', 'offlinepay'] as const;

/** The workbench: pinned, the default after `/`. */
export const dashboard: PageSpec = custom(
  '/dashboard',
  'Dashboard',
  T('工作台', 'Workbench', 'Escritorio', 'ワークベンチ'),
  'dashboard',
  ['/v1/seller/quickmenu/QuickMenuList', '/v1/seller/quickmenu/QuickMenuAdds'],
  { icon: 'dashboard', affix: true, common: true },
);

/** Profile screens reached from the user dropdown; every user of every industry has them. */
export const profile: PageSpec = {
  path: '/profile',
  name: 'Profile',
  title: T('个人中心', 'Profile', 'Perfil', 'プロフィール'),
  view: 'group',
  hidden: true,
  common: true,
  industries: ALL_INDUSTRIES,
  children: [
    custom(
      'user/edit',
      'ProfileUserEdit',
      T('编辑资料', 'Edit profile', 'Editar perfil', 'プロフィール編集'),
      'profileEdit',
      ['/v1/buyer/user/info', '/v1/buyer/user/userEdit'],
      { hidden: true },
    ),
    custom(
      'pwd/edit',
      'ProfilePwdEdit',
      T('修改密码', 'Change password', 'Cambiar contraseña', 'パスワード変更'),
      'passwordEdit',
      ['/v1/seller/supplier/PasswordEdit'],
      { hidden: true },
    ),
    custom(
      'user/wechat',
      'ProfileWechat',
      T('微信绑定', 'WeChat binding', 'Vincular WeChat', 'WeChat 連携'),
      'wechatBind',
      [
        '/v1/seller/supplier/Info',
        '/v1/seller/supplier/WxBind',
        '/v1/seller/supplier/WxUnbind',
        '/v1/addons/social/public/GetSocialAuthData',
      ],
      { hidden: true },
    ),
  ],
};
