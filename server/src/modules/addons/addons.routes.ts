import { ADDON_CATES, ADDONS, type Addon, addonByKey, type SettingField } from '@yanye/catalog';
import {
  addonServer,
  badInput,
  type Changes,
  conflict,
  ensureSettingsRow,
  listCalls,
  onOff,
  plainChanges,
  plainValue,
  readAddonValues,
  route,
  type SettingValues,
  saveSettings,
  settingsView,
  supplierAddons,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import { API, sameText } from '@yanye/protocol';
import { eq } from 'drizzle-orm';

/** The add-on of a key the catalogue knows, else 400. */
function known(key: string): Addon {
  const addon = addonByKey(key);
  if (!addon) throw badInput('addonUnknown', { key });
  return addon;
}

const titleOf = (addon: Addon, lang: Lang) => addon.title[lang];

/** What the operator log says of an add-on installed, removed or set up, named by the catalogue's title. */
const SAID = {
  installed: T('安装了插件「{title}」'),
  uninstalled: T('卸载了插件「{title}」'),
  setUp: T('修改了插件「{title}」的设置'),
};

/** The log's note of something done to an add-on: its title in each language, and its key. */
function addonNote(key: string, text: Texts, changes?: Changes) {
  const title = addonByKey(key)?.title ?? sameText(key);
  return { target: key, objectName: title.zh, said: { text, params: { title }, ...changes } };
}

/** A setting's value as the log shows it: a switch as on or off, a choice by its label, a number with its unit. */
function settingValue(f: SettingField): (value: unknown) => Texts {
  if (f.type === 'switch') return onOff;
  if (f.type === 'select')
    return (value) => f.options.find((o) => o.value === value)?.label ?? plainValue(value);
  const unit = f.unit;
  if (f.type === 'number' && unit)
    return (value) => ({
      zh: `${value}${unit.zh}`,
      en: `${value} ${unit.en}`,
      es: `${value} ${unit.es}`,
      ja: `${value}${unit.ja}`,
    });
  return plainValue;
}

/** The plain settings a save changed, as their form names them; a secret is never shown, nor said. */
function settingChanges(addon: Addon, before: SettingValues, after: SettingValues): Changes {
  const shown = addon.settings
    .filter((f) => f.type !== 'secret')
    .map((f) => ({ name: f.name, title: f.title, show: settingValue(f) }));
  return plainChanges(shown, before, after);
}

/** What each settings save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

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
          icon: a.icon,
          version: a.version,
          description: a.description[lang],
          settings: a.settings.length,
          outside: a.outside ? 1 : 0,
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
    handler: async ({ db, principal, lang, deps }, { body }) => {
      const addon = known(body.key);
      const inserted = await db
        .insert(supplierAddons)
        .values({ key: addon.key, installedBy: principal.accountId })
        .onConflictDoNothing()
        .returning({ key: supplierAddons.key });
      if (inserted.length === 0) throw conflict('addonAlreadyInstalled', { title: titleOf(addon, lang) });
      // The settings row outlives an uninstall: its absence is what makes this the store's first install.
      const firstTime = await ensureSettingsRow(db, addon.key);
      await addonServer(addon.key)?.install?.(db, { firstTime, now: deps.now() });
      return { key: addon.key, installed: 1 };
    },
    audit: ({ body }) => addonNote(body.key, SAID.installed),
  }),

  route(API.addons.addonUninstall, {
    handler: async ({ db, lang, deps }, { body }) => {
      const addon = known(body.key);
      const removed = await db
        .delete(supplierAddons)
        .where(eq(supplierAddons.key, addon.key))
        .returning({ key: supplierAddons.key });
      if (removed.length === 0) throw conflict('addonNotInstalled', { title: titleOf(addon, lang) });
      // Its data stays: the pages hide and the calls refuse until it is installed again.
      await addonServer(addon.key)?.uninstall?.(db, { now: deps.now() });
      return { key: addon.key, installed: 0 };
    },
    audit: ({ body }) => addonNote(body.key, SAID.uninstalled),
  }),

  route(API.addons.addonSetupInfo, {
    handler: async ({ db, principal, lang, deps }, { query }) => {
      const addon = installedAddon(principal.plugins, query.key);
      return settingsView(db, addon, deps.sealKey, lang);
    },
  }),

  route(API.addons.addonSetupSave, {
    handler: async ({ db, principal, deps }, { body }) => {
      const addon = installedAddon(principal.plugins, body.key);
      const now = deps.now();
      const before = await readAddonValues(db, addon);
      await saveSettings(db, addon, deps.sealKey, body.values, principal.accountId, now);
      const answer = { key: addon.key, updated_at: now };
      changed.set(answer, settingChanges(addon, before, await readAddonValues(db, addon)));
      return answer;
    },
    audit: ({ body }, result) => addonNote(body.key, SAID.setUp, changed.get(result)),
  }),

  route(API.addons.addonCallLog, {
    handler: async ({ db, principal }, { query }) => {
      const addon = installedAddon(principal.plugins, query.key);
      const { rows, more } = await listCalls(db, addon.key, query.page, query.limit);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          op: r.op,
          method: r.method,
          url: r.url,
          request: r.request,
          status: r.status,
          answer: r.answer,
          outcome: r.outcome,
          error: r.error,
          attempt: r.attempt,
          local: r.local === 1 ? 1 : 0,
          duration_ms: r.durationMs,
          created_at: r.createdAt,
        })),
        more: more ? 1 : 0,
      };
    },
  }),
];

/** The add-on of `key` if the store has it installed; settings of an uninstalled one are not open. */
function installedAddon(plugins: ReadonlySet<string>, key: string): Addon {
  const addon = known(key);
  if (!plugins.has(addon.key)) throw conflict('addonNotInstalled', { title: addon.title });
  return addon;
}
