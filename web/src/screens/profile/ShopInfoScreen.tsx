import {
  contactPhoneRule,
  currentLang,
  formatTime,
  ImageUpload,
  SaveButton,
  showOnFormField,
  t,
  useApiQuery,
  useApiWrite,
  usePermissions,
  useReloadUser,
  useSaving,
} from '@yanye/framework/web';
import { API, labelOf } from '@yanye/protocol';
import { Alert, Card, Col, Descriptions, Form, Input, message, Row, Spin, Tag } from 'antd';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { profileText } from './texts';

interface ShopInfo {
  readonly login_name: string;
  readonly store_name: string;
  readonly logo: string;
  readonly contact_name: string;
  readonly phone: string;
  readonly address: string;
  readonly intro: string;
  readonly store_domain: string;
  readonly industry_type: 'salt' | 'grain' | 'offlinepay';
  readonly is_union: number;
  readonly cert_status: number;
  readonly created_at: number;
  readonly username: string;
  readonly is_bind_wx: number;
  readonly bind_wx_time: number;
  readonly last_login_time: number;
  readonly last_login_ip: string;
}

type Values = Pick<ShopInfo, 'store_name' | 'logo' | 'contact_name' | 'phone' | 'address' | 'intro'>;

const CERT = ['cert0', 'cert1', 'cert2', 'cert3'] as const;
/** Where the certification is applied for and followed (CertApply, CertInfo). */
const CERT_PAGE = '/content/certification';

/** /content/shopinfo: the store as its customers see it, and the account's security at a glance. */
/** A field's label, as the save call declares it (its refusals name the field so too). */
const label = (field: string) => labelOf(API.account.supplierInfoSave, field, currentLang());

export function ShopInfoScreen({ title }: { readonly title: string }) {
  const read = useApiQuery(API.account.supplierInfo);
  const data = read.data;
  const infoSave = useApiWrite(API.account.supplierInfoSave);
  const permissions = usePermissions();
  const reloadUser = useReloadUser();
  const [form] = Form.useForm<Values>();
  const [saving, runSave] = useSaving(useCallback((error: unknown) => showOnFormField(form, error), [form]));
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  if (read.error) return <Alert type="error" showIcon title={read.error.message} />;
  if (!data || !permissions) return <Spin />;
  const editable = permissions.apis.has(API.account.supplierInfoSave.path);

  const save = (values: Values) =>
    runSave(async () => {
      await infoSave.mutateAsync({ ...values });
      void message.success(t('saved'));
      await reloadUser();
    });

  return (
    <Row gutter={[16, 16]} className="shop-info">
      <Col xs={24} xl={14}>
        <Card title={title}>
          {!editable && (
            <Alert type="info" showIcon title={profileText('readOnly')} style={{ marginBottom: 16 }} />
          )}
          <Form<Values>
            form={form}
            name="shop-info"
            labelCol={{ flex: '110px' }}
            disabled={!editable}
            onFinish={save}
          >
            <Form.Item
              name="store_name"
              label={label('store_name')}
              rules={[{ required: true, whitespace: true, message: t('required', label('store_name')) }]}
            >
              <Input maxLength={50} showCount />
            </Form.Item>
            <Form.Item name="logo" label={label('logo')}>
              <ImageUpload />
            </Form.Item>
            <Form.Item name="contact_name" label={label('contact_name')}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="phone"
              label={label('phone')}
              extra={profileText('contactPhoneHint')}
              rules={[contactPhoneRule(label('phone'))]}
            >
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="address" label={label('address')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="intro" label={label('intro')}>
              <Input.TextArea rows={4} maxLength={2000} showCount />
            </Form.Item>
            {editable && (
              <Form.Item label=" " colon={false}>
                <SaveButton saving={saving} />
              </Form.Item>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={profileText('accountSection')}>
          <Descriptions column={1} size="small" styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={profileText('loginName')}>{data.login_name}</Descriptions.Item>
            <Descriptions.Item label={profileText('account')}>{data.username}</Descriptions.Item>
            <Descriptions.Item label={profileText('industry')}>
              {profileText(data.industry_type)}
              {data.is_union === 1 && (
                <Tag color="gold" style={{ marginInlineStart: 8 }}>
                  {profileText('union')}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={profileText('certStatus')}>
              {permissions.paths.has(CERT_PAGE) ? (
                <Link to={CERT_PAGE}>{profileText(CERT[data.cert_status] ?? 'cert0')}</Link>
              ) : (
                profileText(CERT[data.cert_status] ?? 'cert0')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={profileText('storeDomain')}>{data.store_domain}</Descriptions.Item>
            <Descriptions.Item label={profileText('openedAt')}>
              {formatTime(data.created_at, 'YYYY-MM-DD')}
            </Descriptions.Item>
            <Descriptions.Item label={profileText('wechat')}>
              <Link to="/profile/user/wechat">
                {data.is_bind_wx === 1
                  ? `${profileText('bound')}（${formatTime(data.bind_wx_time)}）`
                  : profileText('unbound')}
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label={profileText('lastLogin')}>
              {data.last_login_time > 0
                ? `${formatTime(data.last_login_time)}  ${data.last_login_ip}`
                : profileText('lastLoginNever')}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
