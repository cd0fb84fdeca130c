import { accounts, demoSequence, members, type StoreDb, walletLogs } from '@yanye/framework/server';
import { asc, eq, max } from 'drizzle-orm';
import { loadCategories } from './category.resource';
import { createOrder, type OrderBody, quotedTotalOf, type StepWho, takeStep } from './order.service';
import { loadSheet } from './quote.service';
import { recyclePoints, recycleStaff, recycleStaffPoints } from './tables';

const DAY = 86_400;
const HOUR = 3_600;

type Final =
  | 'submitted'
  | 'assigned'
  | 'collected'
  | 'inspected'
  | 'confirmed'
  | 'paid'
  | 'cancelled'
  | 'returned';

/** The orders' ends, oldest first: most old ones paid, the latest still under way. */
const FINALS: readonly Final[] = [
  'paid',
  'paid',
  'cancelled',
  'paid',
  'paid',
  'returned',
  'paid',
  'paid',
  'paid',
  'cancelled',
  'paid',
  'paid',
  'paid',
  'returned',
  'paid',
  'paid',
  'cancelled',
  'paid',
  'paid',
  'paid',
  'confirmed',
  'inspected',
  'assigned',
  'collected',
  'confirmed',
  'inspected',
  'collected',
  'assigned',
  'submitted',
  'submitted',
];

/** What members said when they called off an order, and why goods went back. */
const CANCELS = ['会员临时有事，改天再约', '会员已自行处理旧物', '重复下单，取消此单'];
const RETURNS = ['会员不接受质检价，要求退回', '检测后价格低于预期，会员取回物品'];
/** Which makers' goods come in under each category (the store's brands are shared by all its categories). */
const BRANDS: Readonly<Record<string, readonly string[]>> = {
  冰箱: ['海尔', '美的', '西门子', '海信'],
  洗衣机: ['海尔', '美的', '西门子', '小天鹅'],
  空调: ['格力', '美的', '海尔', '海信'],
  电视机: ['海信', '海尔'],
  包装机: ['永创智能', '中亚'],
  粮食烘干机: ['三久', '金子'],
  输送机: ['中联重科', '正昌'],
};
const STREETS = [
  '建设路 12 号院 3 号楼 2 单元 501',
  '人民路 88 号',
  '解放大道 156 号 7 栋',
  '文化路 23 号附 4 号',
];

/**
 * About thirty recycling orders of a demo store over the last 90 days (an early one is left out when no member
 * had joined yet to place it), made and moved through the very functions the
 * console's calls use (the Save's checks and quote, each step with its history row, the payout on the ledger),
 * in the order they happened, ending in every state. A member's order comes after their last recycling-wallet
 * row, so each wallet's rows stay in time order.
 */
export async function seedRecycleOrders(
  db: StoreDb,
  now: number,
  pictures: Readonly<Record<string, string>>,
): Promise<void> {
  const rand = demoSequence(20_260_516 + db.supplierId);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.isMain, true));
  const people = await db
    .select({ id: members.id, name: members.nickName, phone: members.phone, at: members.createdAt })
    .from(members)
    .where(eq(members.status, 1))
    .orderBy(asc(members.id));
  const lastRecycle = new Map(
    (
      await db
        .select({ member: walletLogs.memberId, at: max(walletLogs.createdAt) })
        .from(walletLogs)
        .where(eq(walletLogs.kind, 'recycle'))
        .groupBy(walletLogs.memberId)
    ).map((r) => [Number(r.member), Number(r.at)]),
  );
  const points = await db
    .select({ id: recyclePoints.id, region: recyclePoints.region })
    .from(recyclePoints)
    .where(eq(recyclePoints.status, 1))
    .orderBy(asc(recyclePoints.id));
  const crew = await db
    .select({ id: recycleStaff.id, point: recycleStaffPoints.pointId })
    .from(recycleStaff)
    .innerJoin(recycleStaffPoints, eq(recycleStaffPoints.staffId, recycleStaff.id))
    .where(eq(recycleStaff.status, 1));
  const tree = await loadCategories(db);
  const leaves = tree.ordered().filter((c) => tree.enabled(c.id) && tree.isLeaf(c.id) && c.basePrice > 0);
  if (!admin || people.length === 0 || points.length === 0 || crew.length === 0 || leaves.length === 0)
    return;

  const span = 86 * DAY;
  for (const [k, final] of FINALS.entries()) {
    const at = now - 88 * DAY + Math.floor((k * span) / FINALS.length) + Math.floor((8 + rand() * 9) * HOUR);
    const free = people.filter((m) => m.at < at - DAY && (lastRecycle.get(m.id) ?? 0) < at);
    if (free.length === 0) continue;
    const member = pick(free);
    const point = pick(points);
    const home = rand() < 0.4;
    const items: OrderBody['items'][number][] = [];
    const taken = new Set<number>();
    for (let n = 1 + Math.floor(rand() * 2.2); n > 0; n--) {
      const category = pick(leaves);
      if (taken.has(category.id)) continue;
      taken.add(category.id);
      const { sheet } = await loadSheet(db, category.id);
      const answers = sheet.questions.flatMap((q) =>
        q.type === 'single' || q.required ? [pick(q.answers).id] : rand() < 0.4 ? [pick(q.answers).id] : [],
      );
      const makers = sheet.brands.filter((b) => BRANDS[category.name]?.includes(b.name));
      const brand = makers.length > 0 ? pick(makers).id : 0;
      const qty = category.unit === '台' ? 1 : 5 * (1 + Math.floor(rand() * 20));
      items.push({ category_id: category.id, brand_id: brand, answer_ids: answers, qty });
    }
    const body: OrderBody = {
      member_id: member.id,
      mode: home ? 'home' : 'point',
      ...(home
        ? {
            contact_name: member.name,
            contact_phone: member.phone,
            region: point.region,
            street: pick(STREETS),
          }
        : { point_id: point.id }),
      preferred_at: at + DAY + Math.floor(rand() * 6) * HOUR,
      remark: rand() < 0.3 ? '请提前电话联系' : '',
      items,
    };
    const who: StepWho = { accountId: admin.id, now: at };
    const id = await createOrder(db, body, who);
    lastRecycle.set(member.id, at + 6 * DAY);
    const step = (name: string, after: number, input: Record<string, unknown> = {}) =>
      takeStep(db, id, name, input, { ...who, now: at + after });
    if (final === 'submitted') continue;
    if (final === 'cancelled' && k % 2 === 0) {
      await step('Cancel', 3 * HOUR, { note: pick(CANCELS) });
      continue;
    }
    const serving = crew.filter((c) => home || Number(c.point) === point.id);
    const first = pick(serving.length > 0 ? serving : crew);
    await step('Assign', 2 * HOUR, { staff_id: first.id });
    if (k % 7 === 3 && serving.length > 1) {
      const other = serving.find((c) => c.id !== first.id);
      if (other) await step('Assign', 4 * HOUR, { staff_id: other.id });
    }
    if (final === 'assigned') continue;
    if (final === 'cancelled') {
      await step('Cancel', 8 * HOUR, { note: pick(CANCELS) });
      continue;
    }
    await step('Collect', DAY + 2 * HOUR, { note: home ? '已上门取货' : '会员已送达回收点' });
    if (final === 'collected') continue;
    const quoted = await quotedTotalOf(db, id);
    const inspected = Math.max(0, Math.round((quoted * (0.8 + rand() * 0.25)) / 100) * 100);
    await step('Inspect', DAY + 5 * HOUR, {
      inspected_total: inspected,
      photos: [pictures.cover ?? ''].filter(Boolean),
      note: inspected < quoted ? '有轻微磨损，按实际成色定价' : '成色与描述一致',
    });
    if (final === 'inspected') continue;
    if (final === 'returned') {
      await step('Return', 2 * DAY, { note: pick(RETURNS) });
      continue;
    }
    await step('Confirm', 2 * DAY, { note: '电话确认，会员同意质检价' });
    if (final === 'confirmed') continue;
    await step('Pay', 2 * DAY + 2 * HOUR);
  }
}
