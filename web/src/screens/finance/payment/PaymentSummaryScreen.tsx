import { formatTime, pickedDays, pickerDays } from '@yanye/framework/web';
import { formatMoney } from '@yanye/protocol';
import { Button, Card, DatePicker, Drawer, Table } from 'antd';
import { paymentText } from './texts';
import { type SummaryRow, usePaymentSummary } from './usePaymentSummary';

const money = (cents: number) => formatMoney(cents);
const EVENT_KEYS = {
  order_income: 'income',
  order_refund: 'refunds',
  platform_fee: 'fees',
  withdraw_freeze: 'withdrawn',
  withdraw_release: 'withdrawn',
  withdraw_payout: 'paidOut',
} as const;

/**
 * /finance/PaymentWallet/SummaryRecord (货款汇总): the payment wallet by day, from its ledger; a day opens the
 * ledger rows that make it up.
 */
export function PaymentSummaryScreen({ title }: { readonly title: string }) {
  const s = usePaymentSummary();
  return (
    <Card
      title={title}
      extra={
        <DatePicker.RangePicker
          allowClear={false}
          value={pickerDays(s.period)}
          onChange={(v) => {
            if (v?.[0] && v[1]) s.setPeriod(pickedDays([v[0], v[1]]));
          }}
        />
      }
    >
      <Table<SummaryRow>
        rowKey="day"
        size="middle"
        loading={s.loading}
        dataSource={s.rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 31, showTotal: (n) => paymentText('total', { n }) }}
        columns={[
          { title: paymentText('day'), dataIndex: 'day', key: 'day' },
          { title: paymentText('income'), dataIndex: 'income', key: 'income', align: 'right', render: money },
          {
            title: paymentText('refunds'),
            dataIndex: 'refunds',
            key: 'refunds',
            align: 'right',
            render: money,
          },
          { title: paymentText('fees'), dataIndex: 'fees', key: 'fees', align: 'right', render: money },
          { title: paymentText('net'), dataIndex: 'net', key: 'net', align: 'right', render: money },
          {
            title: paymentText('withdrawn'),
            dataIndex: 'withdrawn',
            key: 'withdrawn',
            align: 'right',
            render: money,
          },
          {
            title: paymentText('balance'),
            dataIndex: 'balance',
            key: 'balance',
            align: 'right',
            render: money,
          },
          {
            title: paymentText('actions'),
            key: 'detail',
            render: (_, r) => (
              <Button type="link" size="small" disabled={r.entries === 0} onClick={() => s.open(r)}>
                {paymentText('detail')}（{r.entries}）
              </Button>
            ),
          },
        ]}
      />
      <Drawer open={s.opened !== undefined} onClose={s.close} size="large" title={s.opened?.day}>
        <Table
          rowKey={(r) => String(r.id)}
          size="small"
          loading={s.ledgerLoading}
          dataSource={s.ledger}
          pagination={false}
          columns={[
            { title: paymentText('time'), key: 'time', render: (_, r) => formatTime(Number(r.created_at)) },
            {
              title: paymentText('type'),
              key: 'type',
              render: (_, r) => {
                const key = EVENT_KEYS[String(r.event) as keyof typeof EVENT_KEYS];
                return key ? paymentText(key) : String(r.event);
              },
            },
            { title: paymentText('docNo'), key: 'doc', render: (_, r) => String(r.doc_no ?? '') },
            { title: paymentText('account'), key: 'kind', render: (_, r) => String(r.kind) },
            {
              title: paymentText('amount'),
              key: 'amount',
              align: 'right',
              render: (_, r) => formatMoney(r.amount),
            },
            {
              title: paymentText('balance'),
              key: 'after',
              align: 'right',
              render: (_, r) => formatMoney(r.balance_after),
            },
          ]}
        />
      </Drawer>
    </Card>
  );
}
