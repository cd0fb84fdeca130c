import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { PHONE_KINDS } from '../rules';
import { flag, line } from '../schemas';

/** Add-ons (plugins): which are installed, the catalogue of them, installing and uninstalling. */

const AddonKey = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z][a-z0-9]*$/),
});

export const supplierAddonList = get('/v1/addons/public/SupplierAddonList', {
  summary: "The keys of the store's installed add-ons",
  access: 'base',
  response: z.array(z.string()),
});

export const addonList = get('/v1/addons/list', {
  summary: 'Every add-on, with whether the store has installed it',
  labels: { cate: T('插件分类'), title: T('插件名称') },
  query: z.object({
    cate: line(40).default(''),
    title: line(40).default(''),
  }),
  response: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      cate: z.string(),
      path: z.string(),
      installed: flag,
      installed_at: z.number().int(),
      icon: z.string(),
      version: z.string(),
      description: z.string(),
      /** How many settings its setup form has (0: none to set). */
      settings: z.number().int(),
      /** 1 when it talks to an outside service: its setup screen shows the call log. */
      outside: flag,
    }),
  ),
});

export const addonCateList = get('/v1/addons/CateList', {
  summary: 'The kinds of add-on, with how many of each',
  response: z.array(z.object({ key: z.string(), title: z.string(), count: z.number().int() })),
});

const Installed = z.object({ key: z.string(), installed: flag });

/** The add-on a call is about, and its settings. */
const ADDON_LABELS = { key: T('插件标识'), values: T('设置') };

export const addonInstall = post('/v1/addons/install', {
  summary: 'Install an add-on: its pages and calls open',
  labels: ADDON_LABELS,
  body: AddonKey,
  response: Installed,
});

export const addonUninstall = post('/v1/addons/uninstall', {
  summary: 'Uninstall an add-on: its pages hide and its calls refuse',
  labels: ADDON_LABELS,
  body: AddonKey,
  response: Installed,
});

const SettingValue = z.union([z.string(), z.number(), z.boolean()]);

export const addonSetupInfo = get('/v1/addons/SetupInfo', {
  summary: "An installed add-on's settings form: its fields, the values, and each secret masked",
  labels: ADDON_LABELS,
  query: AddonKey,
  response: z.object({
    key: z.string(),
    title: z.string(),
    fields: z.array(
      z.object({
        name: z.string(),
        type: z.enum(['text', 'textarea', 'secret', 'number', 'switch', 'select', 'phone']),
        title: z.string(),
        hint: z.string(),
        unit: z.string(),
        required: flag,
        min: z.number().nullable(),
        max: z.number().nullable(),
        decimals: z.number().int(),
        options: z.array(z.object({ value: z.string(), label: z.string() })),
        /** For a `phone` setting: the numbers it takes. */
        phone: z.enum(PHONE_KINDS).nullable(),
      }),
    ),
    values: z.record(z.string(), SettingValue),
    /** Never the secret itself: whether one is set and its last four characters behind dots. */
    secrets: z.record(z.string(), z.object({ set: flag, masked: z.string() })),
    updated_at: z.number().int(),
  }),
});

export const addonSetupSave = post('/v1/addons/SetupSave', {
  summary: "Save an installed add-on's settings (a secret left blank keeps the one set)",
  labels: ADDON_LABELS,
  body: AddonKey.extend({
    // Each value is checked against its setting by the server (a text, a number, a yes/no, one of its options),
    // so a refusal names the setting by its title, never by the key under `values`.
    values: z
      .record(
        z.string().max(60),
        z.unknown().describe('string, number, boolean or null, as the setting takes'),
      )
      .refine((v) => Object.keys(v).length <= 100),
  }),
  response: z.object({ key: z.string(), updated_at: z.number().int() }),
});

export const addonCallLog = get('/v1/addons/CallLog', {
  summary:
    "An installed add-on's calls to its outside service, newest first: one row per attempt, secrets masked",
  labels: ADDON_LABELS,
  query: AddonKey.extend({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        op: z.string(),
        method: z.string(),
        url: z.string(),
        request: z.string(),
        status: z.number().int(),
        answer: z.string(),
        /** ok, refused, failed, timeout, unreachable or bad_answer. */
        outcome: z.string(),
        error: z.string(),
        attempt: z.number().int(),
        /** 1 when the local development receiver answered. */
        local: flag,
        duration_ms: z.number().int(),
        created_at: z.number().int(),
      }),
    ),
    /** 1 when an older page exists. */
    more: flag,
  }),
});
