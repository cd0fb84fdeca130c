import { currentLang, formatTime } from '@yanye/framework/web';
import { type ApplicationStatus, type ApplicationView, ENTRY_INDUSTRIES, formatMoney } from '@yanye/protocol';
import { Alert, Button, Descriptions, Form, Result, Space, Steps, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EnterCodeFields } from './EnterCodeFields';
import { onboardingText } from './texts';
import { STEP_PATHS, stepPath, useBusiness } from './useBusiness';
import { useFind } from './useFind';

type TextKey = Parameters<typeof onboardingText>[0];

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
  const status = onboardingText(STATUS_TEXT[app.status]);
  const outcome = {
    approved: (
      <Result
        status="success"
        title={status}
        subTitle={onboardingText('approvedText', { phone: app.username || app.phone })}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {onboardingText('goSignIn')}
          </Button>
        }
      />
    ),
    rejected: (
      <Result
        status="warning"
        title={status}
        subTitle={onboardingText('rejectReason', { reason: app.reject_reason })}
        extra={
          <Button type="primary" onClick={() => navigate(STEP_PATHS.writeInfo)}>
            {onboardingText('correct')}
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
          subTitle={waiting ? onboardingText('reviewHint') : undefined}
          extra={
            waiting ? (
              <Button onClick={() => void business.reload()}>{onboardingText('refresh')}</Button>
            ) : (
              <Button type="primary" onClick={() => navigate(stepPath(app))}>
                {onboardingText('continueApplying')}
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
          { title: onboardingText('progressCreated') },
          { title: onboardingText('progressInfo') },
          { title: onboardingText('progressPaid') },
          { title: onboardingText('progressReview') },
        ]}
      />
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={onboardingText('storeName')}>{app.store_name}</Descriptions.Item>
        <Descriptions.Item label={onboardingText('industry')}>{industry}</Descriptions.Item>
        <Descriptions.Item label={onboardingText('applicationOf')}>{app.phone}</Descriptions.Item>
        <Descriptions.Item label={onboardingText('feePaid')}>
          {app.paid
            ? onboardingText('feePaidYes', { fee: formatMoney(app.fee_cents) })
            : onboardingText('feePaidNo', { fee: formatMoney(app.fee_cents) })}
        </Descriptions.Item>
        {app.submitted_at ? (
          <Descriptions.Item label={onboardingText('submittedAt')}>
            {formatTime(app.submitted_at)}
          </Descriptions.Item>
        ) : null}
        {app.reviewed_at ? (
          <Descriptions.Item label={onboardingText('reviewedAt')}>
            {formatTime(app.reviewed_at)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Link onClick={business.forget}>{onboardingText('notMine')}</Typography.Link>
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
  return (
    <Form<FindValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      style={{ maxWidth: 420, margin: '0 auto' }}
      onFinish={(v) => find(v.phone ?? '', v.verify ?? '')}
    >
      <Typography.Title level={4}>{onboardingText('findTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{onboardingText('findHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <EnterCodeFields purpose="find" failed={Boolean(error)} onError={setError} />
      <Button type="primary" htmlType="submit" block loading={finding}>
        {onboardingText('find')}
      </Button>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={STEP_PATHS.create}>{onboardingText('newApplication')}</Link>
      </div>
    </Form>
  );
}
