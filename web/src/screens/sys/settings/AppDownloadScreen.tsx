import { AndroidOutlined, AppleOutlined, AppstoreOutlined } from '@ant-design/icons';
import { apiHost, type Values } from '@yanye/framework/web';
import { isAppStoreLink, isPackageLink } from '@yanye/protocol';
import {
  Alert,
  Avatar,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  type FormInstance,
  QRCode,
  Row,
  Space,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { SettingsScreen } from './SettingsScreen';
import { settingsText } from './texts';

/** A link as a phone reaches it: an uploaded file (`/uploads/...`) on this console's host, anything else as is. */
function absolute(link: string): string {
  if (!link.startsWith('/')) return link;
  return `${apiHost() || window.location.origin}${link}`;
}

/** A picture as stored: an absolute link, or a path on the product host. */
function imageSrc(image: string): string | undefined {
  if (image.includes('//')) return image.startsWith('//') ? `https:${image}` : image;
  return image.startsWith('/') ? absolute(image) : undefined;
}

/** A download link with the QR code a phone scans, drawn in the browser (Ant Design's QRCode). */
function LinkCode(props: {
  readonly label: string;
  readonly icon: ReactNode;
  readonly link: string;
  readonly valid: (link: string) => boolean;
}) {
  const link = props.link.trim();
  const body = () => {
    if (link === '')
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={settingsText('noLink')} />;
    if (!props.valid(link)) return <Alert type="error" showIcon title={settingsText('badLink')} />;
    const url = absolute(link);
    return (
      <>
        <QRCode value={url} size={148} errorLevel="M" />
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
          {settingsText('openLink')}
        </Typography.Link>
      </>
    );
  };
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: 12, border: '1px solid #f0f0f0', borderRadius: 8 }}
    >
      <Space>
        {props.icon}
        <Typography.Text strong>{props.label}</Typography.Text>
      </Space>
      {body()}
    </Flex>
  );
}

/** The download page as a buyer would see it with the values typed so far, unsaved ones included. */
function DownloadPreview({ form }: { readonly form: FormInstance<Values> }) {
  const values: Values = Form.useWatch((all: Values) => all, form) ?? {};
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const name = text('app_name');
  const icon = text('app_icon');
  const description = text('description');
  const android = text('android_url');
  const ios = text('ios_url');
  const open = values.open === true;
  return (
    <Card title={settingsText('preview')}>
      <Flex vertical gap={16}>
        {!open && (
          <Alert
            type="warning"
            showIcon
            title={settingsText('closed')}
            description={settingsText('closedHint')}
          />
        )}
        <Flex gap={16} align="flex-start" style={{ opacity: open ? 1 : 0.6 }}>
          <Avatar shape="square" size={72} src={imageSrc(icon)} icon={<AppstoreOutlined />} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {name || settingsText('unnamed')}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {description || settingsText('noDescription')}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Typography.Text type="secondary">{settingsText('scanHint')}</Typography.Text>
        <Row gutter={[12, 12]}>
          <Col xs={24} sm={12}>
            <LinkCode
              label={settingsText('android')}
              icon={<AndroidOutlined />}
              link={android}
              valid={isPackageLink}
            />
          </Col>
          <Col xs={24} sm={12}>
            <LinkCode
              label={settingsText('ios')}
              icon={<AppleOutlined />}
              link={ios}
              valid={isAppStoreLink}
            />
          </Col>
        </Row>
      </Flex>
    </Card>
  );
}

/** /sys/appdownload/PublicSetting: the download page's settings, its QR codes and a preview beside them. */
export function AppDownloadScreen({ title }: { readonly title: string }) {
  return <SettingsScreen page="appdown" title={title} aside={(form) => <DownloadPreview form={form} />} />;
}
