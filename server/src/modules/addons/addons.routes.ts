import { ADDON_CATES, ADDONS, type Addon, addonByKey } from '@yanye/catalog';
import type { Lang } from '@yanye/protocol';
import { API } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { supplierAddons } from '../../db/schema';
import { badInput, conflict } from '../../platform/errors';
import { route } from '../../platform/route';

/** The add-on of a key the catalogue knows, else 400. */
function known(key: string): Addon {
  const addon = addonByKey(key);
  if (!addon) throw badInput('addonUnknown', { key });
  return addon;
}

const titleOf = (addon: Addon, lang: Lang) => addon.title[lang];

export const addonRoutes = [
  route(API.addons.supplierAddonList, {
    // The caller's principal already carries the installed keys (one query per request, auth_principal).
    handler: async ({ principal }) => [...principal.plugins].sort(),
  }),

  route(API.addons.addonList, {
    handler: async ({ db, lang }, { query }) => {
      const rows = await db
        .select({ key: supplierAddons.key, createdAt: supplierAddons.createdAt })
        .from(supplierAddons);
      const installed = new Map(rows.map((r) => [r.key, r.createdAt]));
      const needle = query.title.toLowerCase();
      return ADDONS.filter((a) => !query.cate || a.cate === query.cate)
        .filter((a) => !needle || titleOf(a, lang).toLowerCase().includes(needle) || a.key.includes(needle))
        .map((a) => ({
          key: a.key,
          title: titleOf(a, lang),
          cate: a.cate,
          path: a.path,
          installed: installed.has(a.key) ? 1 : 0,
          installed_at: installed.get(a.key) ?? 0,
        }));
    },
  }),

  route(API.addons.addonCateList, {
    handler: async ({ lang }) =>
      ADDON_CATES.map((c) => ({
        key: c.key,
        title: c.title[lang],
        count: ADDONS.filter((a) => a.cate === c.key).length,
      })),
  }),

  route(API.addons.addonInstall, {
    handler: async ({ db, principal, lang }, { body }) => {
      const addon = known(body.key);
      const inserted = await db
        .insert(supplierAddons)
        .values({ key: addon.key, installedBy: principal.accountId })
        .onConflictDoNothing()
        .returning({ key: supplierAddons.key });
      if (inserted.length === 0) throw conflict('addonAlreadyInstalled', { title: titleOf(addon, lang) });
      return { key: addon.key, installed: 1 };
    },
    audit: ({ body }) => ({
      target: body.key,
      summary: `安装插件：${addonByKey(body.key)?.title.zh ?? body.key}`,
    }),
  }),

  route(API.addons.addonUninstall, {
    handler: async ({ db, lang }, { body }) => {
      const addon = known(body.key);
      const removed = await db
        .delete(supplierAddons)
        .where(eq(supplierAddons.key, addon.key))
        .returning({ key: supplierAddons.key });
      if (removed.length === 0) throw conflict('addonNotInstalled', { title: titleOf(addon, lang) });
      return { key: addon.key, installed: 0 };
    },
    audit: ({ body }) => ({
      target: body.key,
      summary: `卸载插件：${addonByKey(body.key)?.title.zh ?? body.key}`,
    }),
  }),
];
