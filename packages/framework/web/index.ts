export {
  ApiError,
  apiHost,
  type Credentials,
  call,
  callWithMessage,
  onWrite,
  openStream,
  readEarly,
  refreshAfterSignIn,
  type ServerConfig,
  sendAs,
  serverConfigOnce,
  serverNow,
  syncServerConfig,
  uploadAs,
} from './api/client';
export { openDownload, signedDownloadUrl } from './api/download';
export { isNotFound, ownedByCatalogue, reportError, setDashboardRoute, setPageOpener } from './api/errors';
export { mediaUrl, thumbUrl, uploadProblem } from './api/media';
export { loadPermissions, type Permissions, usePermissions } from './api/permissions';
export { apiQuery, folderOf, JUST_READ_MS, keys, queryClient } from './api/query';
export { adoptUrlSession, session } from './api/session';
export { startWechat, takeWechatReturn } from './api/wechat';
export { AskFirst } from './components/ask/AskFirst';
export { DocumentView } from './components/detail/DocumentView';
export { FlowTimeline } from './components/detail/FlowTimeline';
export { RecordActionButtons } from './components/detail/RecordActionButtons';
export { RecordPage } from './components/detail/RecordPage';
export { RecordPending } from './components/detail/RecordPending';
export { RecordTabs } from './components/detail/RecordTabs';
export { detailText } from './components/detail/texts';
export { AddonSettingsLink } from './components/FixLink';
export {
  contactPhoneRule,
  passwordRule,
  phoneRule,
  requiredMessage,
  sameAsRule,
} from './components/form/fieldRules';
export { GenericForm } from './components/form/GenericForm';
export { NumberBox, numberBoxRule } from './components/form/NumberBox';
export { PhoneCodeFields } from './components/form/PhoneCodeFields';
export { RegionCascader } from './components/form/RegionCascader';
export { RemoteSelect } from './components/form/RemoteSelect';
export { showOnFormField } from './components/form/refusalOnField';
export { SaveButton } from './components/form/SaveButton';
export { LanguageMenu } from './components/LanguageMenu';
export { Result } from './components/LazyResult';
export { ActionDialog } from './components/list/ActionDialog';
export { AddButton } from './components/list/AddButton';
export { cellRenderers } from './components/list/cells';
export { ListPager } from './components/list/ListPager';
export { RefreshButton } from './components/list/RefreshButton';
export { useWholeColumns } from './components/list/useWholeColumns';
export { Modal } from './components/Modal';
export { NotifyProvider } from './components/NotifyProvider';
export { PrintButton } from './components/print/PrintButton';
export { ScreenTitle } from './components/ScreenTitle';
export { Unavailable, type UnavailableReason } from './components/Unavailable';
export { ImageUpload } from './components/upload/ImageUpload';
export { type Asking, askingFor, askingOf, doneText } from './hooks/ask';
export {
  type ConsoleUser,
  ConsoleUserContext,
  OpenablePagesContext,
  ReloadUserContext,
  type ShellView,
  ShellViewContext,
  useConsoleUser,
  useOpenablePages,
  useReloadUser,
  useShellView,
  useViewName,
  useViewReturns,
  ViewReturnsContext,
} from './hooks/consoleView';
export { useRecordActions } from './hooks/detail/useRecordActions';
export { toBodyValues, toFormValues, type Values } from './hooks/form/formValues';
export { formMetaQuery, recordNameOf, recordQuery, useFormController } from './hooks/form/useFormController';
export { linkTo } from './hooks/list/listPages';
export { countParams, listStartOf, META_INPUT, pageParams, VIEW_PARAM } from './hooks/list/listParams';
export { countQuery, metaQuery, pageQuery } from './hooks/list/listQueries';
export { initialView, listReducer } from './hooks/list/listState';
export type { Row } from './hooks/list/row';
export { actionsFor } from './hooks/list/rowActions';
export type { RowTool } from './hooks/list/useListAccess';
export { warmList } from './hooks/list/warmList';
export { useNotify } from './hooks/notify';
export { printApiOf } from './hooks/print/usePrint';
export { useApiQuery, useApiWrite } from './hooks/useApi';
export type { AskState } from './hooks/useAskedByAddress';
export { type ClickGuard, useClickGuard } from './hooks/useClickGuard';
export { useCodeSender } from './hooks/useCodeSender';
export { useReportedError } from './hooks/useReportedError';
export { useReviewList, useReviewQueue } from './hooks/useReviewQueue';
export { useSaving } from './hooks/useSaving';
export { useWrite } from './hooks/useWrite';
export { prefetchTexts } from './i18n/chunkTexts';
export { defineTexts } from './i18n/define';
export { currentLang } from './i18n/lang';
export { t } from './i18n/texts';
export { loadUiLocale, subscribeUiLocale, uiLocale } from './i18n/uiLocale';
export { COMPANY_FIELDS, DETAIL_CHECKS, normalizedDetails, sameDetails } from './lib/companyDetails';
export { isMod, isTyping, keyLabel } from './lib/keys';
export { type Loaded, loaded, loadedScreen } from './lib/loaded';
export { numericChange } from './lib/numeric';
export {
  type Dayjs,
  isAfterToday,
  isBeforeToday,
  pickedDay,
  pickedDayCount,
  pickedDays,
  pickedTime,
  pickerDay,
  pickerDays,
  pickerTime,
} from './lib/pickerTime';
export { formatTime, storeDayFromToday, storeLastDays, storeMonthToDate, storeToday } from './lib/time';
export { useIsMobile } from './lib/useIsMobile';
export { useOpenedOnce } from './lib/useOpenedOnce';
export { useStableCallback } from './lib/useStableCallback';
export { REST_MS, setAddressWarmer, type Warmth, warmOnRest, warmScreenOf } from './lib/warm';
export { GenericListScreen } from './screens/generic-list/GenericListScreen';
