import { T } from '@yanye/i18n';
import { formatNumber, type ImportPreview } from '@yanye/protocol';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { ListImport } from '../../hooks/list/useListImport';
import { defineTexts } from '../../i18n/define';
import { t } from '../../i18n/texts';
import { Modal } from '../Modal';

const ipt = defineTexts({
  title: T('导入预览'),
  toAdd: T('新增', 'previewAdd'),
  toUpdate: T('更新', 'previewUpdate'),
  refused: T('有误'),
  row: T('行'),
  column: T('列'),
  reason: T('原因'),
  allOrNothing: T('有 {count} 行有误。导入要么全部写入，要么一条也不写：请按原因改好文件，再重新导入。'),
  firstOnly: T('这里只列出前 {shown} 行，全部有误的行可以下载查看。'),
  downloadRefused: T('下载有误的行'),
  ready: T('检查通过，点“导入”即按此写入。文件若在预览后改动，将不会导入。'),
});

type Problem = ImportPreview['problems'][number];

/** A count in the preview's summary: the number large, what it counts under it. */
function Count(props: { readonly label: string; readonly value: number; readonly danger?: boolean }) {
  return (
    <div style={{ minWidth: 72 }}>
      <Typography.Text
        type={props.danger && props.value > 0 ? 'danger' : undefined}
        strong
        style={{ fontSize: 22 }}
      >
        {formatNumber(props.value)}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">{props.label}</Typography.Text>
      </div>
    </div>
  );
}

/**
 * An import's dry run: how many rows it would add, update and refuse, the first refusals (row, column, reason),
 * the refused rows to download, and the import itself, which all or nothing keeps disabled while a row is refused.
 */
export default function ImportPreviewModal(props: { readonly imports: ListImport }) {
  const { preview, apply, downloadRefused, closePreview, busy } = props.imports;
  const [downloading, setDownloading] = useState(false);
  const data = preview?.data;
  const refused = data?.refused ?? 0;
  const columns = [
    { title: ipt('row'), dataIndex: 'row', key: 'row', width: 64 },
    { title: ipt('column'), dataIndex: 'column', key: 'column', width: 120, ellipsis: true },
    { title: ipt('reason'), dataIndex: 'reason', key: 'reason' },
  ];
  return (
    <Modal
      open={preview !== undefined}
      title={
        <span>
          {ipt('title')}
          {preview && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }} ellipsis>
              {preview.file.name}
            </Typography.Text>
          )}
        </span>
      }
      width={720}
      onCancel={closePreview}
      className="import-preview"
      footer={[
        <Button key="cancel" onClick={closePreview}>
          {t('cancel')}
        </Button>,
        <Button
          key="apply"
          type="primary"
          data-testid="import-apply"
          disabled={!data?.token}
          loading={busy}
          onClick={() => void apply()}
        >
          {t('importExcel')}
        </Button>,
      ]}
    >
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space size="large" wrap data-testid="import-counts">
            <Count label={ipt('toAdd')} value={data.inserted} />
            <Count label={ipt('toUpdate')} value={data.updated} />
            <Count label={ipt('refused')} value={refused} danger />
          </Space>
          {refused > 0 ? (
            <>
              <Alert type="error" showIcon message={ipt('allOrNothing', { count: refused })} />
              <Table<Problem>
                size="small"
                rowKey={(p) => `${p.row}:${p.column}`}
                columns={columns}
                dataSource={data.problems}
                pagination={false}
                scroll={{ y: 220 }}
                data-testid="import-problems"
              />
              <Space wrap>
                <Button
                  data-testid="import-refused-download"
                  loading={downloading}
                  onClick={() => {
                    setDownloading(true);
                    void downloadRefused().finally(() => setDownloading(false));
                  }}
                >
                  {ipt('downloadRefused')}
                </Button>
                {refused > data.problems.length && (
                  <Typography.Text type="secondary">
                    {ipt('firstOnly', { shown: data.problems.length })}
                  </Typography.Text>
                )}
              </Space>
            </>
          ) : (
            <Alert type="success" showIcon message={ipt('ready')} />
          )}
        </Space>
      )}
    </Modal>
  );
}
