import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@yanye/protocol';
import { App, Button, Input, Space, Upload } from 'antd';
import { upt } from './texts';
import { useUploadList } from './useUploadList';

export interface FileUploadProps {
  readonly value?: string | null;
  readonly onChange?: (value: string) => void;
  readonly disabled?: boolean;
}

const ACCEPT = UPLOAD_LIMITS.file.extensions.map((e) => `.${e}`).join(',');

/**
 * A file field (an app package, a document): upload one, or paste a link to where it already is (an app store);
 * the value is the one link either way.
 */
export function FileUpload({ value, onChange, disabled }: FileUploadProps) {
  const { message } = App.useApp();
  const list = useUploadList({
    kind: 'file',
    value,
    onChange: (next) => onChange?.(Array.isArray(next) ? (next[0] ?? '') : next),
    max: 1,
    onRefused: (text) => message.error(text, 5),
  });
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 520 }}>
      <Input
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="https://"
        allowClear
        disabled={disabled}
      />
      <Upload
        accept={ACCEPT}
        fileList={list.fileList}
        beforeUpload={list.choose}
        onRemove={(file) => {
          list.remove(file);
          return false;
        }}
        disabled={disabled}
      >
        <Button icon={<UploadOutlined />} loading={list.busy} disabled={disabled}>
          {list.busy ? upt('uploading') : upt('uploadFile')}
        </Button>
      </Upload>
      <div className="upload-hint">{list.hint}</div>
    </Space>
  );
}
