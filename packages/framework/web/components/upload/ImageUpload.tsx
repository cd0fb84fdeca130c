import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@yanye/protocol';
import { App, Button, Image, Upload } from 'antd';
import { useState } from 'react';
import { upt } from './texts';
import { useUploadList } from './useUploadList';

export interface ImageUploadProps {
  readonly value?: string | readonly string[] | null;
  readonly onChange?: (value: string | string[]) => void;
  /** How many pictures the field holds (1: a new one replaces the old). */
  readonly max?: number;
  readonly disabled?: boolean;
}

const ACCEPT = UPLOAD_LIMITS.image.extensions.map((e) => `.${e}`).join(',');

/**
 * An image field: pictures as cards with a preview, a remove and (one picture) a replace; the server re-encodes
 * and scales each upload, so nothing is cropped here.
 */
export function ImageUpload({ value, onChange, max = 1, disabled }: ImageUploadProps) {
  const { message } = App.useApp();
  const list = useUploadList({
    kind: 'image',
    value,
    onChange,
    max,
    onRefused: (text) => message.error(text, 5),
  });
  const [preview, setPreview] = useState<string | undefined>();
  const canAdd = !disabled && (max === 1 || !list.full);
  return (
    <>
      <Upload
        listType="picture-card"
        accept={ACCEPT}
        multiple={max > 1}
        maxCount={max === 1 ? 1 : undefined}
        fileList={list.fileList}
        beforeUpload={list.choose}
        onRemove={(file) => {
          list.remove(file);
          return false;
        }}
        onPreview={(file) => setPreview(file.url)}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
      >
        {canAdd && !(max === 1 && list.full) ? (
          <button type="button" className="upload-card-button" disabled={list.busy && max === 1}>
            <PlusOutlined />
            <div>{upt('uploadImage')}</div>
          </button>
        ) : null}
      </Upload>
      {max === 1 && list.full && !disabled ? (
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={list.choose}>
          <Button type="link" size="small">
            {upt('replace')}
          </Button>
        </Upload>
      ) : null}
      <div className="upload-hint">{list.hint}</div>
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (open) => !open && setPreview(undefined) }}
        />
      ) : null}
    </>
  );
}
