import { Form, Image, Input, Modal, Space, Tag, Typography } from 'antd';
import { fileUrl } from '../business/applicantClient';
import { rt } from './texts';

type TextKey = Parameters<typeof rt>[0];

const STATUS_COLORS: Readonly<Record<string, string>> = {
  created: 'default',
  info: 'gold',
  paid: 'blue',
  reviewing: 'processing',
  applied: 'blue',
  approved: 'success',
  rejected: 'error',
};

/** A status as a coloured tag, in the reviewer's language. */
export function StatusTag({ status }: { readonly status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{rt(status as TextKey)}</Tag>;
}

/** The licences of an application or a certification: each picture, or 未上传. */
export function LicencePictures({
  files,
  documents,
}: {
  readonly files: Readonly<Record<string, string>>;
  readonly documents: readonly ('license_image' | 'salt_license_image')[];
}) {
  const titles = { license_image: rt('licenseImage'), salt_license_image: rt('saltLicenseImage') } as const;
  return (
    <Space size={16} wrap align="start">
      {documents.map((field) => (
        <Space key={field} orientation="vertical" size={4}>
          <Typography.Text type="secondary">{titles[field]}</Typography.Text>
          {files[field] ? (
            <Image
              src={fileUrl(files[field])}
              alt={titles[field]}
              width={200}
              height={150}
              style={{ objectFit: 'cover', border: '1px solid #f0f0f0', borderRadius: 4 }}
            />
          ) : (
            <Tag color="error">{rt('notUploaded')}</Tag>
          )}
        </Space>
      ))}
    </Space>
  );
}

/** Asks for the reason of a rejection (what the merchant will read), 2 to 500 characters. */
export function RejectDialog({
  open,
  busy,
  onCancel,
  onReject,
}: {
  readonly open: boolean;
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onReject: (reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={rt('rejectTitle')}
      okText={rt('reject')}
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
          label={rt('rejectReason')}
          extra={rt('rejectHint')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if ((value ?? '').trim().length < 2) throw new Error(rt('reasonRequired'));
              },
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
