import {
  Client as Caller,
  callLog,
  DB_KINDS,
  okData,
  readOutbox,
  receiverMode,
  suiteApp,
  type TestApp,
} from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { records, sendsReceived, setUp } from './sms.support';

const SEND = '/v1/public/verify/verifysend';
const LOGIN = '/v1/public/user/login';
/** 鑫盐商贸's owner and clerk (the store has the SMS add-on), and 丰谷粮油's owner (it has not). */
const SALT_PHONE = '13800010001';
const CLERK_PHONE = '13900010009';
const GRAIN_PHONE = '13800020002';

let ip = 0;
const fresh = (t: TestApp) => new Caller(t, `198.19.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);

/**
 * The sign-in codes of a store's accounts through the store's own SMS add-on (the `smsSender` hook): its
 * provider, its sign-in template and its send records, the code itself kept out of them. Other stores, and a
 * store whose setup is not complete, keep the platform's sender (server/test/sms-login.test.ts holds that path).
 */
describe.each(DB_KINDS)('sign-in codes through the SMS add-on on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let salt: number;

  /** The code the stand-in received for `phone` (the provider would have texted it). */
  async function codeSentTo(phone: string): Promise<string | undefined> {
    const sent = (await sendsReceived(app.t)).find((q) => q.PhoneNumbers === phone);
    return sent ? (JSON.parse(sent.TemplateParam ?? '{}') as { code?: string }).code : undefined;
  }

  const nextMinute = () => {
    app.t.clock.now += 61;
  };
  beforeAll(async () => {
    salt = Number(app.salt.suid);
  });

  it('keeps the platform sender while the store has not finished its setup (no secret yet)', async () => {
    const before = (await records(app.t, salt)).length;
    expect((await fresh(app.t).post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    const [sms] = await readOutbox(app.t, 'sms');
    expect(sms).toMatchObject({ recipient: SALT_PHONE, template: 'login_code' });
    expect((await records(app.t, salt)).length).toBe(before);
  });

  it("sends a store account's code through the store's provider and template, and the code signs in", async () => {
    await setUp(app.salt);
    nextMinute();
    const outbox = (await readOutbox(app.t, 'sms')).length;
    const r = await fresh(app.t).post(SEND, { phone: SALT_PHONE });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('如该手机号已绑定账号，验证码已发送，5 分钟内有效');
    // Not the platform's: nothing new in its outbox.
    expect((await readOutbox(app.t, 'sms')).length).toBe(outbox);

    const [record] = await records(app.t, salt);
    expect(record).toMatchObject({
      phone: SALT_PHONE,
      purpose: 'login',
      templateCode: 'SMS_465320001',
      state: 'sent',
      variables: { code: '******', minutes: '5' },
      content: '【鑫盐商贸】您的登录验证码为******，5分钟内有效，请勿泄露给他人。',
      cost: 5,
    });
    const code = await codeSentTo(SALT_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(record)).not.toContain(code!);
    const [call] = await callLog(app.salt, 'sms');
    expect(call).toMatchObject({ op: 'send_login_code', outcome: 'ok' });

    const login = await fresh(app.t).post<{ access_token: string }>(LOGIN, {
      username: SALT_PHONE,
      password: code,
      type: 'sms',
    });
    expect(login.status, login.body.msg).toBe(200);

    // The list shows it masked like every message.
    const list = okData(
      await app.salt.get<Record<string, unknown>[]>('/v1/addons/sms/SmsRecordManage', { limit: 1 }),
    );
    expect(list[0]).toMatchObject({ phone: '138****0001', purpose: 'login', state: 'sent' });
  });

  it("an operator's code too, while another store's accounts keep the platform sender", async () => {
    nextMinute();
    expect((await fresh(app.t).post(SEND, { phone: CLERK_PHONE, name: 'xinyan' })).status).toBe(200);
    const [record] = await records(app.t, salt);
    expect(record).toMatchObject({ phone: CLERK_PHONE, purpose: 'login', state: 'sent' });
    expect(await codeSentTo(CLERK_PHONE)).toMatch(/^\d{6}$/);

    const sentBefore = (await sendsReceived(app.t)).length;
    expect((await fresh(app.t).post(SEND, { phone: GRAIN_PHONE })).status).toBe(200);
    const [sms] = await readOutbox(app.t, 'sms');
    expect(sms).toMatchObject({ recipient: GRAIN_PHONE, template: 'login_code' });
    expect((await sendsReceived(app.t)).length).toBe(sentBefore);
  });

  it('answers alike when the provider fails, and keeps the failure in the send records', async () => {
    nextMinute();
    await receiverMode(app.t, 'sms', 'fail');
    try {
      const r = await fresh(app.t).post(SEND, { phone: SALT_PHONE });
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe('如该手机号已绑定账号，验证码已发送，5 分钟内有效');
    } finally {
      await receiverMode(app.t, 'sms', 'success');
    }
    const [record] = await records(app.t, salt);
    expect(record).toMatchObject({ phone: SALT_PHONE, purpose: 'login', state: 'failed' });
    expect(record!.error).toContain('failed');
  });

  it('falls back to the platform when the named template cannot send a code', async () => {
    for (const login_template of ['', 'SMS_465320002', 'SMS_465320017']) {
      // None, one without ${code}, one still under review.
      await setUp(app.salt, { login_template });
      nextMinute();
      const before = (await records(app.t, salt)).length;
      expect((await fresh(app.t).post(SEND, { phone: SALT_PHONE })).status).toBe(200);
      const [sms] = await readOutbox(app.t, 'sms');
      expect(sms, login_template).toMatchObject({ recipient: SALT_PHONE, template: 'login_code' });
      expect((await records(app.t, salt)).length, login_template).toBe(before);
    }
    await setUp(app.salt);
  });
});
