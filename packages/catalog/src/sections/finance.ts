import { T } from '@yanye/i18n';
import { API, printPath } from '@yanye/protocol';
import { action, custom, form, group, hiddenActions, list } from '../build';
import type { PageSpec } from '../types';

/** The payment wallet of union (distribution) accounts lives on the fenxiao side. */
const wallet = '/v1/fenxiao/wallet/';
const bankcard = '/v1/fenxiao/bankcard/Bankcard';
const walletLog = '/v1/seller/wallet/';
const paycash = '/v1/seller/paycash/';
const bankcardNoun = T('银行卡');

export const finance: PageSpec = group(
  '/finance',
  'Finance',
  T('财务'),
  [
    group(
      'PaymentWallet',
      'PaymentWallet',
      T('货款钱包'),
      [
        // By day, from the ledger; a day opens its ledger rows (PaymentLogManage).
        custom('SummaryRecord', 'SummaryRecord', T('货款汇总'), 'paymentSummary', [
          API.finance.summaryRecord.path,
          `${wallet}PaymentLogManage`,
        ]),
        list('SummaryDetail', 'PaymentLog', T('货款流水'), [`${wallet}PaymentLogManage`], {
          hidden: true,
          listPage: 'SummaryRecord',
          entity: {
            name: 'PaymentLog',
            api: `${wallet}PaymentLog`,
            noun: T('货款流水', 'noun'),
          },
        }),
        custom('PaymentWithdrawal', 'PaymentWithdrawal', T('货款提现'), 'paymentWithdrawal', [
          API.finance.walletInfo.path,
          API.finance.withdrawalApply.path,
          `${bankcard}Options`,
        ]),
        list(
          'WithdrawalRecord',
          'WithdrawalRecord',
          T('提现记录'),
          [`${wallet}WithdrawalManage`, printPath(`${wallet}Withdrawal`)],
          {
            entity: {
              name: 'Withdrawal',
              api: `${wallet}Withdrawal`,
              noun: T('提现'),
            },
          },
        ),
        {
          ...list('BankcardManage', 'BankcardManage', T('银行卡管理'), [`${bankcard}Manage`], {
            entity: { name: 'Bankcard', api: bankcard, noun: bankcardNoun },
          }),
          // The actions hang under the list (/finance/PaymentWallet/BankcardManage/add, edit/:id, del/:id).
          children: hiddenActions({ name: 'Bankcard', api: bankcard, noun: bankcardNoun }),
        },
      ],
      { audience: 'union' },
    ),
    group('walletlog', 'WalletLog', T('钱包流水'), [
      list('rmb', 'WalletLogRmb', T('余额流水'), [`${walletLog}RmbLogManage`], {
        walletType: 'rmb',
        entity: {
          name: 'RmbLog',
          api: `${walletLog}RmbLog`,
          noun: T('余额流水', 'noun'),
        },
      }),
      list('score', 'WalletLogScore', T('积分流水'), [`${walletLog}ScoreLogManage`], {
        walletType: 'score',
        entity: {
          name: 'ScoreLog',
          api: `${walletLog}ScoreLog`,
          noun: T('积分流水', 'noun'),
        },
      }),
      list('recycle', 'WalletLogRecycle', T('回收金流水'), [`${walletLog}RecycleLogManage`], {
        walletType: 'recycle',
        entity: {
          name: 'RecycleLog',
          api: `${walletLog}RecycleLog`,
          noun: T('回收金流水', 'noun'),
        },
      }),
      // The reversal is a button of the top-ups list, so the list's entity holds it.
      {
        ...list('UserRecharge', 'UserRecharge', T('会员充值'), [`${walletLog}UserRechargeManage`], {
          entity: {
            name: 'UserRecharge',
            api: `${walletLog}UserRecharge`,
            noun: T('充值记录'),
          },
        }),
        children: [
          action('reverse/:id', 'UserRechargeReverse', T('冲正充值'), [`${walletLog}UserRechargeReverse`], {
            label: T('冲正'),
          }),
        ],
      },
      form(
        'UserRechargeAdd',
        'UserRechargeAdd',
        T('为会员充值'),
        [`${walletLog}UserRechargeInfo`, `${walletLog}UserRechargeSave`],
        { listPage: 'UserRecharge' },
      ),
    ]),
    group('paycash', 'PayCash', T('扫码买单'), [
      {
        ...list(
          'PayCashManage',
          'PayCashManage',
          T('买单记录'),
          [`${paycash}PayCashManage`, printPath(`${paycash}PayCash`)],
          {
            entity: { name: 'PayCash', api: `${paycash}PayCash`, noun: T('买单') },
          },
        ),
        children: [
          action('refund/:id', 'PayCashRefundApply', T('买单退款'), [`${paycash}PayCashRefund`], {
            label: T('退款'),
          }),
        ],
      },
      list(
        'PayCashRefundManage',
        'PayCashRefundManage',
        T('买单退款', 'payment-refunds'),
        [`${paycash}PayCashRefundManage`],
        {
          entity: {
            name: 'PayCashRefund',
            api: `${paycash}PayCashRefund`,
            noun: T('买单退款', 'noun'),
          },
        },
      ),
    ]),
  ],
  { icon: 'wallet' },
);
