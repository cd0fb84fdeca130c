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
  T,
  type Titles,
} from '@yanye/catalog/define';
// The wire: envelope, calls and contracts, money, texts.
export {
  cents,
  FlowEvent,
  flag,
  get,
  isPlainText,
  LABELS,
  LANGS,
  line,
  type MessageParams,
  mobile,
  paragraph,
  post,
  recordId,
  type Texts,
  textOf,
  unionCalls,
} from '@yanye/protocol';
