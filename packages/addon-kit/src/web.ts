/**
 * The add-on kit's web entry: the hooks, components and texts an add-on's screens use. docs/add-ons.md shows each
 * export in use.
 */

export { type CatalogPage, entityByName, PAGES, pageByName, pageByPath } from '@yanye/catalog';

// The catalogue: pages, entities and add-on declarations.
export { BANK_SCREENS } from '@yanye/catalog/define';
// Languages and texts.
export { type MessageParams, type Texts, textOf } from '@yanye/i18n';
// The wire: envelope, calls and contracts, money.
export {
  API,
  type ColumnMeta,
  type Contract,
  type FlowEvent,
  formatMoney,
  formatYuan,
  type InputOf,
  parseYuan,
  RECORD_CALLS,
  type TableMeta,
  type UnionSyncRun,
  type UnionTokenState,
  type UnionTokenView,
  unionCalls,
  yuanNumber,
} from '@yanye/protocol';

// Calls from the browser.
export { call } from '../../../web/src/api/client';
export { openDownload, signedDownloadUrl } from '../../../web/src/api/download';
export { isNotFound } from '../../../web/src/api/errors';
export { usePermissions } from '../../../web/src/api/permissions';
export { apiQuery } from '../../../web/src/api/query';
export { FlowTimeline } from '../../../web/src/components/detail/FlowTimeline';
export { RecordActionButtons } from '../../../web/src/components/detail/RecordActionButtons';
export { detailText } from '../../../web/src/components/detail/texts';
// Components.
export { AddonSettingsLink } from '../../../web/src/components/FixLink';
export { GenericForm } from '../../../web/src/components/form/GenericForm';
export { RemoteSelect } from '../../../web/src/components/form/RemoteSelect';
export { SaveButton } from '../../../web/src/components/form/SaveButton';
export { ActionDialog } from '../../../web/src/components/list/ActionDialog';
export { cellRenderers } from '../../../web/src/components/list/cells';
export { Unavailable } from '../../../web/src/components/Unavailable';
// Hooks: data, forms, lists, notices.
export { useRecordActions } from '../../../web/src/hooks/detail/useRecordActions';
export { toFormValues } from '../../../web/src/hooks/form/formValues';
export { formMetaQuery, recordQuery, useFormController } from '../../../web/src/hooks/form/useFormController';
export { metaQuery } from '../../../web/src/hooks/list/listQueries';
export type { Row } from '../../../web/src/hooks/list/row';
export type { RowTool } from '../../../web/src/hooks/list/useListAccess';
export { useNotify } from '../../../web/src/hooks/notify';
export { useApiQuery, useApiWrite } from '../../../web/src/hooks/useApi';
export { useClickGuard } from '../../../web/src/hooks/useClickGuard';

// Texts in the reader's language.
export { defineTexts } from '../../../web/src/i18n/define';
export { currentLang } from '../../../web/src/i18n/lang';
export { t } from '../../../web/src/i18n/texts';

// Helpers.
export { formatTime } from '../../../web/src/lib/time';
export { useIsMobile } from '../../../web/src/lib/useIsMobile';

// Screens an add-on reuses.
export { GenericListScreen } from '../../../web/src/screens/generic-list/GenericListScreen';

// The shell around a page.
export { useConsoleUser, useShellView, useViewName } from '../../../web/src/shell/view';
