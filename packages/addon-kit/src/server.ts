/**
 * The add-on kit's server entry: the one surface an add-on's server side imports. It re-exports what the core makes
 * public (resources, lists and forms, routes, ledgers, settings and secrets, outside services, sweeps, demo data);
 * anything not here is the core's own and may change without notice. docs/add-ons.md shows each export in use.
 */

export { addonByKey, commonPagesFor, entityByName, PAGES, pagesFor } from '@yanye/catalog';

// The catalogue: pages, entities and add-on declarations.
export { ABCBANK_API, addonApi } from '@yanye/catalog/define';
export type {
  ApiRoute,
  AuditNote,
  Deps,
  InputOf,
  LinesDecl,
  NoticeMessage,
  NoticeResult,
  NoticeSender,
  NoticeTemplate,
  OptionsSource,
  Outcome,
  ResourceDef,
  RouteInput,
  RowOf,
  SmsSender,
  UserContext,
  ValuesOf,
} from '@yanye/framework/server';
// Tables and the database.
// Resources, lists, forms, flows and sweeps.
// Outside services: clients, receivers and callbacks.
// Printing.
// Integrations.
// Requests, tenancy, errors, ledgers and secrets.
// The core sections an add-on builds on, through their services (its manifest names them in `depends`), and the
// helpers they share.
export {
  type AddonDemoContext,
  type AddonOutsideSweep,
  type AddonServer,
  type AddonSweep,
  Answer,
  type AppDb,
  AppError,
  accounts,
  actionSaveContext,
  addonSettings,
  assertCampaignEditable,
  type BalanceMove,
  badAnswer,
  badInput,
  balanceOf,
  book,
  CAMPAIGN_STATE_OPTIONS,
  CAMPAIGN_STATE_TITLES,
  CAMPAIGN_STATES,
  CAMPAIGN_TIME_TITLES,
  CallLog,
  type CampaignState,
  type Carrier,
  type Changes,
  CJK_FONTS,
  COMMON_TITLES,
  callAndRead,
  campaignSql,
  campaignStateAt,
  campaignStateColumn,
  campaignTabs,
  campaignTimeColumns,
  checkCampaignTimes,
  cjkFont,
  col,
  conflict,
  createdAt,
  customers,
  DOC_STATUS,
  defineAddonServer,
  defineCallback,
  defineCampaign,
  defineFlow,
  defineResource,
  devReceiverRequests,
  ENABLED_OPTIONS,
  ENDPOINT_SETTING,
  entityOptions,
  escapeLike,
  extraField,
  FALLBACK_NOTE,
  type FontPair,
  field,
  flowEvents,
  formatDate,
  formatDateTime,
  fromMilli,
  goods,
  IntegrationError,
  type InventoryService,
  input,
  isOneOf,
  isSafeUrl,
  isUniqueViolation,
  joinTo,
  type ListTabDef,
  type LiveRaise,
  listSource,
  loadOnce,
  loadSealKey,
  MEMBER_TITLES,
  materials,
  materialUnits,
  memberColumns,
  members,
  moveMemberBalance,
  NATIONWIDE,
  type NameColumnOptions,
  nameColumn,
  namesText,
  nextDocNo,
  notFound,
  type OutsideRequest,
  type OutsideSweepContext,
  oneRowPerStore,
  oneRowPerStoreTable,
  onOff,
  operatorLogs,
  optionsOf,
  orderLines,
  orders,
  type PlainField,
  type PurchaseDraft,
  parseDateTime,
  plainChanges,
  plainValue,
  purchaseLines,
  purchases,
  qtyText,
  type ReceivedRequest,
  type ReceiverAction,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverRoute,
  type ReceiverSpec,
  type ReceiverStore,
  type RetailService,
  raiseLive,
  rawRows,
  readAddonSettings,
  readAddonValues,
  readAnswer,
  readServiceSettings,
  reasonInput,
  recordStep,
  refId,
  refunds,
  regionsText,
  replaced,
  requireSettings,
  retyped,
  route,
  rowId,
  rowTimes,
  type SaveContext,
  SECRET_MASK,
  type ServiceCall,
  type ServiceClient,
  ServiceError,
  type ServiceSettings,
  type ServiceSpec,
  type SettingValues,
  type ShipContext,
  SORT_FORM,
  type SocialAuthorize,
  type SocialSignIn,
  type StoreDb,
  type StoreInsert,
  saveSettings,
  seal,
  section,
  selection,
  serviceClient,
  serviceRoute,
  setReceiverMode,
  settingsView,
  storeKey,
  storeTable,
  storeTableConstraints,
  storeTableKeys,
  supplierAddons,
  supplierId,
  suppliers,
  sweepStore,
  TIMEOUT_SETTING,
  tableOptions,
  toMilli,
  toWireRow,
  unixTime,
  unseal,
  updatedAt,
  walletAmount,
  walletLogs,
  walletMismatches,
  wallets,
  warehouses,
  withService,
  withStore,
  writeLines,
} from '@yanye/framework/server';
// Languages and texts.
export { type Lang, T, type Texts, textOf } from '@yanye/i18n';
// The wire: envelope, calls and contracts, money.
export {
  type Contract,
  centsOfYuan,
  centsToYuanText,
  type Envelope,
  type FlowEvent,
  formatMoney,
  formatYuan,
  get,
  isPhone,
  isPlainText,
  type LogChange,
  type LogSentence,
  MAX_MONEY_CENTS,
  type ParsedOf,
  parseYuan,
  post,
  resourceCalls,
  roundedCents,
  sameText,
  UNION_TOKEN_MAX_SECONDS,
  UNION_TOKEN_WARN_DAYS,
  type UnionOrderState,
  type UnionSyncRun,
  type UnionTokenState,
  type UnionTokenView,
  unionCalls,
  yuanNumber,
} from '@yanye/protocol';

// Helpers of the kit's own, over what add-ons repeat.
export { type AnswerCode, latestMatching, refusalByCode, settleEach } from './outside';

import { col as columns, type LinesDecl as DocumentLines, type Prop } from '@yanye/framework/server';
import type { Texts as ColumnTitle } from '@yanye/i18n';

/** How a record's number shows: its width in the list, the record's page it opens, and whether the form shows it. */
export interface RecordNoOptions {
  readonly width: number;
  /** The record's details page, opened by the row's id. */
  readonly page: string;
  /** Shown (read-only) on the record's page too. */
  readonly form?: boolean;
}

/**
 * A record's own number (an order's, a top-up's): the list sorts and searches by it, and it opens the record's
 * page. A resource with it hides its id column (`col.hide`), the number standing for the record.
 */
export function recordNoColumn(
  column: Parameters<typeof columns.text>[0],
  title: ColumnTitle,
  o: RecordNoOptions,
): Prop {
  return columns.text(column, title, {
    sortable: true,
    filter: 'text',
    width: o.width,
    link: { page: o.page, idKey: 'id' },
    ...(o.form ? { form: true } : {}),
  });
}

/**
 * A document's lines that no form saves (the add-on writes them itself: an order placed from the cart, a
 * statement's differences), as its details show them: taken as they are, implying nothing of the header.
 */
export function readOnlyLines<L extends DocumentLines['table']>(
  decl: Omit<DocumentLines<L, Record<string, never>>, 'prepare'>,
): DocumentLines<L, Record<string, never>> {
  return { ...decl, prepare: async (_db, lines) => ({ lines, header: {} }) };
}
