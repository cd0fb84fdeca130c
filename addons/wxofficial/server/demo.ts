import { type AddonDemoContext, addonSettings, type StoreDb } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { DEMO_MENU } from '../demo-menu';
import { oneLine, renderTemplate } from '../template-fields';
import { DEMO_APPID, DEMO_ORIGINAL_ID, DEMO_TAGS, demoFollowers, demoTemplates } from './demo-data';
import { templateValues } from './sync';
import { wxFans, wxMenus, wxMessages, wxTags, wxTemplates, wxWelcome } from './tables';

const DAY = 86_400;

const WELCOME =
  '感谢关注鑫盐商贸！我们经营食用盐、工业盐与融雪盐，服务郑州及周边。\n回复“盐价”查看今日报价，回复“配送”了解送货安排，点击菜单“在线订货”即可下单。';

/** The fields of the shipping notice the demo store sent a follower (template `订单发货通知`). */
export const DEMO_SHIPMENT = {
  character_string1: 'XY202603150012',
  thing2: '精制碘盐 400g×50袋',
  thing3: '中通快递',
  character_string4: '78561234509876',
  time5: '2026-03-15 14:30',
};

/**
 * The demo store's official account: its AppID and original ID (the AppSecret and token are the operator's to
 * type: they are sealed with this server's key), the menu published, a welcome reply, the account's templates,
 * tags and followers as a sync would have copied them, and a fortnight of messages.
 */
export async function seedWxofficial(db: StoreDb, { now }: AddonDemoContext): Promise<void> {
  await db
    .update(addonSettings)
    .set({ values: { endpoint: '', timeout_seconds: 5, appid: DEMO_APPID, original_id: DEMO_ORIGINAL_ID } })
    .where(eq(addonSettings.key, 'wxofficial'));
  const synced = now - DAY;
  await db.insert(wxMenus).values({
    draft: DEMO_MENU,
    draftUpdatedAt: now - 40 * DAY,
    published: DEMO_MENU,
    publishedAt: now - 40 * DAY,
  });
  await db.insert(wxWelcome).values({
    enabled: 1,
    type: 'text',
    content: WELCOME,
    updatedAt: now - 40 * DAY,
  });
  const templates = demoTemplates(DEMO_APPID);
  await db
    .insert(wxTemplates)
    .values(
      templates.map((t) => ({ templateId: t.template_id, ...templateValues(t, synced), scene: t.scene })),
    );
  const followers = demoFollowers(DEMO_APPID, now);
  await db.insert(wxTags).values(
    DEMO_TAGS.map((t) => ({
      tagId: t.id,
      name: t.name,
      count: followers.filter((f) => f.subscribe === 1 && f.tagid_list.includes(t.id)).length,
      syncedAt: synced,
    })),
  );
  await db.insert(wxFans).values(
    followers.map((f) => ({
      openid: f.openid,
      unionid: f.unionid,
      remark: f.remark,
      subscribe: f.subscribe,
      subscribeTime: f.subscribe_time,
      unsubscribeTime: f.subscribe === 1 ? 0 : f.subscribe_time + 45 * DAY,
      scene: f.subscribe_scene,
      language: f.language,
      tagIds: f.subscribe === 1 ? f.tagid_list : [],
      syncedAt: synced,
    })),
  );
  await db.insert(wxMessages).values(demoMessages(followers, templates[0]!, now));
}

function demoMessages(
  followers: ReturnType<typeof demoFollowers>,
  shipped: ReturnType<typeof demoTemplates>[number],
  now: number,
) {
  const following = followers.filter((f) => f.subscribe === 1);
  const fan = (i: number) => following[i % following.length]!.openid;
  let n = 0;
  const text = (i: number, content: string, ago: number, matched = '', reply = '') => ({
    direction: 'in' as const,
    msgKey: `in:24${String(7_310_000_000_000_000 + ++n * 7_919)}`,
    msgId: `24${String(7_310_000_000_000_000 + n * 7_919)}`,
    openid: fan(i),
    msgType: 'text',
    content,
    state: matched ? ('replied' as const) : ('received' as const),
    matched,
    reply,
    sentAt: now - ago,
  });
  const event = (i: number, name: string, key: string, ago: number, matched = '', reply = '') => ({
    direction: 'in' as const,
    msgKey: `in:${fan(i)}:${now - ago}`,
    openid: fan(i),
    msgType: 'event',
    event: name,
    eventKey: key,
    state: matched ? ('replied' as const) : ('received' as const),
    matched,
    reply,
    sentAt: now - ago,
  });
  // The newest followers' follow events, answered with the welcome reply.
  const welcomed = (f: (typeof following)[number]) => ({
    direction: 'in' as const,
    msgKey: `in:${f.openid}:${f.subscribe_time}`,
    openid: f.openid,
    msgType: 'event',
    event: 'subscribe',
    eventKey: f.subscribe_scene === 'ADD_SCENE_QR_CODE' ? 'qrscene_1001' : '',
    state: 'replied' as const,
    matched: 'welcome',
    reply: WELCOME,
    sentAt: f.subscribe_time,
  });
  const price =
    '今日报价：精制碘盐 400g×50袋 260 元/件，加碘低钠盐 350g×40袋 238 元/件，融雪盐 25kg 45 元/袋。整车另议，详询 0371-6588 2210。';
  const delivery = '郑州市区满 20 件免费送货上门，当天 16:00 前下单次日送达；郊县每周二、五集中配送。';
  return [
    welcomed(following.at(-1)!),
    welcomed(following.at(-2)!),
    text(0, '盐价', 14 * DAY + 3_400, '盐价', price),
    text(1, '你好，融雪盐现在有货吗？要 200 袋', 11 * DAY + 7_200),
    event(2, 'CLICK', '配送', 9 * DAY + 600, '配送', delivery),
    text(3, '请问明天能送到中原区吗', 8 * DAY + 5_000, '配送', delivery),
    event(
      4,
      'CLICK',
      'CONTACT_US',
      6 * DAY + 1_200,
      'CONTACT_US',
      '客服电话 0371-6588 2210（工作日 8:00–18:00），也可直接在公众号留言，我们会尽快回复。',
    ),
    text(5, '低钠盐什么价', 4 * DAY + 2_000),
    {
      direction: 'out' as const,
      msgKey: 'tpl:2913004417',
      msgId: '2913004417',
      openid: fan(6),
      msgType: 'template',
      templateId: shipped.template_id,
      content: oneLine(shipped.title, renderTemplate(shipped.content, DEMO_SHIPMENT)),
      state: 'delivered' as const,
      sentAt: now - 3 * DAY,
    },
    event(7, 'VIEW', 'https://xinyan.yanye.example/goods', 2 * DAY + 900),
    text(8, '今天盐价多少', DAY + 4_000, '盐价', price),
    text(
      10,
      '发票怎么开',
      5 * 3_600,
      '发票',
      '开具增值税专用发票请在订单备注中留下公司名称、税号及邮寄地址，财务将在 3 个工作日内寄出。',
    ),
  ];
}
