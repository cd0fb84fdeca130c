import { z } from 'zod';
import { get, post } from '../contract';
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
    }),
  ),
});

export const addonCateList = get('/v1/addons/CateList', {
  summary: 'The kinds of add-on, with how many of each',
  response: z.array(z.object({ key: z.string(), title: z.string(), count: z.number().int() })),
});

const Installed = z.object({ key: z.string(), installed: flag });

export const addonInstall = post('/v1/addons/install', {
  summary: 'Install an add-on: its pages and calls open',
  body: AddonKey,
  response: Installed,
});

export const addonUninstall = post('/v1/addons/uninstall', {
  summary: 'Uninstall an add-on: its pages hide and its calls refuse',
  body: AddonKey,
  response: Installed,
});
