import type { Contract } from '../contract';
import * as account from './account';
import * as addons from './addons';
import * as client from './client';
import * as exports from './exports';
import * as finance from './finance';
import * as goods from './goods';
import * as history from './history';
import * as job from './job';
import * as jxc from './jxc';
import * as lists from './lists';
import * as live from './live';
import * as member from './member';
import * as onboarding from './onboarding';
import * as recycle from './recycle';
import * as recycleOrder from './recycle-order';
import * as regions from './regions';
import * as reports from './reports';
import * as retail from './retail';
import * as roles from './roles';
import * as safe from './safe';
import * as search from './search';
import * as session from './session';
import * as settings from './settings';
import * as upload from './upload';
import * as workbench from './workbench';

/**
 * Every call that is not a resource's own, by area: `API.session.login`, `API.workbench.orderCount`. The calls of
 * resources (lists, forms, records, actions, options) are `resourceCalls` of their catalogue paths.
 */
export const API = {
  session,
  client,
  account,
  workbench,
  lists,
  live,
  history,
  reports,
  roles,
  addons,
  exports,
  jxc,
  retail,
  goods,
  upload,
  settings,
  safe,
  search,
  onboarding,
  finance,
  regions,
  recycle,
  recycleOrder,
  job,
  member,
};

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** The same calls as one list. */
export const CONTRACTS: readonly Contract[] = Object.values(API).flatMap((area) =>
  Object.values(area).filter(isContract),
);

export { PAGE_ERROR_LIMITS } from './client';
export { EXPORT_STATUS } from './exports';
export {
  isLuhn,
  maskCardNo,
  PAYMENT_WALLET_RULES,
  platformFee,
  WITHDRAWAL_STATES,
  type WithdrawalState,
  withdrawalFee,
} from './finance';
export { SUPPLY_STATES, type SupplyTaker } from './goods';
export { HISTORY_PAGE_MAX, HistoryChange, HistoryEntry } from './history';
export { JOB_RECORD_STATES, type JobRecordState } from './job';
export {
  ColumnSetting,
  LIST_VIEW_NAME_MAX,
  MAX_LIST_VIEWS,
  MAX_VIEW_ROLES,
  SavedView,
  SavedViewState,
} from './lists';
export {
  LIVE_PAGE_MAX,
  LIVE_REPLAY_SECONDS,
  LIVE_UNREAD_MAX,
  LiveEvent,
  LiveSettings,
} from './live';
export {
  MEMBER_LEDGER_ROWS,
  MEMBER_WALLET_KINDS,
  type MemberLedgerRow,
  type MemberWalletKind,
  type MemberWalletView,
  memberWalletAmount,
} from './member';
export {
  APPLICANT_TOKEN_TTL_SECONDS,
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  type ApplicationStatus,
  type ApplicationStep,
  type ApplicationView,
  ENTRY_DOCUMENTS,
  ENTRY_INDUSTRIES,
  ENTRY_LABELS,
  type EnterInfo,
  type EntryDocument,
  type EntryIndustry,
  entryIndustry,
} from './onboarding';
export {
  ADJUST_KINDS,
  type AdjustKind,
  BRAND_FACTOR,
  QUESTION_TYPES,
  type QuestionType,
  type Quote,
  type QuoteInput,
  type QuoteLine,
  type QuoteSheet,
  type SheetQuestion,
} from './recycle';
export {
  COLLECTION_MODES,
  type CollectionMode,
  type OrderDetail,
  type OrderItemDetail,
  RECYCLE_ORDER_STATES,
  type RecycleOrderState,
} from './recycle-order';
export type { RegionNode } from './regions';
export {
  ORDER_ACTORS,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  REFUND_STATUSES,
  REFUND_TYPES,
} from './retail';
export { CAPTCHA_MODES, type CaptchaMode, IP_ALLOW_MAX, SAFE_LABELS, SAFE_LIMITS } from './safe';
export { RecordHit, SEARCH_HITS_MAX } from './search';
export {
  APP_PLATFORMS,
  AppDownloadSettings,
  type AppPlatform,
  CopyrightSettings,
  InventorySettings,
  isAppStoreLink,
  isHttpsLink,
  isPackageLink,
  isUploadPath,
  LOT_EXPIRY_DAYS,
  type SettingsInfo,
  type SettingsSave,
  SystemSettings,
} from './settings';
export {
  UNION_ORDER_STATES,
  UNION_TOKEN_MAX_SECONDS,
  UNION_TOKEN_STATES,
  UNION_TOKEN_WARN_DAYS,
  type UnionCalls,
  type UnionOrderState,
  type UnionSyncRun,
  type UnionTokenState,
  type UnionTokenView,
  unionCalls,
} from './union';
export type { Uploaded } from './upload';
export { ORDER_COUNTERS, Period, SalesTotals, SETUP_STEP_KEYS, type SetupStep } from './workbench';
