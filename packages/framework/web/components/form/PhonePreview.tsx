import { MobileOutlined } from '@ant-design/icons';
import type { FieldMeta, PreviewKind } from '@yanye/protocol';
import { Button, Form } from 'antd';
import { useState } from 'react';
import type { Values } from '../../hooks/form/formValues';
import { type PhonePreviewModel, previewModel } from '../../hooks/form/previewModel';
import { loaded } from '../../lib/loaded';
import { rtt } from './texts';

const PhoneFrame = loaded(() => import('./PhoneFrame').then((m) => m.default));

/**
 * The phone preview button of a form whose metadata offers one: it draws what the form holds now, saved or not.
 * The frame (and DOMPurify) is fetched the first time it is opened.
 */
export function PhonePreview(props: { readonly kind: PreviewKind; readonly fields: readonly FieldMeta[] }) {
  const form = Form.useFormInstance<Values>();
  const [model, setModel] = useState<PhonePreviewModel>();
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        icon={<MobileOutlined />}
        onClick={() => {
          setWanted(true);
          setModel(previewModel(props.kind, props.fields, form.getFieldsValue(true)));
        }}
      >
        {rtt('preview')}
      </Button>
      {wanted && <PhoneFrame model={model} onClose={() => setModel(undefined)} />}
    </>
  );
}
