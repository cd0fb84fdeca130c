export { type Config, loadConfig } from './config';
export { isDatabaseUnavailable } from './db/availability';
export { type AppDb, type Database, openDatabase, type Queryable, rawRows, type Tx } from './db/client';
export type { DemoStore } from './db/demo-store';
export { isUniqueViolation } from './db/errors';
export type { AfterMigrate } from './db/handle';
export { inlined } from './db/inline-sql';
export { APP_ROLE, type MigrationSet, type Migrations, prepareDatabase, preparedStamp } from './db/migrate';
export { pinyinText } from './db/pinyin';
export * from './db/schema';
export {
  createdAt,
  isRefId,
  noneAsNull,
  noneAsNullOf,
  oneRowPerStore,
  parentColumns,
  parentKeys,
  refId,
  rowId,
  rowTimes,
  storeKey,
  storeTableConstraints,
  storeTableKeys,
  supplierId,
  unixTime,
  updatedAt,
} from './db/schema/columns';
export { oneRowPerStoreTable, storeTable } from './db/schema/store-table';
export { filled, once, statementOf, type Template, templateOf, templateRows } from './db/statement-template';
export {
  type AddonDemoContext,
  type AddonOutsideSweep,
  type AddonServer,
  type AddonSweep,
  addonServer,
  addonServers,
  type Carrier,
  defineAddonServer,
  isAddonServer,
  type OutsideSweepContext,
  registerAddonServers,
  type SocialAuthorize,
  type SocialSignIn,
} from './engine/addon';
export {
  checkSetting,
  ensureSettingsRow,
  readAddonSettings,
  readAddonValues,
  type SettingValues,
  saveSettings,
  settingsView,
} from './engine/addon-settings';
export { startAddonSweeper, sweepStore } from './engine/addon-sweeper';
export { insertMany } from './engine/bulk-insert';
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
} from './engine/campaign';
export { assertCampaignEditable } from './engine/campaign-edits';
export {
  type Changes,
  fieldChanges,
  onOff,
  type PlainField,
  picturesValue,
  plainChanges,
  plainValue,
  replaced,
  withinLine,
} from './engine/changes';
export { col } from './engine/col';
export {
  CAMPAIGN_TIME_TITLES,
  campaignStateColumn,
  campaignTimeColumns,
  MEMBER_TITLES,
  memberColumns,
  type NameColumnOptions,
  nameColumn,
} from './engine/column-presets';
export {
  type Column,
  extraField,
  type FilterKind,
  field,
  type ListOptions,
  type Prop,
} from './engine/columns';
export { encodeCursor } from './engine/cursor';
export { demoSequence } from './engine/demo-sequence';
export { contentDisposition, XLSX_TYPE } from './engine/export';
export { exportTaskRoutes, registerExportDownloads } from './engine/export-jobs';
export { releaseDeadExportTasks, startExportWorker } from './engine/export-worker';
export { formMeta } from './engine/field-meta';
export { titled } from './engine/field-refusals';
export { saveSchema } from './engine/field-schemas';
export { type Field, input, reasonInput } from './engine/fields';
export { defineFlow, recordStep, type StepOutcome } from './engine/flow';
export { AMOUNT_FORM, PRICE_FORM, SORT_FORM } from './engine/form-options';
export { daysOf, formatDate, formatDateTime, type Period, parseDateTime } from './engine/format';
export { groupValue, type OptionGroups, splitGroupValue } from './engine/groups';
export { PREVIEW_TTL_SECONDS } from './engine/import-preview';
export { warmSheetReaders } from './engine/import-sheet';
export { importFields } from './engine/import-template';
export { countAndSums } from './engine/list-count';
export { namesText, SAID } from './engine/log-said';
export { withNeeds } from './engine/needs';
export { OptionCache, positiveIds } from './engine/option-cache';
export { ENABLED_OPTIONS, optionsOf, YES_NO_OPTIONS } from './engine/option-lists';
export type { Options, OptionsSource } from './engine/option-sources';
export { tableOptions } from './engine/options';
export { badAnswer, callAndRead, readAnswer } from './engine/outside/answers';
export { CallLog, listCalls } from './engine/outside/call-log';
export { defineCallback } from './engine/outside/callback';
export { registerOutsideEndpoints } from './engine/outside/endpoints';
export {
  type ReceivedRequest,
  type ReceiverAction,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverMode,
  type ReceiverRoute,
  type ReceiverSpec,
  type ReceiverStore,
  setReceiverMode,
} from './engine/outside/receiver';
export { requireSettings } from './engine/outside/required';
export {
  ENDPOINT_SETTING,
  type OutsideRequest,
  type ServiceCall,
  type ServiceClient,
  ServiceError,
  type ServiceSettings,
  type ServiceSpec,
  TIMEOUT_SETTING,
} from './engine/outside/service';
export { readServiceSettings, serviceClient, serviceRoute, withService } from './engine/outside/use';
export { moneyInCapitals } from './engine/print/capitals';
export type { PrintDecl, Signature } from './engine/print/document';
export { CJK_FONTS, cjkFont, FALLBACK_NOTE, type FontPair } from './engine/print/fonts';
export { accountNames, goodsColumns, goodsRow, groupLines, peopleOf } from './engine/print/lines';
export { PRINT_TEXTS } from './engine/print/texts';
export { amountInWords } from './engine/print/words';
export { fromMilli, qtyText, toMilli } from './engine/quantities';
export { countWhere, escapeLike, filterConditions, listRequest, listSource, selection } from './engine/query';
export { recycleBin } from './engine/recycle';
export { assertInStore, referenceColumnOf, referenceOf } from './engine/references';
export { defineResource } from './engine/resource';
export type { ActionDecl, InputOf } from './engine/resource-actions';
export type { DemoContext, ResourceDecl, ResourceDef } from './engine/resource-decl';
export type { LinesDecl } from './engine/resource-lines';
export { joinTo, KEPT_AND_EXPORTED, type ListTabDef } from './engine/resource-lists';
export { conditionSql, dataPaths, entityOptions, recordPaths } from './engine/resource-paths';
export type { ResourceTable, RowOf, ValuesOf } from './engine/resource-table';
export { resourceRoutes } from './engine/routes';
export { cursorPage, toWireRow } from './engine/rows';
export { checkValues, completeValues, recordNameKey, writeRecord } from './engine/save';
export { actionSaveContext, loadOnce, type SaveContext } from './engine/save-context';
export { prepareLines, writeLines } from './engine/save-lines';
export {
  type InventoryService,
  type PurchaseDraft,
  provideSection,
  type RetailService,
  type SectionServices,
  section,
} from './engine/sections';
export { parseSheet } from './engine/sheet-parse';
export { SHEET_POOL, SheetPool } from './engine/sheet-pool';
export { isOneOf } from './engine/store-tables';
export { COMMON_TITLES } from './engine/titles';
export {
  checkZip,
  type InflateLimits,
  inflateZip,
  MAX_INFLATED_BYTES,
  SHEET_ZIP_LIMITS,
  ZipRefused,
} from './engine/zip-guard';
export { createIntegrations, localServices } from './integrations';
export { registerDevPages } from './integrations/dev-pages';
export { IntegrationError } from './integrations/errors';
export {
  localPayment,
  PAY_NOTIFY_PATH,
  PAYOUT_NOTIFY_PATH,
  type PaymentNotification,
  type PayoutNotification,
} from './integrations/payment';
export type { SmsSender } from './integrations/sms';
export { loadSealKey, retyped, SECRET_MASK, seal, unseal } from './platform/addon-seal';
export {
  answerBackupRequests,
  askRunningConsole,
  type BackupManifest,
  type BackupSource,
  markRunning,
  readManifest,
  restoreBackup,
  runningConsole,
  writeBackup,
} from './platform/backup';
export type { Deps, Principal, PublicContext, UserContext } from './platform/context';
export { docDay, docNoPattern, formatDocNo, nextDocNo, nextTradeNo } from './platform/doc-no';
export {
  clientErrorHandler,
  registerErrorHandling,
  registerNotFound,
  toAppError,
} from './platform/error-handler';
export { AppError, badInput, conflict, notFound, signInAgain } from './platform/errors';
export { createFileStore, type FileStore, isStoreKey, localUploadsDir } from './platform/files/file-store';
export { safeImage } from './platform/files/images';
export { sniff, tooLarge, UPLOAD_MESSAGES } from './platform/files/inspect';
export { sendStoredFile } from './platform/files/send-file';
export { registerHealth } from './platform/health';
export { registerPlatformHooks } from './platform/hooks';
export { isSafeUrl } from './platform/html';
export { insertRows, insertStatement } from './platform/insert-rows';
export {
  type AllowList,
  type IpRange,
  ipAllowed,
  ipInRanges,
  parseIpRange,
  shownAddress,
} from './platform/ip-allow';
export { registerJsonBodies } from './platform/json-body';
export {
  ADDON_LEDGER_EVENTS,
  balanceOf,
  book,
  type CoreLedgerEvent,
  LEDGER_EVENTS,
  type Posting,
  reverse,
  type WalletRef,
  walletAmount,
  walletMismatches,
} from './platform/ledger';
export { createLiveHub } from './platform/live-hub';
export { type LiveRaise, raiseLive } from './platform/live-raise';
export { logStream, startLogger } from './platform/log';
export { type BalanceMove, moveMemberBalance } from './platform/member-balance';
export { calledSentence, sentenceProblem } from './platform/operator-log';
export { dummyHash, hashPassword, verifyPassword } from './platform/password';
export { registerPaymentNotifications } from './platform/payment-notify';
export { adminApis, allowedPaths, baseApis, canCall, storeApis, workingPaths } from './platform/permissions';
export { assertPlatform } from './platform/platform-guard';
export { fingerprintOf, type ReceiptKey } from './platform/receipt-keys';
export { doneOnce } from './platform/receipts';
export {
  isLeafRegion,
  NATIONWIDE,
  NATIONWIDE_TITLE,
  PROVINCES,
  REGION_TREE,
  regionName,
  regionsText,
} from './platform/regions';
export { retrying } from './platform/retry';
export { registerRoutes, route } from './platform/route';
export { Answer } from './platform/route-answer';
export type { ApiRoute, AuditNote, Outcome, RouteInput } from './platform/route-def';
export { parse } from './platform/route-input';
export { loadJwtKey } from './platform/secrets';
export { registerSecurity } from './platform/security';
export {
  asStore,
  inStore,
  TenantDb,
  type TenantInsert,
  type TenantTable,
  together,
  withTenant,
} from './platform/tenancy';
export {
  hashToken,
  newRefreshToken,
  refreshTokenStore,
  signAccessToken,
  successorRefreshToken,
} from './platform/tokens';
export { zodIssueToError } from './platform/validation';
export { pollingWorker, type Worker, workerName } from './platform/worker';
