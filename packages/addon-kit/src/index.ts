/**
 * The add-on kit's shared entry: what an add-on's declaration (addon.ts) and its contracts use, read by the
 * catalogue, the server and the browser alike. docs/add-ons.md shows each export in use.
 */

// The catalogue: pages, entities and add-on declarations.
export {
  ABCBANK_API,
  action,
  addonApi,
  addonGroup,
  bankPages,
  custom,
  defineAddon,
  detail,
  external,
  form,
  group,
  list,
  type PageSpec,
  resource,
  type SettingField,
  serviceSettings,
  settingsPage,
} from '@yanye/catalog/define';

import { list, type PageSpec } from '@yanye/catalog/define';
import type { Texts } from '@yanye/i18n';

/** A read-only entity as its list page declares it: `<name>Manage` over `<api>Manage`, no form. */
export interface EntityList {
  readonly seg: string;
  /** The entity's name: `FreightinsPolicy` makes the page `FreightinsPolicyManage`. */
  readonly name: string;
  readonly api: string;
  readonly title: Texts;
  readonly noun: Texts;
}

/**
 * The list page of an entity whose records the add-on writes itself (policies, rank changes, check-ins): `resource`
 * without its form and actions.
 */
export function entityList(o: EntityList): PageSpec {
  return list(o.seg, `${o.name}Manage`, o.title, [`${o.api}Manage`], {
    entity: { name: o.name, api: o.api, noun: o.noun },
  });
}
// Languages and texts.
export { LANGS, type Lang, type MessageParams, T, type Texts, textOf, textWith } from '@yanye/i18n';
// The wire: envelope, calls and contracts, money.
export {
  cents,
  FlowEvent,
  flag,
  get,
  isPlainText,
  LABELS,
  line,
  mobile,
  paragraph,
  post,
  recordId,
  unionCalls,
} from '@yanye/protocol';
