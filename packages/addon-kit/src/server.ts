/**
 * The add-on kit's server entry: the one surface an add-on's server side imports. It re-exports what the core makes
 * public (resources, lists and forms, routes, ledgers, settings and secrets, outside services, sweeps, demo data);
 * anything not here is the core's own and may change without notice. docs/add-ons.md shows each export in use.
 */

export { addonByKey, commonPagesFor, entityByName, PAGES, pagesFor } from '@yanye/catalog';

// The catalogue: pages, entities and add-on declarations.
export { ABCBANK_API, addonApi } from '@yanye/catalog/define';
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

// Tables and the database.
export { isUniqueViolation } from '../../../server/src/db/errors';
export { type AppDb, rawRows } from '../../../server/src/db/handle';
export {
  accounts,
  addonSettings,
  customers,
  DOC_STATUS,
  devReceiverRequests,
  flowEvents,
  goods,
  materials,
  materialUnits,
  members,
  operatorLogs,
  orderLines,
  orders,
  purchaseLines,
  purchases,
  refunds,
  supplierAddons,
  suppliers,
  walletLogs,
  wallets,
  warehouses,
} from '../../../server/src/db/schema';
export {
  createdAt,
  oneRowPerStore,
  refId,
  rowId,
  rowTimes,
  storeKey,
  storeTableConstraints,
  storeTableKeys,
  supplierId,
  unixTime,
  updatedAt,
} from '../../../server/src/db/schema/columns';
export { oneRowPerStoreTable, storeTable } from '../../../server/src/db/schema/store-table';
export {
  type AddonDemoContext,
  type AddonOutsideSweep,
  type AddonServer,
  type AddonSweep,
  type Carrier,
  defineAddonServer,
  type OutsideSweepContext,
  type SocialAuthorize,
  type SocialSignIn,
} from '../../../server/src/engine/addon';
// Resources, lists, forms, flows and sweeps.
export {
  readAddonSettings,
  readAddonValues,
  type SettingValues,
  saveSettings,
  settingsView,
} from '../../../server/src/engine/addon-settings';
export { sweepStore } from '../../../server/src/engine/addon-sweeper';
export {
  CAMPAIGN_STATE_OPTIONS,
  CAMPAIGN_STATE_TITLES,
  CAMPAIGN_STATES,
  type CampaignState,
  campaignSql,
  campaignStateAt,
  campaignTabs,
  checkCampaignTimes,
  defineCampaign,
} from '../../../server/src/engine/campaign';
export { assertCampaignEditable } from '../../../server/src/engine/campaign-edits';
export {
  type Changes,
  onOff,
  type PlainField,
  plainChanges,
  plainValue,
  replaced,
} from '../../../server/src/engine/changes';
export { col } from '../../../server/src/engine/col';
export {
  CAMPAIGN_TIME_TITLES,
  campaignStateColumn,
  campaignTimeColumns,
  MEMBER_TITLES,
  memberColumns,
  type NameColumnOptions,
  nameColumn,
} from '../../../server/src/engine/column-presets';
export { extraField, field } from '../../../server/src/engine/columns';
export { input, reasonInput } from '../../../server/src/engine/fields';
export { defineFlow, recordStep } from '../../../server/src/engine/flow';
export { SORT_FORM } from '../../../server/src/engine/form-options';
export { formatDate, formatDateTime, parseDateTime } from '../../../server/src/engine/format';
export { namesText } from '../../../server/src/engine/log-said';
export { ENABLED_OPTIONS, optionsOf } from '../../../server/src/engine/option-lists';
export type { OptionsSource } from '../../../server/src/engine/option-sources';
export { tableOptions } from '../../../server/src/engine/options';
// Outside services: clients, receivers and callbacks.
export { badAnswer, callAndRead, readAnswer } from '../../../server/src/engine/outside/answers';
export { CallLog } from '../../../server/src/engine/outside/call-log';
export { defineCallback } from '../../../server/src/engine/outside/callback';
export {
  type ReceivedRequest,
  type ReceiverAction,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverRoute,
  type ReceiverSpec,
  type ReceiverStore,
  setReceiverMode,
} from '../../../server/src/engine/outside/receiver';
export { requireSettings } from '../../../server/src/engine/outside/required';
export {
  ENDPOINT_SETTING,
  type OutsideRequest,
  type ServiceCall,
  type ServiceClient,
  ServiceError,
  type ServiceSettings,
  type ServiceSpec,
  TIMEOUT_SETTING,
} from '../../../server/src/engine/outside/service';
export {
  readServiceSettings,
  serviceClient,
  serviceRoute,
  withService,
} from '../../../server/src/engine/outside/use';
// Printing.
export { CJK_FONTS, cjkFont, FALLBACK_NOTE, type FontPair } from '../../../server/src/engine/print/fonts';
export { escapeLike, listSource, selection } from '../../../server/src/engine/query';
export { defineResource } from '../../../server/src/engine/resource';
export type { InputOf } from '../../../server/src/engine/resource-actions';
export type { ResourceDef } from '../../../server/src/engine/resource-decl';
export type { LinesDecl } from '../../../server/src/engine/resource-lines';
export { joinTo, type ListTabDef } from '../../../server/src/engine/resource-lists';
export { entityOptions } from '../../../server/src/engine/resource-paths';
export type { RowOf, ValuesOf } from '../../../server/src/engine/resource-table';
export { toWireRow } from '../../../server/src/engine/rows';
export { loadOnce, type SaveContext } from '../../../server/src/engine/save-context';
export { writeLines } from '../../../server/src/engine/save-lines';
export { isOneOf } from '../../../server/src/engine/store-tables';
export { COMMON_TITLES } from '../../../server/src/engine/titles';
// Integrations.
export { IntegrationError } from '../../../server/src/integrations/errors';
export type { SmsSender } from '../../../server/src/integrations/sms';
// Requests, tenancy, errors, ledgers and secrets.
export { loadSealKey, retyped, SECRET_MASK, seal, unseal } from '../../../server/src/platform/addon-seal';
export type { Deps, UserContext } from '../../../server/src/platform/context';
export { AppError, badInput, conflict, notFound } from '../../../server/src/platform/errors';
export { balanceOf, book, walletAmount, walletMismatches } from '../../../server/src/platform/ledger';
export { type LiveRaise, raiseLive } from '../../../server/src/platform/live-raise';
export { type BalanceMove, moveMemberBalance } from '../../../server/src/platform/member-balance';
export { route } from '../../../server/src/platform/route';
export { Answer } from '../../../server/src/platform/route-answer';
export type { ApiRoute, AuditNote, Outcome, RouteInput } from '../../../server/src/platform/route-def';
export { type TenantDb, type TenantInsert, withTenant } from '../../../server/src/platform/tenancy';

// Core sections an add-on builds on.
export { isSafeUrl } from '../../../server/src/resources/content/advert.slots';
export { NATIONWIDE, regionsText } from '../../../server/src/resources/goods/supply-regions';
export { markAudited } from '../../../server/src/resources/jxc/audit';
export {
  actionSaveContext,
  fromMilli,
  nextDocNo,
  qtyText,
  toMilli,
} from '../../../server/src/resources/jxc/docs';
export { purchaseResource } from '../../../server/src/resources/jxc/purchase.resource';
export { CARRIERS, storeCarriers } from '../../../server/src/resources/retail/carriers';
export { shipOrder } from '../../../server/src/resources/retail/order.service';

// Helpers of the kit's own, over what add-ons repeat.
export { type AnswerCode, latestMatching, refusalByCode, settleEach } from './outside';

import type { Texts as ColumnTitle } from '@yanye/i18n';
import { col as columns } from '../../../server/src/engine/col';
import type { Prop } from '../../../server/src/engine/columns';
import type { LinesDecl as DocumentLines } from '../../../server/src/engine/resource-lines';

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
