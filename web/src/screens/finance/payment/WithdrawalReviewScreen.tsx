import { formatTime } from '@yanye/framework/web';
import {
  type API,
  formatMoney,
  type OutputOf,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from '@yanye/protocol';
import { Tag } from 'antd';
import { rejectReason } from '../../platform/rejectReason';
import type { RowReviewKind } from '../../review/kind';
import { ReviewScreen } from '../../review/ReviewScreen';
import { paymentText } from './texts';
import { useWithdrawalReviews, type WithdrawalFilter } from './useWithdrawalReviews';

type Row = OutputOf<typeof API.finance.withdrawalList>['rows'][number];

const COLORS: Record<WithdrawalState, string> = {
  applied: 'gold',
  approved: 'blue',
  paid: 'green',
  rejected: 'red',
  failed: 'volcano',
};

/**
 * /platform/withdrawals (审核中心 › 提现审核): the stores' withdrawals, those waiting first; approving sends the
 * payout, rejecting gives the store its money back with the reason it reads.
 */
export function WithdrawalReviewScreen({ title }: { readonly title: string }) {
  return <ReviewScreen kind={WITHDRAWAL_REVIEWS} title={title} />;
}

/** The store a withdrawal is of, as the list and the question before approving it name it. */
const storeOf = (r: Row) => `${r.store_name}（${r.login_name}）`;
const cardOf = (r: Row) => `${r.bank_name} ${r.holder} ${r.card_masked}`;

/**
 * What approving pays out, in the question before it: the store, the amount, the fee, what arrives and the card,
 * each as the list shows it, one to a line so that it reads on a phone.
 */
function payout(r: Row) {
  const lines: [string, string][] = [
    [paymentText('store'), storeOf(r)],
    [paymentText('amount'), formatMoney(r.amount)],
    [paymentText('fee'), formatMoney(r.fee)],
    [paymentText('arrival'), formatMoney(r.arrival)],
    [paymentText('bank'), cardOf(r)],
  ];
  return (
    <dl className="action-shows payout-shows" data-testid="payout">
      {lines.map(([title, value]) => (
        <div key={title}>
          <dt>{title}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const WITHDRAWAL_REVIEWS: RowReviewKind<Row, WithdrawalFilter> = {
  decideIn: 'row',
  useQueue: useWithdrawalReviews,
  filters: [...WITHDRAWAL_STATES, ''],
  rowKey: (r) => `${r.supplier_id}:${r.id}`,
  columns: () => [
    { title: paymentText('store'), key: 'store', render: (_, r) => storeOf(r) },
    { title: paymentText('withdrawalNo'), dataIndex: 'withdrawal_no', key: 'no' },
    { title: paymentText('amount'), key: 'amount', align: 'right', render: (_, r) => formatMoney(r.amount) },
    { title: paymentText('fee'), key: 'fee', align: 'right', render: (_, r) => formatMoney(r.fee) },
    {
      title: paymentText('arrival'),
      key: 'arrival',
      align: 'right',
      render: (_, r) => formatMoney(r.arrival),
    },
    {
      title: paymentText('bank'),
      key: 'bank',
      render: (_, r) => cardOf(r),
    },
    {
      title: paymentText('status'),
      key: 'status',
      render: (_, r) => <Tag color={COLORS[r.status]}>{paymentText(r.status)}</Tag>,
    },
    { title: paymentText('reason'), dataIndex: 'reason', key: 'reason' },
    { title: paymentText('createdAt'), key: 'created', render: (_, r) => formatTime(r.created_at) },
    { title: paymentText('paidAt'), key: 'paid', render: (_, r) => formatTime(r.paid_at) },
  ],
  texts: () => ({
    filter: (f) => paymentText(f === '' ? 'allStatus' : f),
    keyword: paymentText('keyword'),
    total: (n) => paymentText('total', { n }),
    actions: paymentText('actions'),
    approve: paymentText('approve'),
    reject: paymentText('reject'),
  }),
  reason: rejectReason,
  approval: (r) => ({
    what: paymentText('approveWhat'),
    verb: paymentText('approvePay'),
    name: r.withdrawal_no,
    details: payout(r),
  }),
  decidable: (r) => r.status === 'applied',
};
