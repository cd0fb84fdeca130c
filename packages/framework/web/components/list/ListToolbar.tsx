import { DownloadOutlined, EllipsisOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import type { TableMeta } from '@yanye/protocol';
import { Button, Dropdown, Space } from 'antd';
import { type ReactNode, useRef } from 'react';
import type { ListExport } from '../../hooks/list/useListExport';
import { IMPORT_ACCEPT, type ListImport } from '../../hooks/list/useListImport';
import { t } from '../../i18n/texts';
import { AddButton } from './AddButton';
import { RefreshButton } from './RefreshButton';
import { listText } from './texts';

/** One of the list's file tools (export, async export, import, the import's template), as the server flags them. */
interface FileTool {
  readonly key: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly link?: boolean;
  readonly busy?: boolean;
  readonly run: () => void;
}

/**
 * The buttons over a list: add, export, async export, import and its template (each per the server's flags),
 * columns, refresh. On a phone they keep to one line (`compact`): add, the file tools behind a "more" button,
 * columns and refresh as icons, so the table's first rows stay on the first screen.
 */
export function ListToolbar(props: {
  readonly meta: TableMeta;
  readonly addPath: string | undefined;
  readonly exports: ListExport;
  readonly imports: ListImport;
  readonly onColumns: () => void;
  readonly onRefresh: () => void;
  readonly compact?: boolean;
}) {
  const { meta, exports, imports, compact = false } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const tools: FileTool[] = [];
  if (meta.show_excel)
    tools.push({
      key: 'export',
      label: t('exportExcel'),
      icon: <DownloadOutlined />,
      run: () => exports.choose('sync'),
    });
  if (meta.show_excel_async)
    tools.push({ key: 'exportAsync', label: t('exportAsync'), run: () => exports.choose('async') });
  if (meta.show_excel_import) {
    tools.push({
      key: 'import',
      label: t('importExcel'),
      icon: <UploadOutlined />,
      busy: imports.busy,
      run: () => fileInput.current?.click(),
    });
    tools.push({ key: 'template', label: t('importTemplate'), link: true, run: exports.template });
  }
  // The file input outside the row of buttons: an item of its own there would leave a gap.
  return (
    <>
      <Space wrap={!compact} size={compact ? 8 : undefined}>
        {props.addPath && <AddButton to={props.addPath} />}
        {compact && tools.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: tools.map((tool) => ({
                key: tool.key,
                label: tool.label,
                icon: tool.icon,
                disabled: tool.busy,
              })),
              onClick: ({ key }) => tools.find((tool) => tool.key === key)?.run(),
            }}
          >
            <Button icon={<EllipsisOutlined />} aria-label={listText('more')} loading={imports.busy} />
          </Dropdown>
        )}
        {!compact &&
          tools.map((tool) => (
            <Button
              key={tool.key}
              type={tool.link ? 'link' : undefined}
              icon={tool.icon}
              loading={tool.busy}
              onClick={tool.run}
            >
              {tool.label}
            </Button>
          ))}
        <Button icon={<SettingOutlined />} onClick={props.onColumns} aria-label={t('columns')}>
          {compact ? null : t('columns')}
        </Button>
        <RefreshButton onClick={props.onRefresh} />
      </Space>
      {meta.show_excel_import && (
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
      )}
    </>
  );
}
