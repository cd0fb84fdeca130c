// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.

import { type AddonDemoContext, addonSettings, type StoreDb } from '@yanye/addon-kit/server';
import { eq, sql } from 'drizzle-orm';
import { render, variablesOf } from './send';
import { partsOf } from './service';
import { smsRecords, smsTemplates } from './tables';

const DAY = 86_400;

/** The templates a salt trader keeps at its provider, in each state a review leaves. */
const TEMPLATES = [
  {
    name: '登录验证码',
    code: 'SMS_465320001',
    kind: 'code',
    content: '您的登录验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。',
    remark: '后台账号短信登录',
    reviewState: 'approved',
    age: 120,
  },
  {
    name: '订单发货通知',
    code: 'SMS_465320002',
    kind: 'notice',
    content: '您订购的${goods}已发货，${express}运单号${waybill}，请注意查收。',
    remark: '客户订单发货后通知收货人',
    reviewState: 'approved',
    age: 110,
  },
  {
    // Filled by the recall notice of the inventory's 召回联系 (its values: lot, material, customer, reason, store).
    name: '批次召回通知',
    code: 'SMS_465320023',
    kind: 'notice',
    content:
      '尊敬的${customer}：您购买的${material}（批号${lot}）因${reason}召回，请停止销售和使用，${store}将与您联系退换。',
    remark: '批次召回时通知购买过该批次的客户',
    reviewState: 'approved',
    age: 30,
  },
  {
    name: '到店提货提醒',
    code: 'SMS_465320017',
    kind: 'notice',
    content: '尊敬的客户，您在${shop}的订单${order}已备货完成，请于${date}前到店提货。',
    remark: '自提订单备货完成后提醒客户',
    reviewState: 'pending',
    age: 1,
  },
  {
    name: '春季促销',
    code: 'SMS_465320009',
    kind: 'promo',
    content: '鑫盐春季特惠：精制食用盐整箱9折，加碘海盐买十送一，活动至${date}。',
    remark: '老客户促销',
    reviewState: 'rejected',
    reviewNote: '推广短信须在内容末尾注明“拒收请回复R”',
    age: 20,
  },
  {
    name: '月度对账提醒',
    code: '',
    kind: 'notice',
    content: '${customer}您好，您${month}的货款对账单已生成，应付${amount}元，请登录系统核对。',
    remark: '',
    reviewState: 'draft',
    age: 2,
  },
] as const;

/** Messages of the last days: tests, sign-in codes (kept masked), one the carrier could not deliver. */
const RECORDS = [
  {
    t: 1,
    phone: '13800010001',
    vars: { goods: '精制食用盐50kg', express: '顺丰速运', waybill: 'SF1423587796013' },
    purpose: 'test',
    state: 'delivered',
    ago: 9.2,
  },
  {
    t: 0,
    phone: '13800010001',
    vars: { code: '******', minutes: '5' },
    purpose: 'login',
    state: 'delivered',
    ago: 6.1,
  },
  {
    t: 0,
    phone: '13900010009',
    vars: { code: '******', minutes: '5' },
    purpose: 'login',
    state: 'delivered',
    ago: 5.4,
  },
  {
    t: 1,
    phone: '13912345678',
    vars: { goods: '加碘海盐25kg×20', express: '中通快递', waybill: '78341290056612' },
    purpose: 'test',
    state: 'failed',
    ago: 4.8,
    error: 'MK:0001 用户关机或不在服务区',
  },
  {
    t: 0,
    phone: '13800010001',
    vars: { code: '******', minutes: '5' },
    purpose: 'login',
    state: 'delivered',
    ago: 3.3,
  },
  {
    t: 1,
    phone: '13600021234',
    vars: { goods: '低钠盐500g×40', express: '京东物流', waybill: 'JDVA20816653271' },
    purpose: 'test',
    state: 'delivered',
    ago: 2.5,
  },
  {
    t: 0,
    phone: '13900010009',
    vars: { code: '******', minutes: '5' },
    purpose: 'login',
    state: 'sent',
    ago: 0.4,
  },
] as const;

/**
 * The SMS add-on of 鑫盐商贸: its provider's AccessKey ID and signature (the secret is the operator's to type:
 * until then nothing is sent and sign-in codes stay with the platform), six templates and a week of messages.
 */
export async function seedSms(db: StoreDb, { now, adminId }: AddonDemoContext): Promise<void> {
  await db
    .update(addonSettings)
    .set({
      values: sql`${addonSettings.values} || ${JSON.stringify({
        access_key_id: 'LTAI5tXyS8aLtDemo2Kq',
        sign_name: '鑫盐商贸',
        login_template: 'SMS_465320001',
        unit_price: 5,
      })}::jsonb`,
    })
    .where(eq(addonSettings.key, 'sms'));
  const ids: number[] = [];
  for (const t of TEMPLATES) {
    const [row] = await db
      .insert(smsTemplates)
      .values({
        name: t.name,
        code: t.code,
        kind: t.kind,
        signName: '鑫盐商贸',
        content: t.content,
        variables: variablesOf(t.content),
        remark: t.remark,
        reviewState: t.reviewState,
        reviewNote: 'reviewNote' in t ? t.reviewNote : '',
        reviewOrder: t.code ? `1029${t.code.slice(-6)}` : '',
        submittedAt: t.code ? now - t.age * DAY : 0,
        reviewedAt:
          t.reviewState === 'approved' || t.reviewState === 'rejected' ? now - (t.age - 1) * DAY : 0,
        createdAt: now - (t.age + 1) * DAY,
        updatedAt: now - t.age * DAY,
      })
      .returning({ id: smsTemplates.id });
    ids.push(row!.id);
  }
  let n = 0;
  for (const r of RECORDS) {
    const t = TEMPLATES[r.t];
    const at = Math.round(now - r.ago * DAY);
    const parts = partsOf(render('鑫盐商贸', t.content, r.vars));
    await db.insert(smsRecords).values({
      phone: r.phone,
      templateId: ids[r.t]!,
      templateCode: t.code,
      signName: '鑫盐商贸',
      content: render('鑫盐商贸', t.content, r.vars),
      variables: { ...r.vars },
      purpose: r.purpose,
      state: r.state,
      bizId: `9052137740${String(++n * 7_919_311).padStart(8, '0')}^0`,
      parts,
      cost: parts * 5,
      error: 'error' in r ? r.error : '',
      accountId: r.purpose === 'test' ? adminId : null,
      sentAt: at,
      reportedAt: r.state === 'sent' ? 0 : at + 6,
      createdAt: at,
    });
  }
}
