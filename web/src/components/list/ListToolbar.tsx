import { DownloadOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import type { TableMeta } from '@yanye/protocol';
import { Button, Space } from 'antd';
import { useRef } from 'react';
import type { ListExport } from '../../hooks/list/useListExport';
import { IMPORT_ACCEPT, type ListImport } from '../../hooks/list/useListImport';
import { t } from '../../i18n/texts';
import { AddButton } from './AddButton';
import { RefreshButton } from './RefreshButton';

/** The buttons over a list: add, export, async export, import and its template (each per the server's flags), columns, refresh. */
export function ListToolbar(props: {
  readonly meta: TableMeta;
  readonly addPath: string | undefined;
  readonly exports: ListExport;
  readonly imports: ListImport;
  readonly onColumns: () => void;
  readonly onRefresh: () => void;
}) {
  const { meta, exports, imports } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      {props.addPath && <AddButton to={props.addPath} />}
      {meta.show_excel && (
        <Button icon={<DownloadOutlined />} onClick={() => exports.choose('sync')}>
          {t('exportExcel')}
        </Button>
      )}
      {meta.show_excel_async && <Button onClick={() => exports.choose('async')}>{t('exportAsync')}</Button>}
      {meta.show_excel_import && (
        <>
          <Button icon={<UploadOutlined />} loading={imports.busy} onClick={() => fileInput.current?.click()}>
            {t('importExcel')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={IMPORT_ACCEPT}
            data-testid="import-input"
            onChange={(e) => {
              const input = e.target;
              const file = input.files?.[0];
              // The input is cleared once the sheet is in, so the same file can be chosen again.
              if (!file) return;
              void imports.start(file).finally(() => {
                input.value = '';
              });
            }}
          />
          <Button type="link" onClick={exports.template}>
            {t('importTemplate')}
          </Button>
        </>
      )}
      <Button icon={<SettingOutlined />} onClick={props.onColumns} aria-label={t('columns')}>
        {t('columns')}
      </Button>
      <RefreshButton onClick={props.onRefresh} />
    </Space>
  );
}
