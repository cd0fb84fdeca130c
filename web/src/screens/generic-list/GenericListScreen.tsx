import {
  DownloadOutlined,
  PlusOutlined,
  ReloadOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { CatalogPage } from '@yanye/catalog';
import { PAGES, pageByName } from '@yanye/catalog';
import type { ColumnMeta, RowAction, TableMeta } from '@yanye/protocol';
import {
  Alert,
  Button,
  Card,
  Modal,
  message,
  Pagination,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callWithMessage, upload } from '../../api/client';
import { openDownload, signedDownloadUrl } from '../../api/download';
import { ownedByCatalogue, reportError } from '../../api/errors';
import { usePermissions } from '../../api/permissions';
import { t } from '../../i18n/texts';
import { useIsMobile } from '../../lib/useIsMobile';
import { st } from '../../shell/texts';
import { useShellView } from '../../shell/view';
import { ActionDialog } from './ActionDialog';
import { ColumnsDialog } from './ColumnsDialog';
import { cellRenderers, columnWidth } from './columns';
import { FilterBar } from './FilterBar';
import { filterParams } from './filters';
import { actionsFor, rowMatches } from './rowActions';
import { type ListStart, type Row, useGenericList } from './useGenericList';
import { choosableColumns, saveVisibleColumns, visibleColumns } from './visibility';

const IMPORT_EXTENSIONS = /\.(xlsx|xls|csv)$/i;
const SYNC_EXPORT_LIMIT = 50_000;

export interface GenericListProps {
  /** The catalogue page the screen serves: title, route name, and the data path as its first API. */
  readonly page: CatalogPage;
  readonly title: string;
  /** A data path other than the page's own. */
  readonly api?: string;
}

/** Sibling pages of a list in the catalogue: its add and edit forms. */
function formPages(page: CatalogPage) {
  const siblings = PAGES.filter((p) => p.parent === page.parent && p.view === 'form');
  return {
    add: siblings.find((p) => !p.path.includes(':id') && p.api.some((a) => a.endsWith('Save'))),
    edit: siblings.find((p) => p.path.endsWith('edit/:id')),
  };
}

/** Import errors arrive as lines with cell text already escaped; 'Error:' is dropped, markup cannot run. */
function importErrorHtml(text: string): string {
  const lines = text.replace(/^\s*Error:\s*/, '').split('\n');
  return DOMPurify.sanitize(lines.join('<br/>'), {
    ALLOWED_TAGS: ['br', 'b', 'strong', 'span'],
    ALLOWED_ATTR: [],
  });
}

/** The generic list screen of SPEC.md §2.5: everything it shows comes from the server's table metadata. */
export function GenericListScreen({ page, title, api: apiOverride }: GenericListProps) {
  const api = apiOverride ?? page.api[0];
  if (!api) return <Alert type="warning" showIcon title={t('noApi')} />;
  return <ListScreen page={page} title={title} api={api} />;
}

/** The page's query as where the list opens: `_tab` picks a tab, the rest fill filters (links from the workbench). */
function useListStart(): ListStart {
  const [query] = useSearchParams();
  return useMemo(() => {
    const filters: Record<string, string> = {};
    for (const [k, v] of query) if (k !== '_tab') filters[k] = v;
    return { tab: query.get('_tab') ?? undefined, filters };
  }, [query]);
}

function ListScreen({ page, title, api }: GenericListProps & { readonly api: string }) {
  const start = useListStart();
  const list = useGenericList(api, start);
  const {
    meta,
    rows,
    count,
    totals,
    loading,
    error,
    unserved,
    loaded,
    page: current,
    limit,
    sort,
    filters,
    tab,
    tabCounts,
  } = list.state;
  const permissions = usePermissions();
  const mobile = useIsMobile();
  // On a tab other than the whole list, the tag says which (two views of one list may be open on two tabs).
  const view = useShellView();
  const tabTitle =
    tab && tab !== meta?.tabs?.[0]?.name ? meta?.tabs?.find((x) => x.name === tab)?.title : undefined;
  useEffect(() => view?.name(tabTitle), [view, tabTitle]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [showColumns, setShowColumns] = useState(false);
  const [showExport, setShowExport] = useState<'sync' | 'async' | undefined>();
  const [visible, setVisible] = useState<string[] | undefined>();
  // The ref blocks a second upload at once (SPEC.md §4); the state shows it on the button.
  const importing = useRef(false);
  const [importBusy, setImportBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const forms = useMemo(() => formPages(page), [page]);

  const shown = useMemo(
    () => (meta ? (visible ?? visibleColumns(meta, page.name)) : []),
    [meta, visible, page.name],
  );
  const can = (path: string | undefined, apiPath?: string) =>
    permissions !== undefined &&
    (path === undefined || permissions.paths.has(path)) &&
    (apiPath === undefined || permissions.apis.has(apiPath));

  const actions = (meta?.actions ?? []).filter((a) => can(undefined, a.api));
  const batchActions = actions.filter((a) => a.batch);
  const canEdit = meta?.has_form && forms.edit && can(forms.edit.path);
  const canAdd = meta?.has_form && forms.add && can(forms.add.path);

  /** An action asked for: on one row, or (a batch action) on the selected rows. */
  const [asking, setAsking] = useState<{ action: RowAction; rows: readonly Row[] }>();
  const [acting, setActing] = useState(false);

  async function runAction(action: RowAction, rows: readonly Row[], values: Record<string, unknown> = {}) {
    setActing(true);
    try {
      const target = action.batch ? { ids: rows.map((r) => r.id) } : { id: rows[0]?.id };
      const { msg } = await callWithMessage('POST', action.api, { ...values, ...target });
      void message.success(action.name === 'Del' ? t('deleted') : msg || t('success'));
      setAsking(undefined);
      if (action.batch) setSelected([]);
      list.refresh();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setActing(false);
    }
  }

  const startAction = (action: RowAction, rows: readonly Row[]) =>
    action.fields?.length ? setAsking({ action, rows }) : void runAction(action, rows);
  const selectedRows = rows.filter((r) => selected.includes(String(r.id ?? JSON.stringify(r))));

  const columns: ColumnsType<Row> = meta
    ? shown.map((name) => {
        const c = meta.rows[name] as ColumnMeta;
        return {
          key: name,
          dataIndex: name,
          title: c.title,
          width: columnWidth(c),
          align: c.item_align,
          sorter: c.sort,
          sortOrder: sort?.field === name ? (sort.ascending ? 'ascend' : 'descend') : null,
          render: (value: unknown, row: Row) => {
            const shown = cellRenderers[c.type](value, c);
            const to = c.link ? linkTo(c.link.page, row[c.link.id_key]) : undefined;
            return to && can(to.page) ? <Link to={to.path}>{shown}</Link> : shown;
          },
        };
      })
    : [];
  if (meta && (actions.length > 0 || canEdit)) {
    columns.push({
      key: '__actions',
      title: t('actions'),
      fixed: mobile ? undefined : 'right',
      width: 60 + 70 * (actions.length + (canEdit ? 1 : 0)),
      render: (_: unknown, row: Row) => (
        <Space size={4} wrap>
          {canEdit && forms.edit && rowMatches(row, meta.editable_when) && (
            <Link to={forms.edit.path.replace(':id', String(row.id))}>
              <Button size="small" type="link">
                {t('edit')}
              </Button>
            </Link>
          )}
          {actionsFor(row, actions).map((a) =>
            a.confirm ? (
              <Popconfirm
                key={a.name}
                title={a.name === 'Del' ? t('delConfirm') : `${a.title}?`}
                onConfirm={() => startAction(a, [row])}
                okText={t('confirm')}
                cancelText={t('cancel')}
              >
                <Button size="small" type="link" danger={a.name === 'Del'}>
                  {a.title}
                </Button>
              </Popconfirm>
            ) : (
              <Button key={a.name} size="small" type="link" onClick={() => startAction(a, [row])}>
                {a.title}
              </Button>
            ),
          )}
        </Space>
      ),
    });
  }

  function exportNow(kind: 'sync' | 'async', names: string[]) {
    if (!meta) return;
    const params: Record<string, string> = {
      ...filterParams(meta.top_search, filters),
      _excel_file_name: title,
      _excel_down_culumns: names.join(','),
      ...(sort ? { sort: sort.field, order: String(sort.ascending) } : {}),
    };
    if (kind === 'sync') {
      openDownload(signedDownloadUrl(api, { ...params, _down_excel: '1' }));
      return;
    }
    callWithMessage('POST', api, { ...params, _down_excel: 2 }).then(
      (r) => void message.success(r.msg),
      () => undefined, // shown by the error catalogue
    );
  }

  async function importFile(file: File) {
    if (importing.current) return;
    if (!IMPORT_EXTENSIONS.test(file.name)) {
      void message.error(t('importType'));
      return;
    }
    importing.current = true;
    setImportBusy(true);
    const hide = message.loading(t('importing'), 0);
    try {
      const r = await upload<{ inserted: number; updated: number }>(api, file, { _excel_import: '1' });
      void message.success(r.msg || t('success'));
      list.refresh();
    } catch (e) {
      // A dead session, a missing permission or a lost network are the error catalogue's; a refused sheet is ours.
      if (ownedByCatalogue(e)) {
        reportError(e);
        return;
      }
      Modal.error({
        title: t('prompt'),
        width: 640,
        content: (
          <div
            style={{ maxHeight: 400, overflow: 'auto' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify down to line breaks
            dangerouslySetInnerHTML={{ __html: importErrorHtml(e instanceof Error ? e.message : String(e)) }}
          />
        ),
      });
    } finally {
      hide();
      importing.current = false;
      setImportBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  if (unserved) return <Result status="info" title={title} subTitle={st('notReady')} />;

  const summary = meta?.show_sum
    ? () => (
        <Table.Summary.Row className="list-summary">
          <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
          {shown.map((name, i) => {
            const c = meta.rows[name] as ColumnMeta;
            const value = c.sum ? cellRenderers.number(totals[name] ?? 0, c) || '0' : '';
            return (
              <Table.Summary.Cell key={name} index={i + 1} align={c.item_align}>
                {value}
              </Table.Summary.Cell>
            );
          })}
          {columns.length > shown.length && <Table.Summary.Cell index={shown.length + 1} />}
        </Table.Summary.Row>
      )
    : undefined;

  // Until the metadata and the first page are in, a placeholder holds the place: the filters, the table and
  // the pager then appear together instead of pushing each other about (layout shift).
  const settling = !loaded && (loading || !meta);

  return (
    <Card
      className="generic-list"
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={
        !settling && (
          <Space wrap>
            {canAdd && forms.add && (
              <Link to={forms.add.path}>
                <Button type="primary" icon={<PlusOutlined />}>
                  {t('add')}
                </Button>
              </Link>
            )}
            {meta?.show_excel && (
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  count > SYNC_EXPORT_LIMIT
                    ? void message.warning(`> ${SYNC_EXPORT_LIMIT}: ${t('exportAsync')}`)
                    : setShowExport('sync')
                }
              >
                {t('exportExcel')}
              </Button>
            )}
            {meta?.show_excel_async && (
              <Button onClick={() => setShowExport('async')}>{t('exportAsync')}</Button>
            )}
            {meta?.show_excel_import && (
              <>
                <Button
                  icon={<UploadOutlined />}
                  loading={importBusy}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('importExcel')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept=".xlsx,.xls,.csv"
                  data-testid="import-input"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void importFile(file);
                  }}
                />
                <Button
                  type="link"
                  onClick={() => openDownload(signedDownloadUrl(api, { _down_excel_import_tpl: '1' }))}
                >
                  {t('importTemplate')}
                </Button>
              </>
            )}
            <Button icon={<SettingOutlined />} onClick={() => setShowColumns(true)} aria-label={t('columns')}>
              {t('columns')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={() => list.refresh()} aria-label={t('refresh')} />
          </Space>
        )
      }
    >
      {settling && <Skeleton active title={false} paragraph={{ rows: 10 }} className="list-settling" />}
      {!settling && meta && (
        <FilterBar
          formName={page.name}
          filters={meta.top_search}
          initial={filters}
          onSearch={list.search}
          onReset={list.reset}
        />
      )}
      {!settling && meta?.tabs && (
        <Tabs
          className="list-tabs"
          activeKey={tab ?? meta.tabs[0]?.name}
          onChange={(name) => {
            setSelected([]);
            list.openTab(name);
          }}
          items={meta.tabs.map((x) => ({
            key: x.name,
            label: tabCounts[x.name] === undefined ? x.title : `${x.title} (${tabCounts[x.name]})`,
          }))}
        />
      )}
      {!settling && batchActions.length > 0 && (
        <Space className="list-batch" wrap>
          <Typography.Text type="secondary">{`${t('selected')} ${selectedRows.length}`}</Typography.Text>
          {batchActions.map((a) => (
            <Button
              key={a.name}
              disabled={selectedRows.length === 0}
              onClick={() => startAction(a, selectedRows)}
            >
              {a.title}
            </Button>
          ))}
        </Space>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {!settling && (
        <Table<Row>
          rowKey={(r) => String(r.id ?? JSON.stringify(r))}
          size="middle"
          loading={loading}
          dataSource={[...rows]}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected, columnWidth: 48 }}
          rowClassName={(_, index) => (index % 2 === 1 ? 'list-row-striped' : '')}
          summary={summary}
          onChange={(_p, _f, sorter) => {
            const s = sorter as SorterResult<Row>;
            list.sortBy(
              s.order ? { field: String(s.columnKey), ascending: s.order === 'ascend' } : undefined,
            );
          }}
        />
      )}
      {!settling && (
        <div className="list-pager">
          <Pagination
            current={current}
            pageSize={limit}
            total={count}
            onChange={(p, size) => list.goTo(p, size)}
            pageSizeOptions={[10, 20, 30, 50]}
            showSizeChanger={!mobile}
            showQuickJumper={!mobile}
            showLessItems={mobile}
            size={mobile ? 'small' : undefined}
            showTotal={mobile ? undefined : (total) => `${t('total')} ${total}`}
          />
        </div>
      )}
      <ActionDialog
        action={asking?.action}
        busy={acting}
        onCancel={() => setAsking(undefined)}
        onOk={(values) => asking && void runAction(asking.action, asking.rows, values)}
      />
      {meta && (
        <ColumnsDialog
          open={showColumns}
          title={t('columnsTitle')}
          columns={choosableColumns(meta).map((name) => ({
            name,
            title: (meta.rows[name] as ColumnMeta).title,
          }))}
          checked={shown}
          onCancel={() => setShowColumns(false)}
          onOk={(names) => {
            saveVisibleColumns(page.name, names);
            setVisible(names);
            setShowColumns(false);
          }}
        />
      )}
      {meta && (
        <ColumnsDialog
          open={showExport !== undefined}
          title={t('exportTitle')}
          columns={exportable(meta)}
          checked={shown.filter((n) => exportable(meta).some((c) => c.name === n))}
          onCancel={() => setShowExport(undefined)}
          onOk={(names) => {
            exportNow(showExport ?? 'sync', names);
            setShowExport(undefined);
          }}
        />
      )}
    </Card>
  );
}

/** Where a linked cell goes: the page by route name, its `:id` the row's value; undefined without a value. */
function linkTo(name: string, id: unknown): { page: string; path: string } | undefined {
  const target = pageByName(name);
  if (!target || id === undefined || id === null || id === '') return undefined;
  return { page: target.path, path: target.path.replace(':id', encodeURIComponent(String(id))) };
}

function exportable(meta: TableMeta) {
  return choosableColumns(meta)
    .filter((name) => meta.rows[name]?.type !== 'image')
    .map((name) => ({ name, title: (meta.rows[name] as ColumnMeta).title }));
}
