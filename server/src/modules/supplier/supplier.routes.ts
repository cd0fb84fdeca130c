import { isPhone } from '@yanye/protocol';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, loginLogs, suppliers } from '../../db/schema';
import type { Principal } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { userRoute } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';
import { line, paragraph } from '../../platform/validation';

/** A landline with its area code (0371-12345678), or a 400 service number. */
const LANDLINE = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

/** The store's contact number: a mobile, a landline, or empty. */
const contactPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v) || LANDLINE.test(v), { error: 'contactPhoneInvalid' });

/**
 * An image as the console stores it: an absolute link (`https://`, `//cdn...`) or a path on the product host
 * (`/uploads/logo.png`, which the browser prefixes), or empty.
 */
export const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) =>
      v === '' || /^(https?:)?\/\/[^\s<>"'`]+$/.test(v) || (/^\/?[\w\-./]+$/.test(v) && !v.includes('..')),
    {
      error: 'reasonFormat',
    },
  );

/** Shop info (/content/shopinfo); fields left out are kept as they are. */
const ShopFields = z.object({
  store_name: line(50).min(1),
  logo: imagePath.optional(),
  contact_name: line(30).optional(),
  phone: contactPhone.optional(),
  address: line(200).optional(),
  intro: paragraph(2000).optional(),
});

/** The store and the caller's account as the shop-info and WeChat screens show them. */
async function shopInfo(db: TenantDb, principal: Principal) {
  const [row] = await db.tx
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
    .innerJoin(suppliers, eq(suppliers.id, accounts.supplierId))
    .where(db.where(accounts, eq(accounts.id, principal.accountId)));
  if (!row) throw notFound();
  // The sign-in before this one: the time a person checks to see whether someone else used the account.
  const [previous] = await db.tx
    .select({ at: loginLogs.createdAt, ip: loginLogs.ip })
    .from(loginLogs)
    .where(
      db.where(loginLogs, and(eq(loginLogs.accountId, principal.accountId), eq(loginLogs.success, true))),
    )
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
  userRoute({
    method: 'GET',
    url: '/v1/seller/supplier/Info',
    handler: ({ db, principal }) => shopInfo(db, principal),
  }),

  userRoute({
    method: 'POST',
    url: '/v1/seller/supplier/InfoSave',
    body: ShopFields,
    handler: async ({ db, principal }, { body }) => {
      await db.tx
        .update(suppliers)
        .set({
          storeName: body.store_name,
          ...(body.logo !== undefined ? { logo: body.logo } : {}),
          ...(body.contact_name !== undefined ? { contactName: body.contact_name } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.address !== undefined ? { address: body.address } : {}),
          ...(body.intro !== undefined ? { intro: body.intro } : {}),
        })
        .where(eq(suppliers.id, db.supplierId));
      return shopInfo(db, principal);
    },
    audit: ({ body }) => ({ summary: `修改店铺信息：${body.store_name}` }),
  }),
];
