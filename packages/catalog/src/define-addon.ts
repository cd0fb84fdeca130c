/**
 * What an add-on declares of itself (docs/add-ons.md): its key, category, icon, version and description, the
 * pages of its menu folder and the schema of its settings. An add-on's folder (`addons/<key>/addon.ts`) imports
 * this module, never the catalogue's index: the catalogue reads the add-ons, so they may not read it.
 */
import { T, type Texts } from '@yanye/i18n';
import { API, type PhoneKind } from '@yanye/protocol';
import { custom, group } from './build';
import type { LiveKind } from './live-kind';
import type { PageSpec } from './types';

export { action, custom, detail, external, form, group, list, resource } from './build';
export { ABCBANK_API, BANK_SCREENS, bankPages } from './define-shared';
export type { PageSpec } from './types';

/** Categories of the plugin screen (`/v1/addons/CateList`), in display order. */
export const ADDON_CATES = [
  { key: 'marketing', title: T('营销活动') },
  { key: 'union', title: T('推广联盟') },
  { key: 'channel', title: T('渠道触达') },
  { key: 'finance', title: T('支付金融') },
  { key: 'logistics', title: T('物流配送') },
] as const satisfies readonly { key: string; title: Texts }[];

export type AddonCate = (typeof ADDON_CATES)[number]['key'];

/**
 * One setting of an add-on, as its setup form shows it and the server validates it. A `secret` is stored,
 * shown masked (its last four characters) and replaced only when retyped; it never goes back to the browser.
 */
export type SettingField =
  | (SettingBase<'text' | 'textarea' | 'secret', string> & {
      readonly max?: number;
      readonly pattern?: string;
    })
  | (SettingBase<'number', number> & {
      readonly min?: number;
      readonly max?: number;
      readonly decimals?: number;
    })
  | SettingBase<'switch', boolean>
  | (SettingBase<'select', string> & { readonly options: readonly { value: string; label: Texts }[] })
  /** A phone number of its `kind` (a landline too unless it says `mobile`), or blank. */
  | (SettingBase<'phone', string> & { readonly kind?: PhoneKind; readonly max?: number });

interface SettingBase<Type extends string, Value> {
  readonly name: string;
  readonly type: Type;
  readonly title: Texts;
  /** A line under the input: what the setting does. */
  readonly hint?: Texts;
  readonly required?: boolean;
  /** The value until the store saves one. */
  readonly default?: Value;
  /** Unit shown after a number (分, 秒, 元). */
  readonly unit?: Texts;
}

export type SettingType = SettingField['type'];

/**
 * A ledger event an add-on books for its own business (an auction's deposit, a group buy's payment): named
 * `<key>_<what>`, and titled where the members' wallet and points logs show their events (lists, filters,
 * exports). The ledger books the core's events and the installed add-ons' declared ones, and refuses any other.
 */
export interface AddonLedgerEvent {
  readonly name: `${string}_${string}`;
  readonly title: Texts;
}

/** An add-on as declared in its folder. */
/**
 * The core sections an add-on may build on: each offers a service (`section` of the framework) that an add-on
 * naming it among its `depends` may call.
 */
export const CORE_SECTIONS = ['jxc', 'retail'] as const;
export type CoreSection = (typeof CORE_SECTIONS)[number];

export interface AddonManifest {
  /** The plugin key: the folder's name, the pages' `pluginKey`, the API base `/v1/addons/<key>/`. */
  readonly key: string;
  readonly cate: AddonCate;
  /** An icon name of the console's icon set (web/src/shell/icons.tsx). */
  readonly icon: string;
  /** Semantic version shown on the plugin screen. */
  readonly version: string;
  /** One or two sentences for the plugin screen: what a merchant gets. */
  readonly description: Texts;
  /** The add-on's menu entry: a folder of pages (`addonGroup`) or one resource marked with the key. */
  readonly page: PageSpec;
  /** Its settings, edited under /plugin/pluginSetup. */
  readonly settings: readonly SettingField[];
  /** The ledger events it books (`<key>_<what>`); none when it moves no member's money or points. */
  readonly ledgerEvents?: readonly AddonLedgerEvent[];
  /**
   * The live events it raises (`<key>_<what>`: an auction ended, a token about to expire), each reaching who may
   * open its `page`, one of the add-on's own; raised by its server through the kit's `raiseLive` (docs/live.md).
   */
  readonly liveKinds?: Readonly<Record<`${string}_${string}`, LiveKind>>;
  /** The core sections whose services it calls (the inventory's purchase orders, retail's shipping). */
  readonly depends?: readonly CoreSection[];
}

/** Declares an add-on; checks at load time that its page carries its key. */
export function defineAddon(m: AddonManifest): AddonManifest {
  if (m.page.pluginKey !== m.key)
    throw new Error(`add-on ${m.key}: its page must carry pluginKey '${m.key}'`);
  for (const d of m.depends ?? [])
    if (!CORE_SECTIONS.includes(d))
      throw new Error(`add-on ${m.key}: depends on '${d}', no section of the core`);
  const names = new Set<string>();
  for (const f of m.settings) {
    if (names.has(f.name)) throw new Error(`add-on ${m.key}: setting '${f.name}' is declared twice`);
    names.add(f.name);
  }
  const events = new Set<string>();
  for (const e of m.ledgerEvents ?? []) {
    if (!new RegExp(`^${m.key}_[a-z][a-z0-9_]*$`).test(e.name))
      throw new Error(`add-on ${m.key}: ledger event '${e.name}' must be named '${m.key}_<what>'`);
    if (events.has(e.name)) throw new Error(`add-on ${m.key}: ledger event '${e.name}' is declared twice`);
    events.add(e.name);
  }
  for (const [name, kind] of Object.entries(m.liveKinds ?? {})) {
    if (!new RegExp(`^${m.key}_[a-z][a-z0-9_]*$`).test(name))
      throw new Error(`add-on ${m.key}: live kind '${name}' must be named '${m.key}_<what>'`);
    if (!kind.page || kind.own)
      throw new Error(`add-on ${m.key}: live kind '${name}' must name the page whose users see it`);
  }
  return m;
}

/**
 * The settings every add-on with an outside service has (docs/outside-services.md), first in its form: where
 * the service answers, and how long a call may take. No endpoint means the local development receiver answers.
 */
export function serviceSettings(defaultTimeout = 5): SettingField[] {
  return [
    {
      name: 'endpoint',
      type: 'text',
      title: T('接口地址'),
      hint: T('服务的 HTTPS 地址；留空时由本机的模拟接收器应答（/dev/receivers），不会真正发出'),
      max: 300,
      pattern: '^https?://[^\\s]+$',
    },
    {
      name: 'timeout_seconds',
      type: 'number',
      title: T('超时'),
      hint: T('等待应答的最长时间；查询类调用超时后会退避重试两次'),
      min: 1,
      max: 60,
      default: defaultTimeout,
      unit: T('秒'),
    },
  ];
}

/**
 * An add-on's own settings page: the plugin platform's settings form for this add-on alone, with the call log of
 * its outside service if it has one (the same screen as /plugin/pluginSetup, pinned to the add-on).
 */
export function settingsPage(seg: string, name: string, title: Texts): PageSpec {
  return custom(seg, name, title, 'addonSetup', SETTINGS_PAGE_APIS);
}

/** What the settings screen calls: the form, its save, the installed add-ons and the call log. */
export const SETTINGS_PAGE_APIS: readonly string[] = [
  API.addons.addonSetupInfo.path,
  API.addons.addonSetupSave.path,
  API.addons.addonList.path,
  API.addons.addonCallLog.path,
];

/** An add-on's menu folder at `/plugin/<key>`: shown only while the store has it installed (inherited). */
export function addonGroup(key: string, name: string, title: Texts, children: readonly PageSpec[]): PageSpec {
  return group(key, name, title, children, { pluginKey: key });
}

/** The API base of an add-on's calls. */
export const addonApi = (key: string): string => `/v1/addons/${key}/`;
