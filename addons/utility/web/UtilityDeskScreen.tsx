import { formatTime, formatYuan, MemberDeskCard, pageByName, RemoteSelect } from '@yanye/addon-kit/web';
import { Alert, Button, Card, Descriptions, Form, Input, Segmented, Space, Table } from 'antd';
import { Link } from 'react-router';
import { type OrderView, UTILITY_KINDS, type UtilityKind } from '../contract';
import { stateTag } from './stateTag';
import { utilityText } from './texts';
import { useUtilityDesk } from './useUtilityDesk';

/** The desk's products pick list, as its catalogue page lists it. */
const PRODUCT_OPTIONS = pageByName('UtilityDesk')!.api.find((a) => a.endsWith('ProductOptions'))!;

const ACCOUNT_HINT: Readonly<Record<UtilityKind, Parameters<typeof utilityText>[0]>> = {
  electric: 'accountElectric',
  petrol: 'accountPetrol',
  mobile: 'accountMobile',
};

/**
 * /plugin/utility/desk: an operator tops up a member's meter, fuel card or phone at the counter, as the store's
 * app would (the same call and rules): paid from the member's balance at once, then submitted to the provider
 * or held for review (for the browser tests: `utility-place`, `utility-orders`).
 */
export function UtilityDeskScreen({ title }: { readonly title: string }) {
  const desk = useUtilityDesk();
  return (
    <MemberDeskCard title={title} className="utility-desk" page="UtilityDesk" desk={desk} text={utilityText}>
      {(view) => (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={utilityText('member')}>{view.nick_name}</Descriptions.Item>
            <Descriptions.Item label={utilityText('phone')}>{view.phone}</Descriptions.Item>
            <Descriptions.Item label={utilityText('balance')}>{formatYuan(view.balance)}</Descriptions.Item>
          </Descriptions>
          {!view.active && <Alert type="warning" showIcon title={utilityText('disabled')} />}
          <TopUpForm desk={desk} phone={view.phone} disabled={!view.active} />
          <Recent orders={view.orders} />
        </>
      )}
    </MemberDeskCard>
  );
}

type DeskState = ReturnType<typeof useUtilityDesk>;

function TopUpForm({ desk, phone, disabled }: { desk: DeskState; phone: string; disabled: boolean }) {
  return (
    <Form layout="vertical" style={{ maxWidth: 560 }} disabled={disabled || desk.busy}>
      <Form.Item label={utilityText('kind')}>
        <Segmented
          value={desk.kind}
          onChange={(v) => desk.setKind(v as UtilityKind)}
          options={UTILITY_KINDS.map((k) => ({ value: k, label: utilityText(k) }))}
        />
      </Form.Item>
      <Form.Item label={utilityText('product')} required>
        <RemoteSelect
          // A new select per kind: its options are that kind's products.
          key={desk.kind}
          api={`${PRODUCT_OPTIONS}?kind=${desk.kind}`}
          value={desk.productId}
          onChange={desk.pickProduct}
          placeholder={utilityText('pickProduct')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={utilityText('account')} required extra={utilityText(ACCOUNT_HINT[desk.kind])}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={desk.account}
            inputMode="numeric"
            maxLength={30}
            onChange={(e) => desk.setAccount(e.target.value.replace(/\D/g, ''))}
            data-testid="utility-account"
          />
          {desk.kind === 'mobile' && (
            <Button onClick={() => desk.setAccount(phone)}>{utilityText('useOwnPhone')}</Button>
          )}
        </Space.Compact>
      </Form.Item>
      <Form.Item label={utilityText('remark')}>
        <Input.TextArea
          value={desk.remark}
          maxLength={200}
          rows={2}
          onChange={(e) => desk.setRemark(e.target.value)}
        />
      </Form.Item>
      <Button
        type="primary"
        data-testid="utility-place"
        disabled={!desk.ready}
        loading={desk.busy}
        onClick={() => void desk.submit()}
      >
        {utilityText('place')}
      </Button>
    </Form>
  );
}

function Recent({ orders }: { readonly orders: readonly (OrderView & { created_at: number })[] }) {
  const info = pageByName('UtilityRechargeInfo')!.path;
  const columns = [
    {
      key: 'no',
      title: utilityText('orderNo'),
      render: (_: unknown, o: OrderView) => <Link to={info.replace(':id', String(o.id))}>{o.order_no}</Link>,
    },
    { key: 'product', title: utilityText('product'), dataIndex: 'product_name' },
    { key: 'account', title: utilityText('account'), dataIndex: 'account' },
    {
      key: 'amount',
      title: utilityText('amount'),
      align: 'right' as const,
      render: (_: unknown, o: OrderView) => formatYuan(o.amount),
    },
    { key: 'state', title: utilityText('state'), render: (_: unknown, o: OrderView) => stateTag(o.state) },
    {
      key: 'time',
      title: utilityText('time'),
      render: (_: unknown, o: OrderView & { created_at: number }) => formatTime(o.created_at),
    },
  ];
  return (
    <Card title={utilityText('recent')} size="small">
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...orders]}
        pagination={false}
        locale={{ emptyText: utilityText('none') }}
        data-testid="utility-orders"
      />
    </Card>
  );
}
