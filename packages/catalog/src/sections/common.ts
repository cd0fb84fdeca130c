import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { custom } from '../build';
import type { PageSpec } from '../types';

const ALL_INDUSTRIES = ['salt', 'grain', 'offlinepay'] as const;

/** The workbench: pinned, the default after `/`. */
export const dashboard: PageSpec = custom(
  '/dashboard',
  'Dashboard',
  T('工作台'),
  'dashboard',
  [API.workbench.quickMenuList.path, API.workbench.quickMenuAdds.path],
  { icon: 'dashboard', affix: true, common: true },
);

/** Profile screens reached from the user dropdown; every user of every industry has them. */
export const profile: PageSpec = {
  path: '/profile',
  name: 'Profile',
  title: T('个人中心'),
  view: 'group',
  hidden: true,
  common: true,
  industries: ALL_INDUSTRIES,
  // The platform's accounts have a profile too.
  platform: 'also',
  children: [
    custom(
      'user/edit',
      'ProfileUserEdit',
      T('编辑资料'),
      'profileEdit',
      [API.session.userInfo.path, API.account.userEdit.path],
      { hidden: true },
    ),
    custom('pwd/edit', 'ProfilePwdEdit', T('修改密码'), 'passwordEdit', [API.account.passwordEdit.path], {
      hidden: true,
    }),
    custom(
      'user/wechat',
      'ProfileWechat',
      T('微信绑定'),
      'wechatBind',
      [
        API.account.supplierInfo.path,
        API.account.wxBind.path,
        API.account.wxUnbind.path,
        API.session.socialAuthData.path,
      ],
      { hidden: true },
    ),
  ],
};
