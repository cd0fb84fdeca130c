import type { RowAction } from '@yanye/protocol';
import { Form, Modal } from 'antd';
import { useEffect } from 'react';
import { toBodyValues, toFormValues, type Values } from '../../hooks/form/formValues';
import { t } from '../../i18n/texts';
import { inputs } from '../form/fieldInputs';
import { fieldRules } from '../form/fieldRules';

/** The dialog of an action that asks for something first (an audit's verdict and remark). */
export interface ActionDialogProps {
  readonly action: RowAction | undefined;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onOk: (values: Values) => void;
}

/** The dialog and its form; loaded through `ActionDialog` the first time an action asks. */
export default function ActionDialogForm(props: ActionDialogProps) {
  const [form] = Form.useForm<Values>();
  const fields = props.action?.fields ?? [];
  useEffect(() => {
    if (props.action) form.setFieldsValue(toFormValues(props.action.fields ?? [], {}));
  }, [props.action, form]);
  return (
    <Modal
      open={props.action !== undefined}
      title={props.action?.summary ?? props.action?.title}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={props.busy}
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`action-${props.action?.name ?? ''}`}
        layout="vertical"
        onFinish={(values) => props.onOk(toBodyValues(fields, values))}
      >
        {fields.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.title}
            extra={f.tip ?? undefined}
            valuePropName={f.type === 'switch' ? 'checked' : 'value'}
            rules={fieldRules(f)}
          >
            {inputs[f.type](f)}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
