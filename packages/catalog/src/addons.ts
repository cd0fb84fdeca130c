import type { Texts } from '@yanye/i18n';
import { PAGES, pageByName } from './catalog';
import type { AddonCate, AddonLedgerEvent, SettingField } from './define-addon';
import { installedAddons, lazyList, onFirstUse } from './installed';

export {
  ADDON_CATES,
  type AddonCate,
  type AddonLedgerEvent,
  type AddonManifest,
  CORE_SECTIONS,
  type CoreSection,
  type SettingField,
} from './define-addon';

/** An add-on a store can install, as the plugin screen lists it. */
export interface Addon {
  readonly key: string;
  readonly title: Texts;
  /** Its menu entry's path (`/plugin/<key>`). */
  readonly path: string;
  readonly cate: AddonCate;
  readonly icon: string;
  readonly version: string;
  readonly description: Texts;
  /** Its settings schema; empty when it has none. */
  readonly settings: readonly SettingField[];
  /** It talks to an outside service (its settings name the endpoint): the setup screen shows its call log. */
  readonly outside: boolean;
  /**
   * Where its settings are filled in: its own settings page when it has one (`/plugin/freightins/setting`), else
   * the shared settings page showing it (`/plugin/pluginSetup?key=sms`). A refusal for want of a setting links here.
   */
  readonly settingsPath: string;
  /** The ledger events it books for its own business (`auction_deposit`), if it books any. */
  readonly ledgerEvents?: readonly AddonLedgerEvent[];
}

/** The shared settings page of every installed add-on, which `?key=` opens on one. */
function settingsPathOf(key: string): string {
  const own = PAGES.find((p) => p.view === 'custom:addonSetup' && p.path.startsWith(`/plugin/${key}/`));
  const setupPage = PAGES.find((p) => p.name === 'PluginSetup')?.path ?? '/plugin/pluginSetup';
  return own?.path ?? `${setupPage}?key=${key}`;
}

const addonList = onFirstUse(() => {
  const manifestByKey = new Map(installedAddons().map((m) => [m.key, m]));
  return PAGES.flatMap((p): Addon[] => {
    const key = p.pluginKey;
    if (key === undefined) return [];
    if (p.parent !== undefined && pageByName(p.parent)?.pluginKey === key) return [];
    const manifest = manifestByKey.get(key);
    if (!manifest) throw new Error(`plugin key ${key} has no installed add-on`);
    return [
      {
        key,
        title: p.title,
        path: p.path,
        cate: manifest.cate,
        icon: manifest.icon,
        version: manifest.version,
        description: manifest.description,
        settings: manifest.settings,
        outside: manifest.settings.some((f) => f.name === 'endpoint'),
        settingsPath: settingsPathOf(key),
        ledgerEvents: manifest.ledgerEvents ?? [],
      },
    ];
  });
});

/** Every add-on, in menu order: the topmost page of each plugin key. */
export const ADDONS: readonly Addon[] = lazyList(addonList);

const byKey = onFirstUse(() => new Map(addonList().map((a) => [a.key, a])));

export function addonByKey(key: string): Addon | undefined {
  return byKey().get(key);
}

/** The add-on whose pages an API path belongs to, if any. */
export function addonOfApi(api: string): Addon | undefined {
  const m = /^\/v1\/addons\/([a-z][a-z0-9]*)\//.exec(api);
  return m ? byKey().get(m[1] ?? '') : undefined;
}
