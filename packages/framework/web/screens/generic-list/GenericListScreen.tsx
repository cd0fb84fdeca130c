import type { CatalogPage } from '@yanye/catalog';
import type { RowAction } from '@yanye/protocol';
import { Alert, Card, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ActionDialog } from '../../components/list/ActionDialog';
import { BatchBar } from '../../components/list/BatchBar';
import { FilterBar } from '../../components/list/FilterBar';
import { ImportErrorDialog } from '../../components/list/ImportErrorDialog';
import { ImportPreviewDialog } from '../../components/list/ImportPreviewDialog';
import { ListPager } from '../../components/list/ListPager';
import { ListTable } from '../../components/list/ListTable';
import { ListTabs } from '../../components/list/ListTabs';
import { ListToolbar } from '../../components/list/ListToolbar';
import { recordsNoun } from '../../components/list/RecordPicker';
import { ViewTabs } from '../../components/list/ViewTabs';
import { ScreenTitle } from '../../components/ScreenTitle';
import { Unavailable } from '../../components/Unavailable';
import { useShellView } from '../../hooks/consoleView';
import { listStartOf } from '../../hooks/list/listParams';
import type { ListStart } from '../../hooks/list/listState';
import type { Row } from '../../hooks/list/row';
import { batchOffers } from '../../hooks/list/rowActions';
import { useColumnVisibility } from '../../hooks/list/useColumnVisibility';
import { type RowTool, useListAccess, withRowTools } from '../../hooks/list/useListAccess';
import { useListActions } from '../../hooks/list/useListActions';
import { useListController } from '../../hooks/list/useListController';
import { useListExport } from '../../hooks/list/useListExport';
import { useListImport } from '../../hooks/list/useListImport';
import { useListViews } from '../../hooks/list/useListViews';
import { useViewColumns } from '../../hooks/list/useViewColumns';
import { exportableColumns } from '../../hooks/list/visibility';
import { useAskedByAddress } from '../../hooks/useAskedByAddress';
import { t } from '../../i18n/texts';
import { loaded } from '../../lib/loaded';
import { useIsMobile } from '../../lib/useIsMobile';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { warmScreenOf } from '../../lib/warm';
import { useTableLayout } from './useTableLayout';
import { useViewChoices } from './useViewChoices';
import { ViewDialogs } from './ViewDialogs';

// The column settings and the export's column choice are fetched when first opened, not with every list.
const ColumnSettingsDialog = loaded(() =>
  import('../../components/list/ColumnSettingsDialog').then((m) => m.ColumnSettingsDialog),
);
const ColumnsDialog = loaded(() =>
  import('../../components/list/ColumnsDialog').then((m) => m.ColumnsDialog),
);

export interface GenericListProps {
  /** The catalogue page the screen serves: title, route name, and the data path as its first API. */
  readonly page: CatalogPage;
  readonly title: string;
  /** A data path other than the page's own. */
  readonly api?: string;
  /** Where the list opens, instead of the page's query (a list shown in a drawer: one day's differences). */
  readonly start?: ListStart;
  /** What a bespoke screen around the list opens on each row itself (`RowTool`). */
  readonly rowTools?: readonly RowTool[];
  /**
   * Shown within another screen (a drawer): no card title, since what holds it names it, and its tabs do not
   * rename the view's tag.
   */
  readonly embedded?: boolean;
}

/** The generic list screen: everything it shows comes from the server's table metadata. */
export function GenericListScreen(props: GenericListProps) {
  const api = props.api ?? props.page.api[0];
  if (!api) return <Alert type="warning" showIcon title={t('noApi')} />;
  return <ListScreen {...props} api={api} />;
}

const NO_TOOLS: readonly RowTool[] = [];

/** The page's query as where the list opens (listStartOf). */
function useListStart(): ListStart {
  const [query] = useSearchParams();
  return useMemo(() => listStartOf(query), [query]);
}

/** The list's behaviour comes from the hooks; this lays it out. */
function ListScreen(props: GenericListProps & { readonly api: string }) {
  const { page, title, api, rowTools = NO_TOOLS } = props;
  const queried = useListStart();
  // A page's own list has saved views (docs/engine.md, "Saved views"); a list shown within another screen, or
  // reading another data path than its page's, not.
  const views = useListViews(page.name, !props.embedded && !props.start && api === page.api[0]);
  const list = useListController(api, views.opening ?? props.start ?? queried, views.pending);
  const { meta } = list;
  const listAccess = useListAccess(page, meta);
  const access = useMemo(() => withRowTools(listAccess, rowTools), [listAccess, rowTools]);
  const userColumns = useColumnVisibility(meta, page.name);
  const columns = useViewColumns(userColumns, views, meta, page.name);
  // The user's columns are laid out with the first page: nothing shifts when they come.
  const settling = list.settling || columns.settling;
  const { applied, pickView, viewDialog, setViewDialog, viewState, onRemoveView } = useViewChoices(
    list,
    views,
    columns,
  );
  const actions = useListActions(api, list.selection.clear);
  const exports = useListExport(api, list, title);
  const imports = useListImport(api);
  const mobile = useIsMobile();
  const [choosingColumns, setChoosingColumns] = useState(false);
  const settingsShown = useOpenedOnce(choosingColumns);
  const exportShown = useOpenedOnce(exports.choosing !== undefined);

  // On a tab other than the whole list, the tag says which (two views of one list may be open on two tabs).
  const view = useShellView();
  const tabTitle =
    views.active?.name ?? (list.tab ? meta?.tabs?.find((x) => x.name === list.tab)?.title : undefined);
  const { embedded } = props;
  useEffect(() => {
    if (!embedded) view?.name(tabTitle);
  }, [view, tabTitle, embedded]);

  // The one row an action's dialog asks about, by name (a batch over several names none).
  const askedRows = actions.asking?.rows ?? [];
  const askedName =
    askedRows.length === 1 && meta?.record_name ? String(askedRows[0]?.[meta.record_name] ?? '') : undefined;
  const { start } = actions;
  const onAction = useCallback((action: RowAction, row: Row) => start(action, [row]), [start]);
  // An action opened by its address (`/dataDetails/shop/ChangeDepart`) asks on the rows chosen, or which.
  const selected = list.selection.rows;
  const askByAddress = useCallback((action: RowAction) => start(action, selected), [start, selected]);
  useAskedByAddress(access.actions, meta !== undefined && access.ready && !props.embedded, askByAddress);
  const asking = actions.asking;
  const choosing =
    asking && asking.rows.length === 0 && meta ? { api, meta, title: recordsNoun(page, meta) } : undefined;
  const exportChecked = useMemo(
    () => columns.choice.shown.filter((n) => meta?.rows[n]?.type !== 'image'),
    [columns.choice.shown, meta],
  );
  const table = useTableLayout({
    meta,
    choice: columns.choice,
    setWidth: columns.setWidth,
    list,
    access,
    mobile,
    onAction,
  });

  if (list.unserved) return <Unavailable reason="notBuilt" title={title} />;
  const titleOf = (name: string) => meta?.rows[name]?.title ?? name;
  const toolbar = meta && (
    <ListToolbar
      meta={meta}
      addPath={access.addPath}
      exports={exports}
      imports={imports}
      onColumns={() => setChoosingColumns(true)}
      onRefresh={list.refresh}
      compact={mobile}
    />
  );

  // The pointer coming over the list warms its edit form (its chunk and fields; any row's address names it): a
  // row's 编辑 then waits for the row's record alone. Worked out when the pointer comes, not in every render.
  const warmEdit = () => {
    const edit = list.rows[0] && access.offer(list.rows[0]).edit;
    if (edit) warmScreenOf(edit);
  };

  return (
    <Card
      className="generic-list"
      onPointerEnter={warmEdit}
      // A narrower margin than a card's 24 px leaves the table the room of another column.
      styles={{ body: { padding: 16 } }}
      title={props.embedded ? undefined : <ScreenTitle title={title} />}
      extra={!settling && !mobile && toolbar}
    >
      {/* Until the metadata, the first page and its count are in, a placeholder holds the place: the filters, the
          table and the pager then appear together instead of pushing each other about (layout shift). */}
      <div ref={table.body} className="list-body">
        {settling && <Skeleton active title={false} paragraph={{ rows: 10 }} className="list-settling" />}
        {!settling && meta && (
          <>
            {/* On a phone the toolbar opens the list's body rather than sit in the card's head, where it wraps under
                the title: there its coming with the list pushed the placeholder down (a layout shift of 0.094). */}
            {mobile && <div className="list-toolbar">{toolbar}</div>}
            {views.enabled && (
              <ViewTabs
                views={views.views}
                active={views.active?.id}
                defaultId={views.defaultId}
                mobile={mobile}
                onPick={pickView}
                onSave={() => setViewDialog('save')}
                onManage={() => setViewDialog('manage')}
              />
            )}
            <FilterBar
              key={applied}
              // Two lists of one page on screen at once (one in a drawer) keep their fields' ids apart.
              formName={embedded ? `${page.name}Embedded` : page.name}
              filters={meta.top_search}
              initial={list.filters}
              onSearch={list.search}
              onReset={list.reset}
            />
            {meta.tabs && (
              <ListTabs tabs={meta.tabs} active={list.tab} counts={list.tabCounts} onOpen={list.openTab} />
            )}
            <BatchBar
              offers={batchOffers(access.batchActions, list.rows, list.selection.rows)}
              selected={list.selection.rows.length}
              nameOf={(row) => (meta.record_name ? String(row[meta.record_name] ?? '') : undefined)}
              onRun={(offer) => start(offer.action, offer.rows)}
              printer={access.printer}
              onPrint={() => access.printer.print(list.selection.rows.map((r) => Number(r.id)))}
            />
            {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />}
            <ListTable
              meta={meta}
              rows={list.rows}
              columns={table.columns}
              shown={table.layout?.order ?? columns.choice.shown}
              totals={list.totals}
              estimated={list.estimated}
              loading={list.loading}
              selection={list.selection}
              onSort={list.sortBy}
              width={table.layout?.tableWidth}
            />
            <ListPager
              page={list.page}
              limit={list.limit}
              count={list.count}
              mobile={mobile}
              onChange={list.goTo}
              estimated={list.estimated}
              onExact={list.countExactly}
            />
          </>
        )}
      </div>
      <ActionDialog
        action={actions.asking?.action}
        row={actions.asking?.rows.length === 1 ? actions.asking.rows[0] : undefined}
        columns={meta?.rows}
        name={askedName}
        busy={actions.busy}
        onCancel={actions.cancel}
        onOk={actions.answer}
        pick={choosing}
      />
      {meta && (
        <>
          {settingsShown && (
            <ColumnSettingsDialog
              open={choosingColumns}
              choice={columns.choice}
              titleOf={titleOf}
              onCancel={() => setChoosingColumns(false)}
              onOk={(choice) => {
                columns.choose(choice);
                setChoosingColumns(false);
              }}
              onReset={() => {
                columns.reset();
                setChoosingColumns(false);
              }}
            />
          )}
          {exportShown && (
            <ColumnsDialog
              open={exports.choosing !== undefined}
              title={t('exportTitle')}
              okText={exports.choosing === 'async' ? t('exportAsync') : t('exportExcel')}
              columns={exportableColumns(meta).map((name) => ({ name, title: titleOf(name) }))}
              checked={exportChecked}
              onCancel={exports.cancel}
              onOk={exports.run}
            />
          )}
        </>
      )}
      {meta && (
        <ViewDialogs
          open={viewDialog}
          views={views}
          formName={page.name}
          state={viewState}
          onRemove={onRemoveView}
          onClose={() => setViewDialog(undefined)}
        />
      )}
      <ImportErrorDialog failure={imports.failure} onClose={imports.dismiss} />
      <ImportPreviewDialog imports={imports} />
    </Card>
  );
}
