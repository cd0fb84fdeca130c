import { T } from '@yanye/i18n';
import { API, printPath } from '@yanye/protocol';
import { action, custom, form, group, hiddenActions, list } from '../build';
import type { PageSpec } from '../types';

/** The payment wallet of union (distribution) accounts lives on the fenxiao side. */
const wallet = '/v1/fenxiao/wallet/';
const bankcard = '/v1/fenxiao/bankcard/Bankcard';
const walletLog = '/v1/seller/wallet/';
const paycash = '/v1/seller/paycash/';
const bankcardNoun = T('银行卡', 'bank card', 'tarjeta bancaria', '銀行カード');

export const finance: PageSpec = group(
  '/finance',
  'Finance',
  T('财务', 'Finance', 'Finanzas', '財務'),
  [
    group(
      'PaymentWallet',
      'PaymentWallet',
      T('货款钱包', 'Payment wallet', 'Monedero de pagos', '売上金ウォレット'),
      [
        // By day, from the ledger; a day opens its ledger rows (PaymentLogManage).
        custom(
          'SummaryRecord',
          'SummaryRecord',
          T('货款汇总', 'Summary', 'Resumen', '売上金サマリー'),
          'paymentSummary',
          [API.finance.summaryRecord.path, `${wallet}PaymentLogManage`],
        ),
        list(
          'SummaryDetail',
          'PaymentLog',
          T('货款流水', 'Payment wallet ledger', 'Movimientos del monedero de pagos', '売上金の明細'),
          [`${wallet}PaymentLogManage`],
          {
            hidden: true,
            listPage: 'SummaryRecord',
            entity: {
              name: 'PaymentLog',
              api: `${wallet}PaymentLog`,
              noun: T('货款流水', 'ledger row', 'movimiento', '明細'),
            },
          },
        ),
        custom(
          'PaymentWithdrawal',
          'PaymentWithdrawal',
          T('货款提现', 'Withdraw funds', 'Retirar fondos', '売上金の出金'),
          'paymentWithdrawal',
          [API.finance.walletInfo.path, API.finance.withdrawalApply.path, `${bankcard}Options`],
        ),
        list(
          'WithdrawalRecord',
          'WithdrawalRecord',
          T('提现记录', 'Withdrawals', 'Historial de retiros', '出金履歴'),
          [`${wallet}WithdrawalManage`, printPath(`${wallet}Withdrawal`)],
          {
            entity: {
              name: 'Withdrawal',
              api: `${wallet}Withdrawal`,
              noun: T('提现', 'withdrawal', 'retiro', '出金'),
            },
          },
        ),
        {
          ...list(
            'BankcardManage',
            'BankcardManage',
            T('银行卡管理', 'Bank cards', 'Tarjetas bancarias', '銀行カード'),
            [`${bankcard}Manage`],
            { entity: { name: 'Bankcard', api: bankcard, noun: bankcardNoun } },
          ),
          // The actions hang under the list (/finance/PaymentWallet/BankcardManage/add, edit/:id, del/:id).
          children: hiddenActions({ name: 'Bankcard', api: bankcard, noun: bankcardNoun }),
        },
      ],
      { audience: 'union' },
    ),
    group(
      'walletlog',
      'WalletLog',
      T('钱包流水', 'Wallet logs', 'Movimientos de monedero', 'ウォレット履歴'),
      [
        list(
          'rmb',
          'WalletLogRmb',
          T('余额流水', 'Balance log', 'Movimientos de saldo', '残高履歴'),
          [`${walletLog}RmbLogManage`],
          {
            walletType: 'rmb',
            entity: {
              name: 'RmbLog',
              api: `${walletLog}RmbLog`,
              noun: T('余额流水', 'balance entry', 'movimiento de saldo', '残高履歴'),
            },
          },
        ),
        list(
          'score',
          'WalletLogScore',
          T('积分流水', 'Points log', 'Movimientos de puntos', 'ポイント履歴'),
          [`${walletLog}ScoreLogManage`],
          {
            walletType: 'score',
            entity: {
              name: 'ScoreLog',
              api: `${walletLog}ScoreLog`,
              noun: T('积分流水', 'points entry', 'movimiento de puntos', 'ポイント履歴'),
            },
          },
        ),
        list(
          'recycle',
          'WalletLogRecycle',
          T('回收金流水', 'Recycling credit log', 'Movimientos de saldo de reciclaje', 'リサイクル残高履歴'),
          [`${walletLog}RecycleLogManage`],
          {
            walletType: 'recycle',
            entity: {
              name: 'RecycleLog',
              api: `${walletLog}RecycleLog`,
              noun: T(
                '回收金流水',
                'recycling credit entry',
                'movimiento de saldo de reciclaje',
                'リサイクル残高履歴',
              ),
            },
          },
        ),
        // The reversal is a button of the top-ups list, so the list's entity holds it.
        {
          ...list(
            'UserRecharge',
            'UserRecharge',
            T('会员充值', 'Member top-ups', 'Recargas de socios', '会員チャージ'),
            [`${walletLog}UserRechargeManage`],
            {
              entity: {
                name: 'UserRecharge',
                api: `${walletLog}UserRecharge`,
                noun: T('充值记录', 'top-up', 'recarga', 'チャージ記録'),
              },
            },
          ),
          children: [
            action(
              'reverse/:id',
              'UserRechargeReverse',
              T('冲正充值', 'Reverse a top-up', 'Anular una recarga', 'チャージを取り消す'),
              [`${walletLog}UserRechargeReverse`],
              { label: T('冲正', 'Reverse', 'Anular', '取消') },
            ),
          ],
        },
        form(
          'UserRechargeAdd',
          'UserRechargeAdd',
          T('为会员充值', 'Top up a member', 'Recargar a un socio', '会員にチャージ'),
          [`${walletLog}UserRechargeInfo`, `${walletLog}UserRechargeSave`],
          { listPage: 'UserRecharge' },
        ),
      ],
    ),
    group('paycash', 'PayCash', T('扫码买单', 'In-store payments', 'Pagos en tienda', '店頭決済'), [
      {
        ...list(
          'PayCashManage',
          'PayCashManage',
          T('买单记录', 'Payments', 'Pagos', '決済履歴'),
          [`${paycash}PayCashManage`, printPath(`${paycash}PayCash`)],
          {
            entity: { name: 'PayCash', api: `${paycash}PayCash`, noun: T('买单', 'payment', 'pago', '決済') },
          },
        ),
        children: [
          action(
            'refund/:id',
            'PayCashRefundApply',
            T('买单退款', 'Refund a payment', 'Reembolsar un pago', '決済を返金'),
            [`${paycash}PayCashRefund`],
            { label: T('退款', 'Refund', 'Reembolsar', '返金') },
          ),
        ],
      },
      list(
        'PayCashRefundManage',
        'PayCashRefundManage',
        T('买单退款', 'Payment refunds', 'Reembolsos de pagos', '決済の返金'),
        [`${paycash}PayCashRefundManage`],
        {
          entity: {
            name: 'PayCashRefund',
            api: `${paycash}PayCashRefund`,
            noun: T('买单退款', 'payment refund', 'reembolso de pago', '決済の返金'),
          },
        },
      ),
    ]),
  ],
  { icon: 'wallet' },
);
