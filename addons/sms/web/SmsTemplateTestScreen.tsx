import { formatMoney, formatTime, NotifyProvider, useViewName } from '@yanye/addon-kit/web';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import type { SmsTemplateView } from '../contract';
import { xt } from './texts';
import { TEMPLATES, useSmsTemplateTest } from './useSmsTemplateTest';

/**
 * /plugin/sms/template/test/:id: a template's review state, its submission for review, and a test message
 * with its variables filled in, with the latest tests and what became of them (for the browser tests:
 * `sms-submit`, `sms-send`, `sms-tests`).
 */
export function SmsTemplateTestScreen({ title }: { readonly title: string }) {
  return (
    <NotifyProvider>
      <Screen title={title} />
    </NotifyProvider>
  );
}

const REVIEW_COLORS = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;
const STATE_COLORS = { sending: 'processing', sent: 'blue', failed: 'error', delivered: 'success' } as const;

function Screen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const page = useSmsTemplateTest(Number(id) || undefined);
  const t = page.template;
  useViewName(t?.name);
  return (
    <Card title={title} extra={<Link to={TEMPLATES.path}>{xt('back')}</Link>}>
      {page.loading && <Spin />}
      {page.error instanceof Error && <Alert type="error" showIcon title={page.error.message} />}
      {t && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Template t={t} />
          <Review t={t} busy={page.submitting} submit={page.submitNow} />
          {t.review_state === 'approved' && <TestForm t={t} busy={page.sending} send={page.sendTest} />}
          <Tests t={t} />
        </Space>
      )}
    </Card>
  );
}

function Template({ t }: { readonly t: SmsTemplateView }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label={xt('name')}>{t.name}</Descriptions.Item>
      <Descriptions.Item label={xt('code')}>{t.code || '-'}</Descriptions.Item>
      <Descriptions.Item label={xt('kind')}>{xt(`${t.kind}_kind`)}</Descriptions.Item>
      <Descriptions.Item label={xt('sign')}>{t.sign_name}</Descriptions.Item>
      <Descriptions.Item label={xt('content')} span={2}>
        <Typography.Text>{t.content}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={xt('variables')}>
        {t.variables.length ? t.variables.map((v) => <Tag key={v}>{v}</Tag>) : xt('none')}
      </Descriptions.Item>
      <Descriptions.Item label={xt('review')}>
        <Tag color={REVIEW_COLORS[t.review_state]}>{xt(t.review_state)}</Tag>
        {t.submitted_at > 0 && (
          <Typography.Text type="secondary">
            {xt('submittedAt')} {formatTime(t.submitted_at)}
          </Typography.Text>
        )}
      </Descriptions.Item>
      {t.review_note && (
        <Descriptions.Item label={xt('note')} span={2}>
          {t.review_note}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Review(props: { readonly t: SmsTemplateView; readonly busy: boolean; readonly submit: () => void }) {
  const { t } = props;
  if (t.review_state === 'pending') return <Alert type="info" showIcon title={xt('pendingHint')} />;
  if (t.review_state === 'approved')
    return t.is_login ? <Alert type="success" showIcon title={xt('isLogin')} /> : null;
  return (
    <Space wrap>
      <Button type="primary" data-testid="sms-submit" loading={props.busy} onClick={props.submit}>
        {xt(t.review_state === 'rejected' ? 'resubmit' : 'submit')}
      </Button>
      <Typography.Text type="secondary">{xt('submitHint')}</Typography.Text>
    </Space>
  );
}

function TestForm(props: {
  readonly t: SmsTemplateView;
  readonly busy: boolean;
  readonly send: (phone: string, variables: Record<string, string>) => Promise<boolean>;
}) {
  const [form] = Form.useForm<{ phone: string; vars: Record<string, string> }>();
  const submit = async (v: { phone: string; vars?: Record<string, string> }) => {
    const variables = Object.fromEntries(
      props.t.variables.map((name) => [name, (v.vars?.[name] ?? '').trim()]),
    );
    if (await props.send(v.phone.trim(), variables)) form.setFieldsValue({ vars: {} });
  };
  return (
    <Card
      size="small"
      title={xt('testTitle')}
      extra={<Typography.Text type="secondary">{xt('testHint')}</Typography.Text>}
    >
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item
          name="phone"
          label={xt('phone')}
          rules={[{ required: true, message: xt('phoneRequired') }]}
        >
          <Input maxLength={11} inputMode="numeric" style={{ width: 150 }} />
        </Form.Item>
        {props.t.variables.map((name) => (
          <Form.Item
            key={name}
            name={['vars', name]}
            label={name}
            rules={[{ required: true, whitespace: true, message: xt('valueRequired', { name }) }]}
          >
            <Input maxLength={35} style={{ width: 150 }} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="sms-send" loading={props.busy}>
            {xt('send')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function Tests({ t }: { readonly t: SmsTemplateView }) {
  return (
    <Card size="small" title={xt('recent')}>
      <Table
        data-testid="sms-tests"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={t.tests}
        locale={{ emptyText: <Empty description={xt('noTests')} /> }}
        columns={[
          { title: xt('phone'), dataIndex: 'phone', width: 130 },
          {
            title: xt('state'),
            dataIndex: 'state',
            width: 100,
            render: (s: keyof typeof STATE_COLORS) => <Tag color={STATE_COLORS[s]}>{xt(s)}</Tag>,
          },
          { title: xt('bizId'), dataIndex: 'biz_id' },
          { title: xt('cost'), dataIndex: 'cost', width: 100, render: (c: number) => formatMoney(c) },
          { title: xt('error'), dataIndex: 'error' },
          { title: xt('time'), dataIndex: 'created_at', width: 170, render: (s: number) => formatTime(s) },
        ]}
      />
    </Card>
  );
}
