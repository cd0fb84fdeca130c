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
import { pt, yuan } from './texts';
import { usePaymentWithdrawal } from './usePaymentWithdrawal';

const pct = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/**
 * /finance/PaymentWallet/PaymentWithdrawal (货款提现): the balances, the rules, a card and an amount; the fee and
 * what arrives are shown as the amount is typed, and again in the dialog that confirms the application.
 */
export function PaymentWithdrawalScreen({ title }: { readonly title: string }) {
  const w = usePaymentWithdrawal();
  const { modal, message } = App.useApp();
  const hint = w.rules
    ? pt('amountHint', { min: yuan(w.rules.min_cents), max: yuan(w.rules.max_cents) })
    : '';
  const confirm = () =>
    modal.confirm({
      title: pt('confirmTitle'),
      content: pt('confirmText', {
        amount: yuan(w.amount ?? 0),
        fee: yuan(w.fee),
        arrival: yuan(w.arrival),
        card: w.cardLabel,
      }),
      okText: pt('confirm'),
      cancelText: pt('cancel'),
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
          <Statistic title={pt('available')} prefix="¥" value={yuan(w.wallet?.available ?? 0)} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={pt('frozen')} prefix="¥" value={yuan(w.wallet?.frozen ?? 0)} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic title={pt('paidOut')} prefix="¥" value={yuan(w.wallet?.paid_out ?? 0)} />
        </Col>
      </Row>
      {w.rules && (
        <Descriptions size="small" bordered column={1} title={pt('rules')} style={{ marginBottom: 24 }}>
          <Descriptions.Item label={pt('amount')}>
            {pt('ruleMin', { min: yuan(w.rules.min_cents), max: yuan(w.rules.max_cents) })}
          </Descriptions.Item>
          <Descriptions.Item label={pt('fee')}>
            {pt('ruleFee', { rate: pct(w.rules.fee_bp), minFee: yuan(w.rules.min_fee_cents) })}
          </Descriptions.Item>
          <Descriptions.Item label={pt('fees')}>
            {pt('rulePlatform', { rate: pct(w.rules.platform_fee_bp) })}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label={pt('card')} required>
          {w.cards.length === 0 ? (
            <Typography.Text type="secondary">
              {pt('noCard')} <Link to="/finance/PaymentWallet/BankcardManage/add">{pt('addCard')}</Link>
            </Typography.Text>
          ) : (
            <Select
              data-testid="withdraw-card"
              value={w.cardId}
              placeholder={pt('cardPick')}
              options={w.cards}
              onChange={w.pickCard}
            />
          )}
        </Form.Item>
        <Form.Item
          label={pt('amount')}
          required
          extra={hint}
          validateStatus={w.text !== '' && w.problem ? 'error' : undefined}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              data-testid="withdraw-amount"
              prefix="¥"
              inputMode="decimal"
              value={w.text}
              onChange={(e) => w.setText(e.target.value)}
            />
            <Button onClick={w.all}>{pt('all')}</Button>
          </Space.Compact>
        </Form.Item>
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={pt('fee')}>¥{yuan(w.fee)}</Descriptions.Item>
          <Descriptions.Item label={pt('arrival')}>
            <span data-testid="withdraw-arrival">¥{yuan(w.arrival)}</span>
          </Descriptions.Item>
        </Descriptions>
        <Space>
          <Button type="primary" disabled={!w.ready} loading={w.busy} onClick={confirm}>
            {pt('apply')}
          </Button>
          <Link to="/finance/PaymentWallet/WithdrawalRecord">{pt('records')}</Link>
        </Space>
      </Form>
    </Card>
  );
}
