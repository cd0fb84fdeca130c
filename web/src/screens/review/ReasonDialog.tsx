import { Form, Input, Modal } from 'antd';
import type { ReasonField } from './kind';

/** Asks for the reason of a rejection as its kind declares it (the texts, the length). */
export function ReasonDialog({
  field,
  open,
  busy,
  onCancel,
  onReject,
}: {
  readonly field: ReasonField;
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onReject: (reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={field.title}
      okText={field.ok}
      okButtonProps={{ danger: true, loading: busy }}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onReject(v.reason.trim()).then(() => form.resetFields()),
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
