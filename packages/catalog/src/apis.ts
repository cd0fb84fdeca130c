import { CONTRACTS } from '@yanye/protocol';

/** Calls that need no sign-in (the sign is still checked): the contracts that say `access: 'public'`. */
export const PUBLIC_APIS: readonly string[] = CONTRACTS.filter((c) => c.access === 'public').map(
  (c) => c.path,
);

/**
 * Calls every signed-in user needs whatever the roles: the contracts that say `access: 'base'`
 * (user info, logout, OperatorPermission, quick menus, export tasks, the installed add-ons that build the
 * menus), and the uploads that belong to the same set, still to be built. The APIs of `common` pages
 * (workbench, profile) join this set too.
 */
export const BASE_APIS: readonly string[] = [
  ...CONTRACTS.filter((c) => c.access === 'base').map((c) => c.path),
  '/v1/seller/upload/UploadImage',
  '/v1/seller/upload/UploadFile',
];
