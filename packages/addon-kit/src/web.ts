/**
 * The add-on kit's web entry: the hooks, components and texts an add-on's screens use. docs/add-ons.md shows each
 * export in use.
 */

export { type CatalogPage, entityByName, PAGES, pageByName, pageByPath } from '@yanye/catalog';

// The catalogue: pages, entities and add-on declarations.
export { BANK_SCREENS } from '@yanye/catalog/define';
export type { Row, RowTool } from '@yanye/framework/web';
// Calls from the browser.
// Components.
// Hooks: data, forms, lists, notices.
// Texts in the reader's language.
// The console's clock: times and days on the store's clock, and the date pickers' values.
// Helpers.
// Screens an add-on reuses.
// The shell around a page.
export {
  ActionDialog,
  AddonSettingsLink,
  apiQuery,
  call,
  cellRenderers,
  currentLang,
  type Dayjs,
  defineTexts,
  detailText,
  FlowTimeline,
  formatTime,
  formMetaQuery,
  GenericForm,
  GenericListScreen,
  isAfterToday,
  isNotFound,
  loadedScreen,
  Modal,
  metaQuery,
  NumberBox,
  numberBoxRule,
  openDownload,
  pickedDay,
  pickedDayCount,
  pickedDays,
  pickedTime,
  pickerDay,
  pickerDays,
  pickerTime,
  RecordActionButtons,
  RemoteSelect,
  recordQuery,
  requiredMessage,
  SaveButton,
  signedDownloadUrl,
  storeDayFromToday,
  storeLastDays,
  storeToday,
  t,
  toFormValues,
  Unavailable,
  useApiQuery,
  useApiWrite,
  useClickGuard,
  useConsoleUser,
  useFormController,
  useIsMobile,
  useNotify,
  usePermissions,
  useRecordActions,
  useShellView,
  useViewName,
} from '@yanye/framework/web';
// Languages and texts.
export { type MessageParams, type Texts, textOf } from '@yanye/i18n';
// The wire: envelope, calls and contracts, money.
export {
  API,
  addDays,
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

// Helpers of the kit's own, over what add-ons' screens repeat.
import { pageByName as deskPage } from '@yanye/catalog';
import { RemoteSelect as MemberSelect, useIsMobile, useApiQuery as useRead } from '@yanye/framework/web';
import type { Contract, InputOf, OutputOf } from '@yanye/protocol';
import { Alert, Card, Empty, Form, Space, Spin } from 'antd';
import { createElement, type ReactNode, useCallback, useState } from 'react';

/** A positive record id from a select's value; undefined when the select was cleared or holds no id. */
export function pickedId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The member a counter desk serves, as `useDeskMember` gives it. */
export interface DeskMember<View> {
  readonly memberId: number | undefined;
  /** Takes the members' select's value. */
  readonly pick: (value: unknown) => void;
  /** Their page, once read; undefined while none is picked. */
  readonly member: View | undefined;
  readonly loading: boolean;
  readonly error: unknown;
}

/**
 * The member a counter desk serves (sign-ins, top-ups): the one picked from the members' select, and their page as
 * `contract` answers it for `{ member_id }`, read only while one is picked.
 */
export function useDeskMember<C extends Contract>(contract: C): DeskMember<OutputOf<C>> {
  const [memberId, setMemberId] = useState<number>();
  const member = useRead(contract, { member_id: memberId ?? 0 } as InputOf<C>, {
    enabled: memberId !== undefined,
  });
  const pick = useCallback((value: unknown) => setMemberId(pickedId(value)), []);
  return {
    memberId,
    pick,
    member: memberId === undefined ? undefined : member.data,
    loading: memberId !== undefined && member.isLoading,
    error: member.error,
  };
}

/** The keys of the add-on's texts a member desk's card says: the select's label and placeholder, the hint to pick. */
export type MemberDeskText = 'member' | 'pickMember' | 'pickFirst';

/**
 * A counter desk's card: the members' select (over the member options call among its catalogue `page`'s calls)
 * above the member picked, drawn by `children` once their page is read; meanwhile the read's error, a spinner, or
 * the hint to pick.
 */
export function MemberDeskCard<View>(props: {
  readonly title: string;
  readonly className: string;
  readonly page: string;
  readonly desk: DeskMember<View>;
  /** The add-on's texts (`defineTexts`), which hold the three keys. */
  readonly text: (key: MemberDeskText) => string;
  readonly children: (member: View) => ReactNode;
}) {
  const { desk, text } = props;
  // A phone puts the label above a picker as wide as the card, which a fixed width would push off its edge.
  const phone = useIsMobile();
  const select = createElement(MemberSelect, {
    api: deskPage(props.page)!.api.find((api) => api.endsWith('MemberOptions'))!,
    value: desk.memberId,
    onChange: desk.pick,
    placeholder: text('pickMember'),
    style: phone ? { width: '100%' } : { width: 320 },
  });
  return createElement(
    Card,
    { title: props.title, className: props.className },
    createElement(
      Space,
      { direction: 'vertical', size: 16, style: { width: '100%' } },
      createElement(
        Form,
        { layout: phone ? 'vertical' : 'inline' },
        createElement(Form.Item, { label: text('member'), style: { marginBottom: 0 } }, select),
      ),
      desk.error instanceof Error &&
        createElement(Alert, { type: 'error', showIcon: true, title: desk.error.message }),
      desk.loading && createElement(Spin),
      !desk.member && !desk.loading && createElement(Empty, { description: text('pickFirst') }),
      desk.member && props.children(desk.member),
    ),
  );
}
