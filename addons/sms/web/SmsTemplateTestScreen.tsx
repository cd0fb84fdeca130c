import { formatMoney, formatTime, useViewName } from '@yanye/addon-kit/web';
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
import { smsText } from './texts';
import { TEMPLATES, useSmsTemplateTest } from './useSmsTemplateTest';

const REVIEW_COLORS = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;
const STATE_COLORS = { sending: 'processing', sent: 'blue', failed: 'error', delivered: 'success' } as const;

/**
 * /plugin/sms/template/test/:id: a template's review state, its submission for review, and a test message
 * with its variables filled in, with the latest tests and what became of them (for the browser tests:
 * `sms-submit`, `sms-send`, `sms-tests`).
 */
export function SmsTemplateTestScreen({ title }: { readonly title: string }) {
  const { id } = useParams();
  const page = useSmsTemplateTest(Number(id) || undefined);
  const t = page.template;
  useViewName(t?.name);
  return (
    <Card title={title} extra={<Link to={TEMPLATES.path}>{smsText('back')}</Link>}>
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
      <Descriptions.Item label={smsText('name')}>{t.name}</Descriptions.Item>
      <Descriptions.Item label={smsText('code')}>{t.code || '-'}</Descriptions.Item>
      <Descriptions.Item label={smsText('kind')}>{smsText(`${t.kind}_kind`)}</Descriptions.Item>
      <Descriptions.Item label={smsText('sign')}>{t.sign_name}</Descriptions.Item>
      <Descriptions.Item label={smsText('content')} span={2}>
        <Typography.Text>{t.content}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={smsText('variables')}>
        {t.variables.length ? t.variables.map((v) => <Tag key={v}>{v}</Tag>) : smsText('none')}
      </Descriptions.Item>
      <Descriptions.Item label={smsText('review')}>
        <Tag color={REVIEW_COLORS[t.review_state]}>{smsText(t.review_state)}</Tag>
        {t.submitted_at > 0 && (
          <Typography.Text type="secondary">
            {smsText('submittedAt')} {formatTime(t.submitted_at)}
          </Typography.Text>
        )}
      </Descriptions.Item>
      {t.review_note && (
        <Descriptions.Item label={smsText('note')} span={2}>
          {t.review_note}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Review(props: { readonly t: SmsTemplateView; readonly busy: boolean; readonly submit: () => void }) {
  const { t } = props;
  if (t.review_state === 'pending') return <Alert type="info" showIcon title={smsText('pendingHint')} />;
  if (t.review_state === 'approved')
    return t.is_login ? <Alert type="success" showIcon title={smsText('isLogin')} /> : null;
  return (
    <Space wrap>
      <Button type="primary" data-testid="sms-submit" loading={props.busy} onClick={props.submit}>
        {smsText(t.review_state === 'rejected' ? 'resubmit' : 'submit')}
      </Button>
      <Typography.Text type="secondary">{smsText('submitHint')}</Typography.Text>
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
      title={smsText('testTitle')}
      extra={<Typography.Text type="secondary">{smsText('testHint')}</Typography.Text>}
    >
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item
          name="phone"
          label={smsText('phone')}
          rules={[{ required: true, message: smsText('phoneRequired') }]}
        >
          <Input maxLength={11} inputMode="numeric" style={{ width: 150 }} />
        </Form.Item>
        {props.t.variables.map((name) => (
          <Form.Item
            key={name}
            name={['vars', name]}
            label={name}
            rules={[{ required: true, whitespace: true, message: smsText('valueRequired', { name }) }]}
          >
            <Input maxLength={35} style={{ width: 150 }} />
          </Form.Item>
        ))}
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="sms-send" loading={props.busy}>
            {smsText('send')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

function Tests({ t }: { readonly t: SmsTemplateView }) {
  return (
    <Card size="small" title={smsText('recent')}>
      <Table
        data-testid="sms-tests"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={t.tests}
        locale={{ emptyText: <Empty description={smsText('noTests')} /> }}
        columns={[
          { title: smsText('phone'), dataIndex: 'phone', width: 130 },
          {
            title: smsText('state'),
            dataIndex: 'state',
            width: 100,
            render: (s: keyof typeof STATE_COLORS) => <Tag color={STATE_COLORS[s]}>{smsText(s)}</Tag>,
          },
          { title: smsText('bizId'), dataIndex: 'biz_id' },
          { title: smsText('cost'), dataIndex: 'cost', width: 100, render: (c: number) => formatMoney(c) },
          { title: smsText('error'), dataIndex: 'error' },
          {
            title: smsText('time'),
            dataIndex: 'created_at',
            width: 170,
            render: (s: number) => formatTime(s),
          },
        ]}
      />
    </Card>
  );
}
