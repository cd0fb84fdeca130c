import { MemberDeskCard } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { SigninMember } from '../contract';
import { signinText } from './texts';
import { useSigninDesk } from './useSigninDesk';

/**
 * /plugin/signin/desk: an operator checks a member in at the counter, or makes up a day they missed, as the
 * store's app would (the same calls and rules), and sees their last month (for the browser tests:
 * `signin-checkin`, `signin-makeup-<day>`, `signin-days`).
 */
export function SigninDeskScreen({ title }: { readonly title: string }) {
  const desk = useSigninDesk();
  return (
    <MemberDeskCard title={title} className="signin-desk" page="SigninDesk" desk={desk} text={signinText}>
      {(member) => <Member view={member} desk={desk} />}
    </MemberDeskCard>
  );
}

type DeskView = ReturnType<typeof useSigninDesk>;

function Member({ view, desk }: { readonly view: SigninMember; readonly desk: DeskView }) {
  const { rules } = view;
  const short = view.balance < rules.makeup_cost;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={signinText('member')}>{view.nick_name}</Descriptions.Item>
        <Descriptions.Item label={signinText('phone')}>{view.phone}</Descriptions.Item>
        <Descriptions.Item label={signinText('balance')}>{view.balance}</Descriptions.Item>
        <Descriptions.Item label={signinText('today')}>
          {view.today}{' '}
          <Tag color={view.checked_today ? 'green' : 'default'}>
            {signinText(view.checked_today ? 'checked' : 'notChecked')}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={signinText('streak')}>
          {signinText('days', { count: view.streak })}
        </Descriptions.Item>
      </Descriptions>
      {!view.active && <Alert type="warning" showIcon title={signinText('disabled')} />}
      <Typography.Text type="secondary">
        {[
          signinText('rules', { points: rules.points }),
          rules.makeup
            ? signinText('rulesMakeup', { cost: rules.makeup_cost, days: rules.makeup_days })
            : signinText('rulesNoMakeup'),
        ].join(' · ')}
      </Typography.Text>
      <Space wrap>
        <Button
          type="primary"
          data-testid="signin-checkin"
          disabled={!view.active || view.checked_today === 1}
          loading={desk.busy}
          onClick={() => void desk.checkInToday()}
        >
          {signinText('checkIn')}
        </Button>
        {rules.makeup === 1 &&
          view.makeable.map((day) => (
            <Button
              key={day}
              data-testid={`signin-makeup-${day}`}
              disabled={!view.active || short || desk.busy}
              title={short ? signinText('short') : undefined}
              onClick={() => void desk.makeUpDay(day)}
            >
              {signinText('makeUp', { day })}
            </Button>
          ))}
        {rules.makeup === 1 && view.makeable.length === 0 && (
          <Typography.Text type="secondary">{signinText('noMakeable')}</Typography.Text>
        )}
      </Space>
      <Days view={view} />
    </Space>
  );
}

function Days({ view }: { readonly view: SigninMember }) {
  type Day = SigninMember['days'][number];
  const columns = [
    { key: 'day', title: signinText('day'), dataIndex: 'day' },
    { key: 'points', title: signinText('points'), dataIndex: 'points', align: 'right' as const },
    { key: 'bonus', title: signinText('bonus'), dataIndex: 'bonus', align: 'right' as const },
    {
      key: 'streak',
      title: signinText('streak'),
      render: (_: unknown, d: Day) => signinText('days', { count: d.streak }),
    },
    {
      key: 'kind',
      title: signinText('kind'),
      render: (_: unknown, d: Day) => (
        <Tag color={d.makeup ? 'orange' : 'green'}>{signinText(d.makeup ? 'madeUp' : 'onDay')}</Tag>
      ),
    },
    { key: 'cost', title: signinText('cost'), dataIndex: 'cost', align: 'right' as const },
  ];
  return (
    <Card title={signinText('month')} size="small">
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={view.days}
        pagination={false}
        locale={{ emptyText: signinText('none') }}
        data-testid="signin-days"
      />
    </Card>
  );
}
