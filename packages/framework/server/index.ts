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
export * from './engine/addons';
export { col } from './engine/columns/col';
export {
  CAMPAIGN_TIME_TITLES,
  campaignStateColumn,
  campaignTimeColumns,
  MEMBER_TITLES,
  memberColumns,
  type NameColumnOptions,
  nameColumn,
} from './engine/columns/column-presets';
export {
  type Column,
  extraField,
  type FilterKind,
  field,
  type ListOptions,
  type Prop,
} from './engine/columns/columns';
export { groupValue, type OptionGroups, splitGroupValue } from './engine/columns/groups';
export { withNeeds } from './engine/columns/needs';
export { OptionCache, positiveIds } from './engine/columns/option-cache';
export { ENABLED_OPTIONS, optionsOf, YES_NO_OPTIONS } from './engine/columns/option-lists';
export type { Options, OptionsSource } from './engine/columns/option-sources';
export { tableOptions } from './engine/columns/options';
export { demoSequence } from './engine/demo-sequence';
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
} from './engine/form/changes';
export { formMeta } from './engine/form/field-meta';
export { titled } from './engine/form/field-refusals';
export { saveSchema } from './engine/form/field-schemas';
export { type Field, input, reasonInput } from './engine/form/fields';
export { defineFlow, recordStep, type StepOutcome } from './engine/form/flow';
export { AMOUNT_FORM, PRICE_FORM, SORT_FORM } from './engine/form/form-options';
export { checkValues, completeValues, recordNameKey, writeRecord } from './engine/form/save';
export { actionSaveContext, loadOnce, type SaveContext } from './engine/form/save-context';
export { prepareLines, writeLines } from './engine/form/save-lines';
export { daysOf, formatDate, formatDateTime, type Period, parseDateTime } from './engine/format';
export { insertMany } from './engine/import-export/bulk-insert';
export { contentDisposition, XLSX_TYPE } from './engine/import-export/export';
export { exportTaskRoutes, registerExportDownloads } from './engine/import-export/export-jobs';
export { releaseDeadExportTasks } from './engine/import-export/export-recovery';
export { startExportWorker } from './engine/import-export/export-worker';
export { PREVIEW_TTL_SECONDS } from './engine/import-export/import-preview';
export { warmSheetReaders } from './engine/import-export/import-sheet';
export { importFields } from './engine/import-export/import-template';
export { parseSheet } from './engine/import-export/sheet-parse';
export { SHEET_POOL, SheetPool } from './engine/import-export/sheet-pool';
export {
  checkZip,
  type InflateLimits,
  inflateZip,
  MAX_INFLATED_BYTES,
  SHEET_ZIP_LIMITS,
  ZipRefused,
} from './engine/import-export/zip-guard';
export { encodeCursor } from './engine/list/cursor';
export { countAndSums } from './engine/list/list-count';
export {
  countWhere,
  escapeLike,
  filterConditions,
  listRequest,
  listSource,
  selection,
} from './engine/list/query';
export { recycleBin } from './engine/list/recycle';
export { cursorPage, toWireRow } from './engine/list/rows';
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
export { namesText, SAID } from './engine/resource/log-said';
export { assertInStore, referenceColumnOf, referenceOf } from './engine/resource/references';
export { defineResource } from './engine/resource/resource';
export type { ActionDecl, InputOf } from './engine/resource/resource-actions';
export type { DemoContext, ResourceDecl, ResourceDef } from './engine/resource/resource-decl';
export type { LinesDecl } from './engine/resource/resource-lines';
export { joinTo, KEPT_AND_EXPORTED, type ListTabDef } from './engine/resource/resource-lists';
export { conditionSql, dataPaths, entityOptions, recordPaths } from './engine/resource/resource-paths';
export type { ResourceTable, RowOf, ValuesOf } from './engine/resource/resource-table';
export { isOneOf } from './engine/resource/store-tables';
export { COMMON_TITLES } from './engine/resource/titles';
export { resourceRoutes } from './engine/routes';
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
export { type LiveRaise, raiseCoreLive, raiseLive } from './platform/live-raise';
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
  StoreDb,
  type StoreInsert,
  type StoreTable,
  together,
  withStore,
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
