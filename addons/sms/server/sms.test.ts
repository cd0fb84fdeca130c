// biome-ignore-all lint/suspicious/noTemplateCurlyInString: SMS templates write their variables as ${name}.

import { callLog, DB_KINDS, okData, push, receiverMode, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SIGNATURE, pushSignature } from './service';
import { devAction, KEY_ID, records, SECRET, sendsReceived, setUp } from './sms.support';

const API = '/v1/addons/sms/';

interface TemplateRow {
  id: number;
  code: string;
  review_state: string;
  variables_text: string;
  sign_name: string;
}

describe.each(DB_KINDS)('SMS add-on on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let salt: number;

  /** A template of the store, made through its form and approved through the provider's review. */
  async function approvedTemplate(name: string, content: string): Promise<TemplateRow> {
    const { id } = okData(
      await app.salt.post<{ id: number }>(`${API}SmsTemplateSave`, { name, kind: 'notice', content }),
    );
    const { code } = okData(await app.salt.post<{ code: string }>(`${API}SmsTemplateSubmit`, { id }));
    expect(await devAction(app.t, 'audit', { template_code: code, result: 'pass' })).toContain(
      'approved → 200',
    );
    return (await template(id))!;
  }

  async function template(id: number): Promise<TemplateRow | undefined> {
    const list = okData(await app.salt.get<TemplateRow[]>(`${API}SmsTemplateManage`, { limit: 100 }));
    return list.find((r) => r.id === id);
  }
  beforeAll(async () => {
    salt = Number(app.salt.suid);
    await setUp(app.salt);
  });

  it('derives the variables, submits for review, takes the provider’s verdict, and sends a test that is delivered', async () => {
    const { id } = okData(
      await app.salt.post<{ id: number }>(`${API}SmsTemplateSave`, {
        name: '发货通知（测试）',
        kind: 'notice',
        content: '${name}您好，您的订单${order}已由${express}发出，运单号${order}。',
        sign_name: '',
      }),
    );
    const drafted = await template(id);
    expect(drafted).toMatchObject({ review_state: 'draft', code: '', sign_name: '鑫盐商贸' });
    expect(drafted!.variables_text).toBe('name, order, express');

    const before = await app.salt.post(`${API}SmsTemplateTest`, { id, phone: '13800010001', variables: {} });
    expect(before.status).toBe(400);
    expect(before.body.msg).toBe('模板“发货通知（测试）”尚未审核通过，不能发送');

    const submitted = await app.salt.post<{ code: string; review_state: string }>(`${API}SmsTemplateSubmit`, {
      id,
    });
    const { code } = okData(submitted);
    expect(submitted.body.data).toMatchObject({
      review_state: 'pending',
      code: expect.stringMatching(/^SMS_\d+$/),
    });
    expect(submitted.body.msg).toContain(code);
    const again = await app.salt.post(`${API}SmsTemplateSubmit`, { id });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('模板“发货通知（测试）”审核中，不能提交审核');
    // What is under review stays as it was sent.
    const edit = await app.salt.post(`${API}SmsTemplateSave`, {
      id,
      name: '改名',
      kind: 'notice',
      content: '改内容',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('审核中或已通过的模板不能修改或删除');

    expect(await devAction(app.t, 'audit', { template_code: code, result: 'pass' })).toContain(
      'approved → 200',
    );
    expect(await template(id)).toMatchObject({ review_state: 'approved', code });

    const sent = await app.salt.post<{
      id: number;
      phone: string;
      state: string;
      biz_id: string;
      cost: number;
    }>(`${API}SmsTemplateTest`, {
      id,
      phone: '13800010001',
      variables: { name: '王经理', order: 'XS20260301001', express: '顺丰速运' },
    });
    const message = okData(sent);
    expect(sent.body.msg).toBe('测试短信已发送至 138****0001');
    expect(sent.body.data).toMatchObject({ phone: '138****0001', state: 'sent', cost: 5 });
    const [query] = await sendsReceived(app.t);
    expect(query).toMatchObject({
      PhoneNumbers: '13800010001',
      SignName: '鑫盐商贸',
      TemplateCode: code,
      OutId: String(message.id),
      AccessKeyId: KEY_ID,
      SignatureMethod: 'HMAC-SHA256',
    });
    expect(JSON.parse(query!.TemplateParam!)).toEqual({
      name: '王经理',
      order: 'XS20260301001',
      express: '顺丰速运',
    });

    expect(await devAction(app.t, 'report', { out_id: String(message.id), err_code: 'DELIVERED' })).toContain(
      '→ 200',
    );
    const list = okData(await app.salt.get<Record<string, unknown>[]>(`${API}SmsRecordManage`, { limit: 5 }));
    expect(list[0]).toMatchObject({
      id: message.id,
      phone: '138****0001',
      state: 'delivered',
      biz_id: message.biz_id,
      content: '【鑫盐商贸】王经理您好，您的订单XS20260301001已由顺丰速运发出，运单号XS20260301001。',
    });

    const detail = okData(
      await app.salt.get<{ tests: { id: number; state: string }[] }>(`${API}SmsTemplateDetail`, { id }),
    );
    expect(detail.tests[0]).toMatchObject({ id: message.id, state: 'delivered' });
    const log = await callLog(app.salt, 'sms');
    expect(log.slice(0, 2).map((r) => [r.op, r.outcome, r.attempt, r.local])).toEqual([
      ['send_test', 'ok', 1, 1],
      ['add_template', 'ok', 1, 1],
    ]);
  });

  it('refuses hostile input with a clear message, writing and calling nothing', async () => {
    const tpl = await approvedTemplate('提货提醒（测试）', '您的订单${order}已备货，请到${shop}提货。');
    const sentBefore = (await sendsReceived(app.t)).length;
    const recordsBefore = (await records(app.t, salt)).length;
    const cases: [Record<string, unknown>, string][] = [
      [
        { id: tpl.id, phone: '1380001000x', variables: { order: 'A1', shop: '门店' } },
        '手机号应为 1 开头的 11 位手机号码，如 13800138000',
      ],
      [{ id: tpl.id, phone: '13800010001', variables: { order: 'A1' } }, '请填写变量 shop 的值'],
      [
        { id: tpl.id, phone: '13800010001', variables: { order: 'A1', shop: 'B', code: '1' } },
        '模板中没有变量 code',
      ],
      [{ id: tpl.id, phone: '13800010001', variables: { order: 'x'.repeat(36), shop: 'B' } }, ''],
      [{ id: tpl.id, phone: '13800010001', variables: { 'a b': '1' } }, ''],
      [{ id: tpl.id, phone: '13800010001', variables: [1, 2] }, ''],
    ];
    for (const [body, msg] of cases) {
      const r = await app.salt.post(`${API}SmsTemplateTest`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.status).toBe(false);
      if (msg) expect(r.body.msg).toBe(msg);
      else expect(r.body.msg).not.toBe('');
    }
    expect(
      (await app.salt.post(`${API}SmsTemplateTest`, { id: 99_999_999, phone: '13800010001' })).status,
    ).toBe(404);
    expect((await app.salt.post(`${API}SmsTemplateSubmit`, { id: 'abc' })).status).toBe(400);
    expect((await sendsReceived(app.t)).length).toBe(sentBefore);
    expect((await records(app.t, salt)).length).toBe(recordsBefore);

    const bad: [Record<string, unknown>, string][] = [
      [
        { name: '签名', kind: 'notice', content: '【鑫盐商贸】您好' },
        '签名不要写在模板内容里（去掉“【】”），发送时由服务商加上',
      ],
      [{ name: '验证码2', kind: 'code', content: '您的验证码是${num}' }, '验证码模板须含变量 ${code}'],
      [
        { name: '坏变量', kind: 'notice', content: '您好${1abc}' },
        '模板内容中的变量写法为 ${name}，变量名以字母或下划线开头',
      ],
      [
        { name: '过多', kind: 'notice', content: Array.from({ length: 11 }, (_, i) => `\${v${i}}`).join('') },
        '一个模板最多 10 个变量',
      ],
      [{ name: '类型', kind: 'spam', content: '您好' }, ''],
    ];
    for (const [body, msg] of bad) {
      const r = await app.salt.post(`${API}SmsTemplateSave`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (msg) expect(r.body.msg).toBe(msg);
    }
  });

  it('names the setting a call lacks, and where it is filled in, before anything is sent', async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    okData(await grain.post('/v1/addons/install', { key: 'sms' }));
    const { id } = okData(
      await grain.post<{ id: number }>(`${API}SmsTemplateSave`, {
        name: '到货',
        kind: 'notice',
        content: '您好',
        sign_name: '丰谷粮油',
      }),
    );
    const sentBefore = (await sendsReceived(app.t)).length;
    const noKey = await grain.post(`${API}SmsTemplateSubmit`, { id });
    expect(noKey.status).toBe(400);
    expect(noKey.body.msg).toBe('请先在「短信服务」的设置中填写「AccessKey ID」');
    expect(noKey.body.data).toEqual({ fix_path: '/plugin/pluginSetup?key=sms' });
    // The key without its secret: the secret is what is missing, not the key.
    await setUp(grain, { access_key_secret: '' });
    const noSecret = await grain.post(`${API}SmsTemplateSubmit`, { id }, { lang: 'en' });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body.msg).toBe('Fill in “AccessKey Secret” in the settings of SMS first');
    expect((await sendsReceived(app.t)).length).toBe(sentBefore);
    okData(await grain.post('/v1/addons/uninstall', { key: 'sms' }));
  });

  it("says the provider's refusal (503, its words), keeps the record as failed, and sends a refusal once", async () => {
    const tpl = await approvedTemplate('退货通知（测试）', '您的退货单${order}已受理。');
    const r = await app.salt.post(`${API}SmsTemplateTest`, {
      id: tpl.id,
      phone: '12000000000',
      variables: { order: 'TH0001' },
    });
    expect(r.status).toBe(503);
    expect(r.body.msg).toBe('外部服务“短信服务”调用失败：对方拒绝：isv.MOBILE_NUMBER_ILLEGAL 非法手机号');
    const [failed] = await records(app.t, salt);
    expect(failed).toMatchObject({ phone: '12000000000', state: 'failed', bizId: '' });
    expect(failed!.error).toContain('isv.MOBILE_NUMBER_ILLEGAL');
    const [row] = await callLog(app.salt, 'sms');
    expect(row).toMatchObject({ op: 'send_test', outcome: 'refused', attempt: 1 });

    // A template the provider refuses to review stays as it was.
    const saved = okData(
      await app.salt.post<{ id: number }>(`${API}SmsTemplateSave`, {
        name: '带链接',
        kind: 'notice',
        content: '您的订单${order}已发货，详情见 https://t.cn/A6xYz9',
      }),
    );
    const refused = await app.salt.post(`${API}SmsTemplateSubmit`, { id: saved.id });
    expect(refused.status).toBe(503);
    expect(refused.body.msg).toBe(
      '外部服务“短信服务”调用失败：对方拒绝：isv.SMS_TEMPLATE_ILLEGAL 模板中含有未报备的链接',
    );
    expect(await template(saved.id)).toMatchObject({ review_state: 'draft', code: '' });
  });

  it('times out, retrying a send (deduped by its OutId) but never a submission', async () => {
    const tpl = await approvedTemplate('超时测试', '订单${order}已发货。');
    const draft = okData(
      await app.salt.post<{ id: number }>(`${API}SmsTemplateSave`, {
        name: '超时送审',
        kind: 'notice',
        content: '订单${order}已签收。',
      }),
    );
    await setUp(app.salt, { timeout_seconds: 1 });
    await receiverMode(app.t, 'sms', 'slow', 2500);
    try {
      const started = Date.now();
      const r = await app.salt.post(`${API}SmsTemplateTest`, {
        id: tpl.id,
        phone: '13800010001',
        variables: { order: 'A' },
      });
      expect(r.status).toBe(503);
      expect(r.body.msg).toBe('外部服务“短信服务”调用失败：1 秒内未应答');
      expect(Date.now() - started).toBeGreaterThan(2900);
      const tries = (await callLog(app.salt, 'sms')).slice(0, 3);
      expect(tries.map((x) => [x.op, x.outcome, x.attempt])).toEqual([
        ['send_test', 'timeout', 3],
        ['send_test', 'timeout', 2],
        ['send_test', 'timeout', 1],
      ]);
      // Every attempt carried the same OutId, by which the provider sends the message once.
      const outIds = tries.map((x) => new URL(x.url).searchParams.get('OutId'));
      expect(new Set(outIds).size).toBe(1);
      const [failed] = await records(app.t, salt);
      expect(failed).toMatchObject({ id: Number(outIds[0]), state: 'failed' });

      const s = await app.salt.post(`${API}SmsTemplateSubmit`, { id: draft.id });
      expect(s.status).toBe(503);
      const [submit, previous] = await callLog(app.salt, 'sms');
      expect([submit!.op, submit!.outcome, submit!.attempt]).toEqual(['add_template', 'timeout', 1]);
      expect(previous!.op).toBe('send_test');

      await receiverMode(app.t, 'sms', 'fail');
      const down = await app.salt.post(`${API}SmsTemplateTest`, {
        id: tpl.id,
        phone: '13800010001',
        variables: { order: 'B' },
      });
      expect(down.status).toBe(503);
      expect(down.body.msg).toBe('外部服务“短信服务”调用失败：对方出错（HTTP 503）');
      expect(
        (await callLog(app.salt, 'sms')).slice(0, 3).map((x) => [x.outcome, x.status, x.attempt]),
      ).toEqual([
        ['failed', 503, 3],
        ['failed', 503, 2],
        ['failed', 503, 1],
      ]);
    } finally {
      await receiverMode(app.t, 'sms', 'success');
      await setUp(app.salt);
    }
  });

  it('keeps every secret out of the call log', async () => {
    const rows = await callLog(app.salt, 'sms', 100);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows)
      for (const text of [row.url, row.request, row.answer, row.error]) expect(text).not.toContain(SECRET);
    // The signature is there instead, which the secret cannot be read back from.
    expect(rows.some((r) => new URL(r.url).searchParams.get('Signature'))).toBe(true);
  });

  it('refuses a forged push (401, nothing changed) and books a repeated one once', async () => {
    const tpl = await approvedTemplate('回执测试', '订单${order}已出库。');
    const { id, biz_id } = okData(
      await app.salt.post<{ id: number; biz_id: string }>(`${API}SmsTemplateTest`, {
        id: tpl.id,
        phone: '13900010009',
        variables: { order: 'CK88' },
      }),
    );
    const report = JSON.stringify({
      phone_number: '13900010009',
      success: true,
      err_code: 'DELIVERED',
      err_msg: '用户接收成功',
      sms_size: '2',
      biz_id,
      out_id: String(id),
    });
    for (const headers of [
      {} as Record<string, string>,
      { [PUSH_SIGNATURE]: pushSignature(report, 'not-the-secret') },
      { [PUSH_SIGNATURE]: pushSignature(`${report} `, SECRET) },
    ]) {
      const forged = await push(app.base, 'sms', salt, 'report', report, headers);
      expect(forged.status).toBe(401);
    }
    const untouched = (await records(app.t, salt)).find((r) => r.id === id);
    expect(untouched).toMatchObject({ state: 'sent', parts: 1, reportedAt: 0 });

    const signed = { [PUSH_SIGNATURE]: pushSignature(report, SECRET) };
    const first = await push(app.base, 'sms', salt, 'report', report, signed);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ code: 0, data: { id, state: 'delivered' } });
    const at = app.t.clock.now;
    app.t.clock.now += 120;
    const second = await push(app.base, 'sms', salt, 'report', report, signed);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
    const booked = (await records(app.t, salt)).find((r) => r.id === id);
    expect(booked).toMatchObject({ state: 'delivered', parts: 2, cost: 10, reportedAt: at });

    const broken = await push(app.base, 'sms', salt, 'report', '{"phone_number":1}', {
      [PUSH_SIGNATURE]: pushSignature('{"phone_number":1}', SECRET),
    });
    expect(broken.status).toBe(400);
  });

  it('keeps each store to its own: another store sees none of it and cannot be pushed to', async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    for (const path of ['SmsTemplateManage', 'SmsRecordManage']) {
      const r = await grain.get(`${API}${path}`);
      expect(r.status).toBe(403);
      expect(r.body.msg).toContain('短信服务');
    }
    const test = await grain.post(`${API}SmsTemplateTest`, { id: 1, phone: '13800010001' });
    expect(test.status).toBe(403);
    const report = JSON.stringify({
      phone_number: '13800010001',
      success: true,
      err_code: 'DELIVERED',
      sms_size: '1',
      biz_id: '1^0',
      out_id: '1',
    });
    const r = await push(app.base, 'sms', Number(grain.suid), 'report', report, {
      [PUSH_SIGNATURE]: pushSignature(report, SECRET),
    });
    expect(r.status).toBe(404);
    // Nor can it set the add-on up without installing it.
    const setup = await grain.post('/v1/addons/SetupSave', { key: 'sms', values: { access_key_id: KEY_ID } });
    expect(setup.status).not.toBe(200);
  });
});
