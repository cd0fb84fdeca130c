import {
  accounts,
  book,
  demoSequence,
  members,
  type Posting,
  type StoreDb,
  shops,
} from '@yanye/framework/server';
import { centsOfYuan, formatMoney, yuanNumber } from '@yanye/protocol';
import { asc, eq } from 'drizzle-orm';
import { recordPayCash, refundPayCash } from '../paycash/paycash.service';
import { bookRecharge, reverseRecharge, type Who } from './recharge.service';

/**
 * Ninety days of the members' wallets of a demo store, booked through the same functions the console uses, in
 * the order they happened: top-ups at the counter (one a promotion with a gift, two reversed as mistakes),
 * mall orders paid from the balance that earn points, points spent, in-store payments from the balance (one in
 * ten refunded), recycling credit from recycling orders and its withdrawals. Every balance is what its rows
 * add up to, and none ever went below zero.
 */

const DAY = 86_400;
const HOUR = 3_600;
const TIME_ZONE = 'Asia/Shanghai';

interface Step {
  readonly at: number;
  run(db: StoreDb, who: Who): Promise<unknown>;
}

const TOP_UPS = [10_000, 20_000, 30_000, 50_000, 100_000];

function dateOf(at: number): string {
  return new Date((at + 8 * HOUR) * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Seeds the wallets of the store's members (none for a store without members). */
export async function seedMemberWallets(db: StoreDb, now: number): Promise<void> {
  const rand = demoSequence(20_260_415 + db.supplierId);
  const people = await db
    .select({ id: members.id, nick: members.nickName, phone: members.phone, at: members.createdAt })
    .from(members)
    .orderBy(asc(members.id));
  const shopIds = (await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map((s) => s.id);
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isMain, true));
  if (people.length === 0 || shopIds.length === 0 || !admin) return;

  const steps: Step[] = [];
  let docs = 0;
  const docNo = (prefix: string, at: number) => `${prefix}${dateOf(at)}${String(++docs).padStart(5, '0')}`;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

  for (const [i, m] of people.entries()) {
    if (rand() < 0.2) continue;
    const wallet = { rmb: 0, score: 0, recycle: 0 };
    let at = m.at + between(1, 20) * HOUR;
    const topUp = (amount: number, reason: string) => {
      wallet.rmb += amount;
      const when = at;
      steps.push({
        at: when,
        run: (db, who) => bookRecharge(db, { memberId: m.id, wallet: 'rmb', amount, reason }, who),
      });
    };
    const event = (postings: Posting[]) => {
      const when = at;
      steps.push({ at: when, run: (db, who) => book(db, postings, { ...who, accountId: null }) });
    };

    if (rand() < 0.7) {
      const amount = TOP_UPS[Math.floor(rand() * TOP_UPS.length)]!;
      const promo = amount === 30_000;
      topUp(amount, promo ? '充值活动：充300送30' : rand() < 0.5 ? '门店现金充值' : '微信转账充值');
      if (promo) topUp(3_000, '充值赠送');
    }
    // A top-up booked on the wrong member and reversed minutes later, as a cashier would.
    if (i % 17 === 3) {
      const when = at + 2 * HOUR;
      steps.push({
        at: when,
        run: async (db, who) => {
          const made = await bookRecharge(
            db,
            { memberId: m.id, wallet: 'rmb', amount: 50_000, reason: '门店充值' },
            who,
          );
          await reverseRecharge(db, made.id, '充错会员，已冲正', { ...who, now: who.now + 600 });
        },
      });
      at += 3 * HOUR;
    }

    for (at += between(1, 4) * DAY; at < now - 2 * HOUR; at += between(2, 9) * DAY + between(0, 10) * HOUR) {
      const roll = rand();
      const price = centsOfYuan(between(15, 160)) + between(0, 9) * 10;
      if (roll < 0.3) {
        const no = docNo('DD', at);
        const fromBalance = wallet.rmb >= price;
        // A point for each whole yuan paid.
        const points = Math.floor(yuanNumber(price) ?? 0);
        const postings: Posting[] = [
          {
            wallet: { kind: 'score', memberId: m.id },
            amount: points,
            event: 'score_earn',
            key: `score_earn:${no}`,
            doc: { type: 'order', no },
            note: '购物得积分',
          },
        ];
        if (fromBalance) {
          wallet.rmb -= price;
          postings.unshift({
            wallet: { kind: 'rmb', memberId: m.id },
            amount: -price,
            event: 'order_pay',
            key: `order_pay:${no}`,
            doc: { type: 'order', no },
          });
        }
        wallet.score += points;
        event(postings);
      } else if (roll < 0.42 && wallet.score >= 200) {
        const used = Math.floor(between(100, wallet.score) / 100) * 100;
        wallet.score -= used;
        const no = docNo('DD', at);
        event([
          {
            wallet: { kind: 'score', memberId: m.id },
            amount: -used,
            event: 'score_use',
            key: `score_use:${no}`,
            doc: { type: 'order', no },
            note: `积分抵扣 ${formatMoney(used)} 元`,
          },
        ]);
      } else if (roll < 0.62 && wallet.rmb >= price) {
        wallet.rmb -= price;
        const shopId = shopIds[Math.floor(rand() * shopIds.length)]!;
        const refund = rand() < 0.1 ? (rand() < 0.5 ? price : Math.floor(price / 2)) : 0;
        wallet.rmb += refund;
        steps.push({
          at,
          run: async (db, who) => {
            const paid = await recordPayCash(
              db,
              {
                amount: price,
                channel: 'balance',
                memberId: m.id,
                payerName: m.nick,
                payerPhone: m.phone,
                shopId,
                remark: '会员余额买单',
              },
              who,
            );
            if (refund > 0)
              await refundPayCash(
                db,
                paid.id,
                refund,
                refund === price ? '顾客取消消费' : '少收商品，退还差价',
                { ...who, now: who.now + 2 * HOUR },
              );
          },
        });
        at += 3 * HOUR;
      } else if (roll < 0.75) {
        const credit = between(30, 300) * 100;
        wallet.recycle += credit;
        const no = docNo('HS', at);
        event([
          {
            wallet: { kind: 'recycle', memberId: m.id },
            amount: credit,
            event: 'recycle_income',
            key: `recycle_income:${no}`,
            doc: { type: 'recycle_order', no },
            note: '旧家电回收入账',
          },
        ]);
      } else if (roll < 0.85 && wallet.recycle >= 5_000) {
        const out = wallet.recycle;
        wallet.recycle = 0;
        const no = docNo('TX', at);
        event([
          {
            wallet: { kind: 'recycle', memberId: m.id },
            amount: -out,
            event: 'recycle_withdraw',
            key: `recycle_withdraw:${no}`,
            doc: { type: 'recycle_withdraw', no },
            note: '提现到微信零钱',
          },
        ]);
      } else if (wallet.rmb < 5_000 && rand() < 0.6) {
        topUp(TOP_UPS[Math.floor(rand() * 3)]!, '门店现金充值');
      }
    }
    // A balance taken back by the counter: goods returned at the shop after a balance payment was settled in cash.
    if (i % 11 === 5 && wallet.rmb >= 20_000) {
      wallet.rmb -= 2_000;
      // After everything else of the member's, so no later step finds less than the sequence counted on.
      const when = now - 1_800 + i;
      steps.push({
        at: when,
        run: (db, who) =>
          bookRecharge(
            db,
            { memberId: m.id, wallet: 'rmb', amount: -2_000, reason: '线下退货，扣回多充余额' },
            who,
          ),
      });
    }
  }

  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run(db, { accountId: admin.id, now: step.at, timeZone: TIME_ZONE });
}
