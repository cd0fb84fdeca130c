import { custom, form, group, hiddenActions, list, T } from '../build';
import type { PageSpec } from '../types';

/** The payment wallet of union (distribution) accounts lives on the fenxiao side. */
const wallet = '/v1/fenxiao/wallet/';
const bankcard = '/v1/fenxiao/bankcard/Bankcard';
const walletLog = '/v1/seller/wallet/';
const paycash = '/v1/seller/paycash/';

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
        list('SummaryRecord', 'SummaryRecord', T('货款汇总', 'Summary', 'Resumen', '売上金サマリー'), [
          `${wallet}SummaryRecordManage`,
        ]),
        custom(
          'PaymentWithdrawal',
          'PaymentWithdrawal',
          T('货款提现', 'Withdraw funds', 'Retirar fondos', '売上金の出金'),
          'paymentWithdrawal',
          [`${wallet}WalletInfo`, `${wallet}WithdrawalApply`, `${bankcard}Options`],
        ),
        list(
          'WithdrawalRecord',
          'WithdrawalRecord',
          T('提现记录', 'Withdrawals', 'Historial de retiros', '出金履歴'),
          [`${wallet}WithdrawalManage`],
        ),
        list(
          'BankcardManage',
          'BankcardManage',
          T('银行卡管理', 'Bank cards', 'Tarjetas bancarias', '銀行カード'),
          [`${bankcard}Manage`],
        ),
        ...hiddenActions({
          name: 'Bankcard',
          api: bankcard,
          noun: T('银行卡', 'bank card', 'tarjeta bancaria', '銀行カード'),
          prefix: 'bankcard/',
        }),
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
          { walletType: 'rmb' },
        ),
        list(
          'score',
          'WalletLogScore',
          T('积分流水', 'Points log', 'Movimientos de puntos', 'ポイント履歴'),
          [`${walletLog}ScoreLogManage`],
          { walletType: 'score' },
        ),
        list(
          'recycle',
          'WalletLogRecycle',
          T('回收金流水', 'Recycling credit log', 'Movimientos de saldo de reciclaje', 'リサイクル残高履歴'),
          [`${walletLog}RecycleLogManage`],
          { walletType: 'recycle' },
        ),
        list(
          'UserRecharge',
          'UserRecharge',
          T('会员充值', 'Member top-ups', 'Recargas de socios', '会員チャージ'),
          [`${walletLog}UserRechargeManage`],
        ),
        form(
          'UserRechargeAdd',
          'UserRechargeAdd',
          T('为会员充值', 'Top up a member', 'Recargar a un socio', '会員にチャージ'),
          [`${walletLog}UserRechargeInfo`, `${walletLog}UserRechargeSave`],
        ),
      ],
    ),
    group('paycash', 'PayCash', T('扫码买单', 'In-store payments', 'Pagos en tienda', '店頭決済'), [
      list('PayCashManage', 'PayCashManage', T('买单记录', 'Payments', 'Pagos', '決済履歴'), [
        `${paycash}PayCashManage`,
      ]),
      list(
        'PayCashRefundManage',
        'PayCashRefundManage',
        T('买单退款', 'Payment refunds', 'Reembolsos de pagos', '決済の返金'),
        [`${paycash}PayCashRefundManage`],
      ),
    ]),
  ],
  { icon: 'wallet' },
);
