// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.

import { rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  callLog,
  DB_KINDS,
  listening,
  receiverMode,
  saveSetup,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import type { TableMeta } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedCustomer,
  CONTACTS,
  type Contact,
  LONG_REASON,
  REASON,
  RECALL_CODE,
  receivedSms,
  SEND,
  type SmsRow,
} from './jxc-recall-notice.support';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

// A recall's customers told by text message through the SMS add-on (docs/inventory.md, "Lots, expiry and
// recalls"; the add-on's `noticeSender`, docs/add-ons.md), through the API: the salt store has the add-on.

describe.each(DB_KINDS)('recall notices by SMS on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let books: Books;
  let recallTemplate: number;
  let buyers: { id: number; name: string; phone: string }[];
  let lotA: number;
  let lotB: number;

  const received = () => receivedSms(t);

  const smsRecords = () =>
    books.query<SmsRow>(
      sql`select phone, purpose, state, content, template_code, account_id::int as account_id
            from sms_records order by id desc`,
    );

  const contactsOf = (lotNo: string) =>
    data<Contact[]>(admin.get(`${CONTACTS}Manage`, { lot_no: lotNo, limit: 50 }));

  const customer = (name: string, phone: string) => approvedCustomer(admin, name, phone);

  beforeAll(async () => {
    t = await startApp(kind);
    await listening(t);
    admin = await signedIn(t, 'salt_admin');
    books = new Books(t, admin);
    const kg = await kilogram(admin);
    const operator = (
      await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`))
    )[0]!.value;
    const house = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}warehouse/WarehouseSave`, {
          code: 'NOTICE',
          name: '召回短信仓',
          operator_ids: [operator],
        }),
      )
    ).id;
    buyers = [
      await customer('召回短信客户甲', '13700010001'),
      await customer('召回短信客户乙', '13700010002'),
      await customer('召回短信客户丙', ''),
    ];
    const material = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: 'SN1',
          name: '召回短信盐',
          unit_id: kg,
          lot_tracked: 1,
        }),
      )
    ).id;
    const receipt = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: house,
        business_type: 'other',
        lines: ['SN-A', 'SN-B'].map((lot_no) => ({
          material_id: material,
          unit_id: kg,
          qty: 50,
          price: 300,
          lot_no,
          produced_at: dayFromToday(-10),
          expires_at: dayFromToday(300),
        })),
      }),
    );
    await data(admin.post(docCall('inbound', 'Audit'), { id: receipt.id }));
    lotA = await books.lotId(material, 'SN-A');
    lotB = await books.lotId(material, 'SN-B');
    const sell = async (customerId: number, lot: number) => {
      const { id } = await data<{ id: number }>(
        admin.post(docCall('outbound', 'Save'), {
          warehouse_id: house,
          business_type: 'sale',
          operator_id: operator,
          customer_id: customerId,
          lines: [{ material_id: material, unit_id: kg, qty: 2, price: 400, lot_id: lot }],
        }),
      );
      await data(admin.post(docCall('outbound', 'Audit'), { id }));
    };
    for (const b of buyers) await sell(b.id, lotA);
    await sell(buyers[0]!.id, lotB);
    await data(admin.post(`${JXC_API}lot/LotRecall`, { id: lotA, reason: REASON }));
    await data(admin.post(`${JXC_API}lot/LotRecall`, { id: lotB, reason: LONG_REASON }));
  });
  afterAll(() => t?.close());

  it('offers the approved notice templates and names the setting a send lacks, sending nothing', async () => {
    const meta = await data<TableMeta>(admin.get(`${CONTACTS}Manage`, { _meta: 1 }));
    const action = meta.actions.find((a) => a.name === 'SendNotice');
    expect(action).toMatchObject({ batch: true, title: '短信通知', summary: '发送召回短信' });
    const options = action!.fields!.find((f) => f.name === 'template_id')!.options!;
    // Approved notices only: not the sign-in code, the pending or the rejected ones, nor the draft.
    expect(options.map((o) => o.label).sort()).toEqual(['批次召回通知', '订单发货通知'].sort());
    recallTemplate = Number(options.find((o) => o.label === '批次召回通知')!.value);

    // The demo keeps the AccessKey secret for the merchant to type.
    const ids = (await contactsOf('SN-A')).map((c) => c.id);
    const r = await admin.post(SEND, { ids, template_id: recallTemplate });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请先在「短信服务」的设置中填写「AccessKey Secret」');
    expect(await received()).toEqual([]);
    expect(await smsRecords()).toHaveLength(7);
  });

  it('texts each contact with a mobile through the add-on, records it, and marks them reached', async () => {
    // The demo's setup with its secret typed in, as the merchant fills the form.
    await saveSetup(admin, 'sms', {
      access_key_id: 'LTAI5tXyS8aLtDemo2Kq',
      access_key_secret: 'sk9Vq2LmX7pR4tWz8Yc1Nd6Hf3Jb',
      sign_name: '鑫盐商贸',
      login_template: 'SMS_465320001',
      unit_price: 5,
      timeout_seconds: 5,
    });
    const contacts = await contactsOf('SN-A');
    expect(contacts.map((c) => c.name)).toEqual(buyers.map((b) => b.name));
    const r = await admin.post<{ ids: number[] }>(SEND, {
      ids: contacts.map((c) => c.id),
      template_id: recallTemplate,
    });
    expect(r.status, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('已向 2 位客户发送召回短信；没有手机号，未发送：召回短信客户丙');

    const text = (name: string) =>
      `【鑫盐商贸】尊敬的${name}：您购买的召回短信盐（批号SN-A）因${REASON}召回，请停止销售和使用，鑫盐商贸将与您联系退换。`;
    const [logged] = await books.query<{ account_id: number }>(
      sql`select account_id::int as account_id from operator_logs where api like '%/RecallContactSendNotice'`,
    );
    const [second, first] = await smsRecords();
    expect([first, second]).toEqual(
      buyers.slice(0, 2).map((b) => ({
        phone: b.phone,
        purpose: 'notice',
        state: 'sent',
        content: text(b.name),
        template_code: RECALL_CODE,
        account_id: logged!.account_id,
      })),
    );
    const sent = await received();
    expect(sent.map((q) => q.PhoneNumbers).sort()).toEqual(['13700010001', '13700010002']);
    expect(JSON.parse(sent.find((q) => q.PhoneNumbers === '13700010001')!.TemplateParam!)).toEqual({
      customer: '召回短信客户甲',
      material: '召回短信盐',
      lot: 'SN-A',
      reason: REASON,
      store: '鑫盐商贸',
    });
    expect((await callLog(admin, 'sms')).slice(0, 2).map((c) => [c.op, c.outcome])).toEqual([
      ['send_notice', 'ok'],
      ['send_notice', 'ok'],
    ]);

    const after = await contactsOf('SN-A');
    expect(after.map((c) => [c.name, c.contacted, c.channel, c.note])).toEqual([
      ['召回短信客户甲', 1, 'sms', '已发短信（模板“批次召回通知”）'],
      ['召回短信客户乙', 1, 'sms', '已发短信（模板“批次召回通知”）'],
      ['召回短信客户丙', 0, null, ''],
    ]);
    expect(after[0]!.contacted_by_name).toBeTruthy();
    expect(after[0]!.contacted_at).toBe(t.clock.now);

    // Those reached are not texted again unless asked to be.
    const again = await admin.post(SEND, { ids: contacts.map((c) => c.id), template_id: recallTemplate });
    expect(again.body.msg).toBe(
      '已向 0 位客户发送召回短信；没有手机号，未发送：召回短信客户丙；已联系过，未再发送（如需再发请打开“再次发送”）：召回短信客户甲、召回短信客户乙',
    );
    expect(await received()).toHaveLength(2);
    const resent = await admin.post(SEND, { ids: [contacts[0]!.id], template_id: recallTemplate, again: 1 });
    expect(resent.body.msg).toBe('已向 1 位客户发送召回短信');
    expect(await received()).toHaveLength(3);
  });

  it('leaves a contact the provider failed unreached, says why, and sends it once it can', async () => {
    const [contact] = await contactsOf('SN-B');
    await receiverMode(t, 'sms', 'fail');
    try {
      const r = await admin.post(SEND, { ids: [contact!.id], template_id: recallTemplate });
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe('已向 0 位客户发送召回短信；发送失败：召回短信客户甲（对方出错（HTTP 503））');
    } finally {
      await receiverMode(t, 'sms', 'success');
    }
    const [failed] = await contactsOf('SN-B');
    expect(failed).toMatchObject({
      contacted: 0,
      channel: 'sms',
      note: '短信发送失败：对方出错（HTTP 503）',
    });
    expect((await smsRecords())[0]).toMatchObject({ purpose: 'notice', state: 'failed' });

    const retried = await admin.post(
      SEND,
      { ids: [contact!.id], template_id: recallTemplate },
      { lang: 'en' },
    );
    expect(retried.body.msg).toBe('Recall text sent to 1 customer');
    expect((await contactsOf('SN-B'))[0]).toMatchObject({ contacted: 1, channel: 'sms' });
    // A reason longer than the provider takes goes cut, not refused.
    const [query] = await received();
    expect(JSON.parse(query!.TemplateParam!).reason).toBe(`${[...LONG_REASON].slice(0, 34).join('')}…`);
  });

  it("refuses another store's template, one that is not approved and one it cannot fill, sending nothing", async () => {
    const grain = await signedIn(t, 'grain_admin');
    await data(grain.post('/v1/addons/install', { key: 'sms' }));
    const grainStore = Number(grain.suid);
    const [theirs] = await withStore(t.database.db, grainStore, (db) =>
      rawRows<{ id: string }>(
        db.tx,
        sql`insert into sms_templates (supplier_id, name, code, kind, sign_name, content, variables, review_state)
            values (${grainStore}, '丰谷召回', 'SMS_465329999', 'notice', '丰谷粮油', '批号\${lot}召回',
                    '["lot"]'::jsonb, 'approved') returning id::text`,
      ),
    );
    const ids = (await contactsOf('SN-A')).map((c) => c.id);
    const sentBefore = (await received()).length;
    const recordsBefore = (await smsRecords()).length;
    const pending = (
      await books.query<{ id: string }>(sql`select id::text from sms_templates where code = 'SMS_465320017'`)
    )[0]!.id;
    for (const template_id of [Number(theirs!.id), Number(pending), 99_999_999]) {
      const r = await admin.post(SEND, { ids, template_id, again: 1 });
      expect(r.status, String(template_id)).toBe(400);
      expect(r.body.msg).toBe('短信模板须从可选项中选择');
    }
    const shipping = (
      await books.query<{ id: string }>(sql`select id::text from sms_templates where code = 'SMS_465320002'`)
    )[0]!.id;
    const unfit = await admin.post(SEND, { ids, template_id: Number(shipping), again: 1 });
    expect(unfit.status).toBe(400);
    expect(unfit.body.msg).toBe(
      '模板“订单发货通知”含有召回短信填不了的变量 goods, express, waybill，可用的变量：${lot} 批号、${material} 物料、${customer} 客户、${reason} 召回原因、${store} 店铺名称',
    );
    const missing = await admin.post(SEND, { ids: [...ids, 99_999_999], template_id: recallTemplate });
    expect(missing.status).toBe(404);
    expect((await received()).length).toBe(sentBefore);
    expect((await smsRecords()).length).toBe(recordsBefore);
  });

  it('neither offers nor sends it where the store has no add-on that sends notices', async () => {
    const ids = (await contactsOf('SN-A')).map((c) => c.id);
    const sentBefore = (await received()).length;
    await data(admin.post('/v1/addons/uninstall', { key: 'sms' }));
    try {
      const meta = await data<TableMeta>(admin.get(`${CONTACTS}Manage`, { _meta: 1 }));
      expect(meta.actions.map((a) => a.name)).not.toContain('SendNotice');
      expect(meta.actions.map((a) => a.name)).toContain('Contacted');
      const r = await admin.post(SEND, { ids, template_id: recallTemplate, again: 1 });
      expect(r.status).toBe(409);
      expect(r.body.msg).toBe('发送短信通知要先安装插件“短信服务”');
      const en = await admin.post(SEND, { ids, template_id: recallTemplate, again: 1 }, { lang: 'en' });
      expect(en.body.msg).toBe('Install the add-on “SMS” to send text notices');
    } finally {
      await data(admin.post('/v1/addons/install', { key: 'sms' }));
    }
    expect((await received()).length).toBe(sentBefore);
  });
});
