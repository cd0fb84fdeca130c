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
// Languages and texts.
export { LANGS, type Lang, type MessageParams, T, type Texts, textOf } from '@yanye/i18n';
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
