import { ReloadOutlined } from '@ant-design/icons';
import {
  type Dayjs,
  formatTime,
  pickedTime,
  pickerTime,
  SaveButton,
  type UnionTokenView,
} from '@yanye/addon-kit/web';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TokenState } from './TokenState';
import { affiliateText } from './texts';
import { unionKeyOf } from './unionKey';
import { type TokenForm, useUnionToken } from './useUnionToken';

/**
 * /plugin/<union>/token: the union's authorization (app key, secret, PID, access and refresh tokens, expiry),
 * the days it has left with a warning in its last week, its save (checked as the setup form is) and its refresh
 * at the union. The same screen serves the three unions, each on its own calls.
 */
export function UnionTokenScreen({ title }: { readonly title: string }) {
  const key = unionKeyOf(useLocation().pathname);
  const s = useUnionToken(key);
  if (s.error) return <Alert type="error" showIcon title={s.error.message} />;
  if (s.loading || !s.view) return <Spin />;
  const view = s.view;
  return (
    <Card title={title} className="union-token">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <TokenState
          state={view.state}
          days={view.days_left}
          action={
            <Popconfirm
              title={affiliateText('refreshConfirm')}
              okText={affiliateText('refresh')}
              onConfirm={() => void s.renew()}
            >
              <Button
                icon={<ReloadOutlined />}
                loading={s.refreshing}
                disabled={!view.secrets.refresh_token.set}
                title={view.secrets.refresh_token.set ? undefined : affiliateText('refreshHint')}
                data-testid="union-token-refresh"
              >
                {affiliateText('refresh')}
              </Button>
            </Popconfirm>
          }
        />
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={affiliateText('expiresAt')}>
            {formatTime(view.expires_at) || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={affiliateText('daysLeft')}>
            {view.days_left === null ? '—' : affiliateText('days', { days: Math.max(0, view.days_left) })}
          </Descriptions.Item>
          <Descriptions.Item label={affiliateText('account')}>{view.account || '—'}</Descriptions.Item>
          <Descriptions.Item label={affiliateText('refreshedAt')}>
            {formatTime(view.refreshed_at) || affiliateText('never')}
          </Descriptions.Item>
        </Descriptions>
        <TokenFormView view={view} saving={s.saving} guard={s.guard} submit={s.submit} />
      </Space>
    </Card>
  );
}

interface FormValues extends Omit<TokenForm, 'expires_at'> {
  readonly expires_at: Dayjs | null;
}

const SECRETS = ['app_secret', 'access_token', 'refresh_token'] as const;

function TokenFormView(props: {
  readonly view: UnionTokenView;
  readonly saving: boolean;
  readonly guard: ReturnType<typeof useUnionToken>['guard'];
  readonly submit: (form: TokenForm) => Promise<boolean>;
}) {
  const { view } = props;
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    form.setFieldsValue({
      app_key: view.app_key,
      pid: view.pid,
      app_secret: '',
      access_token: '',
      refresh_token: '',
      expires_at: pickerTime(view.expires_at) ?? null,
    });
  }, [view, form]);
  const secretExtra = (name: (typeof SECRETS)[number]) => {
    const held = view.secrets[name];
    const state = held.set
      ? affiliateText('secretSet', { masked: held.masked })
      : affiliateText('secretUnset');
    const hint = view.fields[name].hint;
    return hint ? `${hint} · ${state}` : state;
  };
  /** A secret's field: empty, its masked value for a placeholder; typed anew to replace it. */
  const secretItem = (name: (typeof SECRETS)[number]) => (
    <Form.Item name={name} label={view.fields[name].title} extra={secretExtra(name)}>
      <Input.Password autoComplete="new-password" placeholder={view.secrets[name].masked || undefined} />
    </Form.Item>
  );
  return (
    <Form<FormValues>
      form={form}
      name="union-token"
      labelCol={{ flex: '160px' }}
      style={{ maxWidth: 760 }}
      onFinish={(values) =>
        void props
          .submit({ ...values, expires_at: values.expires_at ? pickedTime(values.expires_at) : 0 })
          .then((saved) => {
            if (saved) for (const name of SECRETS) form.setFieldValue(name, '');
          })
      }
    >
      <Form.Item
        name="app_key"
        label={view.fields.app_key.title}
        extra={view.fields.app_key.hint || undefined}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      {secretItem('app_secret')}
      <Form.Item name="pid" label={view.fields.pid.title} extra={view.fields.pid.hint || undefined}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      {secretItem('access_token')}
      {secretItem('refresh_token')}
      <Form.Item
        name="expires_at"
        label={affiliateText('expiresAt')}
        extra={affiliateText('expiresHint', { days: view.warn_days })}
      >
        <DatePicker showTime style={{ width: 240 }} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <SaveButton saving={props.saving} guard={props.guard}>
            {affiliateText('save')}
          </SaveButton>
          <Typography.Text type="secondary">
            {view.updated_at > 0 ? formatTime(view.updated_at) : ''}
          </Typography.Text>
        </Space>
      </Form.Item>
    </Form>
  );
}
