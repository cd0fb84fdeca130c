import {
  Answer,
  accounts,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  entityOptions,
  field,
  input,
  joinTo,
  KEPT_AND_EXPORTED,
  members,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { sql } from 'drizzle-orm';
import { memberRecharges } from '../tables';
import {
  ledgerUnits,
  MOST_PER_BOOKING as MOST,
  prepareRecharge,
  RECHARGE_STATUS,
  type RechargeWallet,
  reverseRecharge,
} from './recharge.service';
import { MEMBER_WALLET_OPTIONS, WALLET_TITLES } from './titles';

/**
 * Member top-ups (/finance/walletlog/UserRecharge): the records, and the form that tops up or deducts (a negative
 * amount deducts). Save books the ledger in its own transaction; a record is never edited, only reversed.
 */

const MESSAGES = {
  noEdit: T('充值记录不能修改，请冲正后重新充值'),
  reversed: T('已冲正'),
};

const STATUS = [
  { value: RECHARGE_STATUS.booked, label: T('已到账') },
  { value: RECHARGE_STATUS.reversed, label: T('已冲正', 'label') },
];

const r = memberRecharges;
const isScore = sql`${r.wallet} = 'score'`;

export const userRechargeResource = defineResource({
  entity: 'UserRecharge',
  table: memberRecharges,
  joins: [joinTo(r.memberId), joinTo(r.accountId)],
  columns: [
    col.text(r.rechargeNo, WALLET_TITLES.docNo, { filter: 'text', width: 170 }),
    col.text(members.nickName, WALLET_TITLES.member, { as: 'member_name', filter: 'text', width: 140 }),
    col.text(members.phone, WALLET_TITLES.phone, { as: 'member_phone', filter: 'text', width: 130 }),
    field(r.memberId, WALLET_TITLES.member, 'select', {
      required: true,
      optionsApi: entityOptions('Member'),
    }),
    col.select(r.wallet, WALLET_TITLES.wallet, MEMBER_WALLET_OPTIONS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'rmb' },
    }),
    // Yuan for the balance, points for points: each row in its own unit.
    col.computed('hide', sql`case when ${isScore} then 0 else 2 end`, COMMON_TITLES.id, {
      as: 'decimals',
      visible: false,
      exportable: false,
    }),
    col.computed(
      'number',
      sql`case when ${isScore} then ${r.amount} else ${r.amount} / 100.0 end`,
      WALLET_TITLES.amount,
      {
        as: 'amount_shown',
        align: 'right',
        decimalKey: 'decimals',
        width: 110,
      },
    ),
    field(r.amount, WALLET_TITLES.amount, 'number', {
      required: true,
      decimals: 2,
      min: -MOST,
      max: MOST,
      tip: T('输入负数则扣除；余额以元计，积分为整数'),
    }),
    col.computed(
      'number',
      sql`case when ${isScore} then ${r.balanceAfter} else ${r.balanceAfter} / 100.0 end`,
      WALLET_TITLES.balanceAfter,
      { as: 'balance_shown', align: 'right', decimalKey: 'decimals', width: 120 },
    ),
    col.text(r.reason, WALLET_TITLES.reason, {
      width: 200,
      form: {
        type: 'textarea',
        max: 200,
        tip: T('扣除时必填'),
      },
    }),
    col.text(accounts.username, WALLET_TITLES.operator, { as: 'operator', width: 110 }),
    col.status(r.status, STATUS, { width: 90 }),
    col.datetime(r.createdAt, WALLET_TITLES.time, { sortable: true, filter: 'datetime' }),
    col.datetime(r.reversedAt, T('冲正时间'), { visible: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  async beforeSave(db, values, id, ctx) {
    if (id !== undefined) throw conflict(MESSAGES.noEdit);
    const wallet = (values.wallet ?? 'rmb') as RechargeWallet;
    return prepareRecharge(
      db,
      {
        memberId: Number(values.memberId),
        wallet,
        amount: ledgerUnits(wallet, Number(values.amount)),
        reason: values.reason ?? '',
      },
      ctx,
    );
  },
  actions: {
    Reverse: {
      when: { status: [RECHARGE_STATUS.booked] },
      confirm: true,
      fields: [input('reason', WALLET_TITLES.reason, 'textarea', { required: true, max: 200 })],
      async run({ db, deps, principal }, row, asked) {
        const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
        const done = await reverseRecharge(db, row.id, asked.reason, who);
        return new Answer({ id: row.id, balance_after: done.balanceAfter }, MESSAGES.reversed);
      },
    },
  },
  ...KEPT_AND_EXPORTED,
});
