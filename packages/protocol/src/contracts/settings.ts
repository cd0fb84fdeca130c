import { T } from '@yanye/i18n';
import { z } from 'zod';
import { type Contract, type Empty, get, post } from '../contract';
import { FieldMeta } from '../list-meta';
import { contactPhone, imagePath, isPlainText, line, paragraph } from '../schemas';

/**
 * A store's settings pages: system, copyright and the app download page, each one record of
 * named values (`store_settings`). Info answers the values, stored over the defaults, with the form that edits
 * them; Save takes the values to change (the others are kept) and refuses a payload that changes nothing
 * (docs/business-rules.md). Also the public version check an installed app makes.
 */

const FORMAT = { error: 'reasonFormat' } as const;

/** The provinces a record number of the MIIT or of the public security bureau starts with. */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

/** A website's ICP record (京ICP备12345678号-1) or licence (沪ICP证123456号) number. */
export const ICP_PATTERN = new RegExp(`^[${PROVINCES}]ICP[备证]\\d{6,10}号(-\\d{1,4})?$`);

/** A public security record number: 京公网安备 11010502030143号 (the space is optional). */
export const POLICE_RECORD_PATTERN = new RegExp(`^[${PROVINCES}]公网安备 ?\\d{12,14}号$`);

/** An app's page on the App Store, the only place an iOS app is installed from. */
export const APP_STORE_PATTERN = /^https:\/\/(apps|itunes)\.apple\.com\/[^\s<>"'`\\]+$/;

/** A file uploaded to this console (`/uploads/...`), served by it. */
export const UPLOAD_PATH_PATTERN = /^\/uploads\/[\w\-./]+$/;

/** Whether `v` is an https link to another site: no spaces, quotes or angle brackets, plain text. */
export function isHttpsLink(v: string): boolean {
  return /^https:\/\/[^\s<>"'`\\]+$/.test(v) && isPlainText(v);
}

/** Whether `v` is an uploaded file's path on this console (`/uploads/app/xinyan-2.3.1.apk`), never `..`. */
export function isUploadPath(v: string): boolean {
  return UPLOAD_PATH_PATTERN.test(v) && !v.includes('..');
}

/** Where an Android package is downloaded from: an https link, or an uploaded file of this console. */
export function isPackageLink(v: string): boolean {
  return isHttpsLink(v) || isUploadPath(v);
}

export function isAppStoreLink(v: string): boolean {
  return APP_STORE_PATTERN.test(v) && isPlainText(v);
}

const optional = (test: (v: string) => boolean, max: number) =>
  line(max).refine((v) => v === '' || test(v), FORMAT);

/** A whole number within bounds, sent as a number or as digits (a form's text). */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,12}$/, { error: 'fieldWhole' }),
    ])
    .pipe(z.coerce.number<number | string>().int().min(min).max(max));

/** On or off: 1 or 0 (a switch), also sent as a boolean. */
export const onOff = z
  .union([z.literal([0, 1]), z.boolean()])
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));

/** The system settings (/sys/platform/system): the store's site, service, records and order rules. */
export const SystemSettings = z.object({
  /** Shown in the storefront's title; empty shows the store's name. */
  site_name: line(50),
  site_logo: imagePath,
  service_phone: contactPhone,
  /** 周一至周六 08:30-17:30 */
  service_hours: line(50),
  icp_no: optional((v) => ICP_PATTERN.test(v), 40),
  police_no: optional((v) => POLICE_RECORD_PATTERN.test(v), 40),
  /** An unpaid order is cancelled after this many minutes (its stock returned). */
  order_cancel_minutes: wholeNumber(5, 1440),
  /** A shipped order is received by itself after this many days. */
  auto_receive_days: wholeNumber(1, 30),
  /** Days after receipt in which a buyer may ask for a refund or return; 0: none. */
  aftersale_days: wholeNumber(0, 30),
  /** The smallest order taken, in cents; 0: any. */
  min_order_amount: wholeNumber(0, 100_000_000),
  /** Whether buyers may ask for an invoice with their order. */
  invoice_open: onOff,
  /** Shown with every order's freight (整车满 10 吨包邮，零担按重量计费). */
  freight_note: paragraph(200),
});
export type SystemSettings = z.output<typeof SystemSettings>;

/** The copyright line under the storefront (/sys/platform/copyright). */
export const CopyrightSettings = z.object({
  copyright_text: line(200),
  company_name: line(100),
  link_url: optional((v) => /^https?:\/\/[^\s<>"'`\\]+$/.test(v), 500),
  /** Whether the line is shown. */
  show: onOff,
});
export type CopyrightSettings = z.output<typeof CopyrightSettings>;

/** The app's download page (/sys/appdownload/PublicSetting). */
export const AppDownloadSettings = z.object({
  app_name: line(30),
  app_icon: imagePath,
  description: paragraph(500),
  android_url: optional(isPackageLink, 500),
  ios_url: optional(isAppStoreLink, 500),
  /** Whether the download page is open to the public. */
  open: onOff,
});
export type AppDownloadSettings = z.output<typeof AppDownloadSettings>;

/**
 * The days before a lot's expiry from which the bell and the workbench warn of it (docs/inventory.md, "Lots,
 * expiry and recalls"): 0 warns on the expiry day only. Said here once: the schema's bounds, the page's default,
 * and the lists' reading of the stored value in SQL (server/src/resources/jxc/lot-expiry.ts).
 */
export const LOT_EXPIRY_DAYS = { min: 0, max: 3650, default: 30 } as const;

/** The inventory settings (/inventory/settings): what a store sets once about its stock. */
export const InventorySettings = z.object({
  lot_expiry_days: wholeNumber(LOT_EXPIRY_DAYS.min, LOT_EXPIRY_DAYS.max),
});
export type InventorySettings = z.output<typeof InventorySettings>;

/** What a settings Info answers: the values, when they were last saved (0: never), and their form. */
function infoAnswer<S extends z.ZodObject>(schema: S) {
  return z.object({
    value: schema,
    updated_at: z.number().int(),
    fields: z.array(FieldMeta).readonly(),
  });
}

/** What a settings Save answers: the values now held. */
function saveAnswer<S extends z.ZodObject>(schema: S) {
  return z.object({ value: schema, updated_at: z.number().int() });
}

/** The Info call of a settings record. */
export type SettingsInfo<S extends z.ZodObject = z.ZodObject> = Contract<
  Empty,
  Empty,
  ReturnType<typeof infoAnswer<S>>,
  'GET'
>;
/** The Save call of a settings record: the values to change. */
export type SettingsSave<S extends z.ZodObject = z.ZodObject> = Contract<
  Empty,
  z.ZodObject,
  ReturnType<typeof saveAnswer<S>>,
  'POST'
>;

function settingsInfo<S extends z.ZodObject>(path: string, what: string, schema: S): SettingsInfo<S> {
  return get(path, {
    summary: `The store's ${what}: the values (stored over the defaults) and their form`,
    response: infoAnswer(schema),
  });
}

function settingsSave<S extends z.ZodObject>(path: string, what: string, schema: S) {
  return post(path, {
    summary: `Save the store's ${what} (fields left out are kept; a payload changing nothing is refused)`,
    body: schema.partial(),
    response: saveAnswer(schema),
  });
}

const systemSet = '/v1/seller/systemSet/';
const app = '/v1/seller/app/';

export const systemSetInfo = settingsInfo(`${systemSet}SystemSetInfo`, 'system settings', SystemSettings);
export const systemSetSave = settingsSave(`${systemSet}SystemSetSave`, 'system settings', SystemSettings);
export const copyrightSetInfo = settingsInfo(
  `${systemSet}CopyrightSetInfo`,
  'copyright line',
  CopyrightSettings,
);
export const copyrightSetSave = settingsSave(
  `${systemSet}CopyrightSetSave`,
  'copyright line',
  CopyrightSettings,
);
export const inventorySetInfo = settingsInfo(
  '/v1/jxc/setting/InventorySetInfo',
  'inventory settings',
  InventorySettings,
);
export const inventorySetSave = settingsSave(
  '/v1/jxc/setting/InventorySetSave',
  'inventory settings',
  InventorySettings,
);
export const appdownInfo = settingsInfo(`${app}AppdownInfo`, 'app download page', AppDownloadSettings);
export const appdownSet = settingsSave(`${app}AppdownSet`, 'app download page', AppDownloadSettings);

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** A released version as an installed app is told of it. */
export const AppRelease = z.object({
  version_name: z.string(),
  build_number: z.number().int(),
  /** The package or App Store link; an uploaded package as a full address. */
  download_url: z.string(),
  notes: z.string(),
  forced: z.boolean(),
  release_at: z.number().int(),
});

export const appVersionCheck = get('/v1/public/app/AppversionCheck', {
  summary:
    "An installed app asks whether a newer version of the store's app is out, and whether it must update",
  access: 'public',
  perMinute: 60,
  labels: { store: T('店铺账号'), platform: T('平台'), build: T('构建号') },
  query: z.object({
    /** The store's login name. */
    store: line(64).min(1),
    platform: z.enum(APP_PLATFORMS),
    /** The build the caller runs. */
    build: wholeNumber(0, 2_147_483_647),
  }),
  response: z.object({
    platform: z.enum(APP_PLATFORMS),
    /** A released build newer than the caller's exists. */
    has_update: z.boolean(),
    /** A forced release newer than the caller's build is out: the app must update before it goes on. */
    must_update: z.boolean(),
    /** The newest released version; null when the store has released none for the platform. */
    latest: AppRelease.nullable(),
  }),
});
