import { accounts, demoSequence, members, type StoreDb, shops } from '@yanye/framework/server';
import { centsOfYuan } from '@yanye/protocol';
import { asc, eq } from 'drizzle-orm';
import { type PayChannel, recordPayCash, refundPayCash } from './paycash.service';

/**
 * Ninety days of face-to-face payments at each shop of a demo store (those from a member's balance are seeded
 * with the members' wallets): mostly WeChat and Alipay, some cash and cards, a few refunded in part or whole.
 */

const DAY = 86_400;
const HOUR = 3_600;
const TIME_ZONE = 'Asia/Shanghai';

const CHANNELS: readonly [PayChannel, number][] = [
  ['wechat', 0.5],
  ['alipay', 0.3],
  ['cash', 0.12],
  ['card', 0.08],
];

const REASONS = ['顾客退货', '重复扫码支付', '商品缺货，退还货款', '价格录入错误，退还差价'];

/** Seeds the store's in-store payments and refunds (none for a store without shops). */
export async function seedPayCash(db: StoreDb, now: number): Promise<void> {
  const rand = demoSequence(20_260_520 + db.supplierId);
  const shopIds = (await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map((s) => s.id);
  const cashiers = (await db.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id))).map(
    (a) => a.id,
  );
  const people = await db
    .select({ id: members.id, nick: members.nickName, phone: members.phone })
    .from(members)
    .where(eq(members.status, 1));
  if (shopIds.length === 0 || cashiers.length === 0) return;
  const channelOf = () => {
    let roll = rand();
    for (const [channel, weight] of CHANNELS) {
      roll -= weight;
      if (roll < 0) return channel;
    }
    return 'wechat';
  };

  const start = now - 90 * DAY;
  for (let day = 0; day < 90; day++) {
    for (const shopId of shopIds) {
      const n = Math.floor(rand() * 3);
      for (let k = 0; k < n; k++) {
        const at = start + day * DAY + Math.floor((9 + rand() * 11) * HOUR);
        if (at >= now) continue;
        const channel = channelOf();
        const member =
          channel !== 'cash' && people.length > 0 && rand() < 0.3
            ? people[Math.floor(rand() * people.length)]
            : undefined;
        const amount = centsOfYuan(5 + Math.floor(rand() * 295)) + Math.floor(rand() * 10) * 10;
        const who = {
          accountId: cashiers[Math.floor(rand() * cashiers.length)]!,
          now: at,
          timeZone: TIME_ZONE,
        };
        const paid = await recordPayCash(
          db,
          {
            amount,
            channel,
            memberId: member?.id ?? null,
            payerName: member?.nick ?? (channel === 'cash' ? '' : '散客'),
            payerPhone: member?.phone ?? '',
            shopId,
            tradeNo:
              channel === 'cash'
                ? ''
                : `${channel === 'alipay' ? '2026' : '4200'}${String(at).padStart(12, '0')}${k}`,
          },
          who,
        );
        const roll = rand();
        if (roll < 0.06) {
          const part = roll < 0.03 ? amount : Math.floor(amount / 2);
          const later = Math.min(at + Math.floor((1 + rand() * 30) * HOUR), now - 60);
          await refundPayCash(db, paid.id, part, REASONS[Math.floor(rand() * REASONS.length)]!, {
            ...who,
            now: later,
          });
        }
      }
    }
  }
}
