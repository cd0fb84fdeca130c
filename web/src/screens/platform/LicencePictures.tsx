import { Image, Space, Tag, Typography } from 'antd';
import { fileUrl } from '../business/applicantClient';
import { reviewText } from './texts';

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
