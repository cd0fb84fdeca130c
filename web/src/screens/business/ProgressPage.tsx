import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  type ApplicationStatus,
  type ApplicationView,
  ENTRY_INDUSTRIES,
  formatMoney,
  PHONE_PATTERN,
} from '@yanye/protocol';
import { Alert, Button, Descriptions, Form, Input, Result, Space, Steps, Typography } from 'antd';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { currentLang } from '../../i18n/lang';
import { formatTime } from '../../lib/time';
import { bt } from './texts';
import { STEP_PATHS, stepPath, useBusiness } from './useBusiness';
import { useCodeSender } from './useCodeSender';
import { useFind } from './useFind';

type TextKey = Parameters<typeof bt>[0];

const STATUS_TEXT: Readonly<Record<ApplicationStatus, TextKey>> = {
  created: 'statusCreated',
  info: 'statusInfo',
  paid: 'statusPaid',
  reviewing: 'statusReviewing',
  approved: 'statusApproved',
  rejected: 'statusRejected',
};

/** How far along the four stages of an application are: registered, details sent, fee paid, reviewed. */
const STAGE: Readonly<Record<ApplicationStatus, number>> = {
  created: 1,
  info: 2,
  paid: 3,
  reviewing: 3,
  approved: 4,
  rejected: 3,
};

/**
 * /business/progress: where the application stands (submitted, under review, approved, or rejected with its
 * reason and the way to correct it). Without an application in this browser, it is found by phone and SMS code.
 */
export function ProgressPage() {
  const business = useBusiness();
  return business.application ? <Progress app={business.application} /> : <FindForm />;
}

function Progress({ app }: { readonly app: ApplicationView }) {
  const business = useBusiness();
  const navigate = useNavigate();
  const industry =
    ENTRY_INDUSTRIES.find((i) => i.industry_type === app.industry_type)?.title[currentLang()] ?? '';
  const stage = STAGE[app.status];
  const status = bt(STATUS_TEXT[app.status]);
  const outcome = {
    approved: (
      <Result
        status="success"
        title={status}
        subTitle={bt('approvedText', { phone: app.username || app.phone })}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {bt('goSignIn')}
          </Button>
        }
      />
    ),
    rejected: (
      <Result
        status="warning"
        title={status}
        subTitle={bt('rejectReason', { reason: app.reject_reason })}
        extra={
          <Button type="primary" onClick={() => navigate(STEP_PATHS.writeInfo)}>
            {bt('correct')}
          </Button>
        }
      />
    ),
  } as const;
  const waiting = app.status === 'paid' || app.status === 'reviewing';

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {app.status === 'approved' || app.status === 'rejected' ? (
        outcome[app.status]
      ) : (
        <Result
          status={waiting ? 'info' : 'warning'}
          title={status}
          subTitle={waiting ? bt('reviewHint') : undefined}
          extra={
            waiting ? (
              <Button onClick={() => void business.reload()}>{bt('refresh')}</Button>
            ) : (
              <Button type="primary" onClick={() => navigate(stepPath(app))}>
                {bt('continueApplying')}
              </Button>
            )
          }
        />
      )}
      <Steps
        current={stage}
        size="small"
        status={app.status === 'rejected' ? 'error' : app.status === 'approved' ? 'finish' : 'process'}
        items={[
          { title: bt('progressCreated') },
          { title: bt('progressInfo') },
          { title: bt('progressPaid') },
          { title: bt('progressReview') },
        ]}
      />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={bt('storeName')}>{app.store_name}</Descriptions.Item>
        <Descriptions.Item label={bt('industry')}>{industry}</Descriptions.Item>
        <Descriptions.Item label={bt('applicationOf')}>{app.phone}</Descriptions.Item>
        <Descriptions.Item label={bt('feePaid')}>
          {app.paid
            ? bt('feePaidYes', { fee: formatMoney(app.fee_cents) })
            : bt('feePaidNo', { fee: formatMoney(app.fee_cents) })}
        </Descriptions.Item>
        {app.submitted_at ? (
          <Descriptions.Item label={bt('submittedAt')}>{formatTime(app.submitted_at)}</Descriptions.Item>
        ) : null}
        {app.reviewed_at ? (
          <Descriptions.Item label={bt('reviewedAt')}>{formatTime(app.reviewed_at)}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Link onClick={business.forget}>{bt('notMine')}</Typography.Link>
    </Space>
  );
}

interface FindValues {
  readonly phone?: string;
  readonly verify?: string;
}

function FindForm() {
  const business = useBusiness();
  const [form] = Form.useForm<FindValues>();
  const { find, finding, error, setError } = useFind(business.adopt);
  const showError = useCallback((text: string) => setError(text), [setError]);
  const code = useCodeSender('find', showError);
  const sendCode = async () => {
    const valid = await form.validateFields(['phone']).then(
      () => true,
      () => false,
    );
    if (valid) await code.send(form.getFieldValue('phone') ?? '');
  };
  return (
    <Form<FindValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420, margin: '0 auto' }}
      onFinish={(v) => find(v.phone ?? '', v.verify ?? '')}
    >
      <Typography.Title level={4}>{bt('findTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{bt('findHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      {code.notice && !error && (
        <Alert type="success" showIcon title={code.notice} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="phone"
        label={bt('phone')}
        rules={[
          { required: true, whitespace: true, message: bt('required', { field: bt('phone') }) },
          { pattern: PHONE_PATTERN, message: bt('phoneInvalid'), validateTrigger: 'onBlur' },
        ]}
      >
        <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label={bt('code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="verify"
            noStyle
            rules={[{ required: true, whitespace: true, message: bt('required', { field: bt('code') }) }]}
          >
            <Input prefix={<SafetyOutlined />} inputMode="numeric" maxLength={6} aria-label={bt('code')} />
          </Form.Item>
          <Button onClick={sendCode} loading={code.sending} disabled={code.left > 0}>
            {code.left > 0 ? bt('resendIn', { n: code.left }) : bt('sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={finding}>
        {bt('find')}
      </Button>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={STEP_PATHS.create}>{bt('newApplication')}</Link>
      </div>
    </Form>
  );
}
