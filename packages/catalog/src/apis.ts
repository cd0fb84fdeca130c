/** Calls that need no sign-in (the sign is still checked). */
export const PUBLIC_APIS: readonly string[] = [
  '/v1/public/user/login',
  '/v1/public/user/refreshAccessToken',
  '/v1/public/user/wxLogin',
  '/v1/public/user/register',
  '/v1/public/verify/captcha',
  '/v1/public/verify/verifysend',
  '/v1/public/config/GetServerConfig',
  '/v1/public/supplier/GetIndustryTypeConf',
  '/v1/public/supplier/GetEnterAgreement',
  '/v1/public/supplier/Enter',
  '/v1/public/supplier/getSupplierList',
  '/v1/addons/social/public/GetSocialAuthData',
  '/v1/addons/social/public/GetSocialAndBindByCode',
  '/v1/addons/kefu/public/GetKefuConfig',
];

/**
 * Calls every signed-in user needs whatever the roles (API.md §4): user info, logout, server config,
 * OperatorPermission, quick menus, export tasks, uploads, and the installed-plugin list that builds the menus.
 * The APIs of `common` pages (workbench, profile) join this set too.
 */
export const BASE_APIS: readonly string[] = [
  '/v1/buyer/user/info',
  '/v1/buyer/user/logout',
  '/v1/seller/role/OperatorPermission',
  '/v1/seller/quickmenu/QuickMenuList',
  '/v1/seller/quickmenu/QuickMenuAdd',
  '/v1/seller/quickmenu/QuickMenuAdds',
  '/v1/seller/quickmenu/QuickMenuDel',
  '/v1/seller/export/ExportManage',
  '/v1/seller/export/ExportDel',
  '/v1/seller/upload/UploadImage',
  '/v1/seller/upload/UploadFile',
  '/v1/addons/public/SupplierAddonList',
];
