import {
  type API,
  formatMoney,
  type OutputOf,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from '@yanye/protocol';
import { Tag } from 'antd';
import { formatTime } from '../../../lib/time';
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

const WITHDRAWAL_REVIEWS: RowReviewKind<Row, WithdrawalFilter> = {
  decideIn: 'row',
  useQueue: useWithdrawalReviews,
  filters: [...WITHDRAWAL_STATES, ''],
  rowKey: (r) => `${r.supplier_id}:${r.id}`,
  columns: () => [
    { title: paymentText('store'), key: 'store', render: (_, r) => `${r.store_name}（${r.login_name}）` },
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
      render: (_, r) => `${r.bank_name} ${r.holder} ${r.card_masked}`,
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
    approveConfirm: paymentText('approveConfirm'),
    reject: paymentText('reject'),
  }),
  reason: rejectReason,
  decidable: (r) => r.status === 'applied',
};
