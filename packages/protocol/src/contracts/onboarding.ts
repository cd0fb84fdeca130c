import { T, type Texts } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { INDUSTRIES, type Industry } from '../industries';
import { LABELS } from '../labels';
import {
  isBankAccount,
  isCreditCode,
  isIdCardNo,
  normalizeBankAccount,
  normalizeCreditCode,
  normalizeIdCardNo,
} from '../rules';
import { contactPhone, imagePath, line, mobile, paragraph, recordId } from '../schemas';

/**
 * Store onboarding (/business) and the platform's review of it, and the certification of
 * stores already running (CertApply, CertInfo).
 *
 * The applicant has no account yet. Registering (phone, SMS code, password, store name, industry, the agreement)
 * answers an applicant token (30 days) that the browser keeps and sends in the `accesstoken` header of the
 * applicant's calls, where a user's access token would go: logs redact it there and no URL carries it. Losing
 * it, the applicant finds the application again by phone and a new SMS code.
 */

/** The documents an application can carry, by their field in `Enter`. */
export const ENTRY_DOCUMENTS = ['license_image', 'salt_license_image'] as const;
export type EntryDocument = (typeof ENTRY_DOCUMENTS)[number];

export interface EntryIndustry {
  readonly industry_type: Industry;
  readonly title: Texts;
  /** The entry fee, in cents. */
  readonly fee_cents: number;
  /** The licences an application of the industry must show: every store its business licence, salt its wholesale licence. */
  readonly documents: readonly EntryDocument[];
}

/**
 * What each industry costs to join and which licences it must show. Declared once: the server answers it
 * (GetIndustryTypeConf), checks applications and certifications against it and charges its fee; the web lays
 * out its forms from it.
 */
export const ENTRY_INDUSTRIES: readonly EntryIndustry[] = [
  {
    industry_type: 'salt',
    title: T('盐业批发'),
    fee_cents: 200_000,
    // The salt monopoly rules (食盐专营办法) want a salt wholesale licence of every salt wholesaler.
    documents: ['license_image', 'salt_license_image'],
  },
  {
    industry_type: 'grain',
    title: T('粮油贸易'),
    fee_cents: 100_000,
    documents: ['license_image'],
  },
  {
    industry_type: 'offlinepay',
    title: T('线下收款'),
    fee_cents: 50_000,
    documents: ['license_image'],
  },
];

/** The entry configuration of an industry. */
export function entryIndustry(industry: Industry): EntryIndustry {
  const found = ENTRY_INDUSTRIES.find((i) => i.industry_type === industry);
  if (!found) throw new Error(`no entry configuration for ${industry}`);
  return found;
}

/** Where an application stands: created → info (Enter sent) → paid (submitted) → reviewing → approved or rejected. */
export const APPLICATION_STATUSES = ['created', 'info', 'paid', 'reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The screen an application continues on: what the applicant must do next, or where it stands. */
export const APPLICATION_STEPS = ['writeInfo', 'payFee', 'progress'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** How long an applicant token lasts: a return weeks later still finds the application. */
export const APPLICANT_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * A licence the applicant uploaded (`EnterUpload` answers its `key`): kept under the application's own folder
 * `a/<application>/`, never served at a public address.
 */
export const applicationFile = z
  .string()
  .trim()
  .max(120)
  .refine((v) => v === '' || /^a\/\d{1,15}\/\d{6}\/[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/.test(v), {
    error: 'reasonFormat',
  });

/** A value typed with spaces, normalised, then checked: at most `max` characters as sent. */
const checked = (max: number, normalize: (v: string) => string, valid: (v: string) => boolean) =>
  z
    .string()
    .max(max)
    .transform(normalize)
    .refine((v) => valid(v), { error: 'reasonFormat' });

export const creditCode = checked(40, normalizeCreditCode, isCreditCode);
export const idCardNo = checked(40, normalizeIdCardNo, (v) => isIdCardNo(v));
export const bankAccount = checked(60, normalizeBankAccount, isBankAccount);
const requiredContactPhone = contactPhone.refine((v) => v !== '', { error: 'contactPhoneInvalid' });

/** The company behind a store: what a certification shows, and the first part of an application. */
const Company = {
  company_name: line(100).min(2),
  /** 统一社会信用代码 (GB 32100): checked with its check character. */
  credit_code: creditCode,
  legal_name: line(30).min(2),
  /** The legal representative's identity number (GB 11643): checked with its check digit and birth date. */
  legal_id_no: idCardNo,
};

/** What `Enter` sends: the store's name again (a rejection may ask to change it), the company, licences, contact, bank. */
/**
 * The fields of the onboarding and certification calls as their forms name them (入驻, 店铺认证, the review's
 * reason): a refusal names what the person sees.
 */
export const ENTRY_LABELS = {
  phone: LABELS.mobile,
  verify: T('短信验证码'),
  password: LABELS.password,
  store_name: LABELS.storeName,
  industry_type: T('经营行业'),
  agreement_version: T('入驻协议'),
  company_name: T('企业名称'),
  credit_code: T('统一社会信用代码'),
  legal_name: T('法定代表人'),
  legal_id_no: T('法定代表人身份证号'),
  license_image: T('营业执照'),
  salt_license_image: T('食盐批发许可证'),
  contact_name: T('联系人', 'contact_name'),
  contact_phone: T('联系电话'),
  address: T('经营地址'),
  bank_name: T('开户银行'),
  bank_account_name: T('开户名称'),
  bank_account: T('银行账号'),
  reason: T('驳回原因'),
  type: T('用途'),
} as const satisfies Readonly<Record<string, Texts>>;

export const EnterBody = z.object({
  store_name: line(50).min(2),
  ...Company,
  license_image: applicationFile,
  /** Required of salt stores (their industry's `documents`). */
  salt_license_image: applicationFile.default(''),
  contact_name: line(30).min(2),
  contact_phone: requiredContactPhone,
  address: line(200).min(5),
  bank_name: line(60).min(2),
  bank_account_name: line(100).min(2),
  bank_account: bankAccount,
});
export type EnterInfo = z.output<typeof EnterBody>;

const EnterInfoOut = z.object({
  store_name: z.string(),
  company_name: z.string(),
  credit_code: z.string(),
  legal_name: z.string(),
  legal_id_no: z.string(),
  license_image: z.string(),
  salt_license_image: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  address: z.string(),
  bank_name: z.string(),
  bank_account_name: z.string(),
  bank_account: z.string(),
});

const Payment = z.object({
  out_trade_no: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  fail_reason: z.string(),
  paid_at: z.number().int().nullable(),
  created_at: z.number().int(),
});

/** An application as its applicant sees it. */
export const Application = z.object({
  id: z.number().int(),
  phone: z.string(),
  store_name: z.string(),
  industry_type: z.enum(INDUSTRIES),
  status: z.enum(APPLICATION_STATUSES),
  /** Where the applicant goes on. */
  step: z.enum(APPLICATION_STEPS),
  fee_cents: z.number().int(),
  /** The entry fee is paid (a rejected application corrected is not charged again). */
  paid: z.boolean(),
  /** What `Enter` last sent; null before it. */
  info: EnterInfoOut.nullable(),
  /** Short-lived links to see the uploaded licences, by document field. */
  files: z.record(z.string(), z.string()),
  reject_reason: z.string(),
  /** The latest attempt to pay, if any. */
  payment: Payment.nullable(),
  /** Once approved: the username the store's main account signs in with (the phone); empty before. */
  username: z.string(),
  submitted_at: z.number().int().nullable(),
  reviewed_at: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ApplicationView = z.output<typeof Application>;

const Session = z.object({
  /** The applicant token: sent in the `accesstoken` header of the applicant's calls. */
  token: z.string(),
  expires_in: z.number().int(),
  application: Application,
});

export const industryTypeConf = get('/v1/public/supplier/GetIndustryTypeConf', {
  summary: 'The industries a store may open in: title, entry fee (cents) and the licences each must show',
  access: 'public',
  response: z.array(
    z.object({
      industry_type: z.enum(INDUSTRIES),
      title: z.string(),
      fee_cents: z.number().int(),
      documents: z.array(z.enum(ENTRY_DOCUMENTS)),
    }),
  ),
});

export const enterAgreement = get('/v1/public/supplier/GetEnterAgreement', {
  summary: 'The merchant entry agreement in force: its version and text (zh, en; es and ja read the English)',
  access: 'public',
  response: z.object({
    version: z.string(),
    title: z.string(),
    content: z.string(),
    updated_at: z.number().int(),
  }),
});

export const enterVerifySend = post('/v1/public/supplier/EnterVerifySend', {
  summary: 'Send an SMS code to register an application (any phone) or to find one (phones that applied)',
  access: 'public',
  perMinute: 10,
  write: false,
  labels: ENTRY_LABELS,
  body: z.object({ phone: mobile, type: z.enum(['register', 'find']) }),
  response: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
});

export const register = post('/v1/public/user/register', {
  summary: 'Register an application to open a store; answers the applicant token',
  access: 'public',
  perMinute: 10,
  write: false,
  labels: ENTRY_LABELS,
  body: z.object({
    phone: mobile,
    /** The SMS code (EnterVerifySend, type register). */
    verify: line(10).min(1),
    password: z.string().min(1).max(128),
    store_name: line(50).min(2),
    industry_type: z.enum(INDUSTRIES),
    /** The version of the agreement the applicant accepted: it must be the one in force. */
    agreement_version: line(40).min(1),
  }),
  response: Session,
});

export const enterFind = post('/v1/public/supplier/EnterFind', {
  summary:
    'Find an application by its phone and an SMS code (EnterVerifySend, type find); answers a new applicant token',
  access: 'public',
  perMinute: 10,
  write: false,
  labels: ENTRY_LABELS,
  body: z.object({ phone: mobile, verify: line(10).min(1) }),
  response: Session,
});

export const enterProgress = get('/v1/public/supplier/EnterProgress', {
  summary: "The applicant's application (applicant token in `accesstoken`)",
  access: 'public',
  perMinute: 60,
  response: Application,
});

export const enter = post('/v1/public/supplier/Enter', {
  summary: 'Send or correct the company, licences, contact and bank of the application (applicant token)',
  access: 'public',
  perMinute: 20,
  write: false,
  labels: ENTRY_LABELS,
  body: EnterBody,
  response: Application,
});

export const enterUpload = post('/v1/public/supplier/EnterUpload', {
  summary:
    'Upload a licence image of the application (multipart `file`, applicant token): kept privately, shown by short-lived links',
  access: 'public',
  perMinute: 20,
  write: false,
  response: z.object({ key: z.string(), url: z.string(), name: z.string(), size: z.number().int() }),
});

export const enterPay = post('/v1/public/supplier/EnterPay', {
  summary: 'Pay the entry fee: answers where to pay (an order still pending is offered again)',
  access: 'public',
  perMinute: 10,
  write: false,
  response: z.object({ out_trade_no: z.string(), pay_url: z.string(), amount_cents: z.number().int() }),
});

/** A certification of a running store: the company and its licences, reviewed by the platform. */
const Cert = z.object({
  id: z.number().int(),
  company_name: z.string(),
  credit_code: z.string(),
  legal_name: z.string(),
  legal_id_no: z.string(),
  license_image: z.string(),
  salt_license_image: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  status: z.enum(['applied', 'approved', 'rejected']),
  reject_reason: z.string(),
  reviewed_at: z.number().int().nullable(),
  created_at: z.number().int(),
});

export const certInfo = get('/v1/seller/supplier/CertInfo', {
  summary:
    "The store's certification: its state (0 none, 1 applied, 2 certified, 3 rejected) and latest application",
  response: z.object({
    cert_status: z.number().int(),
    industry_type: z.enum(INDUSTRIES),
    documents: z.array(z.enum(ENTRY_DOCUMENTS)),
    latest: Cert.nullable(),
    /** Links to show the licences of `latest` (those kept privately since the store's application). */
    files: z.record(z.string(), z.string()),
  }),
});

export const certApply = post('/v1/seller/supplier/CertApply', {
  summary:
    "Apply for (or renew) the store's certification; refused while one is under review or when nothing changed",
  labels: ENTRY_LABELS,
  body: z.object({
    ...Company,
    license_image: imagePath.refine((v) => v !== '', { error: 'reasonRequired' }),
    salt_license_image: imagePath.default(''),
    contact_name: line(30).min(2),
    contact_phone: requiredContactPhone,
  }),
  response: Cert,
});

/** The platform's review: only platform accounts (is_pingtai) may call these. */

const ReviewQuery = z.object({
  status: z.enum(['', 'open', ...APPLICATION_STATUSES]).default(''),
  keyword: line(50).default(''),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});

const ApplicationRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  store_name: z.string(),
  industry_type: z.enum(INDUSTRIES),
  status: z.enum(APPLICATION_STATUSES),
  company_name: z.string(),
  fee_cents: z.number().int(),
  paid: z.boolean(),
  reject_reason: z.string(),
  reviewed_by: z.string(),
  store_id: z.number().int().nullable(),
  submitted_at: z.number().int().nullable(),
  reviewed_at: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

export const enterList = get('/v1/pingtai/enter/EnterList', {
  summary: 'Applications to open a store, newest first (status `open`: waiting for or under review)',
  query: ReviewQuery,
  response: z.object({ rows: z.array(ApplicationRow), count: z.number().int() }),
});

export const enterDetail = get('/v1/pingtai/enter/EnterDetail', {
  summary: 'One application with everything it sent, links to its licences and its payments',
  query: z.object({ id: recordId }),
  response: ApplicationRow.extend({
    info: EnterInfoOut.nullable(),
    files: z.record(z.string(), z.string()),
    payments: z.array(Payment),
  }),
});

export const enterClaim = post('/v1/pingtai/enter/EnterClaim', {
  summary: 'Start reviewing a submitted application: the applicant sees it under review',
  body: z.object({ id: recordId }),
  response: ApplicationRow,
});

export const enterApprove = post('/v1/pingtai/enter/EnterApprove', {
  summary:
    'Approve an application: opens the store with its main account (the phone and the password chosen)',
  body: z.object({ id: recordId }),
  response: ApplicationRow.extend({ login_name: z.string(), username: z.string() }),
});

const Reason = paragraph(500).min(2);

export const enterReject = post('/v1/pingtai/enter/EnterReject', {
  summary: 'Reject an application with the reason the applicant reads (they correct it and send it again)',
  labels: ENTRY_LABELS,
  body: z.object({ id: recordId, reason: Reason }),
  response: ApplicationRow,
});

const CertRow = Cert.extend({
  supplier_id: z.number().int(),
  login_name: z.string(),
  store_name: z.string(),
  industry_type: z.enum(INDUSTRIES),
  reviewed_by: z.string(),
});

export const certList = get('/v1/pingtai/cert/CertList', {
  summary: 'Certifications of running stores, newest first',
  query: z.object({
    status: z.enum(['', 'applied', 'approved', 'rejected']).default(''),
    keyword: line(50).default(''),
    page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(100).default(20),
  }),
  response: z.object({
    rows: z.array(CertRow.extend({ files: z.record(z.string(), z.string()) })),
    count: z.number().int(),
  }),
});

const CertTarget = { supplier_id: recordId, id: recordId };

export const certApprove = post('/v1/pingtai/cert/CertApprove', {
  summary: "Approve a store's certification",
  body: z.object(CertTarget),
  response: z.object({ supplier_id: z.number().int(), id: z.number().int(), status: z.literal('approved') }),
});

export const certReject = post('/v1/pingtai/cert/CertReject', {
  summary: "Reject a store's certification with the reason the store reads",
  labels: ENTRY_LABELS,
  body: z.object({ ...CertTarget, reason: Reason }),
  response: z.object({ supplier_id: z.number().int(), id: z.number().int(), status: z.literal('rejected') }),
});
