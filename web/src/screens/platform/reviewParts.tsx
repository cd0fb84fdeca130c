import { Image, Space, Tag, Typography } from 'antd';
import { fileUrl } from '../business/applicantClient';
import type { ReasonField } from '../review/kind';
import { reviewText } from './texts';

type TextKey = Parameters<typeof reviewText>[0];

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
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{reviewText(status as TextKey)}</Tag>;
}

/** The licences of an application or a certification: each picture, or 未上传. */
export function LicencePictures({
  files,
  documents,
}: {
  readonly files: Readonly<Record<string, string>>;
  readonly documents: readonly ('license_image' | 'salt_license_image')[];
}) {
  const titles = {
    license_image: reviewText('licenseImage'),
    salt_license_image: reviewText('saltLicenseImage'),
  } as const;
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
            <Tag color="error">{reviewText('notUploaded')}</Tag>
          )}
        </Space>
      ))}
    </Space>
  );
}

/** The reason of a rejection, what the merchant will read: 2 to 500 characters. */
export function rejectReason(): ReasonField {
  return {
    title: reviewText('rejectTitle'),
    ok: reviewText('reject'),
    label: reviewText('rejectReason'),
    hint: reviewText('rejectHint'),
    required: reviewText('reasonRequired'),
    min: 2,
    max: 500,
  };
}
