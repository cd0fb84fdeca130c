import { Modal } from '@yanye/framework/web';
import { Form, Input } from 'antd';
import type { ReasonField } from './kind';
import type { Rejection } from './useRejection';

/** Asks for the reason of a rejection as its kind declares it (the texts, the length), and sends it. */
export function ReasonDialog<Subject>({
  field,
  rejection,
  busy,
}: {
  readonly field: ReasonField;
  readonly rejection: Rejection<Subject>;
  readonly busy: boolean;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={rejection.open}
      title={field.title}
      okText={field.ok}
      okButtonProps={{ danger: true, loading: busy }}
      destroyOnHidden
      onCancel={rejection.cancel}
      onOk={() =>
        form.validateFields().then(
          (v) => rejection.send(v.reason.trim()).then(() => form.resetFields()),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={field.label}
          extra={field.hint}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if ((value ?? '').trim().length < field.min) throw new Error(field.required);
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={field.max} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
