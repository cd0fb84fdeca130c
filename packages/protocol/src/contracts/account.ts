import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { INDUSTRIES } from '../industries';
import { LABELS } from '../labels';
import { contactPhone, flag, imagePath, line, optionalMobile, paragraph } from '../schemas';

/** The signed-in user's profile, password and WeChat binding, and the store's own info. */

export const userEdit = post('/v1/buyer/user/userEdit', {
  summary: "Edit the signed-in user's profile (fields left out are kept)",
  labels: {
    nick_name: T('昵称'),
    real_name: T('真实姓名'),
    phone: LABELS.mobile,
  },
  body: z.object({
    nick_name: line(30).min(1),
    real_name: line(30).optional(),
    phone: optionalMobile.optional(),
  }),
  response: z.object({ nick_name: z.string(), real_name: z.string(), phone: z.string() }),
});

export const passwordEdit = post('/v1/seller/supplier/PasswordEdit', {
  summary: "Change the signed-in user's password; their other sessions end",
  // Each call checks a password guess.
  perMinute: 10,
  labels: {
    old_password: T('原密码'),
    new_password: T('新密码'),
    confirm_password: T('确认新密码'),
  },
  body: z.object({
    old_password: z.string().min(1).max(128),
    new_password: z.string().min(1).max(128),
    confirm_password: z.string().min(1).max(128),
  }),
  response: z.object({ revoked: z.number().int() }),
});

const Bind = z.object({ is_bind_wx: flag, bind_wx_time: z.number().int() });

export const wxBind = post('/v1/seller/supplier/WxBind', {
  summary: 'Bind a WeChat account to the signed-in user by the code of a scan',
  labels: { code: T('授权码') },
  body: z.object({ code: z.string().trim().min(1).max(512) }),
  response: Bind,
});

export const wxUnbind = post('/v1/seller/supplier/WxUnbind', {
  summary: "Unbind the signed-in user's WeChat account",
  response: Bind,
});

const ShopInfo = z.object({
  supplier_id: z.number().int(),
  login_name: z.string(),
  store_name: z.string(),
  logo: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  address: z.string(),
  intro: z.string(),
  store_domain: z.string(),
  industry_type: z.enum(INDUSTRIES),
  is_union: flag,
  cert_status: z.number().int(),
  created_at: z.number().int(),
  username: z.string(),
  nick_name: z.string(),
  is_main: flag,
  is_bind_wx: flag,
  bind_wx_time: z.number().int(),
  last_login_time: z.number().int(),
  last_login_ip: z.string(),
});

export const supplierInfo = get('/v1/seller/supplier/Info', {
  summary: 'The store and the signed-in account as the shop-info and WeChat screens show them',
  response: ShopInfo,
});

export const supplierInfoSave = post('/v1/seller/supplier/InfoSave', {
  summary: "Save the store's info (fields left out are kept)",
  labels: {
    store_name: LABELS.storeName,
    logo: T('店铺 Logo'),
    contact_name: T('联系人'),
    phone: T('联系电话'),
    address: T('店铺地址'),
    intro: T('店铺简介'),
  },
  body: z.object({
    store_name: line(50).min(1),
    logo: imagePath.optional(),
    contact_name: line(30).optional(),
    phone: contactPhone.optional(),
    address: line(200).optional(),
    intro: paragraph(2000).optional(),
  }),
  response: ShopInfo,
});

/** A store as anyone may see it: what its storefront shows, nothing of its people or its books. */
const PublicStore = z.object({
  supplier_id: z.number().int(),
  /** The store account operators name when they sign in. */
  login_name: z.string(),
  store_name: z.string(),
  logo: z.string(),
  industry_type: z.enum(INDUSTRIES),
  /** 1 once the platform has certified the store. */
  certified: flag,
  intro: z.string(),
  store_domain: z.string(),
  /** When the store opened. */
  created_at: z.number().int(),
});

/** The most stores one page of the public list answers. */
export const PUBLIC_STORES_PAGE_MAX = 50;

export const supplierList = get('/v1/public/supplier/getSupplierList', {
  summary: 'The public list of open stores, paged: name, account, logo, industry, certification; no session',
  access: 'public',
  // It enumerates stores: one address may page through them, not scrape them in a burst.
  perMinute: 60,
  labels: {
    keyword: T('店铺'),
    industry_type: T('行业'),
  },
  query: z.object({
    page: z.coerce.number<number | string>().int().min(1).max(10_000).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(PUBLIC_STORES_PAGE_MAX).default(20),
    /** Part of the store's name or account. */
    keyword: line(50).default(''),
    industry_type: z.enum(INDUSTRIES).optional(),
  }),
  response: z.object({
    list: z.array(PublicStore),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
