import { formatMoney } from '@yanye/protocol';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Select,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { paymentText } from './texts';
import { usePaymentWithdrawal } from './usePaymentWithdrawal';

/** Basis points as a percentage: 10 is `0.1`. */
const pct = (bp: number) => String(bp / 100);

/** A figure shown only once there is one: a valid amount's fee, what it brings. */
const shown = (cents: number | undefined) => (cents === undefined ? '—' : `¥${formatMoney(cents)}`);

/**
 * /finance/PaymentWallet/PaymentWithdrawal (货款提现): the balances, the rules, a card and an amount; the fee and
 * what arrives are shown as a valid amount is typed, and again in the dialog that confirms the application; an
 * amount that may not be withdrawn says why under it.
 */
export function PaymentWithdrawalScreen({ title }: { readonly title: string }) {
  const w = usePaymentWithdrawal();
  const { modal, message } = App.useApp();
  const hint = w.rules
    ? paymentText('amountHint', { min: formatMoney(w.rules.min_cents), max: formatMoney(w.rules.max_cents) })
    : '';
  const confirm = () =>
    modal.confirm({
      title: paymentText('confirmTitle'),
      content: paymentText('confirmText', {
        amount: formatMoney(w.amount),
        fee: formatMoney(w.fee),
        arrival: formatMoney(w.arrival),
        card: w.cardLabel,
      }),
      okText: paymentText('confirm'),
      cancelText: paymentText('cancel'),
      onOk: () =>
        w.apply().then(
          (answer) => {
            if (answer) void message.success(answer.msg);
          },
          () => undefined,
        ),
    });

  return (
    <Card title={title} loading={w.loading && !w.wallet}>
      <Row gutter={16} style={{ marginBottom: 24 }}>
        <Col xs={24} md={8}>
          <Statistic title={paymentText('available')} prefix="¥" value={formatMoney(w.wallet?.available)} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={paymentText('frozen')} prefix="¥" value={formatMoney(w.wallet?.frozen)} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={paymentText('paidOut')} prefix="¥" value={formatMoney(w.wallet?.paid_out)} />
        </Col>
      </Row>
      {w.rules && (
        <Descriptions
          size="small"
          bordered
          column={1}
          title={paymentText('rules')}
          style={{ marginBottom: 24 }}
        >
          <Descriptions.Item label={paymentText('amount')}>
            {paymentText('ruleMin', {
              min: formatMoney(w.rules.min_cents),
              max: formatMoney(w.rules.max_cents),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={paymentText('fee')}>
            {paymentText('ruleFee', {
              rate: pct(w.rules.fee_bp),
              minFee: formatMoney(w.rules.min_fee_cents),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={paymentText('fees')}>
            {paymentText('rulePlatform', { rate: pct(w.rules.platform_fee_bp) })}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={paymentText('card')} required>
          {w.cards.length === 0 ? (
            <Typography.Text type="secondary">
              {paymentText('noCard')}{' '}
              <Link to="/finance/PaymentWallet/BankcardManage/add">{paymentText('addCard')}</Link>
            </Typography.Text>
          ) : (
            <Select
              data-testid="withdraw-card"
              value={w.cardId}
              placeholder={paymentText('cardPick')}
              options={w.cards}
              onChange={w.pickCard}
            />
          )}
        </Form.Item>
        <Form.Item
          label={paymentText('amount')}
          required
          extra={hint}
          validateStatus={w.problem ? 'error' : undefined}
          help={
            w.problem ? (
              <span data-testid="withdraw-problem">{paymentText(w.problem.key, w.problem)}</span>
            ) : undefined
          }
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              data-testid="withdraw-amount"
              prefix="¥"
              inputMode="decimal"
              value={w.text}
              onChange={(e) => w.setText(e.target.value)}
            />
            <Button onClick={w.all}>{paymentText('all')}</Button>
          </Space.Compact>
        </Form.Item>
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={paymentText('fee')}>
            <span data-testid="withdraw-fee">{shown(w.fee)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={paymentText('arrival')}>
            <span data-testid="withdraw-arrival">{shown(w.arrival)}</span>
          </Descriptions.Item>
        </Descriptions>
        <Space>
          <Button type="primary" disabled={!w.ready} loading={w.busy} onClick={confirm}>
            {paymentText('apply')}
          </Button>
          <Link to="/finance/PaymentWallet/WithdrawalRecord">{paymentText('records')}</Link>
        </Space>
      </Form>
    </Card>
  );
}
