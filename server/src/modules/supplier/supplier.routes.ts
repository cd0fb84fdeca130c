import {
  accounts,
  type Changes,
  loginLogs,
  notFound,
  type PlainField,
  type Principal,
  picturesValue,
  plainChanges,
  route,
  type StoreDb,
  suppliers,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { and, desc, eq } from 'drizzle-orm';

/** What the operator log says of a save of the store's details, with the fields as the shop-info form names them. */
const CHANGED = T('修改了店铺信息「{name}」');

const STORE_FIELDS: readonly PlainField[] = [
  { name: 'store_name', title: T('店铺名称') },
  { name: 'logo', title: T('店铺 Logo'), show: picturesValue },
  { name: 'contact_name', title: T('联系人') },
  { name: 'phone', title: T('联系电话') },
  { name: 'address', title: T('店铺地址') },
  { name: 'intro', title: T('店铺简介') },
];

/** What each save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

/** The store and the caller's account as the shop-info and WeChat screens show them. */
async function shopInfo(db: StoreDb, principal: Principal) {
  const [row] = await db
    .select({
      store: suppliers,
      username: accounts.username,
      nickName: accounts.nickName,
      wxOpenid: accounts.wxOpenid,
      wxBindTime: accounts.wxBindTime,
      lastLoginAt: accounts.lastLoginAt,
      lastLoginIp: accounts.lastLoginIp,
    })
    .from(accounts)
    // Joined on the store alone, which the store handle adds: the caller's own store row.
    .innerJoin(suppliers, undefined)
    .where(eq(accounts.id, principal.accountId));
  if (!row) throw notFound();
  // The sign-in before this one: the time a person checks to see whether someone else used the account.
  const [previous] = await db
    .select({ at: loginLogs.createdAt, ip: loginLogs.ip })
    .from(loginLogs)
    .where(and(eq(loginLogs.accountId, principal.accountId), eq(loginLogs.success, true)))
    .orderBy(desc(loginLogs.createdAt))
    .limit(1)
    .offset(1);
  const s = row.store;
  return {
    supplier_id: s.id,
    login_name: s.loginName,
    store_name: s.storeName,
    logo: s.logo,
    contact_name: s.contactName,
    phone: s.phone,
    address: s.address,
    intro: s.intro,
    store_domain: s.storeDomain,
    industry_type: s.industryType,
    is_union: s.isUnion ? 1 : 0,
    cert_status: s.certStatus,
    created_at: s.createdAt,
    username: row.username,
    nick_name: row.nickName,
    is_main: principal.isMain ? 1 : 0,
    is_bind_wx: row.wxOpenid ? 1 : 0,
    bind_wx_time: row.wxOpenid ? (row.wxBindTime ?? 0) : 0,
    last_login_time: previous?.at ?? row.lastLoginAt ?? 0,
    last_login_ip: previous?.ip ?? row.lastLoginIp ?? '',
  };
}

export const supplierRoutes = [
  route(API.account.supplierInfo, {
    handler: ({ db, principal }) => shopInfo(db, principal),
  }),

  route(API.account.supplierInfoSave, {
    handler: async ({ db, principal }, { body }) => {
      const before = await shopInfo(db, principal);
      await db.update(suppliers).set({
        storeName: body.store_name,
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
        ...(body.contact_name !== undefined ? { contactName: body.contact_name } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
        ...(body.intro !== undefined ? { intro: body.intro } : {}),
      });
      const after = await shopInfo(db, principal);
      changed.set(after, plainChanges(STORE_FIELDS, before, after));
      return after;
    },
    audit: (_input, result) => ({
      target: String(result.supplier_id),
      objectName: result.store_name,
      said: { text: CHANGED, params: { name: result.store_name }, ...changed.get(result) },
    }),
  }),
];
